import { and, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { cashFlowLinks, type CashFlowItem, type CashFlowItemKind } from '../../domain/cash-flow/cash-flow';
import { goalContributionDates } from '../../domain/cash-flow/timeline';
import { estimateEventCost } from '../../domain/events/event-cost';
import type { FinancialPosition } from '../../domain/insights/financial-position';
import { occurrencesDue } from '../../domain/recurring/occurrences';
import { overdueWindowDays } from '../../domain/recurring/recurring';
import { addDays, dateInZone, type IsoDate } from '../../domain/shared/dates';
import { instantFromWallTime } from '../../domain/shared/zoned-time';
import type { Database } from '../db/client';
import { eventExceptions, events, groupMembers, groups, recurringOccurrences, recurringSchedules } from '../db/schema/index';
import { answersFor, bookingKey, loadBookings, loadEventAnswers } from './event-answers';
import { occurrencesOf } from './event-queries';

type Reader = Pick<Database, 'select'>;

/** An expected movement in the currency its source holds, signed (income positive). */
export interface ForeignEntry {
  date: IsoDate;
  kind: CashFlowItemKind;
  amountMinor: bigint;
  currency: string;
  item: Omit<CashFlowItem, 'kind' | 'amount' | 'originalAmount' | 'originalCurrency'>;
}

const noRefs = { scheduleId: null, eventId: null, occurrenceStart: null, goalId: null } as const;

/** How far a weekend shift may move a due date from the date the rule gives. */
const weekendSlack = 3;

/** Open occurrences due in the window, and open overdue ones counted today. */
export async function scheduleEntries(db: Reader, userId: string, from: IsoDate, to: IsoDate): Promise<ForeignEntry[]> {
  const overdueFrom = addDays(from, -overdueWindowDays);
  const [schedules, done] = await Promise.all([
    db
      .select()
      .from(recurringSchedules)
      .where(
        and(
          eq(recurringSchedules.userId, sql.placeholder('userId')),
          lte(recurringSchedules.startsOn, sql.placeholder('last')),
          or(isNull(recurringSchedules.endsOn), gte(recurringSchedules.endsOn, sql.placeholder('first'))),
        ),
      )
      .prepare('cash_flow_schedules')
      .execute({ userId, first: addDays(overdueFrom, -weekendSlack), last: addDays(to, weekendSlack) }),
    db
      .select({ scheduleId: recurringOccurrences.scheduleId, scheduledOn: recurringOccurrences.scheduledOn })
      .from(recurringOccurrences)
      .where(
        and(
          eq(recurringOccurrences.userId, sql.placeholder('userId')),
          gte(recurringOccurrences.dueOn, sql.placeholder('first')),
          lte(recurringOccurrences.dueOn, sql.placeholder('last')),
        ),
      )
      .prepare('cash_flow_occurrences')
      .execute({ userId, first: addDays(overdueFrom, -weekendSlack), last: addDays(to, weekendSlack) }),
  ]);
  const closed = new Set(done.map((row) => `${row.scheduleId}|${row.scheduledOn}`));
  const entries: ForeignEntry[] = [];
  for (const schedule of schedules) {
    for (const occurrence of occurrencesDue(schedule, overdueFrom, to)) {
      if (closed.has(`${schedule.id}|${occurrence.scheduledOn}`)) continue;
      const overdue = occurrence.dueOn < from;
      entries.push({
        date: overdue ? from : occurrence.dueOn,
        kind: schedule.type === 'income' ? 'income' : 'bill',
        amountMinor: schedule.type === 'income' ? schedule.amountMinor : -schedule.amountMinor,
        currency: schedule.currency,
        item: { ...noRefs, title: schedule.description || schedule.category, overdue, scheduleId: schedule.id, link: cashFlowLinks.schedule(schedule.id) },
      });
    }
  }
  return entries;
}

function midnightIn(date: IsoDate, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantFromWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

const dayMs = 24 * 60 * 60 * 1000;

/** The window [from, to] in the user's zone as instants: from their midnight to the midnight after `to`. */
export function windowInstants(timeZone: string, from: IsoDate, to: IsoDate): { start: Date; end: Date } {
  return { start: midnightIn(from, timeZone), end: midnightIn(addDays(to, 1), timeZone) };
}

/** Costed events of the user's active groups that may start in [start, end), with their group's currency. */
export async function costedEventsIn(db: Reader, userId: string, start: Date, end: Date) {
  // Widened by a day: all-day events sit on UTC midnights, a reader's day may be hours away.
  const wideStart = new Date(start.getTime() - dayMs);
  const wideEnd = new Date(end.getTime() + dayMs);
  return db
    .select({ event: events, currency: groups.currency })
    .from(events)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, events.groupId), eq(groupMembers.userId, userId)))
    .innerJoin(groups, and(eq(groups.id, events.groupId), eq(groups.status, 'active')))
    .where(
      and(
        isNotNull(events.costMinor),
        or(
          and(isNull(events.recurrence), lt(events.startAt, wideEnd), gt(events.startAt, wideStart)),
          and(
            isNotNull(events.recurrence),
            or(isNull(events.recurrenceUntil), gt(events.recurrenceUntil, wideStart)),
            or(
              lt(events.startAt, wideEnd),
              sql`exists (select 1 from ${eventExceptions} where ${eventExceptions.eventId} = ${events.id} and ${eventExceptions.startAt} < ${wideEnd})`,
            ),
          ),
        ),
      ),
    );
}

