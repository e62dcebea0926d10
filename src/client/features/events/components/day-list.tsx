import { CalendarPlusIcon, PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import type { Goal } from '@domain/goals/goals';
import { Button } from '@/components/ui/button';
import { EventListItem, GoalMarker } from './event-items';

interface DayListProps {
  day: IsoDate;
  events: CalendarEvent[];
  goals: Goal[];
  onCreate: (date: IsoDate) => void;
  onOpen: (event: CalendarEvent) => void;
}

/** One day's goals and events as a list, with a way to add an event on that day. */
export function DayList({ day, events, goals, onCreate, onOpen }: DayListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const heading = format.calendarFormat({ weekday: 'long', day: 'numeric', month: 'long' })(day);
  const empty = events.length === 0 && goals.length === 0;
  return (
    <section className="grid gap-3" aria-label={heading} data-testid="day-list">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{heading}</h3>
        <Button size="sm" variant="outline" onClick={() => onCreate(day)}>
          <PlusIcon aria-hidden />
          {t('events.calendar.addEvent')}
        </Button>
      </div>
      {empty ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed px-4 py-6 text-sm text-muted-foreground">
          <CalendarPlusIcon className="size-4 shrink-0" aria-hidden />
          {t('events.calendar.nothingOnDay')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {goals.map((goal) => (
            <li key={goal.id}>
              <GoalMarker goal={goal} />
            </li>
          ))}
          {events.map((event) => (
            <li key={`${event.id}-${event.startTime}`}>
              <EventListItem event={event} day={day} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
