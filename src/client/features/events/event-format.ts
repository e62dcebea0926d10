import type { TFunction } from 'i18next';
import type { IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import type { Format } from '@/lib/format';
import { coversWholeDay } from './calendar-days';
import { localDateOf } from './event-time';

type Timed = Pick<CalendarEvent, 'startTime' | 'endTime' | 'allDay'>;

const timeOnly: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** An all-day event's days: "12 Jul", or "10 – 12 Jul" over several days (dates, the same in every zone). */
export function dayRangeText(event: Timed, format: Format, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }): string {
  const formatter = new Intl.DateTimeFormat(format.language, { ...options, timeZone: 'UTC' });
  const first = new Date(`${event.startTime}T00:00:00Z`);
  if (event.endTime === event.startTime) return formatter.format(first);
  return formatter.formatRange(first, new Date(`${event.endTime}T00:00:00Z`));
}

/** "9:00 – 10:00 AM", or with dates when the event runs over several days; in the account's zone and clock. */
export function timeRangeText(event: Timed, format: Format): string {
  if (event.allDay) return dayRangeText(event, format);
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  const sameDay = localDateOf(start, format.timeZone) === localDateOf(end, format.timeZone);
  const options: Intl.DateTimeFormatOptions = sameDay ? timeOnly : { ...timeOnly, day: 'numeric', month: 'short' };
  return format.instantFormat(options).formatRange(start, end);
}

/** "All day", or "All day, 10 – 12 Jul" for an event over several days. */
export function allDayText(event: Timed, format: Format, t: TFunction): string {
  return event.endTime === event.startTime ? t('events.allDay') : t('events.allDayRange', { days: dayRangeText(event, format) });
}

/** Whether the event is over at `now`: an all-day event once its last day has passed in the zone. */
export function eventEnded(event: Timed, now: Date, timeZone: string): boolean {
  return event.allDay ? event.endTime < localDateOf(now, timeZone) : new Date(event.endTime) < now;
}

/** The day an event starts on in the zone (an all-day event's first day as it is). */
export function eventStartDay(event: Timed, timeZone: string): IsoDate {
  return event.allDay ? event.startTime : localDateOf(new Date(event.startTime), timeZone);
}

/** What a day's list says about an event's time on that day. */
export function timeOnDayText(event: CalendarEvent, day: IsoDate, format: Format, t: TFunction): string {
  if (event.allDay || coversWholeDay(event, day, format.timeZone)) return t('events.allDay');
  return timeRangeText(event, format);
}

/** The start time alone, for compact chips; nothing for an all-day event. */
export function startTimeText(event: Timed, format: Format): string {
  return event.allDay ? '' : format.time(event.startTime);
}

/** The full "when" of the details sheet: weekday, date and times in the user's language; an all-day event's days and "All day". */
export function fullRangeText(event: Timed, format: Format, t: TFunction): string {
  if (event.allDay) return t('events.allDayRange', { days: dayRangeText(event, format, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) });
  return format.instantFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...timeOnly }).formatRange(new Date(event.startTime), new Date(event.endTime));
}

export function personName(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
