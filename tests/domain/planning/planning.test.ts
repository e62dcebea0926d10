import { describe, expect, it } from 'vitest';
import { focusBand, focusScore, goalPace, mondayOf, plannedByDay, totalsByProject, trackedByDay, trackingStreaks, zonedDays } from '../../../src/domain/planning/planning';

const at = (iso: string) => new Date(iso);
const hour = 3600;

describe('days of a week in a time zone', () => {
  it('have 25 hours on the Sunday Berlin turns its clocks back (last Sunday of October)', () => {
    const days = zonedDays('2026-10-19', 7, 'Europe/Berlin');
    const lengths = days.map((day) => (day.to.getTime() - day.from.getTime()) / 3_600_000);
    expect(lengths).toEqual([24, 24, 24, 24, 24, 24, 25]);
    expect(days[0]!.from.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(days[6]!.to.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('have 23 hours on the Sunday clocks go forward (last Sunday of March)', () => {
    const days = zonedDays('2026-03-23', 7, 'Europe/Berlin');
    expect((days[6]!.to.getTime() - days[6]!.from.getTime()) / 3_600_000).toBe(23);
  });

  it('start on Monday', () => {
    expect(mondayOf('2026-10-25')).toBe('2026-10-19');
    expect(mondayOf('2026-10-19')).toBe('2026-10-19');
    expect(mondayOf('2026-10-21')).toBe('2026-10-19');
  });
});

describe('tracked time per day', () => {
  const week = zonedDays('2026-10-19', 7, 'Europe/Berlin');
  const now = at('2026-11-01T00:00:00Z');

  it('counts a whole 25-hour Sunday across the clock change on that Sunday', () => {
    // 00:00 Berlin summer time (22:00 UTC Saturday) to 24:00 Berlin winter time (23:00 UTC Sunday).
    const [sunday] = trackedByDay([{ projectId: 'p', start: at('2026-10-24T22:00:00Z'), end: at('2026-10-25T23:00:00Z'), billable: false }], [week[6]!], now);
    expect(sunday!.trackedSeconds).toBe(25 * hour);
  });

  it('splits an entry across midnight between the two days it touches', () => {
    const totals = trackedByDay([{ projectId: 'p', start: at('2026-10-20T21:00:00Z'), end: at('2026-10-20T23:30:00Z'), billable: true }], week, now);
    // 23:00–00:00 Berlin on Tuesday, 00:00–01:30 on Wednesday (UTC+2).
    expect(totals[1]).toMatchObject({ date: '2026-10-20', trackedSeconds: hour, billableSeconds: hour });
    expect(totals[2]).toMatchObject({ date: '2026-10-21', trackedSeconds: 1.5 * hour });
  });

  it('adds the week up per project, a running timer counting up to now', () => {
    const spans = [
      { projectId: 'a', start: at('2026-10-19T08:00:00Z'), end: at('2026-10-19T10:00:00Z'), billable: true },
      { projectId: 'b', start: at('2026-10-20T08:00:00Z'), end: at('2026-10-20T09:00:00Z'), billable: false },
      { projectId: 'a', start: at('2026-10-21T08:00:00Z'), end: null, billable: false },
    ];
    const totals = totalsByProject(spans, week[0]!.from, week[6]!.to, at('2026-10-21T08:30:00Z'));
    expect(totals).toEqual([
      { projectId: 'a', seconds: 2.5 * hour, billableSeconds: 2 * hour },
      { projectId: 'b', seconds: hour, billableSeconds: 0 },
    ]);
  });
});

describe('planned time', () => {
  it('counts overlapping events once', () => {
    const [day] = zonedDays('2026-10-19', 1, 'UTC');
    const planned = plannedByDay(
      [
        { start: at('2026-10-19T09:00:00Z'), end: at('2026-10-19T11:00:00Z') },
        { start: at('2026-10-19T10:00:00Z'), end: at('2026-10-19T12:00:00Z') },
        { start: at('2026-10-19T14:00:00Z'), end: at('2026-10-19T15:00:00Z') },
      ],
      [day!],
    );
    expect(planned).toEqual([4 * hour]);
  });
});

describe('focus score', () => {
  it('is the share of planned time that was tracked, each day capped at its plan', () => {
    expect(
      focusScore([
        { plannedSeconds: 4 * hour, trackedSeconds: 8 * hour },
        { plannedSeconds: 4 * hour, trackedSeconds: 0 },
      ]),
    ).toBe(50);
    expect(focusScore([{ plannedSeconds: 3 * hour, trackedSeconds: 2 * hour }])).toBe(67);
  });

  it('has no value when nothing was planned', () => {
    expect(focusScore([{ plannedSeconds: 0, trackedSeconds: hour }])).toBeNull();
  });

  it('falls into the dashboard’s bands', () => {
    expect([95, 80, 79, 60, 59, 40, 39, 0].map(focusBand)).toEqual(['excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'building', 'building']);
  });
});

describe('streaks', () => {
  it('run up to today, or up to yesterday while today has nothing yet', () => {
    expect(trackingStreaks(['2026-10-20', '2026-10-21', '2026-10-22'], '2026-10-22')).toEqual({ current: 3, longest: 3 });
    expect(trackingStreaks(['2026-10-20', '2026-10-21'], '2026-10-22')).toEqual({ current: 2, longest: 2 });
  });

  it('break on a day without tracked time and remember the longest run', () => {
    expect(trackingStreaks(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-20', '2026-10-22'], '2026-10-22')).toEqual({ current: 1, longest: 4 });
    expect(trackingStreaks([], '2026-10-22')).toEqual({ current: 0, longest: 0 });
  });

  it('count month ends as consecutive days', () => {
    expect(trackingStreaks(['2026-10-31', '2026-11-01'], '2026-11-01').current).toBe(2);
  });
});

describe('billable hours a goal needs', () => {
  it('spreads the rest of the goal over the weeks left at the project’s rate', () => {
    // 1,400.00 left in 70 days (10 weeks) at 35.00 an hour: 140 a week = 4 hours.
    const pace = goalPace({ remainingMinor: 140_000n, daysLeft: 70, rateMinor: 3_500n, recentSecondsPerWeek: 2 * hour });
    expect(pace).toEqual({ state: 'needs_more', neededSecondsPerWeek: 4 * hour, extraHoursPerWeek: 2 });
  });

  it('rounds what is missing up to half hours', () => {
    expect(goalPace({ remainingMinor: 140_000n, daysLeft: 70, rateMinor: 3_500n, recentSecondsPerWeek: 2 * hour + 600 }).extraHoursPerWeek).toBe(2);
    expect(goalPace({ remainingMinor: 140_000n, daysLeft: 70, rateMinor: 3_500n, recentSecondsPerWeek: hour }).extraHoursPerWeek).toBe(3);
  });

  it('says the pace is enough, the goal is reached, or its date has passed', () => {
    expect(goalPace({ remainingMinor: 140_000n, daysLeft: 70, rateMinor: 3_500n, recentSecondsPerWeek: 5 * hour }).state).toBe('on_pace');
    expect(goalPace({ remainingMinor: 0n, daysLeft: 70, rateMinor: 3_500n, recentSecondsPerWeek: 0 }).state).toBe('reached');
    expect(goalPace({ remainingMinor: 100n, daysLeft: 0, rateMinor: 3_500n, recentSecondsPerWeek: 0 }).state).toBe('overdue');
  });
});
