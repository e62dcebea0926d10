import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import type { Goal } from '@domain/goals/goals';
import { eventColorStyle } from '@/lib/event-color';
import { cn } from '@/lib/utils';
import { DayList } from './day-list';

export interface CompactMonthViewProps {
  days: IsoDate[];
  month: IsoDate;
  today: IsoDate;
  selected: IsoDate;
  weekdays: string[];
  events: Map<IsoDate, CalendarEvent[]>;
  goals: Map<IsoDate, Goal[]>;
  onSelect: (date: IsoDate) => void;
  onCreate: (date: IsoDate) => void;
  onOpen: (event: CalendarEvent) => void;
}

/** The month on phones: dots under each day (no sideways scroll) and the chosen day's list below. */
export function CompactMonthView({ days, month, today, selected, weekdays, events, goals, onSelect, onCreate, onOpen }: CompactMonthViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const longDate = format.calendarFormat({ dateStyle: 'full' });
  const dayNumber = format.calendarFormat({ day: 'numeric' });

  return (
    <div className="grid gap-4" data-testid="month-view">
      <div className="rounded-2xl border bg-card p-2">
        <div className="grid grid-cols-7" aria-hidden>
          {weekdays.map((name, index) => (
            // Narrow names repeat (T, T; S, S), so the column's place is its key.
            <div key={index} className="py-1 text-center text-[0.7rem] font-medium text-muted-foreground">
              {name}
            </div>
          ))}
        </div>
        <div className="grid grid-cols-7 gap-y-1">
          {days.map((day) => {
            const dayEvents = events.get(day) ?? [];
            const dayGoals = goals.get(day) ?? [];
            const count = dayEvents.length + dayGoals.length;
            const isSelected = day === selected;
            const outside = day.slice(0, 7) !== month.slice(0, 7);
            return (
              <button
                key={day}
                type="button"
                onClick={() => onSelect(day)}
                aria-pressed={isSelected}
                aria-current={day === today ? 'date' : undefined}
                aria-label={`${longDate(day)}${count ? `, ${t('events.calendar.itemCount', { count })}` : ''}`}
                data-testid={`calendar-day-${day}`}
                className={cn(
                  'flex min-w-0 flex-col items-center gap-1 rounded-xl py-1.5 transition focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none',
                  isSelected ? 'bg-primary/12' : 'hover:bg-accent',
                )}
              >
                <span
                  className={cn(
                    'flex size-7 items-center justify-center rounded-full text-sm tabular-nums',
                    day === today ? 'bg-primary font-semibold text-primary-foreground' : outside ? 'text-muted-foreground' : 'font-medium',
                  )}
                >
                  {dayNumber(day)}
                </span>
                <span className="flex h-1.5 items-center gap-0.5" aria-hidden>
                  {dayGoals.length ? <span className="size-1.5 rotate-45 bg-amber-500" /> : null}
                  {dayEvents.slice(0, dayGoals.length ? 2 : 3).map((event) => (
                    <span key={`${event.id}-${event.startTime}`} className="size-1.5 rounded-full bg-(--event-color)" style={eventColorStyle(event.group)} />
                  ))}
                </span>
              </button>
            );
          })}
        </div>
      </div>
      <DayList day={selected} events={events.get(selected) ?? []} goals={goals.get(selected) ?? []} onCreate={onCreate} onOpen={onOpen} />
    </div>
  );
}
