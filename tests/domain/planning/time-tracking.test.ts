import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import { createEntryInput, createProjectInput, earnedMinor, entryTimesIssue, findOverlaps, hoursText, timeTrackingMessages } from '../../../src/domain/planning/time-tracking';

const at = (iso: string) => new Date(iso);
const projectId = '0190a5c8-0000-7000-8000-000000000001';

describe('entry times', () => {
  it('need the end after the start', () => {
    expect(entryTimesIssue(at('2026-10-20T10:00:00Z'), at('2026-10-20T10:00:00Z'))).toEqual({ field: 'end', message: timeTrackingMessages.endAfterStart });
  });

  it('last at most 24 hours', () => {
    expect(entryTimesIssue(at('2026-10-20T10:00:00Z'), at('2026-10-21T10:00:00Z'))).toBeNull();
    expect(entryTimesIssue(at('2026-10-20T10:00:00Z'), at('2026-10-21T10:00:01Z'))?.message).toBe(timeTrackingMessages.tooLong);
  });

  it('are ISO instants with a zone', () => {
    const parsed = createEntryInput.safeParse({ projectId, start: '2026-10-20T10:00', end: '2026-10-20T11:00:00Z', billable: true });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['start'], message: timeTrackingMessages.instantInvalid });
  });

  it('need a project', () => {
    const parsed = createEntryInput.safeParse({ start: '2026-10-20T10:00:00Z', end: '2026-10-20T11:00:00Z' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['projectId'], message: timeTrackingMessages.projectRequired });
  });
});

describe('project rates', () => {
  it('come with their currency, both or neither', () => {
    expect(createProjectInput.safeParse({ name: 'Client', hourlyRate: '50' }).error?.issues[0]).toMatchObject({
      path: ['currency'],
      message: timeTrackingMessages.rateNeedsCurrency,
    });
    expect(createProjectInput.safeParse({ name: 'Client', currency: 'EUR' }).error?.issues[0]).toMatchObject({
      path: ['hourlyRate'],
      message: timeTrackingMessages.currencyNeedsRate,
    });
    expect(createProjectInput.parse({ name: 'Client', hourlyRate: 50, currency: 'EUR' })).toMatchObject({ hourlyRate: '50', currency: 'EUR', color: '#0ea5e9' });
    expect(createProjectInput.parse({ name: 'Side project', hourlyRate: '', currency: '' })).toMatchObject({ hourlyRate: null, currency: null });
  });

  it('are positive numbers', () => {
    expect(inEnglish(createProjectInput.safeParse({ name: 'Client', hourlyRate: '-5', currency: 'EUR' }).error?.issues[0]?.message ?? '')).toBe('Must be a valid positive number');
  });
});

describe('overlaps', () => {
  it('pair entries sharing time, not entries that only touch', () => {
    const overlaps = findOverlaps(
      [
        { id: 'a', start: at('2026-10-20T09:00:00Z'), end: at('2026-10-20T10:00:00Z') },
        { id: 'b', start: at('2026-10-20T09:30:00Z'), end: at('2026-10-20T11:00:00Z') },
        { id: 'c', start: at('2026-10-20T11:00:00Z'), end: at('2026-10-20T12:00:00Z') },
        { id: 'd', start: at('2026-10-20T08:00:00Z'), end: null },
      ],
      at('2026-10-20T09:15:00Z'),
    );
    expect(Object.fromEntries(overlaps)).toEqual({ a: ['d', 'b'], b: ['a'], c: [], d: ['a'] });
  });
});

describe('earnings', () => {
  it('are rate × time, rounded once, so split entries earn what one entry would', () => {
    // 20 minutes at 10.00 three times: exactly 10.00, where per-entry rounding of 3.333… would give 9.99.
    expect(
      earnedMinor([
        { rateMinor: 1000n, seconds: 1200 },
        { rateMinor: 1000n, seconds: 1200 },
        { rateMinor: 1000n, seconds: 1200 },
      ]),
    ).toBe(1000n);
    expect(earnedMinor([{ rateMinor: 5000n, seconds: 5400 }])).toBe(7500n);
  });

  it('describe hours with two decimals', () => {
    expect(hoursText(5400)).toBe('1.50');
    expect(hoursText(60)).toBe('0.02');
  });
});
