import { describe, expect, it } from 'vitest';
import type { GoalStatusItem, IncomeVsExpensesResult, SearchTransactionsResult, SpendingSummaryResult } from '../../../../src/domain/ai/ai-tool-results';
import { composeAnswer } from '../../../../src/domain/ai/analyst/compose';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import { toolCallsFor } from '../../../../src/domain/ai/analyst/plans';
import { understandQuestion } from '../../../../src/domain/ai/analyst/understand';
import type { AnalystVocabulary } from '../../../../src/domain/ai/analyst/vocabulary';

const today = '2026-05-20';
const english = { phrases: languagePacks.en.phrases, locale: 'en', today };
const vocabulary: AnalystVocabulary = {
  goals: [
    { id: 'goal-car', title: 'New car' },
    { id: 'goal-japan', title: 'Japan trip' },
  ],
  groups: [],
  categories: [],
  payees: ['LIDL SAGT DANKE', 'Netflix.com'],
};
const read = (question: string) => understandQuestion(question, 'en', today, vocabulary);

function summary(total: string, count: number, categories: [string, string][] = [], type: 'expense' | 'income' = 'expense'): SpendingSummaryResult {
  return {
    currency: 'USD',
    type,
    from: '2026-05-01',
    to: today,
    category: null,
    query: null,
    total,
    count,
    categories: categories.map(([category, amount]) => ({ category, total: amount, count: 1 })),
    otherCurrencies: [],
  };
}

describe('spending narrowed to a payee, with a measure', () => {
  it('sums the rows whose description names the payee', () => {
    const question = read('How much did I spend at Lidl this month?');
    expect(toolCallsFor(question, today)).toEqual([{ tool: 'spending_summary', input: { from: '2026-05-01', to: today, type: 'expense', query: 'Lidl' } }]);
    expect(composeAnswer(question, [summary('42.00', 3)], english)).toBe('You spent **$42.00** at Lidl this month (3 transactions).');
  });

  it('counts the payments when asked how many times', () => {
    const question = read('How many times did I eat out this month?');
    expect(composeAnswer(question, [summary('80.00', 4)], english)).toBe('You made **4** payments on Dining this month, **$80.00** in all.');
  });

  it('averages per month over the months insights average when no period is named', () => {
    const question = read('What is my average monthly grocery spend?');
    expect(toolCallsFor(question, today)).toEqual([{ tool: 'spending_summary', input: { from: '2026-03-01', to: today, type: 'expense', category: 'groceries' } }]);
    expect(composeAnswer(question, [summary('900.00', 30)], english)).toBe('On average you spent **$300.00** a month on Groceries in the last 3 months ($900.00 over 3 months).');
  });

  it('averages per payment when asked per purchase', () => {
    const question = read('average spent per purchase at Lidl last month');
    expect(composeAnswer(question, [summary('90.00', 4)], english)).toBe('Your average payment at Lidl last month was **$22.50** (4 payments, $90.00 in all).');
  });

  it('gives one category’s share of all spending', () => {
    const question = read('what percentage of my spending goes to rent');
    expect(toolCallsFor(question, today)[0]!.input).not.toHaveProperty('category');
    expect(
      composeAnswer(
        question,
        [
          summary('1000.00', 9, [
            ['rent', '400.00'],
            ['dining', '600.00'],
          ]),
        ],
        english,
      ),
    ).toBe('Rent took **40%** of your spending this month: $400.00 of $1,000.00.');
  });
});

describe('the biggest expenses', () => {
  const found: SearchTransactionsResult = {
    currency: 'USD',
    items: [
      { id: 'tx-rent', date: '2026-05-03', type: 'expense', category: 'rent', description: 'May rent', amount: '1200.00', currency: 'USD' },
      { id: 'tx-shoes', date: '2026-05-10', type: 'expense', category: 'shopping', description: 'Shoes', amount: '140.00', currency: 'USD' },
    ],
  };

  it('lists as many as asked for, the biggest named first', () => {
    const question = read('top 2 purchases this month');
    expect(toolCallsFor(question, today)).toEqual([{ tool: 'search_transactions', input: { from: '2026-05-01', to: today, type: 'expense', sort: 'largest', limit: 2 } }]);
    const answer = composeAnswer(question, [found], english);
    expect(answer.startsWith('Your biggest expense this month was **$1,200.00**: May rent on May 3, 2026.')).toBe(true);
    expect(answer).toContain('| May 10, 2026 | Shoes | Shopping | $140.00 |');
  });

  it('names just the one when asked for the single biggest', () => {
    expect(composeAnswer(read('top 1 expense this month'), [found], english)).toBe('Your biggest expense this month was **$1,200.00**: May rent on May 3, 2026.');
  });
});

