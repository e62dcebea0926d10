import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import type { Goal } from '@domain/goals/goals';
import { eventColorStyle } from '@/lib/event-color';
import { cn } from '@/lib/utils';
import { layoutDay } from '../calendar-days';
import { formatMinutes } from '../event-time';
import { timeRangeText } from '../event-format';
import { EventChip, GoalMarker } from './event-items';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
/** Pixels per hour; the column is 24 of them. */
const hourHeight = 48;
const firstHourShown = 8;

export interface TimeGridViewProps {
  days: IsoDate[];
  today: IsoDate;
  events: Map<IsoDate, CalendarEvent[]>;
  goals: Map<IsoDate, Goal[]>;
  onCreate: (date: IsoDate, startMinutes: number) => void;
  onOpen: (event: CalendarEvent) => void;
}

function DayColumn({ day, events, onCreate, onOpen }: { day: IsoDate; events: CalendarEvent[]; onCreate: TimeGridViewProps['onCreate']; onOpen: TimeGridViewProps['onOpen'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const longDate = format.calendarFormat({ dateStyle: 'full' })(day);
  return (
    <div className="relative border-s" style={{ height: hourHeight * 24 }} data-testid={`time-column-${day}`}>
      {hours.map((hour) => (
        <button
          key={hour}
          type="button"
          tabIndex={-1}
          className="absolute inset-x-0 border-b border-dashed border-border/60 transition hover:bg-accent/40"
          style={{ top: hour * hourHeight, height: hourHeight }}
          aria-label={t('events.calendar.addAt', { date: longDate, time: formatMinutes(hour * 60, format.language, format.hour12) })}
          onClick={() => onCreate(day, hour * 60)}
        />
      ))}
      {layoutDay(events, day, format.timeZone).map(({ event, top, bottom, lane, lanes }) => (
        <button
          key={`${event.id}-${event.startTime}`}
          type="button"
          onClick={() => onOpen(event)}
          data-testid="calendar-event"
          className="absolute overflow-hidden rounded-md border-s-[3px] border-(--event-color) bg-(--event-color)/15 px-1.5 py-0.5 text-start text-xs backdrop-blur-sm transition hover:bg-(--event-color)/25 focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
          style={{
            ...eventColorStyle(event.group),
            top: (top / 60) * hourHeight,
            height: Math.max(((bottom - top) / 60) * hourHeight, 20),
            insetInlineStart: `calc(${(lane / lanes) * 100}% + 2px)`,
            width: `calc(${100 / lanes}% - 4px)`,
          }}
        >
          <span className="block truncate font-medium">{event.title}</span>
          <span className="block truncate text-muted-foreground tabular-nums">{timeRangeText(event, format)}</span>
        </button>
      ))}
    </div>
  );
}

/** Week and day views: hours down the side, events placed by time; click an empty hour to schedule there. */
export function TimeGridView({ days, today, events, goals, onCreate, onOpen }: TimeGridViewProps) {
  const format = useFormat();
  const scroller = useRef<HTMLDivElement>(null);
  const weekday = format.calendarFormat({ weekday: 'short' });
  const dayNumber = format.calendarFormat({ day: 'numeric' });
  const columns = { gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(0, 1fr))` };
  const allDayOf = (day: IsoDate) => (events.get(day) ?? []).filter((event) => event.allDay);
  // Goal target dates and all-day events sit in one row above the hours.
  const hasDayRow = days.some((day) => (goals.get(day)?.length ?? 0) > 0 || allDayOf(day).length > 0);

  // Start the day at working hours rather than at midnight.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = firstHourShown * hourHeight;
  }, []);

  return (
    <div className="overflow-hidden rounded-2xl border bg-card" data-testid="time-grid-view">
      <div className="grid border-b bg-muted/40" style={columns}>
        <div />
        {days.map((day) => (
          <div key={day} className="flex flex-col items-center gap-0.5 border-s py-2" aria-current={day === today ? 'date' : undefined}>
            <span className="text-xs text-muted-foreground">{weekday(day)}</span>
            <span className={cn('flex size-8 items-center justify-center rounded-full text-sm font-semibold tabular-nums', day === today && 'bg-primary text-primary-foreground')}>
              {dayNumber(day)}
            </span>
          </div>
        ))}
      </div>
      {hasDayRow ? (
        <div className="grid border-b" style={columns} data-testid="all-day-row">
          <div />
          {days.map((day) => (
            <div key={day} className="grid min-w-0 content-start gap-0.5 border-s p-1" data-testid={`all-day-${day}`}>
              {allDayOf(day).map((event) => (
                <EventChip key={`${event.id}-${event.startTime}`} event={event} day={day} onOpen={onOpen} />
              ))}
              {(goals.get(day) ?? []).map((goal) => (
                <GoalMarker key={goal.id} goal={goal} compact />
              ))}
            </div>
          ))}
        </div>
      ) : null}
      <div ref={scroller} className="max-h-[65vh] overflow-y-auto">
        <div className="grid" style={columns}>
          <div className="relative" style={{ height: hourHeight * 24 }} aria-hidden>
            {hours.slice(1).map((hour) => (
              <span key={hour} className="absolute end-2 -translate-y-1/2 text-[0.7rem] text-muted-foreground tabular-nums" style={{ top: hour * hourHeight }}>
                {formatMinutes(hour * 60, format.language, format.hour12)}
              </span>
            ))}
          </div>
          {days.map((day) => (
            <DayColumn key={day} day={day} events={events.get(day) ?? []} onCreate={onCreate} onOpen={onOpen} />
          ))}
        </div>
      </div>
    </div>
  );
}
