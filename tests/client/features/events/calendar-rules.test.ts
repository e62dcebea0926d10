import { describe, expect, it } from 'vitest';
import { daysOf, stepCursor, visibleDays } from '@/features/events/calendar-range';
import { eventsByDay, layoutDay } from '@/features/events/calendar-days';
import { clampedEnd, instantAt, shiftedEnd } from '@/features/events/event-time';
import { parseRecurrence, recurrenceRule } from '@/features/events/recurrence';
import { localInstant, makeCalendarEvent } from '../../support/events-api';

describe('repeat rules', () => {
  it('writes the RRULE values the API stores', () => {
    expect(recurrenceRule({ frequency: 'weekly', end: 'after', until: null, count: 10 }, 'UTC')).toBe('FREQ=WEEKLY;COUNT=10');
    expect(recurrenceRule({ frequency: 'daily', end: 'never', until: null, count: null }, 'UTC')).toBe('FREQ=DAILY');
    const until = recurrenceRule({ frequency: 'monthly', end: 'on', until: '2027-03-31', count: null }, 'UTC');
    expect(until).toMatch(/^FREQ=MONTHLY;UNTIL=\d{8}T\d{6}Z$/);
    expect(parseRecurrence(until, 'UTC')).toEqual({ frequency: 'monthly', end: 'on', until: '2027-03-31', count: null });
  });

  it('reads simple rules back and leaves richer ones alone', () => {
    expect(parseRecurrence('FREQ=YEARLY;COUNT=3', 'UTC')).toEqual({ frequency: 'yearly', end: 'after', until: null, count: 3 });
    expect(parseRecurrence('RRULE:FREQ=WEEKLY;INTERVAL=1', 'UTC')).toEqual({ frequency: 'weekly', end: 'never', until: null, count: null });
    expect(parseRecurrence('FREQ=WEEKLY;UNTIL=20270105', 'UTC')).toMatchObject({ end: 'on', until: '2027-01-05' });
    expect(parseRecurrence('FREQ=WEEKLY;BYDAY=MO,WE', 'UTC')).toBeNull();
    expect(parseRecurrence('FREQ=WEEKLY;INTERVAL=2', 'UTC')).toBeNull();
    expect(parseRecurrence('FREQ=HOURLY', 'UTC')).toBeNull();
  });
});

describe('times of day', () => {
  it('keeps the length when the start moves and stops the end after the start', () => {
    expect(shiftedEnd(540, 600, 615)).toBe(675);
    expect(shiftedEnd(540, 600, 1410)).toBe(1439);
    expect(clampedEnd(540, 300)).toBe(555);
    expect(clampedEnd(540, 700)).toBe(700);
  });

  it('builds instants in the viewer’s zone and refuses impossible times', () => {
    expect(instantAt('2026-11-22', 9 * 60, 'UTC')?.toISOString()).toBe(localInstant('2026-11-22', 9));
    expect(instantAt('2026-02-30', 60, 'UTC')).toBeNull();
    expect(instantAt('2026-11-22', 1440, 'UTC')).toBeNull();
  });
});

describe('calendar ranges', () => {
  it('shows whole weeks from Monday around a month and pages by the view’s period', () => {
    const month = visibleDays('month', '2026-11-22');
    expect(month).toEqual({ start: '2026-10-26', end: '2026-12-07' });
    expect(daysOf(month)).toHaveLength(42);
    expect(visibleDays('week', '2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(visibleDays('week', '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(visibleDays('agenda', '2026-11-22')).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(stepCursor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepCursor('week', '2026-11-22', -1)).toBe('2026-11-15');
    expect(stepCursor('day', '2026-12-31', 1)).toBe('2027-01-01');
  });

  it('lists an event on every day it covers, and one ending at midnight only on its own day', () => {
    const overnight = makeCalendarEvent({ startTime: localInstant('2026-11-20', 22), endTime: localInstant('2026-11-22', 2) });
    const untilMidnight = makeCalendarEvent({ startTime: localInstant('2026-11-20', 20), endTime: localInstant('2026-11-21', 0) });
    const byDay = eventsByDay([overnight, untilMidnight], ['2026-11-20', '2026-11-21', '2026-11-22'], 'UTC');
    expect(byDay.get('2026-11-20')).toEqual([untilMidnight, overnight]);
    expect(byDay.get('2026-11-21')).toEqual([overnight]);
    expect(byDay.get('2026-11-22')).toEqual([overnight]);
  });

  it('puts overlapping events side by side', () => {
    const day = '2026-11-20';
    const a = makeCalendarEvent({ startTime: localInstant(day, 9), endTime: localInstant(day, 11) });
    const b = makeCalendarEvent({ startTime: localInstant(day, 10), endTime: localInstant(day, 12) });
    const c = makeCalendarEvent({ startTime: localInstant(day, 13), endTime: localInstant(day, 14) });
    const placed = layoutDay([a, b, c], day, 'UTC').map(({ event, lane, lanes, top, bottom }) => ({ id: event.id, lane, lanes, top, bottom }));
    expect(placed).toEqual([
      { id: a.id, lane: 0, lanes: 2, top: 540, bottom: 660 },
      { id: b.id, lane: 1, lanes: 2, top: 600, bottom: 720 },
      { id: c.id, lane: 0, lanes: 1, top: 780, bottom: 840 },
    ]);
  });
});
