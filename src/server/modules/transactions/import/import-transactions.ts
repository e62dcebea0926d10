import { goalContributionCategory } from '../../../../domain/categories/categories';
import type { ImportResult, ImportRowError, ImportTransactionsInput } from '../../../../domain/transactions/imports';
import type { Database } from '../../../db/client';
import { changeGoalBalances } from '../goal-balance';
import { customCategoryProblems } from '../../../shared/custom-categories';
import { ownerSettings } from '../../../shared/owner-settings';
import { findDuplicates } from './find-duplicates';
import { insertChunk, insertChunkSize, type InsertedRow } from './insert-rows';
import { payOccurrencesWith } from '../../../shared/recurring-matching';
import { alertOnExpenses } from '../../../shared/expense-alerts';
import { checkGoals, prepareRows, type PreparedRow } from './prepare-rows';

/** A validated import: what the answer will say and, unless it is a dry run, what to write. */
export interface ImportPlan {
  result: ImportResult;
  currency: string;
  /** The user's today when the plan was made: alerts read the month and recency from it. */
  today: string;
  toInsert: PreparedRow[];
}

export type ImportCheck = { ok: true; plan: ImportPlan } | { ok: false; errors: ImportRowError[] };

/**
 * Validates every row (errors name the 1-based row and field) and finds the rows that repeat a
 * transaction the user already has. Reads only; nothing is written.
 */
export async function planImport(db: Database, userId: string, input: ImportTransactionsInput): Promise<ImportCheck> {
  const settings = await ownerSettings(db, userId);
  const errors: ImportRowError[] = [];
  const prepared = prepareRows(input.rows, settings, errors);
  await checkGoals(db, userId, settings.currency, prepared, errors);
  for (const [index, message] of await customCategoryProblems(db, userId, prepared)) {
    errors.push({ row: prepared[index]!.row, field: 'category', message });
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.row - b.row) };

  const duplicates = await findDuplicates(db, userId, prepared);
  const toInsert = input.skipDuplicates ? prepared.filter((entry) => !duplicates.has(entry.row)) : prepared;
  const result: ImportResult = {
    dryRun: input.dryRun,
    total: input.rows.length,
    imported: input.dryRun ? 0 : toInsert.length,
    duplicates: [...duplicates].map(([row, existingId]) => ({ row, existingId })),
    skippedDuplicates: input.skipDuplicates ? duplicates.size : 0,
  };
  return { ok: true, plan: { result, currency: settings.currency, today: settings.today, toInsert: input.dryRun ? [] : toInsert } };
}

/**
 * Writes a plan all or nothing: one database transaction holds the goal contributions and every
 * chunk of rows, so a failure anywhere leaves nothing behind. `onSaved` hears after each chunk.
 */
export async function savePlan(db: Database, userId: string, plan: ImportPlan, onSaved: (saved: number) => void = () => undefined): Promise<void> {
  const { toInsert, currency, today } = plan;
  if (toInsert.length === 0) return;
  const contributions = new Map<string, bigint>();
  for (const entry of toInsert) {
    if (entry.type === 'transfer' && entry.category === goalContributionCategory && entry.goalId) {
      contributions.set(entry.goalId, (contributions.get(entry.goalId) ?? 0n) + entry.amountMinor);
    }
  }
  await db.transaction(async (tx) => {
    const changes = [...contributions].map(([goalId, deltaMinor]) => ({ goalId, deltaMinor, currency, kind: 'contribute' as const }));
    await changeGoalBalances(tx, userId, changes);
    const written: InsertedRow[] = [];
    for (let start = 0; start < toInsert.length; start += insertChunkSize) {
      const chunk = toInsert.slice(start, start + insertChunkSize);
      written.push(...(await insertChunk(tx, userId, currency, chunk)));
      onSaved(start + chunk.length);
    }
    // Imported rows pay the recurring occurrences they match and raise their alerts, in the same transaction.
    await payOccurrencesWith(tx, userId, written);
    await alertOnExpenses(tx, userId, { currency, today }, written);
  });
}
