import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrenceOn, occurrencesDue, ruleProblem, shiftForWeekend, type ScheduleTiming } from '../../../src/domain/recurring/occurrences';
import { amountRange, choiceFromRule, recurringMessages, ruleFromChoice } from '../../../src/domain/recurring/recurring';
import { canPay, matchTransactions, type MatchOccurrence, type MatchTransaction } from '../../../src/domain/recurring/matching';

const schedule = (overrides: Partial<ScheduleTiming>): ScheduleTiming => ({ rule: 'FREQ=MONTHLY', startsOn: '2026-01-01', endsOn: null, weekend: 'none', ...overrides });
const dueDates = (timing: ScheduleTiming, from: string, to: string) => occurrencesDue(timing, from, to).map((entry) => entry.dueOn);

describe('occurrences of a rule', () => {
  it('clamps a monthly day past the 28th to the last day of shorter months', () => {
    expect(dueDates(schedule({ rule: 'FREQ=MONTHLY;BYMONTHDAY=31', startsOn: '2026-01-31' }), '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(dueDates(schedule({ rule: 'FREQ=MONTHLY', startsOn: '2028-01-31' }), '2028-01-01', '2028-03-31')).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(dueDates(schedule({ rule: 'FREQ=MONTHLY;BYMONTHDAY=30', startsOn: '2026-01-30' }), '2026-02-01', '2026-03-31')).toEqual(['2026-02-28', '2026-03-30']);
    expect(dueDates(schedule({ rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', startsOn: '2026-01-01' }), '2026-02-01', '2026-02-28')).toEqual(['2026-02-28']);
    expect(dueDates(schedule({ rule: 'FREQ=YEARLY', startsOn: '2024-02-29' }), '2024-01-01', '2028-12-31')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('finds the last working day of each month', () => {
    const lastWorkingDay = schedule({ rule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1' });
    // May 31 2026 is a Sunday, Jan 31 a Saturday, Feb 28 a Saturday.
    expect(dueDates(lastWorkingDay, '2026-01-01', '2026-05-31')).toEqual(['2026-01-30', '2026-02-27', '2026-03-31', '2026-04-30', '2026-05-29']);
  });

  it('repeats every other week and yearly', () => {
    expect(dueDates(schedule({ rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', startsOn: '2026-01-02' }), '2026-01-01', '2026-02-10')).toEqual(['2026-01-02', '2026-01-16', '2026-01-30']);
    expect(dueDates(schedule({ rule: 'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15' }), '2026-01-01', '2028-12-31')).toEqual(['2026-04-15', '2027-04-15', '2028-04-15']);
  });

  it('keeps its dates across daylight-saving changes: calendar dates, not instants', () => {
    // Europe and the US change clocks on these Sundays; a weekly Sunday rule still falls on each of them.
    expect(dueDates(schedule({ rule: 'FREQ=WEEKLY;BYDAY=SU', startsOn: '2026-03-01' }), '2026-03-01', '2026-04-05')).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
      '2026-03-22',
      '2026-03-29',
      '2026-04-05',
    ]);
    expect(dueDates(schedule({ rule: 'FREQ=DAILY', startsOn: '2026-10-24' }), '2026-10-24', '2026-10-27')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
  });

  it('moves a weekend date to the Friday before or the Monday after, and stops at the end date', () => {
    expect(shiftForWeekend('2026-01-31', 'before')).toBe('2026-01-30');
    expect(shiftForWeekend('2026-02-01', 'before')).toBe('2026-01-30');
    expect(shiftForWeekend('2026-01-31', 'after')).toBe('2026-02-02');
    expect(shiftForWeekend('2026-02-01', 'after')).toBe('2026-02-02');
    expect(shiftForWeekend('2026-01-31', 'none')).toBe('2026-01-31');
    const rent = schedule({ rule: 'FREQ=MONTHLY;BYMONTHDAY=1', weekend: 'after', endsOn: '2026-03-01' });
    expect(occurrencesDue(rent, '2026-01-01', '2026-12-31')).toEqual([
      { scheduledOn: '2026-01-01', dueOn: '2026-01-01' },
      { scheduledOn: '2026-02-01', dueOn: '2026-02-02' },
      { scheduledOn: '2026-03-01', dueOn: '2026-03-02' },
    ]);
    expect(occurrenceOn(rent, '2026-02-02')).toEqual({ scheduledOn: '2026-02-01', dueOn: '2026-02-02' });
    expect(occurrenceOn(rent, '2026-02-03')).toBeNull();
    expect(nextOccurrence(rent, '2026-01-02')?.dueOn).toBe('2026-02-02');
    expect(nextOccurrence(rent, '2026-03-03')).toBeNull();
  });

  it('refuses rules that are invalid or produce nothing', () => {
    expect(ruleProblem('FREQ=MONTHLY;BYMONTHDAY=1', '2026-01-01')).toBeNull();
    expect(ruleProblem('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', '2026-01-01')).toBeNull();
    expect(ruleProblem('monthly', '2026-01-01')).toBe(recurringMessages.ruleInvalid);
    expect(ruleProblem('FREQ=WEEKLY;BYDAY=XX', '2026-01-01')).toBe(recurringMessages.ruleInvalid);
    expect(ruleProblem('FREQ=MINUTELY', '2026-01-01')).toBe(recurringMessages.ruleUnsupported);
    expect(ruleProblem('FREQ=DAILY;DTSTART=20260101', '2026-01-01')).toBe(recurringMessages.ruleUnsupported);
    expect(ruleProblem('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=31', '2026-01-01')).toBe(recurringMessages.ruleNoOccurrences);
    expect(ruleProblem('FREQ=MONTHLY;BYMONTHDAY=15', '2026-01-16', '2026-02-10')).toBe(recurringMessages.ruleNoOccurrences);
  });
});

describe('friendly rule choices', () => {
  it('map to RRULEs and back', () => {
    expect(ruleFromChoice({ kind: 'weekly', interval: 2, weekday: 5 })).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=FR');
    expect(ruleFromChoice({ kind: 'lastWorkingDay' })).toBe('FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1');
    expect(choiceFromRule('FREQ=MONTHLY;BYMONTHDAY=15', '2026-01-01')).toEqual({ kind: 'monthlyDay', day: 15 });
    expect(choiceFromRule('FREQ=MONTHLY', '2026-01-31')).toEqual({ kind: 'monthlyDay', day: 31 });
    expect(choiceFromRule('FREQ=YEARLY', '2026-04-15')).toEqual({ kind: 'yearly', month: 4, day: 15 });
    expect(choiceFromRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', '2026-01-01')).toEqual({ kind: 'weekly', interval: 2, weekday: 5 });
    expect(choiceFromRule('FREQ=MONTHLY;BYDAY=2TU', '2026-01-01')).toEqual({ kind: 'custom', rule: 'FREQ=MONTHLY;BYDAY=2TU' });
  });
});

describe('matching transactions to occurrences', () => {
  const occurrence = (overrides: Partial<MatchOccurrence> = {}): MatchOccurrence => ({
    scheduleId: 's1',
    scheduledOn: '2026-03-10',
    dueOn: '2026-03-10',
    type: 'expense',
    category: 'utilities',
    currency: 'EUR',
    amountMinor: 10000n,
    tolerancePercent: 10,
    description: 'Power company',
    ...overrides,
  });
  const transaction = (overrides: Partial<MatchTransaction> = {}): MatchTransaction => ({
    id: 't1',
    type: 'expense',
    category: 'utilities',
    amountMinor: 10500n,
    currency: 'EUR',
    description: 'POWER COMPANY 0310',
    date: '2026-03-12',
    ...overrides,
  });

  it('needs the same type and currency, ±2 days and the amount within the tolerance', () => {
    expect(amountRange(10000n, 10)).toEqual({ min: 9000n, max: 11000n });
    expect(canPay(transaction(), occurrence())).toBe(true);
    expect(canPay(transaction({ date: '2026-03-13' }), occurrence())).toBe(false);
    expect(canPay(transaction({ amountMinor: 11001n }), occurrence())).toBe(false);
    expect(canPay(transaction({ amountMinor: 10001n }), occurrence({ tolerancePercent: 0 }))).toBe(false);
    expect(canPay(transaction({ currency: 'USD' }), occurrence())).toBe(false);
    expect(canPay(transaction({ type: 'income' }), occurrence())).toBe(false);
  });

  it('pays each occurrence once with one transaction each, preferring the same category', () => {
    const matches = matchTransactions(
      [transaction({ id: 'other', category: 'groceries', description: 'Shop' }), transaction({ id: 'bill' }), transaction({ id: 'third' })],
      [occurrence(), occurrence({ scheduleId: 's2', category: 'groceries', description: 'Shop' })],
    );
    expect(matches.map((match) => [match.transactionId, match.occurrence.scheduleId]).sort()).toEqual([
      ['bill', 's1'],
      ['other', 's2'],
    ]);
  });
});
