import { and, eq, inArray } from 'drizzle-orm';
import { customCategoryIdOf, customCategoryKey, type CustomCategoryType, type TransactionType } from '../../domain/categories/categories';
import { customCategoryMessages } from '../../domain/categories/custom-categories';
import { transactionMessages } from '../../domain/transactions/transactions';
import type { Database } from '../db/client';
import { customCategories } from '../db/schema/index';
import { fieldError } from '../http/app-error';

type Reader = Pick<Database, 'select'>;

export interface CustomCategoryLabel {
  id: string;
  type: CustomCategoryType;
  name: string;
  icon: string;
  color: string;
}

/**
 * The user's own categories by the key transactions store (`custom:<uuid>`), for anything that
 * names categories to people: insights, the assistant, exports.
 */
export async function customCategoryLabels(db: Reader, userId: string): Promise<Map<string, CustomCategoryLabel>> {
  const rows = await db
    .select({ id: customCategories.id, type: customCategories.type, name: customCategories.name, icon: customCategories.icon, color: customCategories.color })
    .from(customCategories)
    .where(eq(customCategories.userId, userId));
  return new Map(rows.map((row) => [customCategoryKey(row.id), row]));
}

/** A category's display name: the custom name for `custom:<uuid>`, else `fallback(key)` for a built-in one. */
export function categoryName(labels: Map<string, CustomCategoryLabel>, key: string, fallback: (key: string) => string = (value) => value): string {
  return labels.get(key)?.name ?? fallback(key);
}

/**
 * Why each entry's custom category cannot be used, by position: someone else's or a missing
 * category reads as unknown, one of another type as a mismatch. Built-in names are not looked at.
 */
export async function customCategoryProblems(db: Reader, userId: string, entries: readonly { type: TransactionType | string; category: string }[]): Promise<Map<number, string>> {
  const ids = [...new Set(entries.map((entry) => customCategoryIdOf(entry.category)).filter((id): id is string => id !== null))];
  const problems = new Map<number, string>();
  if (ids.length === 0) return problems;
  const rows = await db
    .select({ id: customCategories.id, type: customCategories.type })
    .from(customCategories)
    .where(and(eq(customCategories.userId, userId), inArray(customCategories.id, ids)));
  const typeOf = new Map(rows.map((row) => [row.id, row.type as string]));
  entries.forEach((entry, index) => {
    const id = customCategoryIdOf(entry.category);
    if (id === null) return;
    const type = typeOf.get(id);
    if (type === undefined) problems.set(index, customCategoryMessages.unknownCategory);
    else if (type !== entry.type) problems.set(index, transactionMessages.categoryMismatch);
  });
  return problems;
}

/** A 400 on `category` unless a custom category in it is the user's own and of the transaction's type. */
export async function requireUsableCategory(db: Reader, userId: string, type: TransactionType, category: string): Promise<void> {
  const [problem] = (await customCategoryProblems(db, userId, [{ type, category }])).values();
  if (problem) throw fieldError('category', problem);
}
