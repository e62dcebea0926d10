import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import { createGoalInput, defaultGoalTargetDate, goalFormSchema, goalProgress, statusAfterAmountChange, updateGoalInput } from '../../../src/domain/goals/goals';

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), inEnglish(issue.message)]).reverse());

describe('goal input', () => {
  it('fills the documented defaults', () => {
    const parsed = createGoalInput.parse({ title: ' Car ', targetAmount: '1500', targetDate: '2030-01-01' });
    expect(parsed).toMatchObject({ title: 'Car', targetAmount: '1500', currentAmount: '0', priority: 'medium', category: 'other', description: null });
  });

  it('answers every rule with the documented text', () => {
    expect(firstMessages(createGoalInput.safeParse({}))).toEqual({
      title: 'Goal title is required',
      targetAmount: 'Target amount is required',
      targetDate: 'Target date is required',
    });
    expect(firstMessages(createGoalInput.safeParse({ title: 'x', targetAmount: '0', currentAmount: '-1', targetDate: '2030-01-01' }))).toEqual({
      targetAmount: 'Must be a valid positive number',
      currentAmount: 'Must be a valid positive number',
    });
    expect(firstMessages(createGoalInput.safeParse({ title: 'x', targetAmount: '100', currentAmount: '100.01', targetDate: '2030-01-01' }))).toEqual({
      currentAmount: 'Current amount cannot exceed target amount.',
    });
  });

  it('says every mistake at once: an amount above the target beside a missing title', () => {
    expect(firstMessages(createGoalInput.safeParse({ title: '', targetAmount: '5000', currentAmount: '6000', targetDate: '2030-01-01' }))).toEqual({
      title: 'Goal title is required',
      currentAmount: 'Current amount cannot exceed target amount.',
    });
  });

  it('accepts both readings of the goal categories', () => {
    for (const category of ['house', 'car', 'debt', 'purchase', 'savings']) {
      expect(createGoalInput.safeParse({ title: 'x', targetAmount: 1, targetDate: '2030-01-01', category }).success).toBe(true);
    }
    expect(createGoalInput.safeParse({ title: 'x', targetAmount: 1, targetDate: '2030-01-01', category: 'yacht' }).success).toBe(false);
  });

  it('lets the form check the target date against the browser’s today', () => {
    const schema = goalFormSchema('2025-06-01', 'UTC');
    const today = schema.safeParse({ title: 'x', targetAmount: 1, targetDate: '2025-06-01' });
    expect(firstMessages(today)).toEqual({ targetDate: 'Target date must be in the future.' });
    expect(schema.safeParse({ title: 'x', targetAmount: 1, targetDate: '2025-06-02' }).success).toBe(true);
  });

  it('keeps an absent description on edit and clears an empty one', () => {
    expect(updateGoalInput.parse({ title: 'x' }).description).toBeUndefined();
    expect(updateGoalInput.parse({ description: '' }).description).toBeNull();
  });

  it('defaults the target date to one year from today', () => {
    expect(defaultGoalTargetDate('2025-06-01')).toBe('2026-06-01');
  });
});

describe('goal progress', () => {
  const base = { targetMinor: 120_000n, status: 'active' as const, startDate: '2025-01-01', targetDate: '2026-01-01' };

  it('is on track while savings keep pace with the calendar', () => {
    const progress = goalProgress({ ...base, currentMinor: 60_000n, today: '2025-07-01' });
    expect(progress.state).toBe('on_track');
    expect(progress.percent).toBe(50);
    expect(progress.daysLeft).toBe(184);
  });

  it('is behind when savings lag the straight line to the target date', () => {
    const progress = goalProgress({ ...base, currentMinor: 30_000n, today: '2025-07-01' });
    expect(progress.state).toBe('behind');
    expect(progress.expectedPercent).toBeCloseTo(49.5, 1);
  });

  it('says how much is needed each month, rounded up to the cent', () => {
    const progress = goalProgress({ ...base, currentMinor: 0n, today: '2025-01-01' });
    expect(progress.monthsLeft).toBe(12);
    expect(progress.neededPerMonthMinor).toBe(10_000n);
    const odd = goalProgress({ ...base, targetMinor: 100n, currentMinor: 0n, today: '2025-01-01' });
    expect(odd.neededPerMonthMinor).toBe(9n);
  });

  it('is completed once the target is reached, even over-funded', () => {
    const progress = goalProgress({ ...base, currentMinor: 150_000n, today: '2025-03-01' });
    expect(progress).toMatchObject({ state: 'completed', percent: 100, remainingMinor: 0n, neededPerMonthMinor: 0n });
  });

  it('is behind and overdue after the target date, needing the rest at once', () => {
    const progress = goalProgress({ ...base, currentMinor: 100_000n, today: '2026-02-01' });
    expect(progress).toMatchObject({ state: 'behind', overdue: true, daysLeft: 0, neededPerMonthMinor: 20_000n });
  });

  it('never shows 100% before the target is reached', () => {
    expect(goalProgress({ ...base, currentMinor: 119_999n, today: '2025-02-01' }).percent).toBe(99.9);
  });
});

describe('goal status after an amount change', () => {
  it('completes on reaching the target, re-opens below it and leaves archived goals archived', () => {
    expect(statusAfterAmountChange('active', 100n, 100n)).toBe('completed');
    expect(statusAfterAmountChange('completed', 99n, 100n)).toBe('active');
    expect(statusAfterAmountChange('archived', 500n, 100n)).toBe('archived');
    expect(statusAfterAmountChange('active', 1n, 100n)).toBe('active');
  });
});
