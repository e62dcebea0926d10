import { and, eq } from 'drizzle-orm';
import { transactionMessages } from '../../../domain/transactions/transactions';
import { financialGoals } from '../../db/schema/index';
import { fieldError } from '../../http/app-error';
import { goalVisibleTo } from '../../shared/goal-access';
import type { ExchangeRates } from '../../shared/exchange-rates';
import type { DbTransaction } from './goal-balance';
import { convertedOrFail, rateOrFail } from './transaction-rate';

/** A contribution's money on the goal's side (docs/decisions/017-contributions-across-currencies.md). */
export interface GoalMoney {
  goalCurrency: string;
  goalRate: string;
  goalAmountMinor: bigint;
}

/** The row's own money, as recorded and in the user's base currency. */
interface RowMoney {
  currency: string;
  amountMinor: bigint;
  baseCurrency: string;
  fxRate: string;
}

interface GoalMoneyRequest {
  /** The contribution's date: its reference rate is the one offered. */
  date: string;
  /** A rate the user typed: units of the goal's currency for one unit of the row's. */
  goalRate?: string;
  rates?: ExchangeRates;
  /** What the row carried before an edit to the same goal: its goal currency and rate stay unless the money's currency changes. */
  kept?: { goalCurrency: string | null; goalRate: string | null; currency: string };
}

/** The currency of a goal the user may see; any other goal is as good as missing. */
async function goalCurrencyOf(tx: DbTransaction, userId: string, goalId: string): Promise<string> {
  const [goal] = await tx
    .select({ currency: financialGoals.currency })
    .from(financialGoals)
    .where(and(eq(financialGoals.id, goalId), goalVisibleTo(tx, userId)));
  if (!goal) throw fieldError('goalId', transactionMessages.goalNotFound);
  return goal.currency;
}

/**
 * What a contribution puts into its goal, in the goal's currency: the amount itself when the
 * row is in that currency; else at the rate the user typed, its base rate when the goal is in the
 * user's currency (so the goal gets the base amount), the rate the row already had, or the
 * reference rate of the date. With no
 * reference rate the answer asks for one on `goalRate`, as a transaction does on `rate`.
 */
export async function goalMoneyOrFail(tx: DbTransaction, userId: string, goalId: string, money: RowMoney, request: GoalMoneyRequest): Promise<GoalMoney> {
  const { kept } = request;
  const goalCurrency = kept?.goalCurrency ?? (await goalCurrencyOf(tx, userId, goalId));
  const keptRate = kept && kept.currency === money.currency ? kept.goalRate : null;
  const goalRate =
    money.currency === goalCurrency
      ? '1'
      : (request.goalRate ??
        (money.baseCurrency === goalCurrency ? money.fxRate : keptRate) ??
        (await rateOrFail({ currency: money.currency, baseCurrency: goalCurrency, date: request.date, rates: request.rates, field: 'goalRate' })));
  return { goalCurrency, goalRate, goalAmountMinor: convertedOrFail(money.amountMinor, goalRate, money.currency, goalCurrency) };
}
