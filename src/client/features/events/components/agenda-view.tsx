import { CalendarDaysIcon, PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import type { Goal } from '@domain/goals/goals';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { EventListItem, GoalMarker } from './event-items';

export interface AgendaViewProps {
  days: IsoDate[];
  today: IsoDate;
  events: Map<IsoDate, CalendarEvent[]>;
  goals: Map<IsoDate, Goal[]>;
  onCreate: (date: IsoDate) => void;
  onOpen: (event: CalendarEvent) => void;
}

/** The period as a list of the days that have something on them. */
export function AgendaView({ days, today, events, goals, onCreate, onOpen }: AgendaViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const weekday = format.calendarFormat({ weekday: 'short' });
  const dayNumber = format.calendarFormat({ day: 'numeric' });
  const monthName = format.calendarFormat({ month: 'short' });
  const busyDays = days.filter((day) => (events.get(day)?.length ?? 0) + (goals.get(day)?.length ?? 0) > 0);

  if (busyDays.length === 0) {
    const firstDay = days.includes(today) ? today : (days[0] ?? today);
    return (
      <EmptyState
        icon={CalendarDaysIcon}
        title={t('events.agenda.emptyTitle')}
        description={t('events.agenda.emptyDescription')}
        action={
          <Button onClick={() => onCreate(firstDay)}>
            <PlusIcon aria-hidden />
            {t('events.newEvent')}
          </Button>
        }
      />
    );
  }

  return (
    <ol className="grid gap-4" data-testid="agenda-view">
      {busyDays.map((day) => {
        return (
          <li key={day} className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[4.5rem_minmax(0,1fr)]">
            <div className={cn('flex flex-col items-center rounded-xl py-2', day === today ? 'bg-primary text-primary-foreground' : 'bg-muted')}>
              <span className="text-xs font-medium uppercase">{weekday(day)}</span>
              <span className="text-xl leading-tight font-bold tabular-nums">{dayNumber(day)}</span>
              <span className="text-xs">{monthName(day)}</span>
            </div>
            <ul className="grid content-start gap-2">
              {(goals.get(day) ?? []).map((goal) => (
                <li key={goal.id}>
                  <GoalMarker goal={goal} />
                </li>
              ))}
              {(events.get(day) ?? []).map((event) => (
                <li key={`${event.id}-${event.startTime}`}>
                  <EventListItem event={event} day={day} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
