import type { TFunction } from 'i18next';
import type { IsoDate } from '@domain/dates';
import type { CalendarEvent } from '@domain/events';
import type { Format } from '@/lib/format';
import { coversWholeDay } from './calendar-days';
import { localDateOf } from './event-time';

type Timed = Pick<CalendarEvent, 'startTime' | 'endTime'>;

const timeOnly: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** "9:00 – 10:00 AM", or with dates when the event runs over several days; in the account's zone and clock. */
export function timeRangeText(event: Timed, format: Format): string {
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  const sameDay = localDateOf(start, format.timeZone) === localDateOf(end, format.timeZone);
  const options: Intl.DateTimeFormatOptions = sameDay ? timeOnly : { ...timeOnly, day: 'numeric', month: 'short' };
  return format.instantFormat(options).formatRange(start, end);
}

/** What a day's list says about an event's time on that day. */
export function timeOnDayText(event: CalendarEvent, day: IsoDate, format: Format, t: TFunction): string {
  if (coversWholeDay(event, day, format.timeZone)) return t('events.allDay');
  return timeRangeText(event, format);
}

/** The start time alone, for compact chips. */
export function startTimeText(event: Timed, format: Format): string {
  return format.time(event.startTime);
}

/** The full "when" of the details sheet: weekday, date and times in the user's language. */
export function fullRangeText(event: Timed, format: Format): string {
  return format
    .instantFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...timeOnly })
    .formatRange(new Date(event.startTime), new Date(event.endTime));
}

export function personName(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
