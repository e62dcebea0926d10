import { and, between, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import { goalProgress, isClearlyBehind } from '../../../domain/goals/goals';
import { addDays, daysBetween, monthKey, todayInZone } from '../../../domain/shared/dates';
import type { Database } from '../../db/client';
import { financialGoals, users } from '../../db/schema/index';
import type { NotifyInput } from '../../shared/notify';

type Reader = Pick<Database, 'select'>;

/** A deadline reminder is due in the week before the target date. */
export const deadlineLeadDays = 7;

const link = (goalId: string) => `/financial-goals?goal=${goalId}`;

/** Active goals not reached yet, with their owner's zone: the only ones worth a reminder. */
function openGoals(db: Reader, ...conditions: SQL[]) {
  return db
    .select({ goal: financialGoals, timezone: users.timezone })
    .from(financialGoals)
    .innerJoin(users, eq(users.id, financialGoals.userId))
    .where(and(eq(financialGoals.status, 'active'), lt(financialGoals.currentMinor, financialGoals.targetMinor), ...conditions));
}

/**
 * `goalDeadline`, once per goal and target date: the target date is one to seven days ahead in
 * the owner's zone. A goal set up less than a week before its date is left alone (its owner has
 * just chosen that date). The SQL window is a day wider on each side than any zone's today.
 */
async function deadlineReminders(db: Reader, now: Date): Promise<NotifyInput[]> {
  const utcToday = todayInZone('UTC', now);
  const rows = await openGoals(
    db,
    between(financialGoals.targetDate, utcToday, addDays(utcToday, deadlineLeadDays + 1)),
    lte(financialGoals.startDate, sql`${financialGoals.targetDate} - ${deadlineLeadDays}::int`),
  );
  return rows.flatMap(({ goal, timezone }) => {
    const daysLeft = daysBetween(todayInZone(timezone, now), goal.targetDate);
    if (daysLeft < 1 || daysLeft > deadlineLeadDays) return [];
    return [
      {
        userId: goal.userId,
        kind: 'goalDeadline' as const,
        params: { goalId: goal.id, goalName: goal.title, deadline: goal.targetDate, remainingMinor: Number(goal.targetMinor - goal.currentMinor), currency: goal.currency },
        link: link(goal.id),
        dedupeKey: `goalDeadline:${goal.id}:${goal.targetDate}`,
      },
    ];
  });
}

/** `goalBehind`, at most once per goal and month (the owner's month): clearly behind the goal's own pace figure. */
async function behindReminders(db: Reader, now: Date): Promise<NotifyInput[]> {
  const utcToday = todayInZone('UTC', now);
  const rows = await openGoals(db, gt(financialGoals.targetDate, addDays(utcToday, -1)), lt(financialGoals.startDate, addDays(utcToday, 1)));
  return rows.flatMap(({ goal, timezone }) => {
    const today = todayInZone(timezone, now);
    const progress = goalProgress({ ...goal, today });
    if (!isClearlyBehind(progress)) return [];
    return [
      {
        userId: goal.userId,
        kind: 'goalBehind' as const,
        params: { goalId: goal.id, goalName: goal.title, expectedPercent: progress.expectedPercent, actualPercent: progress.percent },
        link: link(goal.id),
        dedupeKey: `goalBehind:${goal.id}:${monthKey(today)}`,
      },
    ];
  });
}

export async function dueGoalReminders(db: Reader, now: Date): Promise<NotifyInput[]> {
  return [...(await deadlineReminders(db, now)), ...(await behindReminders(db, now))];
}
