import { and, between, eq, sql } from 'drizzle-orm';
import { occurrencesDue } from '../../../domain/recurring/occurrences';
import { amountRange, matchWindowDays, overdueWindowDays } from '../../../domain/recurring/recurring';
import { addDays, todayInZone, type IsoDate } from '../../../domain/shared/dates';
import type { Database } from '../../db/client';
import { recurringOccurrences, recurringSchedules, users, type RecurringScheduleRow } from '../../db/schema/index';
import { referenceRateOrNull, type ExchangeRates } from '../../shared/exchange-rates';
import type { OccurrenceRef } from '../../shared/recurring-matching';
import { alertOnExpenses } from '../../shared/expense-alerts';
import { timingOf } from './schedule-view';

export interface PostDueResult {
  posted: number;
  /** Occurrences a transaction the user already had was found to pay. */
  paid: number;
  /** Occurrences left open for want of an exchange rate. */
  waiting: number;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A transaction the user already has that pays the occurrence (entered before the schedule
 * existed): same type and currency, within ±2 days and the tolerance, paying no other occurrence.
 */
async function existingPayment(tx: Tx, schedule: RecurringScheduleRow, dueOn: string): Promise<string | null> {
  const { min, max } = amountRange(schedule.amountMinor, schedule.tolerancePercent);
  const { rows } = await tx.execute<{ id: string }>(sql`
    select t.id from transactions t
    where t.user_id = ${schedule.userId}::uuid and t.occurred_on between ${addDays(dueOn, -matchWindowDays)}::date and ${addDays(dueOn, matchWindowDays)}::date
      and t.type = ${schedule.type} and t.currency = ${schedule.currency} and t.group_expense_id is null
      and t.amount_minor between ${min.toString()}::bigint and ${max.toString()}::bigint
      and not exists (select 1 from recurring_occurrences o where o.transaction_id = t.id)
    order by (t.category = ${schedule.category}) desc, abs(t.occurred_on - ${dueOn}::date), abs(t.amount_minor - ${schedule.amountMinor.toString()}::bigint), t.id
    limit 1`);
  return rows[0]?.id ?? null;
}

/**
 * Posts what auto-post schedules have due: each occurrence due up to today in its owner's time
 * zone (and at most 60 days back) that is not yet posted, paid or skipped becomes a transaction
 * on its due date. The occurrence row is claimed with INSERT … ON CONFLICT DO NOTHING in the
 * same database transaction as the transaction it posts, so two instances or a second run
 * post nothing twice. An occurrence a transaction the user already has pays is linked to it
 * instead. A schedule in another currency than its owner's waits (stays open) while no
 * reference rate can be had.
 */
export async function postDueOccurrences(db: Database, { now = new Date(), rates }: { now?: Date; rates?: ExchangeRates } = {}): Promise<PostDueResult> {
  const result: PostDueResult = { posted: 0, paid: 0, waiting: 0 };
  const schedules = await db
    .select({ schedule: recurringSchedules, timezone: users.timezone, baseCurrency: users.currency })
    .from(recurringSchedules)
    .innerJoin(users, eq(users.id, recurringSchedules.userId))
    .where(eq(recurringSchedules.autoPost, true));
  for (const { schedule, timezone, baseCurrency } of schedules) {
    const today = todayInZone(timezone, now);
    const due = occurrencesDue(timingOf(schedule), addDays(today, -overdueWindowDays), today);
    if (due.length === 0) continue;
    const handled = await db
      .select({ scheduledOn: recurringOccurrences.scheduledOn })
      .from(recurringOccurrences)
      .where(and(eq(recurringOccurrences.scheduleId, schedule.id), between(recurringOccurrences.scheduledOn, due[0]!.scheduledOn, due.at(-1)!.scheduledOn)));
    const done = new Set(handled.map((row) => row.scheduledOn));
    for (const occurrence of due.filter((entry) => !done.has(entry.scheduledOn))) {
      const rate = schedule.currency === baseCurrency ? '1' : await referenceRateOrNull(rates, schedule.currency, baseCurrency, occurrence.dueOn);
      const outcome = await postOne(db, schedule, { scheduleId: schedule.id, ...occurrence }, rate === null ? null : { rate, baseCurrency, today });
      if (outcome !== 'skipped') result[outcome] += 1;
    }
  }
  return result;
}

async function postOne(
  db: Database,
  schedule: RecurringScheduleRow,
  ref: OccurrenceRef,
  money: { rate: string; baseCurrency: string; today: IsoDate } | null,
): Promise<keyof PostDueResult | 'skipped'> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(recurringOccurrences)
      .values({ ...ref, userId: schedule.userId, status: 'posted' })
      .onConflictDoNothing()
      .returning({ scheduleId: recurringOccurrences.scheduleId });
    if (claimed.length === 0) return 'skipped';
    const where = and(eq(recurringOccurrences.scheduleId, ref.scheduleId), eq(recurringOccurrences.scheduledOn, ref.scheduledOn));
    const existing = await existingPayment(tx, schedule, ref.dueOn);
    if (existing) {
      await tx.update(recurringOccurrences).set({ status: 'paid', transactionId: existing }).where(where);
      return 'paid';
    }
    if (!money) {
      await tx.delete(recurringOccurrences).where(where);
      return 'waiting';
    }
    const { rows } = await tx.execute<{ id: string; base_amount_minor: string }>(sql`
      insert into transactions (user_id, type, category, amount_minor, currency, fx_rate, base_currency, description, occurred_on)
      values (${schedule.userId}::uuid, ${schedule.type}, ${schedule.category}, ${schedule.amountMinor.toString()}::bigint, ${schedule.currency},
              ${money.rate}::numeric, ${money.baseCurrency}, ${schedule.description}, ${ref.dueOn}::date)
      returning id, base_amount_minor::text`);
    const posted = rows[0]!;
    await tx.update(recurringOccurrences).set({ transactionId: posted.id }).where(where);
    // A posted bill is spending like one typed in: it raises the same alerts, in this transaction.
    await alertOnExpenses(tx, schedule.userId, { currency: money.baseCurrency, today: money.today }, [
      { ...schedule, id: posted.id, baseAmountMinor: BigInt(posted.base_amount_minor), date: ref.dueOn },
    ]);
    return 'posted';
  });
}
