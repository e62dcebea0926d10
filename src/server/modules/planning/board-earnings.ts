import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { addDays, addMonths, daysBetween, monthKey, monthStart } from '../../../domain/shared/dates';
import { goalProgress } from '../../../domain/goals/goals';
import { convertMinor } from '../../../domain/currency/exchange-rate-math';
import { formatMinor } from '../../../domain/shared/money';
import { goalPace, zonedDays, type GoalPlan, type PlanningWeek } from '../../../domain/planning/planning';
import { earnedMinor } from '../../../domain/planning/time-tracking';
import type { Database } from '../../db/client';
import { financialGoals, timeEntries, timeProjects } from '../../db/schema/index';
import { referenceRateOrNull, type ExchangeRates } from '../../shared/exchange-rates';

type Reader = Pick<Database, 'select'>;

const e = timeEntries;
/** The recent pace a goal plan compares against: billable time of the last four weeks. */
const paceWeeks = 4;

const clippedSeconds = (start: Date, end: Date, from: Date, to: Date) =>
  Math.max(0, Math.floor((Math.min(end.getTime(), to.getTime()) - Math.max(start.getTime(), from.getTime())) / 1000));

const hours = (seconds: number) => Math.round(seconds / 360) / 10;

/** Today's reference rate from each of `currencies` into `to` ("1" for `to` itself); a currency with none is left out. */
async function ratesFrom(rates: ExchangeRates | undefined, currencies: string[], to: string, today: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const currency of new Set(currencies)) {
    const rate = currency === to ? '1' : await referenceRateOrNull(rates, currency, to, today);
    if (rate) found.set(currency, rate);
  }
  return found;
}

/**
 * This month's billable time at its projects' rates (each in the project's currency) against what
 * the user's goals need (a total, in the account's currency), and for each project linked to a
 * goal: the billable hours a week that reach the goal on time.
 */
export async function monthEarnings(
  db: Reader,
  userId: string,
  account: { timeZone: string; today: string; currency: string; rates?: ExchangeRates },
  now: Date,
): Promise<Pick<PlanningWeek, 'month' | 'earnings' | 'goalsNeed' | 'goalPlans'>> {
  const { timeZone, today } = account;
  const first = monthStart(today);
  const midnight = (date: string) => zonedDays(date, 1, timeZone)[0]!.from;
  const month = { from: midnight(first), to: midnight(addMonths(first, 1)) };
  const paceFrom = midnight(addDays(today, -7 * paceWeeks + 1));
  const windowFrom = new Date(Math.min(month.from.getTime(), paceFrom.getTime()));

  const [projects, entries, goals] = await Promise.all([
    db
      .select()
      .from(timeProjects)
      .where(and(eq(timeProjects.userId, userId), isNotNull(timeProjects.hourlyRateMinor))),
    db
      .select({ projectId: e.projectId, start: e.startedAt, end: e.endedAt, billedAt: e.billedAt })
      .from(e)
      .where(and(eq(e.userId, userId), eq(e.billable, true), isNotNull(e.endedAt), lt(e.startedAt, month.to), gt(e.endedAt, windowFrom))),
    db
      .select()
      .from(financialGoals)
      .where(and(eq(financialGoals.userId, userId), eq(financialGoals.status, 'active'))),
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

  // Goals are kept in the account's currency; one left in another counts at today's reference rate, or not at all without one.
  const toAccount = await ratesFrom(
    account.rates,
    goals.map((goal) => goal.currency),
    account.currency,
    today,
  );
  let needMinor = 0n;
  const progressById = new Map(
    goals.map((goal) => {
      const progress = goalProgress({
        targetMinor: goal.targetMinor,
        currentMinor: goal.currentMinor,
        status: goal.status,
        startDate: goal.startDate,
        targetDate: goal.targetDate,
        today,
      });
      const rate = toAccount.get(goal.currency);
      if (rate) needMinor += convertMinor(progress.neededPerMonthMinor, rate, goal.currency, account.currency);
      return [goal.id, { goal, progress }] as const;
    }),
  );

  // A project priced in another currency than its goal (the account's currency changed since) reaches it at today's reference rate.
  const linkedPairs = projects.flatMap((project) => {
    const linked = project.goalId ? progressById.get(project.goalId) : undefined;
    return linked ? [{ project, linked }] : [];
  });
  const goalToProject = new Map<string, string | null>();
  for (const { project, linked } of linkedPairs) {
    const key = `${linked.goal.currency}>${project.currency!}`;
    if (!goalToProject.has(key))
      goalToProject.set(key, linked.goal.currency === project.currency ? '1' : await referenceRateOrNull(account.rates, linked.goal.currency, project.currency!, today));
  }

  const goalPlans: GoalPlan[] = [];
  for (const { project, linked } of linkedPairs) {
    const rate = goalToProject.get(`${linked.goal.currency}>${project.currency!}`);
    if (!rate) continue;
    const recentSecondsPerWeek = Math.round((recentSeconds.get(project.id) ?? 0) / paceWeeks);
    const remainingMinor = convertMinor(linked.progress.remainingMinor, rate, linked.goal.currency, project.currency!);
    const pace = goalPace({ remainingMinor, daysLeft: daysBetween(today, linked.goal.targetDate), rateMinor: project.hourlyRateMinor!, recentSecondsPerWeek });
    goalPlans.push({
      goalId: linked.goal.id,
      goalTitle: linked.goal.title,
      projectId: project.id,
      projectName: project.name,
      currency: linked.goal.currency,
      remainingAmount: formatMinor(linked.progress.remainingMinor, linked.goal.currency),
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
      })),
    goalsNeed: { currency: account.currency, perMonth: formatMinor(needMinor, account.currency) },
    goalPlans,
  };
}
