import { addDays, addMonths, monthStart, type IsoDate } from '../../shared/dates';
import type { AnalystIntent } from './language-pack';
import { isOneMonth, periodMonth, periodRange, type DateRange, type PeriodSpec } from './periods';
import type { Question } from './understand';

/** One call of a data tool, by name, with its input. */
export interface AnalystToolCall {
  tool: string;
  input: Record<string, unknown>;
}

const thisMonth: PeriodSpec = { word: 'thisMonth' };
/** An average per month, asked without a period, is over the months AI insights average: this one and the two before. */
const averageWindow: PeriodSpec = { lastMonths: 3 };

/** The period a question is about: this month when it names none, or the averaging window for an average per month. */
export function questionPeriod(question: Question): PeriodSpec {
  return question.period ?? (question.measure === 'average' ? averageWindow : thisMonth);
}

/** The biggest expenses listed when the question does not say how many. */
export const defaultTop = 5;

/** The rows a question narrows to: a category (built in or the user's own) and words of a payee. */
function narrowing(question: Question): { category?: string; query?: string } {
  const category = question.ownCategory?.id ?? question.category ?? undefined;
  return { ...(category ? { category } : {}), ...(question.merchant ? { query: question.merchant } : {}) };
}

/** Whether a comparison is of a subject (a category, a payee) or of periods other than calendar months. */
export function comparesSubject(question: Question): boolean {
  const period = questionPeriod(question);
  return Boolean(question.category || question.ownCategory || question.merchant) || !isOneMonth(period) || (question.compareWith !== null && !isOneMonth(question.compareWith));
}

/** Which tools answer each kind of question; the analyst calls them, then `composeAnswer` writes the reply. */
export function toolCallsFor(question: Question, today: IsoDate): AnalystToolCall[] {
  const range = periodRange(questionPeriod(question), today);
  const type = question.intent === 'income' ? 'income' : 'expense';
  const calls: Record<AnalystIntent, () => AnalystToolCall[]> = {
    spending: () => [{ tool: 'spending_summary', input: { ...range, type, ...spendingNarrowing(question) } }],
    income: () => [{ tool: 'spending_summary', input: { ...range, type, ...spendingNarrowing(question) } }],
    biggest: () => [{ tool: 'search_transactions', input: { ...range, type: 'expense', sort: 'largest', limit: question.top ?? defaultTop, ...narrowing(question) } }],
    net: () => [
      { tool: 'spending_summary', input: { ...range, type: 'income' } },
      { tool: 'spending_summary', input: { ...range, type: 'expense' } },
    ],
    compare: () => {
      if (comparesSubject(question)) {
        const other = periodRange(question.compareWith ?? { word: 'lastMonth' }, today);
        return [
          { tool: 'spending_summary', input: { ...range, type: 'expense', ...narrowing(question) } },
          { tool: 'spending_summary', input: { ...other, type: 'expense', ...narrowing(question) } },
        ];
      }
      const current = periodMonth(question.period, today);
      const previous = question.compareWith && 'month' in question.compareWith ? question.compareWith.month : addMonths(`${current}-01`, -1).slice(0, 7);
      const monthRange = (month: string) => ({ from: `${month}-01`, to: endOf(month, today) });
      return [
        { tool: 'income_vs_expenses', input: { months: monthsBetween(previous, current) + 1, to: current } },
        { tool: 'spending_summary', input: { ...monthRange(current), type: 'expense' } },
        { tool: 'spending_summary', input: { ...monthRange(previous), type: 'expense' } },
      ];
    },
    savingsRate: () => [{ tool: 'income_vs_expenses', input: { months: 3, to: periodMonth(question.period, today) } }],
    goals: () => [{ tool: 'goals_progress', input: {} }],
    // Something named rather than priced ("the Lisbon trip"): the timeline finds it among upcoming events and goals.
    // A price by a date: the pace AI insights show; without either, the answer asks for them.
    afford: () => {
      if (question.subject) return [{ tool: 'cash_flow', input: { about: question.subject } }];
      if (question.amount === null || !question.byDate || question.byDate <= today) return [];
      return [{ tool: 'afford_by_date', input: { amount: question.amount, by: question.byDate } }];
    },
    // To the end of this month, or to the day or month the question names.
    cashFlow: () => [{ tool: 'cash_flow', input: question.byDate && question.byDate > today ? { until: earliest(question.byDate, addDays(today, 364)) } : {} }],
    // Without a period, the typical month AI insights show; with one, the months it covers.
    budget: () => [{ tool: 'budget_50_30_20', input: question.period ? calendarMonths(range) : {} }],
    netWorth: () => [{ tool: 'net_worth_projection', input: {} }],
    events: () => [{ tool: 'upcoming_events', input: { days: 30, limit: 10 } }],
    groups: () => [{ tool: 'group_balances', input: {} }],
    balance: () => [{ tool: 'income_vs_expenses', input: { months: 1 } }],
    crypto: () => [{ tool: 'crypto_holdings', input: question.coins.length > 0 ? { coinIds: question.coins } : {} }],
  };
  return question.intent ? calls[question.intent]() : [];
}

/** A share is of all spending: the category is picked out of the whole. */
function spendingNarrowing(question: Question): { category?: string; query?: string } {
  const narrowed = narrowing(question);
  if (question.measure !== 'share') return narrowed;
  const { category: _category, ...rest } = narrowed;
  return rest;
}

/** Calendar months from one month (YYYY-MM) to a later one: March to May is 2. */
export function monthsBetween(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return Math.min(Math.max(index(to) - index(from), 1), 23);
}

/** The calendar months a range touches, as the budget tool takes them (at most 24). */
export function calendarMonths({ from, to }: DateRange): { months: number; to: string } {
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
