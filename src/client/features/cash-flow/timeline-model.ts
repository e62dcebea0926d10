import type { CashFlow, CashFlowDay, CashFlowItem, CashFlowItemKind } from '@domain/cash-flow/cash-flow';
import { decimalToMinor, fractionDigits } from '@domain/shared/money';

/** Units of a signed decimal string at `scale` fraction digits (the shared reader takes unsigned ones). */
function signedUnits(decimal: string, scale: number): bigint {
  const negative = decimal.startsWith('-');
  const units = decimalToMinor(negative ? decimal.slice(1) : decimal, scale) ?? 0n;
  return negative ? -units : units;
}

/** Compares two signed decimal strings exactly (-1, 0, 1): balances and item amounts go below zero. */
export function compareSigned(a: string, b: string): number {
  const scale = Math.max(fractionDigits(a.replace('-', '')), fractionDigits(b.replace('-', '')));
  const left = signedUnits(a, scale);
  const right = signedUnits(b, scale);
  return left === right ? 0 : left < right ? -1 : 1;
}

/** The kinds the chart marks; goal contributions show in the list only. */
export const markedKinds = ['income', 'bill', 'event'] as const satisfies readonly CashFlowItemKind[];
export type MarkedKind = (typeof markedKinds)[number];

export interface TimelinePoint {
  date: string;
  /** Plot position only; texts are written from `balanceText`. */
  balance: number;
  balanceText: string;
  low: boolean;
  /** Which markers the day carries. */
  kinds: MarkedKind[];
  items: number;
}

export function timelinePoints(days: readonly CashFlowDay[]): TimelinePoint[] {
  return days.map((day) => ({
    date: day.date,
    balance: Number(day.balance),
    balanceText: day.balance,
    low: day.low,
    kinds: markedKinds.filter((kind) => day.items.some((item) => item.kind === kind)),
    items: day.items.length,
  }));
}

/** Days the list shows: those with something expected, and every low day. */
export function listedDays(days: readonly CashFlowDay[]): CashFlowDay[] {
  return days.filter((day) => day.items.length > 0 || day.low);
}

export const nothingExpected = (flow: CashFlow) => flow.days.every((day) => day.items.length === 0);

/** How many items of each marked kind the window holds, for the chart's text summary. */
export function countByKind(days: readonly CashFlowDay[]): Record<MarkedKind, number> {
  const counts: Record<MarkedKind, number> = { income: 0, bill: 0, event: 0 };
  for (const day of days) for (const item of day.items) if (item.kind !== 'goal') counts[item.kind] += 1;
  return counts;
}

export interface LowBalanceCause {
  date: string;
  item: CashFlowItem;
}

export interface LowBalanceWarning {
  /** The first day below the line. */
  day: CashFlowDay;
  /** Already below the line before anything expected happens. */
  alreadyLow: boolean;
  /** The payments that take the balance below the line, largest first (at most `limit`). */
  causes: LowBalanceCause[];
}

/** Money going out on a day, largest first. */
function outgoing(day: CashFlowDay): LowBalanceCause[] {
  return day.items
    .filter((item) => compareSigned(item.amount, '0') < 0)
    .sort((a, b) => compareSigned(a.amount, b.amount))
    .map((item) => ({ date: day.date, item }));
}

/**
 * The first low day and what brings it about: that day's payments first (they cross the line),
 * then the largest ones since the last payday before it, which ran the balance down. When the
 * balance starts below the line, nothing expected is to blame, and the warning says so.
 */
export function lowBalanceWarning(flow: CashFlow, limit = 3): LowBalanceWarning | null {
  const index = flow.days.findIndex((day) => day.low);
  const day = flow.days[index];
  if (!day) return null;
  let from = index;
  while (from > 0 && !flow.days[from - 1]!.items.some((item) => item.kind === 'income')) from -= 1;
  const earlier = flow.days
    .slice(from, index)
    .flatMap(outgoing)
    .sort((a, b) => compareSigned(a.item.amount, b.item.amount));
  const causes = [...outgoing(day), ...earlier].slice(0, limit);
  const alreadyLow = compareSigned(flow.startingBalance, flow.threshold) < 0;
  return { day, alreadyLow: alreadyLow && index === 0, causes };
}
