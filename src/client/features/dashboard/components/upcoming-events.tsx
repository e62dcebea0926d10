import { CalendarDaysIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { eventColorStyle } from '@/lib/event-color';
import type { Format } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormat } from '@/lib/use-format';
import type { UpcomingEvent } from '../api';

/** The month and day an event starts on; an all-day event's first day is a date, the same in every zone. */
function DateBadge({ event, format }: { event: UpcomingEvent; format: Format }) {
  const part = (options: Intl.DateTimeFormatOptions) =>
    event.allDay ? format.calendarFormat(options)(event.startTime) : format.instantFormat(options).format(new Date(event.startTime));
  return (
    <span className="flex size-11 shrink-0 flex-col items-center justify-center rounded-xl border-t-4 border-(--event-color) bg-muted text-foreground" aria-hidden>
      <span className="text-[0.65rem] font-semibold text-muted-foreground uppercase">{part({ month: 'short' })}</span>
      <span className="text-base leading-none font-bold">{part({ day: 'numeric' })}</span>
    </span>
  );
}

/** "Tue 9:00 – 10:00 AM" in the account's time zone, clock and language; "Sat, all day" for an all-day event. */
function whenText(event: UpcomingEvent, format: Format, t: TFunction): string {
  if (event.allDay) {
    const days = format.calendarFormat({ weekday: 'short' });
    const span = event.endTime === event.startTime ? days(event.startTime) : `${days(event.startTime)} – ${days(event.endTime)}`;
    return t('events.allDayRange', { days: span });
  }
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  const formatter = format.instantFormat({ weekday: 'short', hour: 'numeric', minute: '2-digit' });
  return end.getTime() > start.getTime() ? formatter.formatRange(start, end) : formatter.format(start);
}

export function UpcomingEvents({ events }: { events: UpcomingEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (events.length === 0) {
    return (
      <EmptyState
        size="sm"
        icon={CalendarDaysIcon}
        title={t('dashboard.upcomingEvents.emptyTitle')}
        description={t('dashboard.upcomingEvents.emptyDescription')}
        action={
          <Button asChild size="sm" variant="outline">
            <Link href={paths.calendar}>{t('dashboard.upcomingEvents.openCalendar')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3" data-testid="upcoming-events">
      {events.slice(0, 5).map((event) => (
        <li key={`${event.id}-${event.startTime}`} className="flex items-center gap-3" style={eventColorStyle(event.group)} data-testid="upcoming-event">
          <DateBadge event={event} format={format} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{event.title}</p>
            <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <span className="shrink-0 tabular-nums">{whenText(event, format, t)}</span>
              {event.group ? (
                <span className="flex min-w-0 items-center gap-1">
                  <span aria-hidden className="size-2 shrink-0 rounded-full bg-(--event-color)" />
                  <span className="truncate">{event.group.name}</span>
                </span>
              ) : null}
              {event.location ? (
                <span className="flex min-w-0 items-center gap-1">
                  <MapPinIcon className="size-3 shrink-0" aria-hidden />
                  <span className="truncate">{event.location}</span>
                </span>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
