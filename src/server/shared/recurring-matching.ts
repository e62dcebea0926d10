import { sql } from 'drizzle-orm';
import { matchTransactions, type MatchOccurrence, type MatchTransaction } from '../../domain/recurring/matching';
import { occurrencesDue, type WeekendHandling } from '../../domain/recurring/occurrences';
import { matchWindowDays, recurringMessages } from '../../domain/recurring/recurring';
import { errorCodes } from '../../domain/shared/errors';
import { addDays } from '../../domain/shared/dates';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';

/** A database transaction: matching writes inside the one that inserted the transactions. */
export type MatchingTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One occurrence of a schedule, by the date its rule gives and the date it is due. */
export interface OccurrenceRef {
  scheduleId: string;
  scheduledOn: string;
  dueOn: string;
}

interface ScheduleNearby {
  id: string;
  type: string;
  category: string;
  amount_minor: string;
  currency: string;
  tolerance_percent: number;
  description: string;
  rule: string;
  starts_on: string;
  ends_on: string | null;
  weekend: WeekendHandling;
  occurrences: { scheduledOn: string; status: string; transactionId: string | null }[];
}

interface Candidate extends MatchOccurrence {
  /** The scheduler's transaction this occurrence was posted with, replaced when a real one pays it. */
  posted: { transactionId: string | null } | null;
}

/** Rule dates this far around a due date are read, so weekend handling cannot hide an occurrence. */
const margin = matchWindowDays + 3;

/**
 * Marks the occurrences that `written` (transactions just inserted by hand or by an import)
 * pay, inside the same database transaction: an open occurrence due within ±2 days, of the
 * same type and currency and within the amount's tolerance becomes `paid` by it. One the
 * scheduler already posted is replaced: its posted transaction is deleted and the occurrence
 * linked to the real one, so the cost counts once. One indexed query reads every schedule the
 * batch could pay with its occurrence rows near the dates; a user without schedules stops there.
 */
export async function payOccurrencesWith(tx: MatchingTransaction, userId: string, written: readonly MatchTransaction[]): Promise<number> {
  if (written.length === 0) return 0;
  const dates = written.map((entry) => entry.date).sort();
  const from = addDays(dates[0]!, -margin);
  const to = addDays(dates.at(-1)!, margin);
  const types = [...new Set(written.map((entry) => entry.type))];
  const currencies = [...new Set(written.map((entry) => entry.currency))];
  const { rows } = await tx.execute<ScheduleNearby & Record<string, unknown>>(sql`
    select s.id, s.type, s.category, s.amount_minor::text as amount_minor, s.currency, s.tolerance_percent, s.description,
           s.rule, s.starts_on::text as starts_on, s.ends_on::text as ends_on, s.weekend,
           coalesce((select json_agg(json_build_object('scheduledOn', o.scheduled_on, 'status', o.status, 'transactionId', o.transaction_id))
                     from recurring_occurrences o
                     where o.schedule_id = s.id and o.scheduled_on between ${from}::date and ${to}::date), '[]'::json) as occurrences
    from recurring_schedules s
    where s.user_id = ${userId}::uuid
      and s.type = any(${sql.param(types)}::text[])
      and s.currency = any(${sql.param(currencies)}::text[])
      and s.starts_on <= ${to}::date
      and (s.ends_on is null or s.ends_on >= ${from}::date)`);
  if (rows.length === 0) return 0;

  const candidates: Candidate[] = [];
  for (const schedule of rows) {
    const done = new Map(schedule.occurrences.map((entry) => [entry.scheduledOn, entry]));
    const timing = { rule: schedule.rule, startsOn: schedule.starts_on, endsOn: schedule.ends_on, weekend: schedule.weekend };
    // An import may span years: every occurrence in its range counts, not only the first thousand.
    for (const occurrence of occurrencesDue(timing, addDays(dates[0]!, -matchWindowDays), addDays(dates.at(-1)!, matchWindowDays), 100_000)) {
      const row = done.get(occurrence.scheduledOn);
      if (row && row.status !== 'posted') continue;
      candidates.push({
        ...occurrence,
        scheduleId: schedule.id,
        type: schedule.type,
        category: schedule.category,
        currency: schedule.currency,
        amountMinor: BigInt(schedule.amount_minor),
        tolerancePercent: schedule.tolerance_percent,
        description: schedule.description,
        posted: row ? { transactionId: row.transactionId } : null,
      });
    }
  }
  let paid = 0;
  for (const { transactionId, occurrence } of matchTransactions(written, candidates)) {
    if (occurrence.posted === null) {
      const inserted = await tx.execute(sql`
        insert into recurring_occurrences (schedule_id, scheduled_on, due_on, user_id, status, transaction_id)
        values (${occurrence.scheduleId}::uuid, ${occurrence.scheduledOn}::date, ${occurrence.dueOn}::date, ${userId}::uuid, 'paid', ${transactionId}::uuid)
        on conflict (schedule_id, scheduled_on) do nothing
        returning schedule_id`);
      paid += inserted.rows.length;
      continue;
    }
    const previous = occurrence.posted.transactionId;
    const replaced = await tx.execute(sql`
      update recurring_occurrences set status = 'paid', transaction_id = ${transactionId}::uuid
      where schedule_id = ${occurrence.scheduleId}::uuid and scheduled_on = ${occurrence.scheduledOn}::date
        and status = 'posted' and transaction_id is not distinct from ${previous}::uuid
      returning schedule_id`);
    if (replaced.rows.length === 0) continue;
    paid += 1;
    if (previous) await tx.execute(sql`delete from transactions where id = ${previous}::uuid and user_id = ${userId}::uuid`);
  }
  return paid;
}

