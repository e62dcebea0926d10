import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { cashFlowLinks, type CashFlowItem, type CashFlowItemKind } from '../../domain/cash-flow/cash-flow';
import { goalContributionDates } from '../../domain/cash-flow/timeline';
import { estimateEventCost, type CostAnswer } from '../../domain/events/event-cost';
import type { FinancialPosition } from '../../domain/insights/financial-position';
import { occurrencesDue, type Occurrence, type ScheduleTiming } from '../../domain/recurring/occurrences';
import { overdueWindowDays } from '../../domain/recurring/recurring';
import { addDays, dateInZone, type IsoDate } from '../../domain/shared/dates';
import { instantFromWallTime } from '../../domain/shared/zoned-time';
import type { Database } from '../db/client';
import {
  eventCostBookings,
  eventExceptions,
  eventOccurrenceRsvps,
  eventRsvps,
  events,
  groupMembers,
  groups,
  recurringOccurrences,
  recurringSchedules,
  userPreferences,
  users,
  type EventRow,
} from '../db/schema/index';
import { answersFor, bookingKey, type EventAnswers } from './event-answers';
import { occurrencesOf } from './event-queries';

type Reader = Pick<Database, 'select'>;

/** An expected movement in the currency its source holds, signed (income positive). */
export interface ForeignEntry {
  date: IsoDate;
  kind: CashFlowItemKind;
  amountMinor: bigint;
  currency: string;
  /** `originalAmount` and `originalCurrency` stay null until the amount is converted. */
  item: Omit<CashFlowItem, 'kind' | 'amount'>;
}

/**
 * An item as written literally: ninety days of items are built on every request, and an object
 * spread (`{ ...refs, title }`) costs about ten times a literal here.
 */
function itemOf(
  title: string,
  overdue: boolean,
  link: string,
  refs: { scheduleId?: string; eventId?: string; occurrenceStart?: string | null; goalId?: string },
): ForeignEntry['item'] {
  return {
    title,
    originalAmount: null,
    originalCurrency: null,
    overdue,
    scheduleId: refs.scheduleId ?? null,
    eventId: refs.eventId ?? null,
    occurrenceStart: refs.occurrenceStart ?? null,
    goalId: refs.goalId ?? null,
    link,
  };
}

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

/** A schedule as the timeline reads it, with the scheduled dates already posted, paid or skipped. */
export interface ScheduleRow extends ScheduleTiming {
  id: string;
  type: string;
  category: string;
  amountMinor: bigint;
  currency: string;
  description: string;
  closed: string[];
}
export type ScheduleRows = ScheduleRow[];

interface ScheduleJson extends Omit<ScheduleRow, 'amountMinor'> {
  amountMinor: string;
}

/** The user's schedules that may fall in the window or be overdue, each with its closed occurrences, as one JSON value. */
function schedulesJson(userId: Placeholder, { first, last }: { first: Placeholder; last: Placeholder }): SQL {
  const s = recurringSchedules;
  const o = recurringOccurrences;
  const from = sql`(${first}::date - ${sql.raw(String(overdueWindowDays + weekendSlack))})`;
  const to = sql`(${last}::date + ${sql.raw(String(weekendSlack))})`;
  return sql`(select coalesce(json_agg(json_build_object(
      'id', ${s.id}, 'type', ${s.type}, 'category', ${s.category}, 'amountMinor', ${s.amountMinor}::text, 'currency', ${s.currency},
      'description', ${s.description}, 'rule', ${s.rule}, 'startsOn', ${s.startsOn}, 'endsOn', ${s.endsOn}, 'weekend', ${s.weekend},
      'closed', (select coalesce(json_agg(${o.scheduledOn}), '[]') from ${o} where ${o.scheduleId} = ${s.id} and ${o.dueOn} between ${from} and ${to})
    )), '[]') from ${s} where ${s.userId} = ${userId} and ${s.startsOn} <= ${to} and (${s.endsOn} is null or ${s.endsOn} >= ${from}))`;
}

function scheduleOf(row: ScheduleJson): ScheduleRow {
  (row as unknown as { amountMinor: bigint }).amountMinor = BigInt(row.amountMinor);
  return row as unknown as ScheduleRow;
}

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
  for (const schedule of rows) {
    const done = new Set(schedule.closed);
    const income = schedule.type === 'income';
    const amountMinor = income ? schedule.amountMinor : -schedule.amountMinor;
    const title = schedule.description || schedule.category;
    const link = cashFlowLinks.schedule(schedule.id);
    for (const occurrence of expandedOccurrences(schedule, overdueFrom, to)) {
      if (done.has(occurrence.scheduledOn)) continue;
      const overdue = occurrence.dueOn < from;
      entries.push({
        date: overdue ? from : occurrence.dueOn,
        kind: income ? 'income' : 'bill',
        amountMinor,
        currency: schedule.currency,
        item: itemOf(title, overdue, link, { scheduleId: schedule.id }),
      });
    }
  }
  return entries;
}

