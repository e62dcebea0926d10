import type { CashFlowToolResult } from '../ai-tool-results';
import { formatMoney } from '../../shared/money';
import type { Composer } from './composer';
import { count, day, fill, paragraphs, signedMoney, table, userText } from './format';

/** Rows of the table of what the timeline counted; the answer names the first few, the totals count them all. */
const shownItems = 15;

function unconverted(result: CashFlowToolResult, template: string): string | null {
  return result.unconverted.length === 0 ? null : fill(template, { list: result.unconverted.join(', ') });
}

/** "Will I have enough at the end of the month?": the balance then, the lowest point, and what was counted. */
export const cashFlowAnswer: Composer = (_question, [result], { phrases, locale }) => {
  const flow = result as CashFlowToolResult;
  const money = (decimal: string) => formatMoney(decimal, flow.currency, locale);
  const end = fill(phrases.cashFlowEnd, {
    date: day(flow.to, locale),
    ending: money(flow.endingBalance),
    starting: money(flow.startingBalance),
    income: money(flow.totals.income),
    bills: money(flow.totals.bills),
    events: money(flow.totals.events),
    goals: money(flow.totals.goals),
  });
  const lowest = { threshold: money(flow.threshold), date: day(flow.lowest.date, locale), lowest: money(flow.lowest.balance) };
  const low = flow.lowDays.length > 0 ? fill(phrases.cashFlowLow, { ...lowest, count: count(flow.lowDays.length, locale) }) : fill(phrases.cashFlowSafe, lowest);
  const rows = flow.items.slice(0, shownItems).map((item) => [day(item.date, locale), userText(item.title), signedMoney(item.amount, flow.currency, locale)]);
  const counted = rows.length === 0 ? null : `${phrases.cashFlowCounted}\n\n${table([phrases.columns.date, phrases.columns.description, phrases.columns.amount], rows)}`;
  return paragraphs(end, low, counted, unconverted(flow, phrases.cashFlowUnconverted));
};

/** "Can I afford the Lisbon trip?": the balance just before it, its cost and whether the balance stays above the warning level. */
export const namedAffordAnswer: Composer = (_question, [result], { phrases, locale }) => {
  const flow = result as CashFlowToolResult;
  const found = flow.affordability;
  if (!found) return paragraphs(phrases.affordAsk, unconverted(flow, phrases.cashFlowUnconverted));
  const money = (decimal: string) => formatMoney(decimal, flow.currency, locale);
  const values = {
    title: userText(found.title),
    date: day(found.date, locale),
    before: money(found.balanceBefore),
    cost: money(found.cost),
    after: money(found.balanceAfter),
    lowest: money(found.lowestAfter),
    threshold: money(flow.threshold),
  };
  return paragraphs(fill(found.affordable ? phrases.affordNamedYes : phrases.affordNamedNo, values), unconverted(flow, phrases.cashFlowUnconverted));
};

/** Whether a result is the cash-flow tool's answer to an affordability question. */
export const isNamedAfford = (result: unknown): result is CashFlowToolResult => typeof result === 'object' && result !== null && 'affordability' in result;
