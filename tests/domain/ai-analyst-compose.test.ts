import { describe, expect, it } from 'vitest';
import type { BudgetRuleResult, GroupBalancesResult, IncomeVsExpensesResult } from '../../src/domain/ai-tool-results';
import { composeAnswer } from '../../src/domain/ai-analyst/compose';
import { languagePacks } from '../../src/domain/ai-analyst/languages';
import { toolCallsFor } from '../../src/domain/ai-analyst/plans';
import { understandQuestion } from '../../src/domain/ai-analyst/understand';

const today = '2026-05-20';
const english = { phrases: languagePacks.en.phrases, locale: 'en', today };

const flows = (balance: string, averageNet: string): IncomeVsExpensesResult => ({
  currency: 'USD',
  balance,
  averageNet,
  months: [{ month: '2026-05', income: '500.00', expenses: '450.00', net: '50.00', savingsRate: 10 }],
});

describe('affordability answers', () => {
  const question = understandQuestion('Can I afford 1000 in 3 months?', 'en', today);

  it('reads the question into one look at income and expenses', () => {
    expect(toolCallsFor(question, today)).toEqual([{ tool: 'income_vs_expenses', input: { months: 3 } }]);
  });

  it('says yes when cash on hand plus what is kept each month covers it by then', () => {
    expect(composeAnswer(question, [flows('800.00', '100.00')], english)).toBe(
      'Yes. With $800.00 on hand and about $100.00 kept each month, you should have about **$1,100.00** by Aug 20, 2026, enough for $1,000.00.',
    );
  });

  it('says how much to set aside each month when the pace falls short', () => {
    expect(composeAnswer(question, [flows('100.00', '50.00')], english)).toBe(
      'Not at your current pace: by Aug 20, 2026 you would have about **$250.00**, $750.00 short of $1,000.00. Setting aside **$300.00** a month from now would get you there.',
    );
  });

  it('asks for the amount and the date when either is missing', () => {
    expect(composeAnswer(understandQuestion('Can I afford a car?', 'en', today), [flows('0.00', '0.00')], english)).toBe(languagePacks.en.phrases.affordAsk);
  });
});

describe('50/30/20 advice', () => {
  const rule = (lines: [string, string, string][]): BudgetRuleResult => ({
    currency: 'USD',
    from: '2026-03',
    to: '2026-05',
    months: 3,
    income: '1000.00',
    incomeSource: 'transactions',
    lines: (['needs', 'wants', 'savings'] as const).map((bucket, index) => ({
      bucket,
      targetPercent: [50, 30, 20][index]!,
      target: lines[index]![0],
      actual: lines[index]![1],
      actualPercent: null,
      gap: lines[index]![2],
    })),
  });

  it('names each bucket off target and by how much', () => {
    const answer = composeAnswer(understandQuestion('50/30/20', 'en', today), [rule([['500.00', '450.00', '-50.00'], ['300.00', '420.00', '120.00'], ['200.00', '80.00', '120.00']])], english);
    expect(answer).toContain('- Wants are **$120.00** a month over target');
    expect(answer).toContain('- Save **$120.00** more a month to reach 20%.');
    expect(answer).not.toContain('Needs are');
  });

  it('congratulates when every bucket is on target', () => {
    const answer = composeAnswer(understandQuestion('budget', 'en', today), [rule([['500.00', '400.00', '-100.00'], ['300.00', '300.00', '0.00'], ['200.00', '300.00', '-100.00']])], english);
    expect(answer).toContain('You are within all three targets. Well done!');
  });
});

describe('group answers', () => {
  it('says who pays whom, and who is settled', () => {
    const result: GroupBalancesResult = {
      groups: [
        { group: 'Trip', currency: 'EUR', balance: '-25.50', youPay: [{ to: 'Bo Ray', amount: '25.50' }], youReceive: [] },
        { group: 'Flat', currency: 'USD', balance: '0.00', youPay: [], youReceive: [] },
      ],
    };
    expect(composeAnswer(understandQuestion('What do I owe?', 'en', today), [result], english)).toBe('**Trip**: you owe **€25.50**.\n- Pay Bo Ray €25.50\n\n**Flat**: you are settled up.');
  });
});
