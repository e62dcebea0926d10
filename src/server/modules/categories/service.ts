import { and, count, eq, like, sql } from 'drizzle-orm';
import { categoriesByType, customCategoryIdOf, customCategoryKey, customCategoryPrefix, type CustomCategoryType } from '../../../domain/categories/categories';
import {
  builtInCategories,
  customCategoryCodes,
  customCategoryMessages,
  type CategoryList,
  type CreateCustomCategoryInput,
  type CustomCategory,
  type UpdateCustomCategoryInput,
} from '../../../domain/categories/custom-categories';
import { says } from '../../../domain/shared/errors';
import type { Database } from '../../db/client';
import { budgetAlerts, budgets, customCategories, transactions, transactionTotals } from '../../db/schema/index';
import { AppError, fieldError } from '../../http/app-error';
import { requireOwned } from '../../http/require-owned';
import { requirePremium } from '../../shared/plan';
import { toCustomCategory } from './category-view';

type Reader = Pick<Database, 'select'>;

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

const nameTaken = () => new AppError(409, customCategoryCodes.nameTaken, customCategoryMessages.nameTaken, { name: customCategoryMessages.nameTaken });

/** Transactions per custom category, from the all-time totals the triggers keep (a handful of rows). */
async function usageCounts(db: Reader, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: transactionTotals.category, count: sql<number>`sum(${transactionTotals.count})::int` })
    .from(transactionTotals)
    .where(and(eq(transactionTotals.userId, userId), like(transactionTotals.category, `${customCategoryPrefix}%`)))
    .groupBy(transactionTotals.category);
  return new Map(rows.map((row) => [row.category, row.count]));
}

/** Exact count of the user's transactions in one category, inside the caller's transaction. */
async function transactionsIn(db: Reader, userId: string, category: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.category, category)));
  return row?.count ?? 0;
}

async function customCategoriesOf(db: Reader, userId: string): Promise<CustomCategory[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(customCategories)
      .where(eq(customCategories.userId, userId))
      .orderBy(sql`lower(${customCategories.name})`, customCategories.id),
    usageCounts(db, userId),
  ]);
  return rows.map((row) => toCustomCategory(row, counts.get(customCategoryKey(row.id)) ?? 0));
}

/** Built-in categories first (in the form's order), then the user's own by name, per type. */
export async function listCategories(db: Database, userId: string): Promise<CategoryList> {
  const custom = await customCategoriesOf(db, userId);
  const ofType = (type: CustomCategoryType) => custom.filter((category) => category.type === type);
  return {
    income: [...builtInCategories('income'), ...ofType('income')],
    expense: [...builtInCategories('expense'), ...ofType('expense')],
    transfer: builtInCategories('transfer'),
  };
}

export async function createCategory(db: Database, userId: string, input: CreateCustomCategoryInput): Promise<CustomCategory> {
  await requirePremium(db, userId);
  try {
    const [row] = await db
      .insert(customCategories)
      .values({ userId, ...input })
      .returning();
    return toCustomCategory(row!, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateCategory(db: Database, userId: string, id: string, input: UpdateCustomCategoryInput): Promise<CustomCategory> {
  await requirePremium(db, userId);
  try {
    return await db.transaction(async (tx) => {
      const row = await requireOwned(tx, customCategories, id, userId);
      const used = await transactionsIn(tx, userId, customCategoryKey(row.id));
      if (input.type !== undefined && input.type !== row.type && used > 0) {
        throw new AppError(409, customCategoryCodes.inUse, says(customCategoryMessages.typeInUse, { count: used }), {
          type: says(customCategoryMessages.typeInUse, { count: used }),
        });
      }
      const [updated] = await tx
        .update(customCategories)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(customCategories.id, row.id))
        .returning();
      return toCustomCategory(updated!, used);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Where a deleted category's transactions may go: an offered built-in or another own category of the same type. */
async function checkMoveTarget(db: Reader, userId: string, from: { id: string; type: CustomCategoryType }, moveTo: string): Promise<void> {
  const invalid = () => fieldError('moveTo', customCategoryMessages.moveTargetInvalid);
  const targetId = customCategoryIdOf(moveTo);
  if (targetId === null) {
    if (!(categoriesByType[from.type] as readonly string[]).includes(moveTo)) throw invalid();
    return;
  }
  if (targetId === from.id) throw invalid();
  const [target] = await db
    .select({ type: customCategories.type })
    .from(customCategories)
    .where(and(eq(customCategories.id, targetId), eq(customCategories.userId, userId)));
  if (target?.type !== from.type) throw invalid();
}

/**
 * Deletes a custom category. One still used by transactions is refused (409 naming how many)
 * unless `moveTo` names where they go; they are moved in the same transaction, so nothing is
 * lost or left pointing at a category that no longer exists. Its budgets are deleted with it.
 */
export async function deleteCategory(db: Database, userId: string, id: string, moveTo: string | undefined): Promise<void> {
  await requirePremium(db, userId);
  await db.transaction(async (tx) => {
    const row = await requireOwned(tx, customCategories, id, userId);
    const key = customCategoryKey(row.id);
    const used = await transactionsIn(tx, userId, key);
    if (used > 0) {
      if (!moveTo) throw new AppError(409, customCategoryCodes.inUse, says(customCategoryMessages.inUse, { count: used }));
      await checkMoveTarget(tx, userId, row, moveTo);
      await tx
        .update(transactions)
        .set({ category: moveTo, updatedAt: sql`now()` })
        .where(and(eq(transactions.userId, userId), eq(transactions.category, key)));
    }
    // Its budgets and their alerts go with it (docs/decisions/021-budgets.md).
    await tx.delete(budgets).where(and(eq(budgets.userId, userId), eq(budgets.category, key)));
    await tx.delete(budgetAlerts).where(and(eq(budgetAlerts.userId, userId), eq(budgetAlerts.category, key)));
    await tx.delete(customCategories).where(eq(customCategories.id, row.id));
  });
}
