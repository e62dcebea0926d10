import { and, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { cashFlowLinks, type CashFlowItem, type CashFlowItemKind } from '../../domain/cash-flow/cash-flow';
import { goalContributionDates } from '../../domain/cash-flow/timeline';
import { estimateEventCost, type CostAnswer } from '../../domain/events/event-cost';
import type { FinancialPosition } from '../../domain/insights/financial-position';
import { occurrencesDue, type Occurrence, type ScheduleTiming } from '../../domain/recurring/occurrences';
import { overdueWindowDays } from '../../domain/recurring/recurring';
import { addDays, dateInZone, type IsoDate } from '../../domain/shared/dates';
import { instantFromWallTime } from '../../domain/shared/zoned-time';
import type { Database } from '../db/client';
import { eventCostBookings, eventExceptions, eventOccurrenceRsvps, eventRsvps, events, groupMembers, groups, recurringOccurrences, recurringSchedules } from '../db/schema/index';
import { answersFor, bookingKey, type EventAnswers } from './event-answers';
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

/**
 * The dates the loaders read, wide enough for any zone: a user's today is within a day of UTC's,
 * so the rows are read before the user's zone is known (all in one round trip) and the exact
 * window is applied once it is.
 */
export function readingWindow(days: number, now: Date = new Date()): { first: IsoDate; last: IsoDate } {
  const utcToday = now.toISOString().slice(0, 10);
  return { first: addDays(utcToday, -1), last: addDays(utcToday, days) };
}

/** The user's schedules that may fall in the window or be overdue, each with the occurrences already posted, paid or skipped. */
export function loadSchedules(db: Reader, userId: string, { first, last }: { first: IsoDate; last: IsoDate }) {
  const from = addDays(first, -overdueWindowDays - weekendSlack);
  const to = addDays(last, weekendSlack);
  return db
    .select({
      schedule: recurringSchedules,
      // The closed ones ride along (one round trip): what is posted, paid or skipped is already in the balance.
      closed: sql<string[]>`(select coalesce(json_agg(${recurringOccurrences.scheduledOn}), '[]') from ${recurringOccurrences}
        where ${recurringOccurrences.scheduleId} = ${recurringSchedules.id} and ${recurringOccurrences.dueOn} between ${sql.placeholder('from')} and ${sql.placeholder('to')})`,
    })
    .from(recurringSchedules)
    .where(
      and(
        eq(recurringSchedules.userId, sql.placeholder('userId')),
        lte(recurringSchedules.startsOn, sql.placeholder('to')),
        or(isNull(recurringSchedules.endsOn), gte(recurringSchedules.endsOn, sql.placeholder('from'))),
      ),
    )
    .prepare('cash_flow_schedules')
    .execute({ userId, from, to });
}
export type ScheduleRows = Awaited<ReturnType<typeof loadSchedules>>;

/** Expansions by rule and window: a rule's dates never change, and every request of a day asks the same. */
const expanded = new Map<string, Occurrence[]>();
const expandedMax = 5000;

function expandedOccurrences(timing: ScheduleTiming, from: IsoDate, to: IsoDate): Occurrence[] {
  const key = `${timing.rule}|${timing.startsOn}|${timing.endsOn ?? ''}|${timing.weekend}|${from}|${to}`;
  const known = expanded.get(key);
  if (known) return known;
  const found = occurrencesDue(timing, from, to);
  if (expanded.size >= expandedMax) expanded.delete(expanded.keys().next().value!);
  expanded.set(key, found);
  return found;
}

/** Open occurrences due in the window, and open overdue ones (the last 60 days, as the upcoming list says) counted today. */
export function scheduleEntries(rows: ScheduleRows, from: IsoDate, to: IsoDate): ForeignEntry[] {
  const overdueFrom = addDays(from, -overdueWindowDays);
  const entries: ForeignEntry[] = [];
  for (const { schedule, closed } of rows) {
    const done = new Set(closed);
    for (const occurrence of expandedOccurrences(schedule, overdueFrom, to)) {
      if (done.has(occurrence.scheduledOn)) continue;
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

/** Only current members answer: someone who left the group answers nothing any more (as the event answers reader says). */
const member = (userColumn: typeof eventRsvps.userId | typeof eventOccurrenceRsvps.userId) =>
  sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${events.groupId} and ${groupMembers.userId} = ${userColumn})`;

/**
 * Costed events of the user's active groups that may start between the dates (read wide, see
 * `readingWindow`), with their group's currency, every current member's answers and the
 * occurrences already booked, in one round trip.
 */
export function loadCostedEvents(db: Reader, userId: string, { first, last }: { first: IsoDate; last: IsoDate }) {
  // UTC midnights a day either side: all-day events sit on UTC midnights and a zone is at most 14 hours away.
  const wideStart = new Date(Date.parse(`${first}T00:00:00Z`) - dayMs).toISOString();
  const wideEnd = new Date(Date.parse(`${addDays(last, 1)}T00:00:00Z`) + dayMs).toISOString();
  const start = sql.placeholder('start');
  const end = sql.placeholder('end');
  return db
    .select({
      event: events,
      currency: groups.currency,
      seriesAnswers: sql<
        CostAnswer[]
      >`(select coalesce(json_agg(json_build_object('userId', ${eventRsvps.userId}, 'status', ${eventRsvps.status}, 'guests', ${eventRsvps.guests})), '[]')
        from ${eventRsvps} where ${eventRsvps.eventId} = ${events.id} and ${member(eventRsvps.userId)})`,
      occurrenceAnswers: sql<
        (CostAnswer & { start: string })[]
      >`(select coalesce(json_agg(json_build_object('start', ${eventOccurrenceRsvps.occurrenceStart}, 'userId', ${eventOccurrenceRsvps.userId}, 'status', ${eventOccurrenceRsvps.status}, 'guests', ${eventOccurrenceRsvps.guests})), '[]')
        from ${eventOccurrenceRsvps} where ${eventOccurrenceRsvps.eventId} = ${events.id} and ${member(eventOccurrenceRsvps.userId)})`,
      booked: sql<string[]>`(select coalesce(json_agg(${eventCostBookings.occurrence}), '[]') from ${eventCostBookings} where ${eventCostBookings.eventId} = ${events.id})`,
    })
    .from(events)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, events.groupId), eq(groupMembers.userId, sql.placeholder('userId'))))
    .innerJoin(groups, and(eq(groups.id, events.groupId), eq(groups.status, 'active')))
    .where(
      and(
        isNotNull(events.costMinor),
        or(
          and(isNull(events.recurrence), lt(events.startAt, end), gt(events.startAt, start)),
          and(
            isNotNull(events.recurrence),
            or(isNull(events.recurrenceUntil), gt(events.recurrenceUntil, start)),
            or(lt(events.startAt, end), sql`exists (select 1 from ${eventExceptions} where ${eventExceptions.eventId} = ${events.id} and ${eventExceptions.startAt} < ${end})`),
          ),
        ),
      ),
    )
    .prepare('cash_flow_events')
    .execute({ userId, start: wideStart, end: wideEnd });
}
export type CostedEventRows = Awaited<ReturnType<typeof loadCostedEvents>>;

function answersOf(rows: CostedEventRows): EventAnswers {
  const answers: EventAnswers = { series: new Map(), occurrences: new Map() };
  const plain = ({ userId, status, guests }: CostAnswer): CostAnswer => ({ userId, status, guests });
  for (const row of rows) {
    answers.series.set(row.event.id, row.seriesAnswers.map(plain));
    for (const answer of row.occurrenceAnswers) {
      const key = `${row.event.id}|${new Date(answer.start).toISOString()}`;
      answers.occurrences.set(key, [...(answers.occurrences.get(key) ?? []), plain(answer)]);
    }
  }
  return answers;
}

/**
 * The user's shares of costed events starting in the window that they are going to and that are
 * not booked yet (a booked one is a group expense, already in the balance), in each group's
 * currency, on the start date in the user's zone (an all-day one on its first day).
 * `assumeGoing` names an event whose share is wanted as if the user went (an affordability
 * question asked before answering).
 */
export async function eventEntries(
  db: Reader,
  rows: CostedEventRows,
  userId: string,
  timeZone: string,
  from: IsoDate,
  to: IsoDate,
  assumeGoing: string | null = null,
): Promise<ForeignEntry[]> {
  if (rows.length === 0) return [];
  const { start, end } = windowInstants(timeZone, from, to);
  const byId = new Map(rows.map((row) => [row.event.id, row]));
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
  const answers = answersOf(rows);
  const entries: ForeignEntry[] = [];
  for (const { occurrence, date } of occurrences) {
    const { event } = occurrence;
    const row = byId.get(event.id)!;
    if (row.booked.includes(bookingKey(occurrence.originalStart))) continue;
    const given = answersFor(answers, event.id, occurrence.originalStart);
    const mine = given.find((answer) => answer.userId === userId);
    const answered =
      event.id === assumeGoing && mine?.status !== 'going'
        ? [...given.filter((answer) => answer !== mine), { userId, status: 'going' as const, guests: mine?.guests ?? 0 }]
        : given;
    if (!answered.some((answer) => answer.userId === userId && answer.status === 'going')) continue;
    const share = estimateEventCost(event.costMinor!, event.costPerPerson, answered, row.currency).shares.find((entry) => entry.userId === userId);
    if (!share || share.shareMinor === 0n) continue;
    const occurrenceStart = occurrence.originalStart?.toISOString() ?? null;
    entries.push({
      date,
      kind: 'event',
      amountMinor: -share.shareMinor,
      currency: row.currency,
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
