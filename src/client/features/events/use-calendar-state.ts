import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@domain/shared/dates';
import { daysOf, periodTitle, stepCursor, visibleDays, weekdayNames, type CalendarView } from './calendar-range';
import { useFormat } from '@/lib/use-format';
import { startOfLocalDay } from './event-time';

/**
 * Which view and which day the calendar shows. The cursor is also the day picked on the phone's
 * month, so "Today", paging and picking all move one thing.
 */
export function useCalendarState(initialDate: IsoDate | null = null) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { today, timeZone } = useFormat();
  const [view, setView] = useState<CalendarView>('month');
  const [cursor, setCursor] = useState<IsoDate>(initialDate ?? today);
  const range = useMemo(() => visibleDays(view, cursor), [view, cursor]);
  const days = useMemo(() => daysOf(range), [range]);

  return {
    today,
    view,
    cursor,
    days,
    timeZone,
    /** The instants the events request asks for: midnight to midnight in the account's zone. */
    from: startOfLocalDay(range.start, timeZone).toISOString(),
    to: startOfLocalDay(range.end, timeZone).toISOString(),
    title: periodTitle(view, cursor, range, language),
    weekdays: weekdayNames(language),
    narrowWeekdays: weekdayNames(language, 'narrow'),
    setView,
    select: setCursor,
    goToday: () => setCursor(today),
    step: (direction: 1 | -1) => setCursor((current) => stepCursor(view, current, direction)),
    showDay: (date: IsoDate) => {
      setCursor(date);
      setView('day');
    },
  };
}
