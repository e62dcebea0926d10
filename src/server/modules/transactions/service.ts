import { eq, sql } from 'drizzle-orm';
import { goalContributionCategory } from '../../../domain/categories';
import {
  transactionMessages,
  transactionRuleIssues,
  type CreateTransactionInput,
  type Transaction,
  type UpdateTransactionInput,
} from '../../../domain/transactions';
import type { Database } from '../../db/client';
import { transactions, type TransactionRow } from '../../db/schema/index';
import { fieldError, notFound } from '../../http/app-error';
import { changeGoalBalance, changeGoalBalances, type GoalChange } from './goal-balance';
import { requireOwned } from '../../http/require-owned';
import { isUuid } from '../../http/route-kit';
import { requireUsableCategory } from '../../shared/custom-categories';
import { dateOrFail, minorOrFail, ownerSettings } from '../../shared/owner-settings';
import { toTransaction } from '../../shared/transaction-view';

/** The transaction's calendar date in the user's zone; today is the latest date allowed. */
export function pastOrTodayDate(value: string, timezone: string, today: string): string {
  const date = dateOrFail(value, timezone, 'date', transactionMessages.dateInvalid);
  if (date > today) throw fieldError('date', transactionMessages.dateInFuture);
  return date;
}

const isContribution = (row: { type: string; category: string }) => row.type === 'transfer' && row.category === goalContributionCategory;

export async function createTransaction(db: Database, userId: string, input: CreateTransactionInput): Promise<Transaction> {
  const { timezone, currency, today } = await ownerSettings(db, userId);
  const occurredOn = pastOrTodayDate(input.date, timezone, today);
  const amountMinor = minorOrFail(input.amount, currency, 'amount', transactionMessages.invalidAmount);
  await requireUsableCategory(db, userId, input.type, input.category);
  const values = {
    userId,
    type: input.type,
    category: input.category,
    amountMinor,
    currency,
    description: input.description,
    goalId: input.goalId ?? null,
    destination: input.destination ?? null,
    occurredOn,
  };
  if (!isContribution(values) || !values.goalId) {
    const [row] = await db.insert(transactions).values(values).returning().prepare('insert_transaction').execute();
    return toTransaction(row!);
  }
  const goalId = values.goalId;
  return db.transaction(async (tx) => {
    await changeGoalBalance(tx, userId, { goalId, deltaMinor: amountMinor, currency, kind: 'contribute' });
    const [row] = await tx.insert(transactions).values(values).returning().prepare('insert_transaction').execute();
    return toTransaction(row!);
  });
}

/** Old and new goal effects of an edit; equal effects change nothing. */
function goalChanges(before: TransactionRow, after: { goalId: string | null; amountMinor: bigint; contribution: boolean }): GoalChange[] {
  const oldGoal = isContribution(before) ? before.goalId : null;
  const newGoal = after.contribution ? after.goalId : null;
  const currency = before.currency;
  if (oldGoal && oldGoal === newGoal) {
    return [{ goalId: oldGoal, deltaMinor: after.amountMinor - before.amountMinor, currency, kind: 'adjust' }];
  }
  const changes: GoalChange[] = [];
  if (oldGoal) changes.push({ goalId: oldGoal, deltaMinor: -before.amountMinor, currency, kind: 'revert' });
  if (newGoal) changes.push({ goalId: newGoal, deltaMinor: after.amountMinor, currency, kind: 'contribute' });
  return changes;
}

export async function updateTransaction(db: Database, userId: string, id: string, input: UpdateTransactionInput): Promise<Transaction> {
  if (!isUuid(id)) throw notFound();
  const { timezone, today } = await ownerSettings(db, userId);
  const occurredOn = input.date === undefined ? undefined : pastOrTodayDate(input.date, timezone, today);
  return db.transaction(async (tx) => {
    const row = await requireOwned(tx, transactions, id, userId);
    const type = input.type ?? row.type;
    const category = input.category ?? row.category;
    const classificationChanged = type !== row.type || category !== row.category;
    // Changing type or category clears what belonged to the old one (the form does the same).
    const goalId = input.goalId !== undefined ? input.goalId : classificationChanged ? null : row.goalId;
    const destination = input.destination !== undefined ? input.destination : classificationChanged ? null : row.destination;
    const goalOptional = !classificationChanged && input.goalId === undefined;
    const [issue] = transactionRuleIssues({ type, category, goalId, destination }, { goalOptional });
    if (issue) throw fieldError(issue.field, issue.message);
    if (classificationChanged) await requireUsableCategory(tx, userId, type, category);
    const amountMinor =
      input.amount === undefined ? row.amountMinor : minorOrFail(input.amount, row.currency, 'amount', transactionMessages.invalidAmount);
    const contribution = isContribution({ type, category });
    await changeGoalBalances(tx, userId, goalChanges(row, { goalId: goalId ?? null, amountMinor, contribution }));
    const [updated] = await tx
      .update(transactions)
      .set({
        type,
        category,
        amountMinor,
        description: input.description === undefined ? undefined : (input.description ?? ''),
        goalId: goalId ?? null,
        destination: destination ?? null,
        occurredOn,
        updatedAt: sql`now()`,
      })
      .where(eq(transactions.id, row.id))
      .returning();
    return toTransaction(updated!);
  });
}

/** Deleting a goal contribution takes its amount back off the goal in the same transaction. */
export async function deleteTransaction(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const row = await requireOwned(tx, transactions, id, userId);
    if (isContribution(row) && row.goalId) {
      await changeGoalBalance(tx, userId, { goalId: row.goalId, deltaMinor: -row.amountMinor, currency: row.currency, kind: 'revert' });
    }
    await tx.delete(transactions).where(eq(transactions.id, row.id));
  });
}
