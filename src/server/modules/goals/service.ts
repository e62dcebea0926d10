import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { isFutureDate, goalMessages, statusAfterAmountChange, type CreateGoalInput, type Goal, type ListGoalsQuery, type UpdateGoalInput } from '../../../domain/goals/goals';
import type { GoalStatus } from '../../../domain/categories/categories';
import type { Database } from '../../db/client';
import { financialGoals, goalGroupShares, groupMembers, type FinancialGoalRow } from '../../db/schema/index';
import { fieldError, notFound } from '../../http/app-error';
import { requireOwned } from '../../http/require-owned';
import { isUuid } from '../../http/route-kit';
import { dateOrFail, minorOrFail, ownerSettings } from '../../shared/owner-settings';
import { goalVisibleTo } from '../../shared/goal-access';
import { goalsAsSeenBy } from './shared-goals';

function futureTargetDate(value: string, timezone: string, today: string): string {
  const date = dateOrFail(value, timezone, 'targetDate', goalMessages.targetDateRequired);
  if (!isFutureDate(date, today)) throw fieldError('targetDate', goalMessages.targetDateInFuture);
  return date;
}

/** completed_at follows the status: stamped on entering completed, cleared on leaving it. */
function completedAtFor(previous: GoalStatus | null, next: GoalStatus, stamp: Date | null): SQL | Date | null {
  if (next !== 'completed') return null;
  return previous === 'completed' ? stamp : sql`now()`;
}

const newestFirst = (a: FinancialGoalRow, b: FinancialGoalRow) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The user's own goals and the goals shared with any of their groups, newest first, each once.
 * Two reads rather than one with OR, so each walks its own index (own goals by user, shared
 * ones from the user's memberships).
 */
export async function listGoals(db: Database, userId: string, query: ListGoalsQuery): Promise<Goal[]> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(financialGoals.status, query.status));
  if (query.category) filters.push(eq(financialGoals.category, query.category));
  if (query.priority) filters.push(eq(financialGoals.priority, query.priority));
  // One prepared statement per combination of filters (each is a distinct SQL text).
  const shape = [query.status && 'status', query.category && 'category', query.priority && 'priority'].filter(Boolean).join('_');
  const [settings, own, shared] = await Promise.all([
    ownerSettings(db, userId),
    db
      .select()
      .from(financialGoals)
      .where(and(eq(financialGoals.userId, userId), ...filters))
      .orderBy(desc(financialGoals.createdAt), desc(financialGoals.id))
      .prepare(`goals_list_${shape}`)
      .execute(),
    db
      .select({ goal: financialGoals })
      .from(groupMembers)
      .innerJoin(goalGroupShares, eq(goalGroupShares.groupId, groupMembers.groupId))
      .innerJoin(financialGoals, eq(financialGoals.id, goalGroupShares.goalId))
      .where(and(eq(groupMembers.userId, userId), ne(financialGoals.userId, userId), ...filters))
      .prepare(`shared_goals_list_${shape}`)
      .execute(),
  ]);
  // A goal shared with two of the user's groups arrives twice.
  const sharedOnce = [...new Map(shared.map(({ goal }) => [goal.id, goal])).values()];
  return goalsAsSeenBy(db, userId, [...own, ...sharedOnce].sort(newestFirst), settings.today);
}

/** One goal the user owns, or one shared with them (read-only here: edits stay the owner's). */
export async function getGoal(db: Database, userId: string, goalId: string): Promise<Goal> {
  if (!isUuid(goalId)) throw notFound();
  const [settings, rows] = await Promise.all([
    ownerSettings(db, userId),
    db
      .select()
      .from(financialGoals)
      .where(and(eq(financialGoals.id, goalId), goalVisibleTo(db, userId))),
  ]);
  const [goal] = await goalsAsSeenBy(db, userId, rows, settings.today);
  if (!goal) throw notFound();
  return goal;
}

