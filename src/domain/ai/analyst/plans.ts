import { addDays, addMonths, monthStart, type IsoDate } from '../../shared/dates';
import { periodMonth, periodRange, type DateRange } from './format';
import type { AnalystIntent } from './language-pack';
import type { PeriodSpec, Question } from './understand';

/** One call of a data tool, by name, with its input. */
export interface AnalystToolCall {
  tool: string;
  input: Record<string, unknown>;
}

const thisMonth: PeriodSpec = { word: 'thisMonth' };

/** The period a question is about, this month when it names none. */
export function questionPeriod(question: Question): PeriodSpec {
  return question.period ?? thisMonth;
}

/** Which tools answer each kind of question; the analyst calls them, then `composeAnswer` writes the reply. */
export function toolCallsFor(question: Question, today: IsoDate): AnalystToolCall[] {
  const range = periodRange(questionPeriod(question), today);
  const calls: Record<AnalystIntent, () => AnalystToolCall[]> = {
    spending: () => [{ tool: 'spending_summary', input: { ...range, type: 'expense', ...(question.category ? { category: question.category } : {}) } }],
    income: () => [
      { tool: 'spending_summary', input: { ...range, type: 'income', ...(question.category && question.category !== 'salary' ? { category: question.category } : {}) } },
    ],
    biggest: () => [
      { tool: 'search_transactions', input: { ...range, type: 'expense', sort: 'largest', limit: 5, ...(question.category ? { category: question.category } : {}) } },
    ],
    compare: () => {
      const current = periodMonth(question.period, today);
      const previous = addMonths(`${current}-01`, -1).slice(0, 7);
      const monthRange = (month: string) => ({ from: `${month}-01`, to: endOf(month, today) });
      return [
        { tool: 'income_vs_expenses', input: { months: 2, to: current } },
        { tool: 'spending_summary', input: { ...monthRange(current), type: 'expense' } },
        { tool: 'spending_summary', input: { ...monthRange(previous), type: 'expense' } },
      ];
    },
    savingsRate: () => [{ tool: 'income_vs_expenses', input: { months: 3, to: periodMonth(question.period, today) } }],
    goals: () => [{ tool: 'goals_progress', input: {} }],
    // Something named rather than priced ("the Lisbon trip"): the timeline finds it among upcoming events and goals.
    afford: () => (question.subject ? [{ tool: 'cash_flow', input: { about: question.subject } }] : [{ tool: 'income_vs_expenses', input: { months: 3 } }]),
    // To the end of this month, or to the day or month the question names.
    cashFlow: () => [{ tool: 'cash_flow', input: question.byDate && question.byDate > today ? { until: earliest(question.byDate, addDays(today, 364)) } : {} }],
    // Without a period, the typical month AI insights show; with one, the months it covers.
    budget: () => [{ tool: 'budget_50_30_20', input: question.period ? calendarMonths(range) : {} }],
    netWorth: () => [{ tool: 'net_worth_projection', input: {} }],
    events: () => [{ tool: 'upcoming_events', input: { days: 30, limit: 10 } }],
    groups: () => [{ tool: 'group_balances', input: {} }],
    crypto: () => [{ tool: 'crypto_holdings', input: question.coins.length > 0 ? { coinIds: question.coins } : {} }],
  };
  return question.intent ? calls[question.intent]() : [];
}

/** The calendar months a range touches, as the budget tool takes them (at most 24). */
function calendarMonths({ from, to }: DateRange): { months: number; to: string } {
  const index = (date: IsoDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return { months: Math.min(index(to) - index(from) + 1, 24), to: to.slice(0, 7) };
}

/** The last day of a month, or today while the month is still running. */
function endOf(month: string, today: IsoDate): IsoDate {
  const next = monthStart(addMonths(`${month}-01`, 1));
  const last = new Date(`${next}T00:00:00Z`);
  last.setUTCDate(0);
  const end = last.toISOString().slice(0, 10);
  return end > today ? today : end;
}

const earliest = (a: IsoDate, b: IsoDate) => (a < b ? a : b);