function midnightIn(date: IsoDate, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantFromWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** The window [from, to] in the user's zone as instants: from their midnight to the midnight after `to`. */
export function windowInstants(timeZone: string, from: IsoDate, to: IsoDate): { start: Date; end: Date } {
  return { start: midnightIn(from, timeZone), end: midnightIn(addDays(to, 1), timeZone) };
}

/** A costed event as the timeline reads it: the row, its group's currency, every current member's answers and what is booked. */
export interface CostedEventRow {
  event: EventRow;
  currency: string;
  seriesAnswers: CostAnswer[];
  occurrenceAnswers: (CostAnswer & { start: string })[];
  booked: string[];
}
export type CostedEventRows = CostedEventRow[];

type Stamp = string | null;
interface EventJson extends Omit<CostedEventRow, 'event'> {
  event: Omit<EventRow, 'startAt' | 'endAt' | 'recurrenceUntil' | 'costMinor' | 'costSetAt' | 'createdAt' | 'updatedAt'> & {
    startAt: string;
    endAt: string;
    recurrenceUntil: Stamp;
    costMinor: string;
    costSetAt: Stamp;
    createdAt: string;
    updatedAt: string;
  };
}

const stamp = (value: Stamp) => (value === null ? null : new Date(value));

/** The parsed JSON is this request's own: its fields are turned into dates and amounts in place rather than copied. */
function eventOf(row: EventJson): CostedEventRow {
  const event = row.event as unknown as Record<keyof EventRow, unknown>;
  const json = row.event;
  event.startAt = new Date(json.startAt);
  event.endAt = new Date(json.endAt);
  event.recurrenceUntil = stamp(json.recurrenceUntil);
  event.costMinor = BigInt(json.costMinor);
  event.costSetAt = stamp(json.costSetAt);
  event.createdAt = new Date(json.createdAt);
  event.updatedAt = new Date(json.updatedAt);
  return row as unknown as CostedEventRow;
}

/**
 * Costed events of the user's active groups that may start between the dates (read wide, see
 * `readingWindow`), with their group's currency, every current member's answers and the
 * occurrences already booked, as one JSON value.
 */
function costedEventsJson(userId: Placeholder, { first, last }: { first: Placeholder; last: Placeholder }): SQL {
  const e = events;
  // UTC midnights a day either side: all-day events sit on UTC midnights and a zone is at most 14 hours away.
  const start = sql`((${first}::date - 1)::timestamp at time zone 'UTC')`;
  const end = sql`((${last}::date + 2)::timestamp at time zone 'UTC')`;
  const member = (userColumn: SQL | typeof eventRsvps.userId | typeof eventOccurrenceRsvps.userId) =>
    sql`exists (select 1 from ${groupMembers} m where m.group_id = ${e.groupId} and m.user_id = ${userColumn})`;
  return sql`(select coalesce(json_agg(json_build_object(
      'event', json_build_object(
        'id', ${e.id}, 'userId', ${e.userId}, 'groupId', ${e.groupId}, 'title', ${e.title}, 'description', ${e.description}, 'location', ${e.location},
        'startAt', ${e.startAt}, 'endAt', ${e.endAt}, 'timezone', ${e.timezone}, 'allDay', ${e.allDay}, 'recurrence', ${e.recurrence},
        'recurrenceUntil', ${e.recurrenceUntil}, 'costMinor', ${e.costMinor}::text, 'costPaidBy', ${e.costPaidBy}, 'costPerPerson', ${e.costPerPerson},
        'costSetAt', ${e.costSetAt}, 'createdAt', ${e.createdAt}, 'updatedAt', ${e.updatedAt}),
      'currency', ${groups.currency},
      'seriesAnswers', (select coalesce(json_agg(json_build_object('userId', r.user_id, 'status', r.status, 'guests', r.guests)), '[]')
        from ${eventRsvps} r where r.event_id = ${e.id} and ${member(sql`r.user_id`)}),
      'occurrenceAnswers', (select coalesce(json_agg(json_build_object('start', o.occurrence_start, 'userId', o.user_id, 'status', o.status, 'guests', o.guests)), '[]')
        from ${eventOccurrenceRsvps} o where o.event_id = ${e.id} and ${member(sql`o.user_id`)}),
      'booked', (select coalesce(json_agg(b.occurrence), '[]') from ${eventCostBookings} b where b.event_id = ${e.id})
    )), '[]')
    from ${e}
    join ${groupMembers} mine on mine.group_id = ${e.groupId} and mine.user_id = ${userId}
    join ${groups} on ${groups.id} = ${e.groupId} and ${groups.status} = 'active'
    where ${e.costMinor} is not null and (
      (${e.recurrence} is null and ${e.startAt} < ${end} and ${e.startAt} > ${start})
      or (${e.recurrence} is not null and (${e.recurrenceUntil} is null or ${e.recurrenceUntil} > ${start})
        and (${e.startAt} < ${end} or exists (select 1 from ${eventExceptions} x where x.event_id = ${e.id} and x.start_at < ${end})))
    ))`;
}

/** What the timeline reads, in one prepared statement: the user's zone, currency and warning level, schedules and costed events. */
export async function loadTimelineRows(db: Reader, userId: string, window: { first: IsoDate; last: IsoDate }) {
  const who = sql.placeholder('userId');
  const dates = { first: sql.placeholder('first'), last: sql.placeholder('last') };
  const [row] = await db
    .select({
      timezone: users.timezone,
      currency: users.currency,
      thresholdMinor: userPreferences.lowBalanceThresholdMinor,
      schedules: sql<ScheduleJson[]>`${schedulesJson(who, dates)}`,
      events: sql<EventJson[]>`${costedEventsJson(who, dates)}`,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, who))
    .prepare('cash_flow_rows')
    .execute({ userId, first: window.first, last: window.last });
  if (!row) return null;
  return {
    timezone: row.timezone,
    currency: row.currency,
    thresholdMinor: row.thresholdMinor ?? 0n,
    schedules: row.schedules.map(scheduleOf),
    events: row.events.map(eventOf),
  };
}

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
      item: itemOf(occurrence.title, false, cashFlowLinks.event(event.id, date, occurrenceStart), { eventId: event.id, occurrenceStart }),
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
        item: itemOf(goal.title, false, cashFlowLinks.goal(goal.id), { goalId: goal.id }),
      })),
    );
}