/**
 * The user's shares of costed events of their active groups starting in the window that they are
 * going to and that are not booked yet, in each group's currency. `assumeGoing` names an event
 * whose share is wanted as if the user went (an affordability question asked before answering).
 */
export async function eventEntries(db: Reader, userId: string, timeZone: string, from: IsoDate, to: IsoDate, assumeGoing: string | null = null): Promise<ForeignEntry[]> {
  const { start, end } = windowInstants(timeZone, from, to);
  const rows = await costedEventsIn(db, userId, start, end);
  if (rows.length === 0) return [];
  const currencyOf = new Map(rows.map((row) => [row.event.id, row.currency]));
  const occurrences = (
    await occurrencesOf(
      db,
      rows.map((row) => row.event),
      start,
      end,
      undefined,
      timeZone,
    )
  )
    .map((occurrence) => ({ occurrence, date: occurrence.days?.first ?? dateInZone(occurrence.start, timeZone) }))
    .filter(({ date }) => date >= from && date <= to);
  if (occurrences.length === 0) return [];
  const ids = [...new Set(occurrences.map(({ occurrence }) => occurrence.event.id))];
  const [answers, bookings] = await Promise.all([loadEventAnswers(db, ids), loadBookings(db, ids)]);
  const entries: ForeignEntry[] = [];
  for (const { occurrence, date } of occurrences) {
    const { event } = occurrence;
    if (bookings.has(`${event.id}|${bookingKey(occurrence.originalStart)}`)) continue;
    const currency = currencyOf.get(event.id)!;
    const given = answersFor(answers, event.id, occurrence.originalStart);
    const mine = given.find((answer) => answer.userId === userId);
    const answered =
      event.id === assumeGoing && mine?.status !== 'going'
        ? [...given.filter((answer) => answer !== mine), { userId, status: 'going' as const, guests: mine?.guests ?? 0 }]
        : given;
    if (!answered.some((answer) => answer.userId === userId && answer.status === 'going')) continue;
    const share = estimateEventCost(event.costMinor!, event.costPerPerson, answered, currency).shares.find((entry) => entry.userId === userId);
    if (!share || share.shareMinor === 0n) continue;
    const occurrenceStart = occurrence.originalStart?.toISOString() ?? null;
    entries.push({
      date,
      kind: 'event',
      amountMinor: -share.shareMinor,
      currency,
      item: { ...noRefs, title: occurrence.title, overdue: false, eventId: event.id, occurrenceStart, link: cashFlowLinks.event(event.id, date, occurrenceStart) },
    });
  }
  return entries;
}

/** The planned contributions of the user's active goals with an amount needed each month. */
export function goalEntries(goals: FinancialPosition['goals'], from: IsoDate, to: IsoDate, leaveOut: string | null = null): ForeignEntry[] {
  return goals
    .filter((goal) => goal.status === 'active' && goal.progress.neededPerMonthMinor > 0n && goal.id !== leaveOut)
    .flatMap((goal) =>
      goalContributionDates(from, to, goal.targetDate).map((date) => ({
        date,
        kind: 'goal' as const,
        amountMinor: -goal.progress.neededPerMonthMinor,
        currency: goal.currency,
        item: { ...noRefs, title: goal.title, overdue: false, goalId: goal.id, link: cashFlowLinks.goal(goal.id) },
      })),
    );
}