/** The owner's view of a goal they just wrote. */
async function ownView(db: Database, userId: string, row: FinancialGoalRow, today: string): Promise<Goal> {
  const [goal] = await goalsAsSeenBy(db, userId, [row], today);
  if (!goal) throw notFound();
  return goal;
}

export async function createGoal(db: Database, userId: string, input: CreateGoalInput): Promise<Goal> {
  const { timezone, currency, today } = await ownerSettings(db, userId);
  const targetDate = futureTargetDate(input.targetDate, timezone, today);
  const targetMinor = minorOrFail(input.targetAmount, currency, 'targetAmount', goalMessages.invalidAmount);
  const currentMinor = minorOrFail(input.currentAmount, currency, 'currentAmount', goalMessages.invalidAmount);
  // A status given by hand (completed, archived) is kept; an active goal is where its amounts put it.
  const status = input.status && input.status !== 'active' ? input.status : statusAfterAmountChange('active', currentMinor, targetMinor);
  const [row] = await db
    .insert(financialGoals)
    .values({
      userId,
      title: input.title,
      description: input.description,
      targetMinor,
      currentMinor,
      currency,
      targetDate,
      category: input.category,
      priority: input.priority,
      status,
      startDate: today,
      completedAt: completedAtFor(null, status, null),
    })
    .returning();
  return ownView(db, userId, row!, today);
}

function nextStatus(row: FinancialGoalRow, input: UpdateGoalInput, currentMinor: bigint, targetMinor: bigint): GoalStatus {
  const requested = input.status ?? row.status;
  const amountsChanged = currentMinor !== row.currentMinor || targetMinor !== row.targetMinor;
  // Re-opening or re-funding a goal puts it where its amounts say; archiving and marking done by hand are kept.
  if (requested === 'active' || (amountsChanged && requested !== 'archived' && input.status !== 'completed')) {
    return statusAfterAmountChange(requested, currentMinor, targetMinor);
  }
  return requested;
}

export async function updateGoal(db: Database, userId: string, goalId: string, input: UpdateGoalInput): Promise<Goal> {
  if (!isUuid(goalId)) throw notFound();
  const { timezone, today } = await ownerSettings(db, userId);
  const targetDate = input.targetDate === undefined ? undefined : futureTargetDate(input.targetDate, timezone, today);
  const updated = await db.transaction(async (tx) => {
    const row = await requireOwned(tx, financialGoals, goalId, userId);
    const targetMinor = input.targetAmount === undefined ? row.targetMinor : minorOrFail(input.targetAmount, row.currency, 'targetAmount', goalMessages.invalidAmount);
    const currentMinor = input.currentAmount === undefined ? row.currentMinor : minorOrFail(input.currentAmount, row.currency, 'currentAmount', goalMessages.invalidAmount);
    const amountsEdited = input.targetAmount !== undefined || input.currentAmount !== undefined;
    // Contributions may over-fund a goal; only amounts typed into the form must stay within the target.
    if (amountsEdited && currentMinor > targetMinor) throw fieldError('currentAmount', goalMessages.currentExceedsTarget);
    const status = nextStatus(row, input, currentMinor, targetMinor);
    const [saved] = await tx
      .update(financialGoals)
      .set({
        title: input.title,
        description: input.description === undefined ? undefined : input.description,
        targetMinor,
        currentMinor,
        targetDate,
        category: input.category,
        priority: input.priority,
        status,
        completedAt: completedAtFor(row.status, status, row.completedAt),
        updatedAt: sql`now()`,
      })
      .where(eq(financialGoals.id, row.id))
      .returning();
    return saved!;
  });
  return ownView(db, userId, updated, today);
}

/** Deleting a goal keeps its contributions in the history, no longer linked to a goal. */
export async function deleteGoal(db: Database, userId: string, goalId: string): Promise<void> {
  if (!isUuid(goalId)) throw notFound();
  const deleted = await db
    .delete(financialGoals)
    .where(and(eq(financialGoals.id, goalId), eq(financialGoals.userId, userId)))
    .returning({ id: financialGoals.id });
  if (deleted.length === 0) throw notFound();
}
