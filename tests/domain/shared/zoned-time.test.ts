import { describe, expect, it } from 'vitest';
import { instantFromWallTime, isKnownTimeZone, parseInstant, wallTimeIn, zoneOffsetAt } from '../../../src/domain/shared/zoned-time';

const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({ year, month, day, hour, minute, second: 0 });

describe('wall times in a zone', () => {
  it('reads an instant as the zone’s clock shows it', () => {
    expect(wallTimeIn(new Date('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toEqual(wall(2026, 3, 29, 1, 30));
    expect(wallTimeIn(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toEqual(wall(2026, 3, 29, 3, 30));
    expect(wallTimeIn(new Date('2026-01-01T00:00:00Z'), 'America/New_York')).toEqual(wall(2025, 12, 31, 19));
  });

  it('knows the offset on each side of a change', () => {
    expect(zoneOffsetAt(new Date('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffsetAt(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(7_200_000);
    expect(zoneOffsetAt(new Date('2026-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe(19_800_000);
  });

  it('turns wall times back into instants, in summer and winter', () => {
    expect(instantFromWallTime(wall(2026, 3, 23, 9), 'Europe/Berlin').toISOString()).toBe('2026-03-23T08:00:00.000Z');
    expect(instantFromWallTime(wall(2026, 3, 30, 9), 'Europe/Berlin').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(instantFromWallTime(wall(2026, 10, 26, 9), 'Europe/Berlin').toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('reads a skipped time with the offset before the gap, and a repeated time as its first occurrence (RFC 5545)', () => {
    expect(instantFromWallTime(wall(2026, 3, 29, 2, 30), 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantFromWallTime(wall(2026, 10, 25, 2, 30), 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantFromWallTime(wall(2007, 3, 11, 2, 30), 'America/New_York').toISOString()).toBe('2007-03-11T07:30:00.000Z');
    expect(instantFromWallTime(wall(2007, 11, 4, 1, 30), 'America/New_York').toISOString()).toBe('2007-11-04T05:30:00.000Z');
  });

  it('tells known zones from unknown ones', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('parseInstant', () => {
  it.each(['2026-06-01T09:00:00Z', '2026-06-01T09:00Z', '2026-06-01T11:00:00.123+02:00', '2026-06-01T09:00:00z'])('accepts %s', (value) => {
    expect(parseInstant(value)).toBeInstanceOf(Date);
  });

  it.each([
    '2026-06-01',
    '2026-06-01T09:00:00',
    '2026-02-30T09:00:00Z',
    '2026-06-01T24:00:00Z',
    '1899-12-31T23:00:00Z',
    '3000-01-01T00:00:00Z',
    'soon',
    '2026-06-01T09:00:00+25:00',
  ])('refuses %s', (value) => {
    expect(parseInstant(value)).toBeNull();
  });
});
