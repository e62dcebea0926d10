import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@domain/dates';
import { daysOf, firstWeekday, periodTitle, stepCursor, visibleDays, weekdayNames, type CalendarView } from './calendar-range';
import { startOfLocalDay, todayLocal } from './event-time';

/**
 * Which view and which day the calendar shows. The cursor is also the day picked on the phone's
 * month, so "Today", paging and picking all move one thing.
 */
export function useCalendarState() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [today] = useState(todayLocal);
  const [view, setView] = useState<CalendarView>('month');
  const [cursor, setCursor] = useState<IsoDate>(today);
  const firstDay = firstWeekday(language);

  const range = useMemo(() => visibleDays(view, cursor, firstDay), [view, cursor, firstDay]);
  const days = useMemo(() => daysOf(range), [range]);

  return {
    today,
    view,
    cursor,
    days,
    /** The instants the events request asks for: local midnight to local midnight. */
    from: startOfLocalDay(range.start).toISOString(),
    to: startOfLocalDay(range.end).toISOString(),
    title: periodTitle(view, cursor, range, language),
    weekdays: weekdayNames(firstDay, language),
    narrowWeekdays: weekdayNames(firstDay, language, 'narrow'),
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
