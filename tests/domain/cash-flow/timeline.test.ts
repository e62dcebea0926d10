import { describe, expect, it } from 'vitest';
import { affordabilityOn, bestMatch, titleMatch } from '../../../src/domain/cash-flow/affordability';
import { buildTimeline, goalContributionDates, monthEnd, type TimelineEntry } from '../../../src/domain/cash-flow/timeline';

const entry = (date: string, kind: TimelineEntry['kind'], amountMinor: bigint, title: string = kind): TimelineEntry => ({
  date,
  kind,
  amountMinor,
  item: { title, originalAmount: null, originalCurrency: null, overdue: false, scheduleId: null, eventId: null, occurrenceStart: null, goalId: null, link: '/' },
});

describe('the timeline', () => {
  const flow = buildTimeline({
    currency: 'USD',
    from: '2026-03-30',
    days: 5,
    startingMinor: 50_000n,
    thresholdMinor: 10_000n,
    unconverted: ['VND', 'VND'],
    entries: [
      entry('2026-03-31', 'bill', -45_000n, 'Rent'),
      entry('2026-04-01', 'goal', -10_000n, 'Lisbon'),
      entry('2026-04-01', 'income', 200_000n, 'Salary'),
      entry('2026-04-02', 'event', -2_500n, 'Dinner'),
      entry('2026-05-01', 'bill', -1n, 'Outside the window'),
    ],
  });

  it('carries each day’s balance into the next, days without items included', () => {
    expect(flow.days.map((day) => [day.date, day.net, day.balance])).toEqual([
      ['2026-03-30', '0.00', '500.00'],
      ['2026-03-31', '-450.00', '50.00'],
      ['2026-04-01', '1900.00', '1950.00'],
      ['2026-04-02', '-25.00', '1925.00'],
      ['2026-04-03', '0.00', '1925.00'],
    ]);
    expect(flow).toMatchObject({ from: '2026-03-30', to: '2026-04-03', startingBalance: '500.00', endingBalance: '1925.00', threshold: '100.00', unconverted: ['VND'] });
  });

  it('totals each kind as a positive amount and lists income first', () => {
    expect(flow.days[2]).toMatchObject({ income: '2000.00', bills: '0.00', goals: '100.00', events: '0.00' });
    expect(flow.days[2]!.items.map((item) => [item.title, item.amount])).toEqual([
      ['Salary', '2000.00'],
      ['Lisbon', '-100.00'],
    ]);
  });

  it('flags days below the threshold and names the earliest lowest day', () => {
    expect(flow.lowDays).toEqual(['2026-03-31']);
    expect(flow.lowest).toEqual({ date: '2026-03-31', balance: '50.00' });
    const flat = buildTimeline({ currency: 'JPY', from: '2026-01-01', days: 3, startingMinor: 0n, thresholdMinor: 0n, entries: [], unconverted: [] });
    expect(flat.lowest).toEqual({ date: '2026-01-01', balance: '0' });
    expect(flat.lowDays).toEqual([]);
  });
});

describe('goal contribution dates', () => {
  it('are the 1sts after today through the deadline’s month, today when it is the 1st', () => {
    expect(goalContributionDates('2026-03-15', '2026-08-31', '2026-06-10')).toEqual(['2026-04-01', '2026-05-01', '2026-06-01']);
    expect(goalContributionDates('2026-03-01', '2026-04-15', '2027-01-01')).toEqual(['2026-03-01', '2026-04-01']);
    expect(goalContributionDates('2026-03-15', '2026-03-31', '2026-12-31')).toEqual([]);
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
  });
});

describe('affordability', () => {
  it('matches titles by the words named', () => {
    expect(titleMatch('Can I afford the Lisbon trip?', 'Lisbon trip')).toBe(1);
    expect(titleMatch('Can I afford the Lisbon trip?', 'Trip to the coast')).toBeCloseTo(2 / 3);
    expect(titleMatch('Can I afford a car?', 'Lisbon trip')).toBe(0);
    expect(titleMatch('هل أستطيع تحمل تكلفة رحلة لشبونة؟', 'رحلة لشبونة')).toBe(1);
    expect(titleMatch('ไปเที่ยวเชียงใหม่ไหวไหม', 'เชียงใหม่')).toBe(1);
    const candidates = [
      { title: 'Trip to the coast', id: 1 },
      { title: 'Lisbon trip', id: 2 },
      { title: 'Lisbon', id: 3 },
    ];
    expect(bestMatch('can I afford the Lisbon trip', candidates)?.id).toBe(2);
    expect(bestMatch('a yacht', candidates)).toBeNull();
  });

  it('reads the balance before and after a cost, counted in the timeline or not', () => {
    const flow = buildTimeline({
      currency: 'USD',
      from: '2026-03-01',
      days: 4,
      startingMinor: 100_000n,
      thresholdMinor: 20_000n,
      unconverted: [],
      entries: [entry('2026-03-03', 'event', -30_000n), entry('2026-03-04', 'bill', -45_000n)],
    });
    expect(affordabilityOn(flow, '2026-03-03', 30_000n, true)).toEqual({ balanceBeforeMinor: 100_000n, balanceAfterMinor: 70_000n, lowestAfterMinor: 25_000n, affordable: true });
    expect(affordabilityOn(flow, '2026-03-02', 10_000n, false)).toEqual({ balanceBeforeMinor: 100_000n, balanceAfterMinor: 90_000n, lowestAfterMinor: 15_000n, affordable: false });
    expect(affordabilityOn(flow, '2026-03-01', 0n, false).balanceBeforeMinor).toBe(100_000n);
  });
});
