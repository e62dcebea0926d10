import type { TransactionType } from '@domain/categories';
import { addDays, addMonths, monthKey, type IsoDate } from '@domain/dates';

/** What the list is narrowed by; every field maps to a query parameter of GET /api/transactions. */
export interface TransactionFilters {
  type?: TransactionType;
  category?: string;
  from?: IsoDate;
  to?: IsoDate;
  q?: string;
  goalId?: string;
}

export type Period = { kind: 'month'; month: string } | { kind: 'all' } | { kind: 'range'; from: IsoDate; to: IsoDate };

export function filtersToParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['type', 'category', 'from', 'to', 'q', 'goalId'] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

function lastDayOfMonth(month: string): IsoDate {
  return addDays(addMonths(`${month}-01`, 1), -1);
}

export function shiftMonth(month: string, months: number): string {
  return monthKey(addMonths(`${month}-01`, months));
}

/** The dates a period covers; a month never reaches past today. */
export function periodBounds(period: Period, today: IsoDate): { from?: IsoDate; to?: IsoDate } {
  if (period.kind === 'all') return {};
  if (period.kind === 'range') return { from: period.from || undefined, to: period.to || undefined };
  const last = lastDayOfMonth(period.month);
  return { from: `${period.month}-01`, to: last < today ? last : today };
}

/** The months the category breakdown sums: the period's, or the last twelve for "all time". */
export function periodMonths(period: Period, today: IsoDate): { from: string; to: string } {
  const current = monthKey(today);
  if (period.kind === 'month') return { from: period.month, to: period.month };
  if (period.kind === 'all') return { from: shiftMonth(current, -11), to: current };
  const to = period.to ? monthKey(period.to) : current;
  const from = period.from ? monthKey(period.from) : shiftMonth(to, -11);
  return from <= to ? { from, to } : { from: to, to };
}
