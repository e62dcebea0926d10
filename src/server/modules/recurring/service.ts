import { and, asc, between, eq, gte, lte, sql } from 'drizzle-orm';
import { goalContributionCategory, isCategoryOfType, type TransactionType } from '../../../domain/categories/categories';
import { nextOccurrence, occurrenceOn, occurrencesDue, ruleProblem, canonicalRule } from '../../../domain/recurring/occurrences';
import { matchTransactions } from '../../../domain/recurring/matching';
import {
  amountRange,
  matchWindowDays,
  overdueWindowDays,
  recentPaidDays,
  recurringMessages,
  upcomingDaysMax,
  type CreateScheduleInput,
  type OccurrenceAnswer,
  type Schedule,
  type Suggestion,
  type Upcoming,
  type UpcomingOccurrence,
  type UpdateScheduleInput,
} from '../../../domain/recurring/recurring';
import { detectRecurring } from '../../../domain/recurring/suggestions';
import { addDays } from '../../../domain/shared/dates';
import { errorCodes } from '../../../domain/shared/errors';
import { formatMinor } from '../../../domain/shared/money';
import type { CreateTransactionInput, Transaction } from '../../../domain/transactions/transactions';
import type { Database } from '../../db/client';
import { recurringOccurrences, recurringSchedules, transactions, type RecurringScheduleRow } from '../../db/schema/index';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { requireOwned } from '../../http/require-owned';
import { isUuid } from '../../http/route-kit';
import { requireUsableCategory } from '../../shared/custom-categories';
import { minorOrFail, ownerSettings } from '../../shared/owner-settings';
import type { OccurrenceRef } from '../../shared/recurring-matching';
import type { ExchangeRates } from '../../shared/exchange-rates';
import { amountsOf, timingOf, toSchedule } from './schedule-view';

type Reader = Pick<Database, 'select'>;

interface ScheduleValues {
  type: TransactionType;
  category: string;
  currency: string;
  amountText: string | null;
  rule: string;
  startsOn: string;
  endsOn: string | null;
}

/** The rules across fields, on the values the schedule will have; 400 on the field at fault. */
async function checkSchedule(db: Reader, userId: string, value: ScheduleValues): Promise<{ amountMinor: bigint | null; rule: string }> {
  if (value.category === goalContributionCategory) throw fieldError('category', recurringMessages.goalContribution);
  if (!isCategoryOfType(value.type, value.category)) throw fieldError('category', recurringMessages.categoryMismatch);
  const amountMinor = value.amountText === null ? null : minorOrFail(value.amountText, value.currency, 'amount', recurringMessages.invalidAmount);
  if (value.endsOn !== null && value.endsOn < value.startsOn) throw fieldError('endsOn', recurringMessages.endsBeforeStart);
  const problem = ruleProblem(value.rule, value.startsOn, value.endsOn);
  if (problem) throw fieldError('rule', problem);
  await requireUsableCategory(db, userId, value.type, value.category);
  return { amountMinor, rule: canonicalRule(value.rule) };
}

/** Occurrence rows from `from` on, keyed `scheduleId|scheduledOn`. */
async function occurrenceRows(db: Reader, userId: string, from: string, to?: string) {
  const rows = await db
    .select()
    .from(recurringOccurrences)
    .where(and(eq(recurringOccurrences.userId, userId), gte(recurringOccurrences.dueOn, from), to ? lte(recurringOccurrences.dueOn, to) : undefined));
  return new Map(rows.map((row) => [`${row.scheduleId}|${row.scheduledOn}`, row]));
}

function nextDueOf(row: RecurringScheduleRow, today: string, done: Map<string, unknown>): string | null {
  return nextOccurrence(timingOf(row), today, (occurrence) => done.has(`${row.id}|${occurrence.scheduledOn}`))?.dueOn ?? null;
}

export async function listSchedules(db: Database, userId: string): Promise<Schedule[]> {
  const { today } = await ownerSettings(db, userId);
  const rows = await db.select().from(recurringSchedules).where(eq(recurringSchedules.userId, userId)).orderBy(asc(recurringSchedules.createdAt), asc(recurringSchedules.id));
  if (rows.length === 0) return [];
  const done = await occurrenceRows(db, userId, addDays(today, -7));
  return rows.map((row) => toSchedule(row, nextDueOf(row, today, done)));
}

