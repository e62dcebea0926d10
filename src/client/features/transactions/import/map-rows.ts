import { goalContributionCategory, isCategoryOfType, type TransactionType } from '@domain/categories/categories';
import type { IsoDate } from '@domain/shared/dates';
import { transactionDescriptionMaxLength } from '@domain/transactions/transactions';
import { unescapeFormula } from '@domain/shared/csv';
import { parseAmount, parseDate, type DateOrder, type DecimalMark } from './parse-values';

export const importFields = ['date', 'amount', 'type', 'category', 'description'] as const;
export type ImportField = (typeof importFields)[number];
export type ColumnMapping = Record<ImportField, number | null>;

/** Where a row's type comes from: a column, the amount's sign (negative = expense), or one type for every row. */
export const typeSources = ['column', 'sign', 'expense', 'income'] as const;
export type TypeSource = (typeof typeSources)[number];

export interface ImportSettings {
  hasHeader: boolean;
  columns: ColumnMapping;
  typeSource: TypeSource;
  dateOrder: DateOrder;
  decimalMark: DecimalMark;
}

export type ProblemCode =
  'dateMissing' | 'dateInvalid' | 'dateFuture' | 'amountMissing' | 'amountInvalid' | 'typeUnknown' | 'categoryUnknown' | 'goalNotSupported' | 'descriptionTooLong';

export interface RowProblem {
  field: ImportField;
  code: ProblemCode;
  value?: string;
}

/** One row as POST /api/transactions/import takes it. */
export interface ImportRow {
  date: IsoDate;
  amount: string;
  type: TransactionType;
  category: string;
  description: string;
}

export interface MappedRow {
  /** 1-based position among the file's data rows (the header not counted). */
  row: number;
  value: ImportRow | null;
  problems: RowProblem[];
  /** The category was missing or unknown and "other" stands in for it. */
  categoryFallback: boolean;
}

/** Bank exports name types in many ways; names in the user's language can be added by the caller. */
const typeNames: Record<string, TransactionType> = {
  income: 'income',
  in: 'income',
  credit: 'income',
  cr: 'income',
  deposit: 'income',
  inflow: 'income',
  expense: 'expense',
  expenses: 'expense',
  out: 'expense',
  debit: 'expense',
  dr: 'expense',
  withdrawal: 'expense',
  payment: 'expense',
  outflow: 'expense',
  transfer: 'transfer',
  transfers: 'transfer',
};

export interface NameLookups {
  types?: ReadonlyMap<string, TransactionType>;
  /** Display names (lower-cased) → category. */
  categories?: ReadonlyMap<string, string>;
}

export function normaliseName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function cell(cells: readonly string[], index: number | null): string {
  return index === null ? '' : (cells[index] ?? '').trim();
}

function readType(raw: string, source: TypeSource, negative: boolean, lookups: NameLookups): TransactionType | null {
  if (source === 'expense' || source === 'income') return source;
  if (source === 'sign') return negative ? 'expense' : 'income';
  const name = raw.trim().toLowerCase();
  return typeNames[name] ?? lookups.types?.get(name) ?? null;
}

function readCategory(raw: string, type: TransactionType, lookups: NameLookups): string | null {
  if (!raw) return null;
  const direct = normaliseName(raw);
  if (isCategoryOfType(type, direct)) return direct;
  const named = lookups.categories?.get(raw.trim().toLowerCase());
  return named && isCategoryOfType(type, named) ? named : null;
}

export function mapRow(cells: readonly string[], row: number, settings: ImportSettings, today: IsoDate, lookups: NameLookups = {}): MappedRow {
  const { columns } = settings;
  const problems: RowProblem[] = [];
  const rawDate = cell(cells, columns.date);
  const rawAmount = cell(cells, columns.amount);
  const rawType = cell(cells, columns.type);
  const rawCategory = cell(cells, columns.category);
  const description = unescapeFormula(cell(cells, columns.description));

  const date = rawDate ? parseDate(rawDate, settings.dateOrder) : null;
  if (!rawDate) problems.push({ field: 'date', code: 'dateMissing' });
  else if (!date) problems.push({ field: 'date', code: 'dateInvalid', value: rawDate });
  else if (date > today) problems.push({ field: 'date', code: 'dateFuture', value: rawDate });

  const amount = rawAmount ? parseAmount(rawAmount, settings.decimalMark) : null;
  if (!rawAmount) problems.push({ field: 'amount', code: 'amountMissing' });
  else if (!amount || /^0(\.0+)?$/.test(amount.decimal)) problems.push({ field: 'amount', code: 'amountInvalid', value: rawAmount });

  const type = readType(rawType, settings.typeSource, amount?.negative ?? false, lookups);
  if (!type) problems.push({ field: 'type', code: 'typeUnknown', value: rawType });

  let category: string | null = null;
  let categoryFallback = false;
  if (type) {
    category = readCategory(rawCategory, type, lookups);
    if (category === goalContributionCategory) {
      problems.push({ field: 'category', code: 'goalNotSupported', value: rawCategory });
    } else if (!category && type !== 'transfer') {
      category = 'other';
      categoryFallback = true;
    } else if (!category) {
      problems.push({ field: 'category', code: 'categoryUnknown', value: rawCategory });
    }
  }
  if (description.length > transactionDescriptionMaxLength) problems.push({ field: 'description', code: 'descriptionTooLong' });

  const value = problems.length === 0 && date && amount && type && category ? { date, amount: amount.decimal, type, category, description } : null;
  return { row, value, problems, categoryFallback };
}

export function dataRows(rows: readonly (readonly string[])[], hasHeader: boolean): readonly (readonly string[])[] {
  return hasHeader ? rows.slice(1) : rows;
}

export function mapRows(rows: readonly (readonly string[])[], settings: ImportSettings, today: IsoDate, lookups: NameLookups = {}): MappedRow[] {
  return dataRows(rows, settings.hasHeader).map((cells, index) => mapRow(cells, index + 1, settings, today, lookups));
}
