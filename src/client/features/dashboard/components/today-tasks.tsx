import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListTodoIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { apiClient } from '@/lib/api/client';
import { paths } from '@/lib/paths';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { ListSkeleton } from './recent-transactions';

const todayKey = ['/api/planning/tasks', { view: 'today' }] as const;

/** Today's planning tasks and open ones left from earlier days; ticking one off marks it done. */
export function TodayTasks() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const tasks = useQuery({ queryKey: todayKey, queryFn: () => apiClient.get('/api/planning/tasks', { query: { view: 'today' } }) });
  const toggle = useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) => apiClient.patch('/api/planning/tasks/{id}', { path: { id }, body: { done } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/planning/tasks'] }),
  });

  const empty = (
    <EmptyState
      size="sm"
      icon={ListTodoIcon}
      title={t('planning.dashboard.emptyTitle')}
      description={t('planning.dashboard.emptyDescription')}
      action={
        <Button asChild size="sm" variant="outline">
          <Link href={paths.planning}>{t('planning.dashboard.openPlanning')}</Link>
        </Button>
      }
    />
  );
  return (
    <QueryState query={tasks} skeleton={<ListSkeleton rows={2} />} errorTitle={t('planning.dashboard.unavailable')} empty={{ when: (list) => list.length === 0, show: empty }}>
      {(list) => (
        <ul className="grid gap-3" data-testid="today-tasks">
          {list.slice(0, 6).map((task) => (
            <li key={task.id} className="flex items-start gap-3" data-testid="today-task">
              {/* A native checkbox: the dashboard ships with the app shell, whose size budget is nearly spent. */}
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={task.done}
                disabled={toggle.isPending}
                onChange={(event) => toggle.mutate({ id: task.id, done: event.target.checked })}
                aria-label={t(task.done ? 'planning.tasks.markUndone' : 'planning.tasks.markDone', { title: task.title })}
              />
              <div className="min-w-0">
                <p className={cn('truncate text-sm font-medium', task.done && 'text-muted-foreground line-through')}>{task.title}</p>
                {task.overdue && task.dueOn ? <p className="text-xs text-destructive">{t('planning.tasks.overdue', { date: format.date(task.dueOn) })}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