async function answerFor(db: Reader, userId: string, row: RecurringScheduleRow): Promise<Schedule> {
  const { today } = await ownerSettings(db, userId);
  const done = await occurrenceRows(db, userId, addDays(today, -7));
  return toSchedule(row, nextDueOf(row, today, done));
}

export async function getSchedule(db: Database, userId: string, id: string): Promise<Schedule> {
  const row = await requireOwned(db, recurringSchedules, id, userId, { forUpdate: false });
  return answerFor(db, userId, row);
}

/**
 * Links the transactions the user already has to the occurrences they pay, for a schedule just
 * created or changed: one that starts in the past would otherwise list paid bills as overdue (and the job
 * would post them again). Occurrences due in the overdue window up to two days ahead; the same
 * rules as matching a new transaction (docs/decisions/022-recurring-schedules.md).
 */
async function payFromHistory(db: Database, userId: string, schedule: RecurringScheduleRow, today: string): Promise<void> {
  const due = occurrencesDue(timingOf(schedule), addDays(today, -overdueWindowDays), addDays(today, matchWindowDays));
  if (due.length === 0) return;
  const { min, max } = amountRange(schedule.amountMinor, schedule.tolerancePercent);
  const history = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      category: transactions.category,
      amountMinor: transactions.amountMinor,
      currency: transactions.currency,
      description: transactions.description,
      date: transactions.occurredOn,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        between(transactions.occurredOn, addDays(due[0]!.dueOn, -matchWindowDays), addDays(due.at(-1)!.dueOn, matchWindowDays)),
        eq(transactions.type, schedule.type),
        eq(transactions.currency, schedule.currency),
        between(transactions.amountMinor, min, max),
        sql`${transactions.groupExpenseId} is null and not exists (select 1 from recurring_occurrences o where o.transaction_id = ${transactions.id})`,
      ),
    );
  if (history.length === 0) return;
  const occurrences = due.map((occurrence) => ({ ...occurrence, ...schedule, scheduleId: schedule.id }));
  const matches = matchTransactions(history, occurrences);
  if (matches.length === 0) return;
  await db
    .insert(recurringOccurrences)
    .values(
      matches.map(({ transactionId, occurrence }) => ({
        scheduleId: schedule.id,
        scheduledOn: occurrence.scheduledOn,
        dueOn: occurrence.dueOn,
        userId,
        status: 'paid' as const,
        transactionId,
      })),
    )
    .onConflictDoNothing();
}

export async function createSchedule(db: Database, userId: string, input: CreateScheduleInput): Promise<Schedule> {
  const { currency: baseCurrency, today } = await ownerSettings(db, userId);
  const currency = input.currency ?? baseCurrency;
  const checked = await checkSchedule(db, userId, { ...input, currency, amountText: input.amount, endsOn: input.endsOn ?? null });
  const [row] = await db
    .insert(recurringSchedules)
    .values({
      userId,
      type: input.type,
      category: input.category,
      amountMinor: checked.amountMinor!,
      currency,
      tolerancePercent: input.tolerancePercent,
      description: input.description,
      rule: checked.rule,
      startsOn: input.startsOn,
      endsOn: input.endsOn ?? null,
      weekend: input.weekend,
      autoPost: input.autoPost,
    })
    .returning();
  await payFromHistory(db, userId, row!, today);
  return answerFor(db, userId, row!);
}

