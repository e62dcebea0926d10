import { and, eq, sql } from 'drizzle-orm';
import {
  createGroupExpenseInput,
  groupExpenseMessages as messages,
  magnitudeOf,
  splitExpense,
  SplitError,
  type LeftoverHistory,
  type CreateGroupExpenseInput,
  type GroupExpense,
  type NewGroupExpense,
  type SplitShare,
  type Split,
  type UpdateGroupExpenseInput,
} from '../../../domain/group-expenses/group-expenses';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { groupExpenses, groupExpenseShares } from '../../db/schema/index';
import { fieldError, notFound } from '../../http/app-error';
import { isUuid } from '../../http/route-kit';
import { minorOrFail, ownerSettings } from '../../shared/owner-settings';
import { pastOrToday } from './booking-date';
import { notifyExpenseShares } from './expense-notice';
import { leftoverHistory, leftoversSoFar } from './leftovers';
import { groupAccess, namesOf, requireActive, requireCurrentMembers, requireExpenseEditor, type GroupAccess } from './group-access';
import { prefetchShareRates, shareRates, syncExpenseShares, type RateLookup } from './share-rows';
import { toGroupExpense, type ExpenseRow } from './views';
import type { ExchangeRates } from '../../shared/exchange-rates';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const expenseColumns = {
  id: groupExpenses.id,
  paidBy: groupExpenses.paidBy,
  description: groupExpenses.description,
  amountMinor: groupExpenses.amountMinor,
  occurredOn: groupExpenses.occurredOn,
  splitMode: groupExpenses.splitMode,
  category: groupExpenses.category,
  createdBy: groupExpenses.createdBy,
  createdAt: groupExpenses.createdAt,
};

function sharesOrFail(totalMinor: bigint, split: Split, currency: string, history: LeftoverHistory): SplitShare[] {
  try {
    return splitExpense(totalMinor, split.mode, split.members, currency, history);
  } catch (error) {
    if (error instanceof SplitError) throw fieldError('split', error.message);
    throw error;
  }
}

/** An expense's total in minor units, negative for a refund; a 400 on `amount` when the currency cannot hold it. */
function expenseMinorOrFail(amount: string, currency: string): bigint {
  const minor = minorOrFail(magnitudeOf(amount), currency, 'amount', messages.amountInvalid);
  return amount === magnitudeOf(amount) ? minor : -minor;
}

async function writeShares(tx: Tx, expenseId: string, split: Split, shares: readonly SplitShare[]): Promise<void> {
  const values = new Map(split.members.map((member) => [member.userId, member.value ?? null]));
  await tx
    .insert(groupExpenseShares)
    .values(
      shares.map((share) => ({ expenseId, userId: share.userId, value: values.get(share.userId) ?? null, shareMinor: share.shareMinor, leftoverMinor: share.leftoverMinor })),
    );
}

async function expenseView(tx: Tx, row: ExpenseRow, split: Split, shares: readonly SplitShare[], access: GroupAccess): Promise<GroupExpense> {
  const names = await namesOf(tx, [row.paidBy, ...shares.map((share) => share.userId)]);
  const values = new Map(split.members.map((member) => [member.userId, member.value ?? null]));
  return toGroupExpense(
    row,
    shares.map((share) => ({ ...share, value: values.get(share.userId) ?? null })),
    names,
    access,
  );
}

/**
 * The shares `createExpense` would write for `input` in a group keeping `currency`, given the
 * group's leftover history as it stands: what a proposal shows before the person confirms it.
 */
export async function plannedShares(db: Database, groupId: string, input: CreateGroupExpenseInput, currency: string): Promise<SplitShare[]> {
  return sharesOrFail(expenseMinorOrFail(input.amount, currency), input.split, currency, await leftoversSoFar(db, groupId));
}

/**
 * Writes an expense inside `tx` the one way every expense is written: the split with the group's
 * leftover history (the group row locked), the share rows, each member's own spending row and
 * the notices to the members who share it. The caller has checked access and membership.
 */
