import { addDays, addMonths, daysBetween, monthStart, type IsoDate } from '@domain/dates';

export const calendarViews = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** The days a view shows, `end` exclusive. */
export interface DayRange {
  start: IsoDate;
  end: IsoDate;
}

/** Where browsers cannot say (Intl.Locale#getWeekInfo is recent), the first weekday of each language's main region. */
const firstWeekdayFallback: Record<string, number> = { en: 0, es: 1, ar: 6, th: 0, id: 0, pt: 0, hi: 0, vi: 1, tl: 0, ms: 1, tr: 1 };

type WeekInfo = { firstDay: number };
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The weekday a week starts on in the user's language, as `Date#getDay` counts (0 is Sunday). */
export function firstWeekday(language: string): number {
  try {
    const locale = new Intl.Locale(language) as LocaleWithWeekInfo;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An unusual language tag: the table below still answers.
  }
  return firstWeekdayFallback[language.split('-')[0] ?? 'en'] ?? 1;
}

/** Weekday of a calendar date as `Date#getDay` counts; the date is the same in every zone. */
function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function startOfWeek(date: IsoDate, firstDay: number): IsoDate {
  const weekday = weekdayOf(date);
  return addDays(date, -((weekday - firstDay + 7) % 7));
}

/** Month: whole weeks around the month; week: seven days; day: one; agenda: the month itself. */
export function visibleDays(view: CalendarView, cursor: IsoDate, firstDay: number): DayRange {
  if (view === 'day') return { start: cursor, end: addDays(cursor, 1) };
  if (view === 'week') {
    const start = startOfWeek(cursor, firstDay);
    return { start, end: addDays(start, 7) };
  }
  const first = monthStart(cursor);
  const next = addMonths(first, 1);
  if (view === 'agenda') return { start: first, end: next };
  const start = startOfWeek(first, firstDay);
  const lastWeekStart = startOfWeek(addDays(next, -1), firstDay);
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

/** Short weekday names in grid order. */
export function weekdayNames(firstDay: number, language: string, style: 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2023, 0, 1 + ((firstDay + index) % 7)))));
}
