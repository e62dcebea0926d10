import type { CashFlow } from '../../domain/cash-flow/cash-flow';
import { buildTimeline, type TimelineEntry } from '../../domain/cash-flow/timeline';
import { convertMinor } from '../../domain/currency/exchange-rate-math';
import { financialPosition } from '../../domain/insights/financial-position';
import { isCurrencyCode } from '../../domain/shared/currencies';
import { addDays } from '../../domain/shared/dates';
import { formatMinor } from '../../domain/shared/money';
import type { Database } from '../db/client';
import { unauthenticated } from '../http/app-error';
import { eventEntries, goalEntries, loadTimelineRows, readingWindow, scheduleEntries, type ForeignEntry } from './cash-flow-entries';
import type { ExchangeRates } from './exchange-rates';
import { financialSnapshot } from './financial-snapshot';

/*
 * The cash-flow timeline (docs/product/behaviour.md#cash-flow-timeline):
 * - Window: today in the user's zone through today + days − 1.
 * - Starting balance: the dashboard's totalBalance (cash on hand, decision 018), from the same
 *   financial snapshot and position, so the two never disagree.
 * - Schedules: each open occurrence (not posted, paid or skipped) due in the window on its due
 *   date; open overdue ones (due in the last 60 days, as the upcoming list says) today, marked
 *   overdue. Income positive; expenses and transfers negative (a transfer leaves spendable cash,
 *   as the cash-on-hand figure counts it).
 * - Events: costed events of the user's active groups, occurrences starting in the window that
 *   the user is going to and that are not booked yet: the user's share, on the start date in the
 *   user's zone (an all-day one on its first day), in the group's currency converted.
 * - Goals: each active goal with a deadline and an amount needed per month: that amount on the
 *   1st of each month after today (today when it is the 1st), through the deadline's month.
 * - Other currencies convert at the latest rate; with none, their items are left out and the
 *   currency is listed in `unconverted`.
 */

export interface CashFlowOptions {
  /** Where rates come from; null: only the account's currency is counted, the others listed unconverted. */
  rates: ExchangeRates | null;
  /** An event whose share is counted as if the user were going (an affordability question). */
  assumeGoing?: string | null;
  /** A goal whose planned contributions are left out (its whole remaining amount is asked about instead). */
  leaveOutGoal?: string | null;
}

/** Rates into `to` of each currency asked; null for a currency with no rate (or rates offline). */
export async function ratesInto(rates: ExchangeRates, currencies: readonly string[], to: string): Promise<Map<string, string | null>> {
  const found = await Promise.all(
    [...new Set(currencies)].map(async (currency): Promise<[string, string | null]> => {
      if (!isCurrencyCode(currency) || !isCurrencyCode(to)) return [currency, null];
      const quote = await rates.quote(currency, to).catch(() => null);
      return [currency, quote?.kind === 'rate' ? quote.quote.rate : null];
    }),
  );
  return new Map(found);
}

/** The timeline of `days` days from today; the route and the assistant's tool both answer with it. */
export async function cashFlowFor(db: Database, userId: string, days: number, options: CashFlowOptions): Promise<CashFlow> {
  return (await cashFlowWithRates(db, userId, days, options)).flow;
}

/** The timeline and the rate of each other currency it converted (null: none was found), which a cached copy depends on. */
export async function cashFlowWithRates(
  db: Database,
  userId: string,
  days: number,
  options: CashFlowOptions,
): Promise<{ flow: CashFlow; rates: ReadonlyMap<string, string | null> }> {
  // Everything is read at once: the rows are read for a window wide enough for any zone, then cut to the user's.
  const reading = readingWindow(days);
  const [owner, snapshot] = await Promise.all([loadTimelineRows(db, userId, reading), financialSnapshot(db, userId)]);
  if (!owner) throw unauthenticated();
  const { currency, timezone, thresholdMinor, schedules: scheduleRows, events: eventRows } = owner;
  // The snapshot's own "today" is read in the same zone; taking it keeps goal progress and the window on one day.
  const from = snapshot.today;
  const to = addDays(from, days - 1);
  const position = financialPosition(snapshot);
  const schedules = scheduleEntries(scheduleRows, from, to);
  const eventShares = await eventEntries(db, eventRows, userId, timezone, from, to, options.assumeGoing ?? null);
  const foreign: ForeignEntry[] = [...schedules, ...eventShares, ...goalEntries(position.goals, from, to, options.leaveOutGoal ?? null)];
  const others = foreign.filter((entry) => entry.currency !== currency).map((entry) => entry.currency);
  const rateOf = others.length === 0 || !options.rates ? new Map<string, string | null>() : await ratesInto(options.rates, others, currency);
  const unconverted: string[] = [];
  const entries: TimelineEntry[] = [];
  for (const entry of foreign) {
    if (entry.currency === currency) {
      entries.push(entry);
      continue;
    }
    const rate = rateOf.get(entry.currency);
    if (!rate) {
      unconverted.push(entry.currency);
      continue;
    }
    // The entries were built for this request alone: converting in place spares a copy of each.
    entry.item.originalAmount = formatMinor(entry.amountMinor, entry.currency);
    entry.item.originalCurrency = entry.currency;
    entry.amountMinor = convertMinor(entry.amountMinor, rate, entry.currency, currency);
    entries.push(entry);
  }
  return { flow: buildTimeline({ currency, from, days, startingMinor: position.cashMinor, thresholdMinor, entries, unconverted }), rates: rateOf };
}