export async function insertExpense(tx: Tx, expense: NewGroupExpense, lookup: RateLookup): Promise<{ row: ExpenseRow; shares: SplitShare[] }> {
  const shares = sharesOrFail(expense.amountMinor, expense.split, expense.currency, await leftoverHistory(tx, expense.groupId));
  const { currency: _currency, split, ...values } = expense;
  const [row] = await tx
    .insert(groupExpenses)
    .values({ ...values, splitMode: split.mode })
    .returning(expenseColumns);
  await writeShares(tx, row!.id, split, shares);
  await syncExpenseShares(tx, row!.id, lookup);
  await notifyExpenseShares(tx, { id: row!.id, groupId: expense.groupId, currency: expense.currency, description: expense.description, createdBy: expense.createdBy }, shares);
  return { row: row!, shares };
}

/**
 * What another part of the app needs to write an expense the same way (an event's cost booking):
 * the rates looked up before its transaction opens, then the write inside it.
 */
export function expenseWriter(rates?: ExchangeRates) {
  const lookup = shareRates(rates);
  return {
    prepare: (db: Pick<Database, 'execute'>, currency: string, memberIds: readonly string[], date: string) => prefetchShareRates(db, lookup, currency, memberIds, date),
    write: async (tx: Tx, expense: NewGroupExpense) => (await insertExpense(tx, expense, lookup)).row.id,
  };
}

/**
 * Adds an expense; each member's share becomes their own spending (a share row, see
 * `syncExpenseShares`) in the same database transaction.
 */
export async function createExpense(db: Database, groupId: string, userId: string, input: CreateGroupExpenseInput, rates?: ExchangeRates): Promise<GroupExpense> {
  const settings = await ownerSettings(db, userId);
  const lookup = shareRates(rates);
  await ratesAhead(db, lookup, groupId, userId, () => ({ date: pastOrToday(input.date, settings), memberIds: input.split.members.map((member) => member.userId) }));
  return db.transaction(async (tx) => {
    const access = await groupAccess(tx, groupId, userId);
    requireActive(access);
    const occurredOn = pastOrToday(input.date, settings);
    const amountMinor = expenseMinorOrFail(input.amount, access.currency);
    await requireCurrentMembers(tx, access.groupId, [input.paidBy], 'paidBy', messages.paidByNotMember);
    await requireCurrentMembers(
      tx,
      access.groupId,
      input.split.members.map((member) => member.userId),
      'split',
      messages.memberNotInGroup,
    );
    const { row, shares } = await insertExpense(
      tx,
      {
        groupId: access.groupId,
        currency: access.currency,
        paidBy: input.paidBy,
        description: input.description,
        amountMinor,
        occurredOn,
        split: input.split,
        category: input.category,
        createdBy: userId,
      },
      lookup,
    );
    return expenseView(tx, row, input.split, shares, access);
  });
}

/**
 * The reference rates a write's share rows will need, looked up before its database transaction
 * opens. Anything that fails here (no access, a bad date) is left for the write itself to refuse;
 * a rate that cannot be had is simply remembered as missing.
 */
async function ratesAhead(
  db: Database,
  lookup: RateLookup,
  groupId: string,
  userId: string,
  plan: () => { date: string; memberIds: readonly string[] } | Promise<{ date: string; memberIds: readonly string[] }>,
): Promise<void> {
  try {
    const access = await groupAccess(db, groupId, userId);
    const { date, memberIds } = await plan();
    await prefetchShareRates(db, lookup, access.currency, memberIds, date);
  } catch {
    // The write answers for itself.
  }
}

/** The expense `expenseId` of this group, row-locked; another group's expense is as missing as an unknown one. */
async function lockedExpense(tx: Tx, groupId: string, expenseId: string): Promise<ExpenseRow> {
  if (!isUuid(expenseId)) throw notFound(messages.expenseNotFound);
  const [row] = await tx
    .select(expenseColumns)
    .from(groupExpenses)
    .where(and(eq(groupExpenses.id, expenseId), eq(groupExpenses.groupId, groupId)))
    .for('update');
  if (!row) throw notFound(messages.expenseNotFound);
  return row;
}

