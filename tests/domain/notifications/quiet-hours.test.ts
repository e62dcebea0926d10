import { describe, expect, it } from 'vitest';
import { isQuietMinute, quietHoursEnd } from '../../../src/domain/notifications/quiet-hours';

const night = { start: '22:00', end: '07:00' };

describe('quiet hours', () => {
  it('has none without a window or with an empty one', () => {
    expect(quietHoursEnd(new Date('2026-06-01T23:00:00Z'), null, 'UTC')).toBeNull();
    expect(quietHoursEnd(new Date('2026-06-01T23:00:00Z'), { start: '22:00', end: '22:00' }, 'UTC')).toBeNull();
  });

  it('knows a window that crosses midnight, start in and end out', () => {
    expect(isQuietMinute(21 * 60 + 59, night)).toBe(false);
    expect(isQuietMinute(22 * 60, night)).toBe(true);
    expect(isQuietMinute(3 * 60, night)).toBe(true);
    expect(isQuietMinute(7 * 60, night)).toBe(false);
    expect(isQuietMinute(12 * 60, { start: '12:00', end: '14:00' })).toBe(true);
    expect(isQuietMinute(14 * 60, { start: '12:00', end: '14:00' })).toBe(false);
  });

  it('ends the next morning when it starts in the evening', () => {
    expect(quietHoursEnd(new Date('2026-06-01T23:30:00Z'), night, 'UTC')).toEqual(new Date('2026-06-02T07:00:00Z'));
  });

  it('ends the same morning after midnight, in the person’s own time zone', () => {
    // 05:00 UTC is 01:00 in New York (EDT, UTC−4): quiet until 07:00 EDT.
    expect(quietHoursEnd(new Date('2026-06-02T05:00:00Z'), night, 'America/New_York')).toEqual(new Date('2026-06-02T11:00:00Z'));
  });

  it('does not delay outside the window', () => {
    expect(quietHoursEnd(new Date('2026-06-02T12:00:00Z'), night, 'UTC')).toBeNull();
    expect(quietHoursEnd(new Date('2026-06-02T07:00:00Z'), night, 'UTC')).toBeNull();
    // 12:00 UTC is 22:00 in Sydney (AEST, UTC+10): that is inside.
    expect(quietHoursEnd(new Date('2026-06-02T12:00:00Z'), night, 'Australia/Sydney')).toEqual(new Date('2026-06-02T21:00:00Z'));
  });

  it('ends at 07:00 local on the night the clocks go forward (one hour shorter)', () => {
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST. 23:00 CET = 22:00 UTC; 07:00 CEST = 05:00 UTC.
    expect(quietHoursEnd(new Date('2026-03-28T22:00:00Z'), night, 'Europe/Berlin')).toEqual(new Date('2026-03-29T05:00:00Z'));
  });

  it('ends at 07:00 local on the night the clocks go back (one hour longer)', () => {
    // Berlin, 25 October 2026: 03:00 CEST becomes 02:00 CET. 23:00 CEST = 21:00 UTC; 07:00 CET = 06:00 UTC.
    expect(quietHoursEnd(new Date('2026-10-24T21:00:00Z'), night, 'Europe/Berlin')).toEqual(new Date('2026-10-25T06:00:00Z'));
    // The repeated hour: 02:30 CET (01:30 UTC) is still quiet.
    expect(quietHoursEnd(new Date('2026-10-25T01:30:00Z'), night, 'Europe/Berlin')).toEqual(new Date('2026-10-25T06:00:00Z'));
  });

  it('ends after the gap when the end time is skipped by the clocks', () => {
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT, so 02:30 never shows.
    const end = quietHoursEnd(new Date('2026-03-08T06:30:00Z'), { start: '01:00', end: '02:30' }, 'America/New_York');
    expect(end).toEqual(new Date('2026-03-08T07:30:00Z'));
  });
});