export async function updateSchedule(db: Database, userId: string, id: string, input: UpdateScheduleInput): Promise<Schedule> {
  const row = await db.transaction(async (tx) => {
    const current = await requireOwned(tx, recurringSchedules, id, userId);
    const type = input.type ?? current.type;
    const category = input.category ?? current.category;
    const currency = input.currency ?? current.currency;
    const amountText = input.amount ?? (currency === current.currency ? null : formatMinor(current.amountMinor, current.currency));
    const merged = {
      type,
      category,
      currency,
      amountText,
      rule: input.rule ?? current.rule,
      startsOn: input.startsOn ?? current.startsOn,
      endsOn: input.endsOn === undefined ? current.endsOn : input.endsOn,
    };
    const checked = await checkSchedule(tx, userId, merged);
    const description = input.description ?? input.payee;
    const [updated] = await tx
      .update(recurringSchedules)
      .set({
        type,
        category,
        currency,
        amountMinor: checked.amountMinor ?? current.amountMinor,
        tolerancePercent: input.tolerancePercent,
        description: description === undefined ? undefined : (description ?? ''),
        rule: checked.rule,
        startsOn: merged.startsOn,
        endsOn: merged.endsOn,
        weekend: input.weekend,
        autoPost: input.autoPost,
        updatedAt: sql`now()`,
      })
      .where(eq(recurringSchedules.id, current.id))
      .returning();
    return updated!;
  });
  await payFromHistory(db, userId, row, (await ownerSettings(db, userId)).today);
  return answerFor(db, userId, row);
}

/** Deletes a schedule and what became of its occurrences; the transactions it posted stay. */
export async function deleteSchedule(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(recurringSchedules)
    .where(and(eq(recurringSchedules.id, id), eq(recurringSchedules.userId, userId)))
    .returning({ id: recurringSchedules.id });
  if (deleted.length === 0) throw notFound();
}

const byDue = (a: UpcomingOccurrence, b: UpcomingOccurrence) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.scheduleId < b.scheduleId ? -1 : 1);
const stateOrder: Record<UpcomingOccurrence['state'], number> = { overdue: 0, upcoming: 1, posted: 2, paid: 2, skipped: 2 };

/**
 * The occurrences of the next `days` days, the open ones of the last 60 days (overdue) and the
 * posted, paid or skipped ones of the last 30 days.
 */
export async function upcomingOccurrences(db: Database, userId: string, days: number): Promise<Upcoming> {
  const { today } = await ownerSettings(db, userId);
  const schedules = await db.select().from(recurringSchedules).where(eq(recurringSchedules.userId, userId));
  if (schedules.length === 0) return [];
  const from = addDays(today, -overdueWindowDays);
  const to = addDays(today, days);
  const done = await occurrenceRows(db, userId, addDays(from, -3), addDays(to, 3));
  const items: UpcomingOccurrence[] = [];
  for (const schedule of schedules) {
    for (const occurrence of occurrencesDue(timingOf(schedule), from, to)) {
      const row = done.get(`${schedule.id}|${occurrence.scheduledOn}`);
      const past = occurrence.dueOn < today;
      if (row && occurrence.dueOn < addDays(today, -recentPaidDays)) continue;
      const state = row ? row.status : past ? 'overdue' : 'upcoming';
      items.push({
        scheduleId: schedule.id,
        scheduledOn: occurrence.scheduledOn,
        dueOn: occurrence.dueOn,
        state,
        overdue: state === 'overdue',
        type: schedule.type,
        category: schedule.category,
        description: schedule.description,
        ...amountsOf(schedule),
        currency: schedule.currency,
        autoPost: schedule.autoPost,
        transactionId: row?.transactionId ?? null,
      });
    }
  }
  items.sort((a, b) => stateOrder[a.state] - stateOrder[b.state] || byDue(a, b));
  return items;
}

async function occurrenceOfSchedule(db: Reader, userId: string, id: string, date: string) {
  const schedule = await requireOwned(db, recurringSchedules, id, userId, { forUpdate: false });
  const occurrence = occurrenceOn(timingOf(schedule), date);
  if (!occurrence) throw fieldError('date', recurringMessages.noOccurrenceOnDate);
  const { today } = await ownerSettings(db, userId);
  if (occurrence.dueOn > addDays(today, upcomingDaysMax)) throw fieldError('date', recurringMessages.occurrenceInFuture);
  return { schedule, occurrence, today };
}

export type PostTransaction = (
  db: Database,
  userId: string,
  input: CreateTransactionInput,
  rates: ExchangeRates | undefined,
  options: { occurrence: OccurrenceRef },
) => Promise<Transaction>;

