import { transactionTypes, type TransactionType } from '@domain/categories/categories';
import { addDays, addMonths, isIsoDate, monthKey, type IsoDate } from '@domain/shared/dates';

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

/** The filters as GET /api/transactions takes them: text trimmed, empty ones left out. */
export function filtersToQuery(filters: TransactionFilters): TransactionFilters {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return { type: filters.type, category: text(filters.category), from: text(filters.from), to: text(filters.to), q: text(filters.q), goalId: text(filters.goalId) };
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

/**
 * The list narrowed by a link's query (`?from=&to=&type=&category=&q=`), as the assistant's
 * "Data used" links and other screens write it; what does not read as a filter is left out.
 */
export function linkedFilters(search: string): Pick<TransactionFilters, 'type' | 'category' | 'from' | 'to' | 'q'> {
  const params = new URLSearchParams(search);
  const date = (name: string) => {
    const value = params.get(name);
    return value && isIsoDate(value) ? value : undefined;
  };
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const type = params.get('type');
  return {
    type: transactionTypes.find((known) => known === type),
    category: text('category', 60),
    from: date('from'),
    to: date('to'),
    q: text('q', 100),
  };
}
