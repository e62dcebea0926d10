import { CalendarIcon, ListTodoIcon, TargetIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { useGoals } from '@/lib/use-goals';
import { cn } from '@/lib/utils';
import { useDeleteTask, useTasks, useUpdateTask } from '../api';
import { TaskForm, type EventChoice } from './task-form';
import { useFailToast } from '@/lib/use-fail-toast';

/** Tasks with due dates, open first; each may point at a goal or an event. */
export function TaskList({ events, today }: { events: readonly EventChoice[]; today: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tasks = useTasks();
  const goals = useGoals();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const fail = useFailToast();
  const goalTitle = (id: string) => goals.data?.find((goal) => goal.id === id)?.title ?? t('planning.tasks.aGoal');
  const eventTitle = (id: string) => events.find((event) => event.id === id)?.title ?? t('planning.tasks.anEvent');

  return (
    <div className="grid grid-cols-1 gap-4">
      <TaskForm events={events} today={today} />
      <QueryState
        query={tasks}
        skeleton={<Skeleton className="h-20 w-full" />}
        errorTestId="tasks-error"
        empty={{
          when: (list) => list.length === 0,
          show: <EmptyState size="sm" icon={ListTodoIcon} title={t('planning.tasks.emptyTitle')} description={t('planning.tasks.emptyDescription')} />,
        }}
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-2" data-testid="task-list">
            {list.map((task) => (
              <li key={task.id} className="flex items-start gap-3 rounded-lg border p-3" data-testid="task-row" data-done={task.done}>
                <Checkbox
                  className="mt-0.5"
                  checked={task.done}
                  aria-label={t(task.done ? 'planning.tasks.markUndone' : 'planning.tasks.markDone', { title: task.title })}
                  onCheckedChange={(checked) => update.mutate({ id: task.id, payload: { done: checked === true } }, { onError: fail })}
                />
                <div className="min-w-0 flex-1">
                  <p className={cn('text-sm break-words', task.done && 'text-muted-foreground line-through')}>{task.title}</p>
                  <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                    {task.dueOn ? (
                      <span className={cn(task.overdue && 'font-medium text-destructive')}>
                        {task.overdue ? t('planning.tasks.overdue', { date: format.date(task.dueOn) }) : t('planning.tasks.dueOn', { date: format.date(task.dueOn) })}
                      </span>
                    ) : null}
                    {task.goalId ? (
                      <span className="inline-flex items-center gap-1">
                        <TargetIcon className="size-3" aria-hidden />
                        {goalTitle(task.goalId)}
                      </span>
                    ) : null}
                    {task.eventId ? (
                      <span className="inline-flex items-center gap-1">
                        <CalendarIcon className="size-3" aria-hidden />
                        {eventTitle(task.eventId)}
                      </span>
                    ) : null}
                  </p>
                </div>
                <Button variant="ghost" size="icon-sm" onClick={() => remove.mutate(task.id, { onError: fail })} aria-label={t('planning.tasks.delete', { title: task.title })}>
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
