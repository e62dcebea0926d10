import { and, eq, sql, type SQL } from 'drizzle-orm';
import { errorCodes } from '../../../domain/shared/errors';
import { goalShareMessages } from '../../../domain/goals/goal-shares';
import { goalMessages } from '../../../domain/goals/goals';
import { transactionMessages } from '../../../domain/transactions/transactions';
import type { Database } from '../../db/client';
import { financialGoals } from '../../db/schema/index';
import { AppError, fieldError } from '../../http/app-error';
import { goalAccessOf, goalContributableBy } from '../../shared/goal-access';

export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * contribute: new money into an active goal. adjust: a bigger or smaller existing contribution
 * to the same goal (refused only when it would add to an archived goal). revert: money taken
 * back when a contribution is deleted or moved (always allowed).
 *
 * Adding money (contribute, a bigger adjust) needs the goal to be the user's own or shared with
 * one of their groups with can_contribute. Taking their own money back (revert, a smaller
 * adjust) needs only the contribution, which the caller has already found to be the user's:
 * it keeps working after the goal is unshared or the user leaves the group.
 */
export type GoalChangeKind = 'contribute' | 'adjust' | 'revert';

export interface GoalChange {
  goalId: string;
  /** In minor units of `currency`, the goal's currency the contribution was recorded in. */
  deltaMinor: bigint;
  currency: string;
  kind: GoalChangeKind;
}

/**
 * Moves a goal's current amount by `deltaMinor` in one conditional UPDATE (row-locked, so
 * concurrent contributions never lose an update). Reaching the target completes the goal;
 * over-funding is allowed and the surplus stays on the goal. Falling below the target re-opens
 * a completed goal. Fails with a field error when the goal may not take the change.
 */
export async function changeGoalBalance(tx: DbTransaction, userId: string, change: GoalChange): Promise<void> {
  const g = financialGoals;
  const delta = sql`${change.deltaMinor.toString()}::bigint`;
  const next = sql`greatest(${g.currentMinor} + ${delta}, 0)`;
  const conditions: SQL[] = [eq(g.id, change.goalId)];
  if (addsMoney(change)) conditions.push(goalContributableBy(tx, userId));
  // Money in one currency never moves a goal saved in another (a goal converted meanwhile).
  conditions.push(eq(g.currency, change.currency));
  if (change.kind === 'contribute') conditions.push(eq(g.status, 'active'));
  if (change.kind === 'adjust' && change.deltaMinor > 0n) conditions.push(sql`${g.status} <> 'archived'`);
  const updated = await tx
    .update(g)
    .set({
      currentMinor: next,
      status: sql`case when ${g.status} = 'archived' then 'archived'
        when ${next} >= ${g.targetMinor} then 'completed'
        when ${g.status} = 'completed' then 'active' else ${g.status} end`,
      completedAt: sql`case when ${g.status} = 'active' and ${next} >= ${g.targetMinor} then now()
        when ${g.status} = 'completed' and ${next} < ${g.targetMinor} then null else ${g.completedAt} end`,
      updatedAt: sql`now()`,
    })
    .where(and(...conditions))
    .returning({ id: g.id });
  // Taking money back is always allowed; from a goal whose currency the contribution no longer matches there is nothing exact to take.
  if (updated.length > 0 || change.kind === 'revert') return;
  throw await refusal(tx, userId, change);
}

const addsMoney = (change: GoalChange) => change.kind === 'contribute' || (change.kind === 'adjust' && change.deltaMinor > 0n);

/** Why the goal refused the change. Someone with no access learns only that there is no such goal. */
async function refusal(tx: DbTransaction, userId: string, change: GoalChange) {
  const access = await goalAccessOf(tx, change.goalId, userId);
  if (!access) return fieldError('goalId', transactionMessages.goalNotFound);
  if (access === 'view' && addsMoney(change)) {
    return new AppError(403, errorCodes.forbidden, goalShareMessages.cannotContribute, { goalId: goalShareMessages.cannotContribute });
  }
  const [goal] = await tx.select({ currency: financialGoals.currency }).from(financialGoals).where(eq(financialGoals.id, change.goalId));
  if (!goal) return fieldError('goalId', transactionMessages.goalNotFound);
  if (goal.currency !== change.currency) return fieldError('goalId', transactionMessages.goalCurrencyMismatch);
  return fieldError('goalId', goalMessages.notActive);
}

/** Applies several goal changes in goal-id order, so two writers never lock two goals in opposite orders. */
export async function changeGoalBalances(tx: DbTransaction, userId: string, changes: GoalChange[]): Promise<void> {
  const ordered = changes.filter((change) => change.deltaMinor !== 0n).sort((a, b) => (a.goalId < b.goalId ? -1 : a.goalId > b.goalId ? 1 : 0));
  for (const change of ordered) await changeGoalBalance(tx, userId, change);
}
