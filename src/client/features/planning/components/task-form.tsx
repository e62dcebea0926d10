import { useId, useState, type FormEvent } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { planningMessages } from '@domain/planning/planning';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';
import { useGoals } from '@/lib/use-goals';
import { useCreateTask } from '../api';
import { useFailToast } from '@/lib/use-fail-toast';

const none = 'none';

export interface EventChoice {
  id: string;
  title: string;
}

/** A new task: a title, an optional due date, and an optional link to a goal or an event. */
export function TaskForm({ events, today }: { events: readonly EventChoice[]; today: string }) {
  const { t } = useTranslation();
  const ids = useId();
  const create = useCreateTask();
  const fail = useFailToast();
  const goals = useGoals();
  const [title, setTitle] = useState('');
  const [dueOn, setDueOn] = useState(today);
  const [link, setLink] = useState(none);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(planningMessages.taskTitleRequired);
      return;
    }
    const [kind, id] = link.split(':');
    try {
      await create.mutateAsync({ title: title.trim(), dueOn: dueOn || null, goalId: kind === 'goal' ? id : null, eventId: kind === 'event' ? id : null });
      setTitle('');
      setLink(none);
      setError(null);
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid grid-cols-1 gap-3" data-testid="task-form">
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={`${ids}-title`}>{t('planning.tasks.title')}</Label>
        <Input
          id={`${ids}-title`}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t('planning.tasks.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          data-testid="task-title"
        />
        {error ? (
          <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-destructive">
            {translateMessage(t, error)}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={`${ids}-due`}>{t('planning.tasks.due')}</Label>
          <Input id={`${ids}-due`} type="date" value={dueOn} onChange={(event) => setDueOn(event.target.value)} />
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={`${ids}-link`}>{t('planning.tasks.link')}</Label>
          <Select value={link} onValueChange={setLink}>
            <SelectTrigger id={`${ids}-link`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={none}>{t('planning.projects.noLink')}</SelectItem>
              {(goals.data ?? []).length > 0 ? (
                <SelectGroup>
                  <SelectLabel>{t('planning.tasks.goals')}</SelectLabel>
                  {(goals.data ?? []).map((goal) => (
                    <SelectItem key={goal.id} value={`goal:${goal.id}`}>
                      {goal.title}
                    </SelectItem>
                  ))}
                </SelectGroup>
              ) : null}
              {events.length > 0 ? (
                <SelectGroup>
                  <SelectLabel>{t('planning.tasks.events')}</SelectLabel>
                  {events.map((event) => (
                    <SelectItem key={event.id} value={`event:${event.id}`}>
                      {event.title}
                    </SelectItem>
                  ))}
                </SelectGroup>
              ) : null}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Button type="submit" variant="outline" disabled={create.isPending} className="justify-self-start" data-testid="task-submit">
        {create.isPending ? <Spinner /> : <PlusIcon aria-hidden />}
        {t('planning.tasks.add')}
      </Button>
    </form>
  );
}