async function storedSplit(tx: Tx, row: ExpenseRow): Promise<Split> {
  const shares = await tx.select({ userId: groupExpenseShares.userId, value: groupExpenseShares.value }).from(groupExpenseShares).where(eq(groupExpenseShares.expenseId, row.id));
  return {
    mode: row.splitMode,
    members: shares.map((share) => (row.splitMode === 'equal' || share.value === null ? { userId: share.userId } : { userId: share.userId, value: share.value })),
  };
}

/**
 * Applies the given fields to the stored expense and checks the whole result as a new one
 * would be checked. People newly named (a new payer, someone added to the split) must be
 * current members; a former member already on the expense may stay on it.
 */
export async function updateExpense(
  db: Database,
  groupId: string,
  expenseId: string,
  userId: string,
  patch: UpdateGroupExpenseInput,
  rates?: ExchangeRates,
): Promise<GroupExpense> {
  const settings = await ownerSettings(db, userId);
  const lookup = shareRates(rates);
  await ratesAhead(db, lookup, groupId, userId, async () => {
    const [stored] = await db
      .select({ occurredOn: groupExpenses.occurredOn })
      .from(groupExpenses)
      .where(and(eq(groupExpenses.id, expenseId), eq(groupExpenses.groupId, groupId)));
    const current = await db.select({ userId: groupExpenseShares.userId }).from(groupExpenseShares).where(eq(groupExpenseShares.expenseId, expenseId));
    return {
      date: patch.date === undefined ? (stored?.occurredOn ?? settings.today) : pastOrToday(patch.date, settings),
      memberIds: patch.split?.members.map((member) => member.userId) ?? current.map((share) => share.userId),
    };
  });
  return db.transaction(async (tx) => {
    const access = await groupAccess(tx, groupId, userId);
    const row = await lockedExpense(tx, access.groupId, expenseId);
    requireExpenseEditor(access, row);
    requireActive(access);
    const before = await storedSplit(tx, row);
    const merged = createGroupExpenseInput.safeParse({
      description: patch.description ?? row.description,
      amount: patch.amount ?? formatMinor(row.amountMinor, access.currency),
      paidBy: patch.paidBy ?? row.paidBy,
      date: patch.date ?? row.occurredOn,
      split: patch.split ?? before,
      category: patch.category ?? row.category,
    });
    if (!merged.success) {
      const issue = merged.error.issues[0];
      throw fieldError(String(issue?.path[0] ?? 'split'), issue?.message ?? messages.splitRequired);
    }
    const next = merged.data;
    const occurredOn = patch.date === undefined ? row.occurredOn : pastOrToday(next.date, settings);
    const amountMinor = expenseMinorOrFail(next.amount, access.currency);
    if (next.paidBy !== row.paidBy) await requireCurrentMembers(tx, access.groupId, [next.paidBy], 'paidBy', messages.paidByNotMember);
    const already = new Set(before.members.map((member) => member.userId));
    const added = next.split.members.map((member) => member.userId).filter((id) => !already.has(id));
    await requireCurrentMembers(tx, access.groupId, added, 'split', messages.memberNotInGroup);
    const shares = sharesOrFail(amountMinor, next.split, access.currency, await leftoverHistory(tx, access.groupId, row.id));
    const [updated] = await tx
      .update(groupExpenses)
      .set({ description: next.description, amountMinor, paidBy: next.paidBy, occurredOn, splitMode: next.split.mode, category: next.category, updatedAt: sql`now()` })
      .where(eq(groupExpenses.id, row.id))
      .returning(expenseColumns);
    await tx.delete(groupExpenseShares).where(eq(groupExpenseShares.expenseId, row.id));
    await writeShares(tx, row.id, next.split, shares);
    await syncExpenseShares(tx, row.id, lookup);
    return expenseView(tx, updated!, next.split, shares, access);
  });
}

export async function deleteExpense(db: Database, groupId: string, expenseId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await groupAccess(tx, groupId, userId);
    const row = await lockedExpense(tx, access.groupId, expenseId);
    requireExpenseEditor(access, row);
    requireActive(access);
    // The members' share rows go with it (foreign key, on delete cascade).
    await tx.delete(groupExpenses).where(eq(groupExpenses.id, row.id));
  });
}