/**
 * Links a transaction the user posted from a schedule to its occurrence (a skipped one may be
 * paid after all); 409 when the occurrence is already posted or paid, which rolls the
 * transaction back.
 */
export async function payOccurrence(tx: MatchingTransaction, userId: string, ref: OccurrenceRef, transactionId: string): Promise<void> {
  const { rows } = await tx.execute(sql`
    insert into recurring_occurrences (schedule_id, scheduled_on, due_on, user_id, status, transaction_id)
    values (${ref.scheduleId}::uuid, ${ref.scheduledOn}::date, ${ref.dueOn}::date, ${userId}::uuid, 'paid', ${transactionId}::uuid)
    on conflict (schedule_id, scheduled_on) do update set status = 'paid', transaction_id = excluded.transaction_id, due_on = excluded.due_on
      where recurring_occurrences.status = 'skipped'
    returning schedule_id`);
  if (rows.length === 0) throw new AppError(409, errorCodes.conflict, recurringMessages.occurrenceAlreadyPaid);
}

/**
 * Before a transaction that paid or posted an occurrence is deleted: the occurrence opens again
 * (due, then overdue, so the user can pay or skip it), except on a schedule the app posts by
 * itself, where it becomes skipped: the scheduler must not post again what the user just removed.
 */
export async function releaseOccurrences(tx: MatchingTransaction, userId: string, transactionId: string): Promise<void> {
  await tx.execute(sql`
    update recurring_occurrences o set status = 'skipped', transaction_id = null
    from recurring_schedules s
    where o.transaction_id = ${transactionId}::uuid and o.user_id = ${userId}::uuid and s.id = o.schedule_id and s.auto_post`);
  await tx.execute(sql`delete from recurring_occurrences where transaction_id = ${transactionId}::uuid and user_id = ${userId}::uuid`);
}

/**
 * After an edit: a transaction that pays no occurrence yet is matched like a new one (a corrected
 * amount or date may now pay a bill); one that already pays or posted an occurrence keeps it.
 */
export async function payOccurrencesWithEdited(tx: MatchingTransaction, userId: string, edited: MatchTransaction): Promise<void> {
  const linked = await tx.execute(sql`select 1 from recurring_occurrences where transaction_id = ${edited.id}::uuid limit 1`);
  if (linked.rows.length === 0) await payOccurrencesWith(tx, userId, [edited]);
}