/**
 * Pays an occurrence now: the transaction is written by the transaction service (its rules,
 * rates and totals), dated the due date or today when that is earlier, and linked to the
 * occurrence in the same database transaction.
 */
export async function postOccurrence(
  db: Database,
  userId: string,
  id: string,
  date: string,
  postTransaction: PostTransaction,
  rates?: ExchangeRates,
): Promise<{ occurrence: OccurrenceAnswer; transaction: Transaction }> {
  const { schedule, occurrence, today } = await occurrenceOfSchedule(db, userId, id, date);
  const [existing] = await db
    .select({ status: recurringOccurrences.status })
    .from(recurringOccurrences)
    .where(and(eq(recurringOccurrences.scheduleId, schedule.id), eq(recurringOccurrences.scheduledOn, occurrence.scheduledOn)));
  if (existing && existing.status !== 'skipped') throw new AppError(409, errorCodes.conflict, recurringMessages.occurrenceAlreadyPaid);
  const ref = { scheduleId: schedule.id, ...occurrence };
  const transaction = await postTransaction(
    db,
    userId,
    {
      type: schedule.type,
      category: schedule.category,
      amount: formatMinor(schedule.amountMinor, schedule.currency),
      currency: schedule.currency as CreateTransactionInput['currency'],
      description: schedule.description,
      date: occurrence.dueOn < today ? occurrence.dueOn : today,
    },
    rates,
    { occurrence: ref },
  );
  return { occurrence: { ...ref, status: 'paid', transactionId: transaction.id }, transaction };
}

/** Skips an occurrence: it is neither posted nor shown as overdue. 409 when it is already paid or posted. */
export async function skipOccurrence(db: Database, userId: string, id: string, date: string): Promise<OccurrenceAnswer> {
  const { schedule, occurrence } = await occurrenceOfSchedule(db, userId, id, date);
  const ref = { scheduleId: schedule.id, ...occurrence };
  await db
    .insert(recurringOccurrences)
    .values({ ...ref, userId, status: 'skipped' })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(recurringOccurrences)
    .where(and(eq(recurringOccurrences.scheduleId, schedule.id), eq(recurringOccurrences.scheduledOn, occurrence.scheduledOn)));
  if (row?.status !== 'skipped') throw new AppError(409, errorCodes.conflict, recurringMessages.occurrenceAlreadyPaid);
  return { ...ref, status: 'skipped', transactionId: null };
}

/** How far back history is read for patterns: three yearly payments need a little over two years. */
const historyDays = 3 * 366;
const historyLimit = 20_000;

/** Schedules the user's history suggests, except what an existing schedule already covers. */
export async function suggestSchedules(db: Database, userId: string): Promise<Suggestion[]> {
  const { today } = await ownerSettings(db, userId);
  const [history, known] = await Promise.all([
    db
      .select({
        date: transactions.occurredOn,
        type: transactions.type,
        category: transactions.category,
        amountMinor: transactions.amountMinor,
        currency: transactions.currency,
        description: transactions.description,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          gte(transactions.occurredOn, addDays(today, -historyDays)),
          sql`${transactions.description} <> '' and ${transactions.groupExpenseId} is null and ${transactions.category} <> ${goalContributionCategory}`,
        ),
      )
      .orderBy(sql`${transactions.occurredOn} desc`)
      .limit(historyLimit),
    db
      .select({ type: recurringSchedules.type, currency: recurringSchedules.currency, description: recurringSchedules.description })
      .from(recurringSchedules)
      .where(eq(recurringSchedules.userId, userId)),
  ]);
  return detectRecurring(history, today, known)
    .filter((pattern) => pattern.category !== 'settle_up')
    .map((pattern) => ({
      type: pattern.type as TransactionType,
      category: pattern.category,
      amount: formatMinor(pattern.amountMinor, pattern.currency),
      currency: pattern.currency,
      tolerancePercent: pattern.tolerancePercent,
      description: pattern.description,
      rule: pattern.rule,
      startsOn: pattern.startsOn,
      weekend: 'none',
      autoPost: false,
      interval: pattern.interval,
      occurrences: pattern.occurrences,
      lastOn: pattern.lastOn,
    }));
}
