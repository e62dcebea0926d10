import { describe, expect, it } from 'vitest';
import { isOccurrenceStart, occurrenceStarts } from '../../../../src/server/shared/event-recurrence';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('expanding a long-running series', () => {
  it.each([
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE', 'Europe/Berlin'],
    ['FREQ=DAILY;INTERVAL=3', 'America/New_York'],
    ['FREQ=DAILY;BYDAY=SA,SU', 'Australia/Sydney'],
    ['FREQ=WEEKLY;UNTIL=20270101T000000Z', 'Asia/Kolkata'],
  ])('gives the same occurrences of %s in %s from a late window as from its first start', (recurrence, timezone) => {
    const series = { startAt: new Date('2023-01-04T08:30:00Z'), endAt: new Date('2023-01-04T10:00:00Z'), timezone, recurrence };
    const from = new Date('2026-03-01T00:00:00Z');
    const to = new Date('2026-05-01T00:00:00Z');
    const all = occurrenceStarts(series, new Date('2022-12-01T00:00:00Z'), to).filter((start) => start.getTime() + 90 * 60_000 > from.getTime());
    const late = occurrenceStarts(series, from, to);
    expect(late.length).toBeGreaterThan(5);
    expect(iso(late)).toEqual(iso(all));
    expect(late.every((start) => isOccurrenceStart(series, start))).toBe(true);
    expect(isOccurrenceStart(series, new Date(late[0]!.getTime() + 60_000))).toBe(false);
  });
});
