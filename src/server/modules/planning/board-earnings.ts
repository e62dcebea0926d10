import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { addDays, addMonths, daysBetween, monthKey, monthStart } from '../../../domain/dates';
import { goalProgress } from '../../../domain/goals';
import { formatMinor } from '../../../domain/money';
import { goalPace, zonedDays, type GoalPlan, type PlanningWeek } from '../../../domain/planning';
import { earnedMinor } from '../../../domain/time-tracking';
import type { Database } from '../../db/client';
import { financialGoals, timeEntries, timeProjects } from '../../db/schema/index';

type Reader = Pick<Database, 'select'>;

const e = timeEntries;
/** The recent pace a goal plan compares against: billable time of the last four weeks. */
const paceWeeks = 4;

const clippedSeconds = (start: Date, end: Date, from: Date, to: Date) =>
  Math.max(0, Math.floor((Math.min(end.getTime(), to.getTime()) - Math.max(start.getTime(), from.getTime())) / 1000));

const hours = (seconds: number) => Math.round(seconds / 360) / 10;

/**
 * This month's billable time at its projects' rates against what the user's goals need, and for
 * each project linked to a goal: the billable hours a week that reach the goal on time.
 */
export async function monthEarnings(db: Reader, userId: string, timeZone: string, today: string, now: Date): Promise<Pick<PlanningWeek, 'month' | 'earnings' | 'goalPlans'>> {
  const first = monthStart(today);
  const midnight = (date: string) => zonedDays(date, 1, timeZone)[0]!.from;
  const month = { from: midnight(first), to: midnight(addMonths(first, 1)) };
  const paceFrom = midnight(addDays(today, -7 * paceWeeks + 1));
  const windowFrom = new Date(Math.min(month.from.getTime(), paceFrom.getTime()));

  const [projects, entries, goals] = await Promise.all([
    db.select().from(timeProjects).where(and(eq(timeProjects.userId, userId), isNotNull(timeProjects.hourlyRateMinor))),
    db
      .select({ projectId: e.projectId, start: e.startedAt, end: e.endedAt, billedAt: e.billedAt })
      .from(e)
      .where(and(eq(e.userId, userId), eq(e.billable, true), isNotNull(e.endedAt), lt(e.startedAt, month.to), gt(e.endedAt, windowFrom))),
    db.select().from(financialGoals).where(and(eq(financialGoals.userId, userId), eq(financialGoals.status, 'active'))),
  ]);

  const byCurrency = new Map<string, { seconds: number; earned: { rateMinor: bigint; seconds: number }[]; billed: { rateMinor: bigint; seconds: number }[] }>();
  for (const project of projects) byCurrency.set(project.currency!, byCurrency.get(project.currency!) ?? { seconds: 0, earned: [], billed: [] });
  const projectById = new Map(projects.map((project) => [project.id, project]));
  const recentSeconds = new Map<string, number>();
  for (const entry of entries) {
    const project = projectById.get(entry.projectId);
    if (!project || !entry.end) continue;
    const inMonth = clippedSeconds(entry.start, entry.end, month.from, month.to);
    const totals = byCurrency.get(project.currency!)!;
    totals.seconds += inMonth;
    totals.earned.push({ rateMinor: project.hourlyRateMinor!, seconds: inMonth });
    if (entry.billedAt) totals.billed.push({ rateMinor: project.hourlyRateMinor!, seconds: inMonth });
    recentSeconds.set(project.id, (recentSeconds.get(project.id) ?? 0) + clippedSeconds(entry.start, entry.end, paceFrom, now));
  }

  const needByCurrency = new Map<string, bigint>();
  const progressById = new Map(
    goals.map((goal) => {
      const progress = goalProgress({ targetMinor: goal.targetMinor, currentMinor: goal.currentMinor, status: goal.status, startDate: goal.startDate, targetDate: goal.targetDate, today });
      needByCurrency.set(goal.currency, (needByCurrency.get(goal.currency) ?? 0n) + progress.neededPerMonthMinor);
      return [goal.id, { goal, progress }] as const;
    }),
  );

  const goalPlans: GoalPlan[] = [];
  for (const project of projects) {
    const linked = project.goalId ? progressById.get(project.goalId) : undefined;
    if (!linked || linked.goal.currency !== project.currency) continue;
    const recentSecondsPerWeek = Math.round((recentSeconds.get(project.id) ?? 0) / paceWeeks);
    const pace = goalPace({ remainingMinor: linked.progress.remainingMinor, daysLeft: daysBetween(today, linked.goal.targetDate), rateMinor: project.hourlyRateMinor!, recentSecondsPerWeek });
    goalPlans.push({
      goalId: linked.goal.id,
      goalTitle: linked.goal.title,
      projectId: project.id,
      projectName: project.name,
      currency: project.currency!,
      remainingAmount: formatMinor(linked.progress.remainingMinor, project.currency!),
      targetDate: linked.goal.targetDate,
      state: pace.state,
      neededHoursPerWeek: hours(pace.neededSecondsPerWeek),
      recentHoursPerWeek: hours(recentSecondsPerWeek),
      extraHoursPerWeek: pace.extraHoursPerWeek,
    });
  }

  return {
    month: monthKey(today),
    earnings: [...byCurrency]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, totals]) => ({
        currency,
        billableSeconds: totals.seconds,
        earned: formatMinor(earnedMinor(totals.earned), currency),
        billed: formatMinor(earnedMinor(totals.billed), currency),
        goalsNeedPerMonth: formatMinor(needByCurrency.get(currency) ?? 0n, currency),
      })),
    goalPlans,
  };
}
