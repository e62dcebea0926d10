import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import type { Goal } from '@domain/goals/goals';
import { cn } from '@/lib/utils';
import { EventChip, GoalMarker } from './event-items';

/** A cell shows this many items; the rest hide behind "+N more", which opens the day. */
const visibleItems = 3;

export interface MonthViewProps {
  days: IsoDate[];
  /** Any day of the month shown; days of the neighbouring months are dimmed. */
  month: IsoDate;
  today: IsoDate;
  weekdays: string[];
  events: Map<IsoDate, CalendarEvent[]>;
  goals: Map<IsoDate, Goal[]>;
  onCreate: (date: IsoDate) => void;
  onOpen: (event: CalendarEvent) => void;
  onShowDay: (date: IsoDate) => void;
}

/** The month grid of wide screens: click a day's empty space to schedule an event on it. */
export function MonthView({ days, month, today, weekdays, events, goals, onCreate, onOpen, onShowDay }: MonthViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const longDate = format.calendarFormat({ dateStyle: 'full' });
  const dayNumber = format.calendarFormat({ day: 'numeric' });

  return (
    <div className="overflow-hidden rounded-2xl border bg-card" data-testid="month-view">
      <div className="grid grid-cols-7 border-b bg-muted/40" aria-hidden>
        {weekdays.map((name, index) => (
          // Narrow names repeat (T, T; S, S), so the column's place is its key.
          <div key={index} className="px-2 py-2 text-center text-xs font-medium text-muted-foreground">
            {name}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((day) => {
          const dayEvents = events.get(day) ?? [];
          const dayGoals = goals.get(day) ?? [];
          const hidden = Math.max(dayGoals.length + dayEvents.length - visibleItems, 0);
          const shownGoals = dayGoals.slice(0, visibleItems);
          const shownEvents = dayEvents.slice(0, visibleItems - shownGoals.length);
          const label = longDate(day);
          const outside = day.slice(0, 7) !== month.slice(0, 7);
          return (
            <div
              key={day}
              role="group"
              aria-label={label}
              data-testid={`calendar-day-${day}`}
              className={cn('relative flex min-h-28 min-w-0 flex-col gap-1 border-e border-b p-1.5 [&:nth-child(7n)]:border-e-0', outside && 'bg-muted/30')}
            >
              <button
                type="button"
                className="absolute inset-0 rounded-none transition hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
                aria-label={t('events.calendar.addOn', { date: label })}
                onClick={() => onCreate(day)}
              />
              <span
                aria-current={day === today ? 'date' : undefined}
                className={cn(
                  'pointer-events-none relative flex size-7 items-center justify-center rounded-full text-sm tabular-nums',
                  day === today ? 'bg-primary font-semibold text-primary-foreground' : outside ? 'text-muted-foreground' : 'font-medium',
                )}
              >
                {dayNumber(day)}
              </span>
              <div className="pointer-events-none relative grid min-w-0 gap-0.5">
                {shownGoals.map((goal) => (
                  <GoalMarker key={goal.id} goal={goal} compact />
                ))}
                {shownEvents.map((event) => (
                  <EventChip key={`${event.id}-${event.startTime}`} event={event} day={day} onOpen={onOpen} />
                ))}
                {hidden > 0 ? (
                  <button
                    type="button"
                    onClick={() => onShowDay(day)}
                    className="pointer-events-auto w-fit rounded px-1.5 text-start text-xs font-medium text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {t('events.calendar.more', { count: hidden })}
                  </button>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
