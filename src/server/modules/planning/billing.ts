import { asc, eq, inArray, and, sql } from 'drizzle-orm';
import { errorCodes } from '../../../domain/shared/errors';
import { convertMinor } from '../../../domain/currency/exchange-rate-math';
import { earnedMinor, hoursText, spanSeconds, timeTrackingMessages, type BillEntriesInput, type BillResult } from '../../../domain/planning/time-tracking';
import type { Database } from '../../db/client';
import { timeEntries, timeProjects, transactions } from '../../db/schema/index';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { referenceRateOrNull, type ExchangeRates } from '../../shared/exchange-rates';
import { ownerSettings } from '../../shared/owner-settings';
import { toTransaction } from '../../shared/transaction-view';
import { withOverlaps } from './entries';

const e = timeEntries;

interface ReferenceRate {
  currency: string;
  rate: string;
}

/**
 * Today's reference rate from the entries' project currency to the account's, looked up before
 * any row is locked. Billing never fails for want of it: without one the income stays in its
 * own currency, listed apart from the totals, until the user gives a rate.
 */
async function referenceRateFor(db: Database, userId: string, ids: string[], baseCurrency: string, today: string, rates?: ExchangeRates): Promise<ReferenceRate | null> {
  if (!rates) return null;
  const rows = await db
    .selectDistinct({ currency: timeProjects.currency })
    .from(e)
    .innerJoin(timeProjects, eq(timeProjects.id, e.projectId))
    .where(and(inArray(e.id, ids), eq(e.userId, userId)));
  const currency = rows.length === 1 ? rows[0]!.currency : null;
  const rate = currency ? await referenceRateOrNull(rates, currency, baseCurrency, today) : null;
  return currency && rate ? { currency, rate } : null;
}

/**
 * "Turn billable time into income": one income transaction (category freelance) for the hours
 * at their projects' rate, and the entries marked billed with it, in one database transaction.
 * The entries are locked in id order first, so a second request for any of them (a double
 * click) waits, then finds them billed and answers 409 having written nothing. The insert goes
 * through the same table triggers as every transaction, so rollups and the dashboard follow.
 */
export async function billEntries(db: Database, userId: string, input: BillEntriesInput, rates?: ExchangeRates): Promise<BillResult> {
  const ids = [...new Set(input.entryIds)].sort();
  const { today, currency: baseCurrency } = await ownerSettings(db, userId);
  const reference = await referenceRateFor(db, userId, ids, baseCurrency, today, rates);
  const result = await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(e)
      .where(and(inArray(e.id, ids), eq(e.userId, userId)))
      .orderBy(asc(e.id))
      .for('update');
    if (locked.length !== ids.length) throw notFound(timeTrackingMessages.entryNotFound);
    if (locked.some((row) => row.billedTransactionId !== null || row.billedAt !== null)) {
      throw new AppError(409, errorCodes.conflict, timeTrackingMessages.alreadyBilled);
    }
    if (locked.some((row) => row.endedAt === null)) throw fieldError('entryIds', timeTrackingMessages.entryRunning);
    if (locked.some((row) => !row.billable)) throw fieldError('entryIds', timeTrackingMessages.entryNotBillable);
    const projectIds = [...new Set(locked.map((row) => row.projectId))];
    const projects = await tx.select().from(timeProjects).where(inArray(timeProjects.id, projectIds));
    if (projects.some((project) => project.hourlyRateMinor === null || !project.currency)) throw fieldError('entryIds', timeTrackingMessages.projectHasNoRate);
    const currencies = new Set(projects.map((project) => project.currency!));
    if (currencies.size !== 1) throw fieldError('entryIds', timeTrackingMessages.mixedCurrencies);
    const currency = [...currencies][0]!;
    const byId = new Map(projects.map((project) => [project.id, project]));
    const items = locked.map((row) => ({ rateMinor: byId.get(row.projectId)!.hourlyRateMinor!, seconds: spanSeconds({ start: row.startedAt, end: row.endedAt }, new Date()) }));
    const amountMinor = earnedMinor(items);
    if (amountMinor <= 0n) throw fieldError('entryIds', timeTrackingMessages.nothingToBill);
    const seconds = items.reduce((sum, item) => sum + item.seconds, 0);
    const names = projects
      .map((project) => project.name)
      .sort()
      .join(', ');
    const inBase =
      currency === baseCurrency
        ? { baseCurrency, baseAmountMinor: amountMinor }
        : reference?.currency === currency
          ? { fxRate: reference.rate, baseCurrency, baseAmountMinor: convertMinor(amountMinor, reference.rate, currency, baseCurrency) }
          : // No rate could be had: the income stays in its own currency (none is guessed) and is
            // listed apart until the user edits it to give a rate.
            { baseCurrency: currency, baseAmountMinor: amountMinor };
    const [transaction] = await tx
      .insert(transactions)
      .values({
        userId,
        type: 'income',
        category: 'freelance',
        amountMinor,
        currency,
        ...inBase,
        description: `${names} · ${hoursText(seconds)} h`.slice(0, 500),
        occurredOn: today,
      })
      .returning();
    const billed = await tx
      .update(e)
      .set({ billedTransactionId: transaction!.id, billedAt: sql`now()`, updatedAt: sql`now()` })
      .where(inArray(e.id, ids))
      .returning();
    return { transaction: toTransaction(transaction!), rows: billed.sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime()) };
  });
  return { transaction: result.transaction, entries: await withOverlaps(db, userId, result.rows) };
}