describe('comparisons and earned against spent', () => {
  it('compares a category with last month', () => {
    const question = read('How much more did I spend on dining than last month?');
    expect(toolCallsFor(question, today).map((call) => call.input)).toEqual([
      { from: '2026-05-01', to: today, type: 'expense', category: 'dining' },
      { from: '2026-04-01', to: '2026-04-30', type: 'expense', category: 'dining' },
    ]);
    expect(composeAnswer(question, [summary('120.00', 5), summary('100.00', 4)], english)).toBe(
      'You spent **$120.00** on Dining this month, **$20.00 more** than last month ($100.00).',
    );
  });

  it('compares this week with last week', () => {
    const question = read('did i spend less this week?');
    expect(question).toMatchObject({ intent: 'compare', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } });
    expect(composeAnswer(question, [summary('50.00', 2), summary('80.00', 3)], english)).toBe('You spent **$50.00** this week, **$30.00 less** than last week ($80.00).');
  });

  it('says whether more was earned than spent', () => {
    const question = read('Did I earn more than I spent last month?');
    expect(toolCallsFor(question, today).map((call) => call.input.type)).toEqual(['income', 'expense']);
    expect(composeAnswer(question, [summary('2000.00', 1, [], 'income'), summary('2300.00', 40)], english)).toBe(
      'No: you earned $2,000.00 and spent $2,300.00 last month, so you spent **$300.00 more** than you earned.',
    );
  });
});

describe('balance, saving and goals', () => {
  const flows: IncomeVsExpensesResult = {
    currency: 'USD',
    balance: '3250.00',
    typicalMonth: { source: 'transactions', months: 3, income: '4000.00', expenses: '3600.00', kept: '400.00', savingsRate: 10 },
    months: [{ month: '2026-05', income: '4000.00', expenses: '3600.00', net: '400.00', savingsRate: 10 }],
  };

  it('gives the cash on hand the dashboard shows', () => {
    expect(composeAnswer(read('what is my balance?'), [flows], english)).toBe('Your balance is **$3,250.00**: the cash on hand your dashboard shows.');
  });

  it('measures saving against the 20% the 50/30/20 rule asks', () => {
    expect(composeAnswer(read('am I saving enough?'), [flows], english)).toContain('The 50/30/20 rule suggests keeping 20%: about **$400.00** more a month would get you there.');
  });

  const goal = (id: string, title: string, saved: string, target: string): GoalStatusItem => ({
    id,
    title,
    category: 'travel',
    status: 'active',
    state: 'on_track',
    currency: 'USD',
    target,
    saved,
    remaining: (Number(target) - Number(saved)).toFixed(2),
    percent: Math.round((Number(saved) / Number(target)) * 100),
    targetDate: '2027-05-20',
    monthsLeft: 12,
    neededPerMonth: ((Number(target) - Number(saved)) / 12).toFixed(2),
    overdue: false,
  });
  const goals = { goals: [goal('goal-car', 'New car', '3000.00', '15000.00'), goal('goal-japan', 'Japan trip', '1000.00', '4000.00')] };

  it('adds up what remains across goals', () => {
    expect(composeAnswer(read('how are my goals doing?'), [goals], english)).toContain(
      'Across your 2 goals you have saved **$4,000.00** of $19,000.00: **$15,000.00** still to go.',
    );
  });

  it('answers about the one goal named', () => {
    const answer = composeAnswer(read('how much is left for the car?'), [goals], english);
    expect(answer).toContain('**New car**: $3,000.00 saved of $15,000.00 (20%), **$12,000.00** still to go.');
    expect(answer).not.toContain('Japan');
  });
});
