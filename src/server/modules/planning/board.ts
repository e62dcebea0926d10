import { and, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/shared/dates';
import { focusBand, focusScore, mondayOf, plannedByDay, totalsByProject, trackedByDay, trackingStreaks, zonedDays, type PlanningWeek } from '../../../domain/planning/planning';
import type { Database } from '../../db/client';
import { timeEntries, timeProjects } from '../../db/schema/index';
import { occurrencesOf, seriesInWindow } from '../../shared/event-queries';
import type { ExchangeRates } from '../../shared/exchange-rates';
import { ownerSettings } from '../../shared/owner-settings';
import { monthEarnings } from './board-earnings';

type Reader = Pick<Database, 'select' | 'selectDistinct'>;

const e = timeEntries;
/** How far back streaks look: a year and a bit is more than any streak a card shows. */
const streakWindowDays = 400;

async function entriesBetween(db: Reader, userId: string, from: Date, to: Date) {
  return db
    .select({ projectId: e.projectId, start: e.startedAt, end: e.endedAt, billable: e.billable })
    .from(e)
    .where(and(eq(e.userId, userId), lt(e.startedAt, to), or(gt(e.endedAt, from), isNull(e.endedAt))));
}

async function trackedDates(db: Reader, userId: string, timeZone: string, since: Date): Promise<string[]> {
  const day = sql<string>`to_char(${e.startedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(e)
    .where(and(eq(e.userId, userId), gte(e.startedAt, since)));
  return rows.map((row) => row.day);
}

/**
 * The planning board for the seven days from `start` (Monday of this week by default), with
 * days bounded by midnights in the user's zone, so a week across a daylight-saving change has
 * one 23- or 25-hour day and every tracked second lands on the day the user lived it.
 */
export async function planningWeek(db: Database, userId: string, start?: string, rates?: ExchangeRates): Promise<PlanningWeek> {
  const { timezone, today, currency } = await ownerSettings(db, userId);
  const weekStart = start ?? mondayOf(today);
  const days = zonedDays(weekStart, 7, timezone);
  const from = days[0]!.from;
  const to = days[6]!.to;
  const now = new Date();

  const [spans, projects, series, dates] = await Promise.all([
    entriesBetween(db, userId, from, to),
    db.select({ id: timeProjects.id, name: timeProjects.name, color: timeProjects.color }).from(timeProjects).where(eq(timeProjects.userId, userId)),
    seriesInWindow(db, { personalOf: userId, groupsOf: userId }, from, to),
    trackedDates(db, userId, timezone, new Date(now.getTime() - streakWindowDays * 86_400_000)),
  ]);
  const occurrences = await occurrencesOf(db, series, from, to, undefined, timezone);
  const tracked = trackedByDay(spans, days, now);
  const planned = plannedByDay(occurrences, days);
  const dayTotals = tracked.map((day, index) => ({ ...day, plannedSeconds: planned[index] ?? 0 }));

  const byProject = new Map(totalsByProject(spans, from, to, now).map((totals) => [totals.projectId, totals]));
  const elapsed = dayTotals.filter((day) => day.date <= today);
  const score = focusScore(elapsed);
  const sum = (pick: (day: (typeof dayTotals)[number]) => number) => dayTotals.reduce((total, day) => total + pick(day), 0);
  const earnings = await monthEarnings(db, userId, { timeZone: timezone, today, currency, rates }, now);

  return {
    start: weekStart,
    end: addDays(weekStart, 6),
    today,
    timeZone: timezone,
    days: dayTotals,
    projects: projects
      .filter((project) => byProject.has(project.id))
      .map((project) => ({ ...byProject.get(project.id)!, projectId: project.id, name: project.name, color: project.color }))
      .sort((a, b) => b.seconds - a.seconds),
    totals: { trackedSeconds: sum((day) => day.trackedSeconds), plannedSeconds: sum((day) => day.plannedSeconds), billableSeconds: sum((day) => day.billableSeconds) },
    plannedBlocks: occurrences.map((occurrence) => ({
      eventId: occurrence.event.id,
      title: occurrence.title,
      start: occurrence.start.toISOString(),
      end: occurrence.end.toISOString(),
      groupId: occurrence.event.groupId,
    })),
    focus: { score, band: score === null ? null : focusBand(score) },
    streak: trackingStreaks(dates, today),
    ...earnings,
  };
}
