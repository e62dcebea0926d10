import { addDays, addMonths, daysBetween, monthStart, type IsoDate } from '@domain/shared/dates';
import { mondayOf } from '@domain/planning/planning';

export const calendarViews = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** The days a view shows, `end` exclusive. */
export interface DayRange {
  start: IsoDate;
  end: IsoDate;
}

/**
 * Weeks start on Monday, the rule the planning board opens its week by (`mondayOf`), so the
 * calendar's week and the planning week are always the same seven days.
 */
export const firstWeekday = 1;

/** Month: whole weeks around the month; week: seven days; day: one; agenda: the month itself. */
export function visibleDays(view: CalendarView, cursor: IsoDate): DayRange {
  if (view === 'day') return { start: cursor, end: addDays(cursor, 1) };
  if (view === 'week') {
    const start = mondayOf(cursor);
    return { start, end: addDays(start, 7) };
  }
  const first = monthStart(cursor);
  const next = addMonths(first, 1);
  if (view === 'agenda') return { start: first, end: next };
  const start = mondayOf(first);
  const lastWeekStart = mondayOf(addDays(next, -1));
  return { start, end: addDays(lastWeekStart, 7) };
}

export function daysOf(range: DayRange): IsoDate[] {
  return Array.from({ length: daysBetween(range.start, range.end) }, (_, index) => addDays(range.start, index));
}

/** Previous or next period of a view. */
export function stepCursor(view: CalendarView, cursor: IsoDate, direction: 1 | -1): IsoDate {
  if (view === 'day') return addDays(cursor, direction);
  if (view === 'week') return addDays(cursor, 7 * direction);
  return addMonths(monthStart(cursor), direction);
}

const utcMidnight = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/** The heading of the shown period in the user's language (calendar dates, so read in UTC). */
export function periodTitle(view: CalendarView, cursor: IsoDate, range: DayRange, language: string): string {
  if (view === 'day') {
    return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcMidnight(cursor));
  }
  if (view === 'week') {
    const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return format.formatRange(utcMidnight(range.start), utcMidnight(addDays(range.end, -1)));
  }
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcMidnight(cursor));
}

/** Short weekday names in grid order, from Monday. */
export function weekdayNames(language: string, style: 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2023, 0, 1 + ((firstWeekday + index) % 7)))));
}
