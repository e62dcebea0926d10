import { eq, sql } from 'drizzle-orm';
import { errorCodes, says } from '../../domain/shared/errors';
import { exchangeRateCodes, exchangeRateMessages, type BaseCurrencyChange, type BaseCurrencyMode } from '../../domain/currency/exchange-rates';
import { isCurrencyCode, UnknownCurrencyError, type CurrencyCode } from '../../domain/shared/currencies';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { AppError, fieldError, unauthenticated } from '../http/app-error';
import type { ExchangeRates } from './exchange-rates';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ChangeBaseCurrencyOptions {
  /** Units of the new currency for one unit of the old one, as typed by the user (convert only). */
  rate?: string;
  /** Where today's reference rate comes from when no rate is typed (convert only). */
  rates?: ExchangeRates;
}

const noRate = (from: string, to: string) =>
  new AppError(400, exchangeRateCodes.noReferenceRate, says(exchangeRateMessages.noReferenceRate, { from, to }), {
    rate: exchangeRateMessages.rateRequired,
  });

async function todaysRate(from: CurrencyCode, to: CurrencyCode, { rate, rates }: ChangeBaseCurrencyOptions): Promise<string> {
  if (rate) return rate;
  if (!rates) throw fieldError('rate', exchangeRateMessages.rateRequired);
  const result = await rates.quote(from, to);
  if (result.kind === 'rate') return result.quote.rate;
  if (result.kind === 'none') throw noRate(from, to);
  throw new AppError(503, exchangeRateCodes.ratesUnavailable, exchangeRateMessages.ratesUnavailable, { rate: exchangeRateMessages.rateRequired });
}

/** `column` (minor units of `from`) in minor units of `to` at `rate`, rounded half away from zero, at least `floor`; null stays null. */
function converted(column: string, rate: string, from: CurrencyCode, to: CurrencyCode, floor: number) {
  const value = `round(${column} * ${rate}::numeric * power(10::numeric, currency_exponent('${to}') - currency_exponent('${from}')))`;
  return sql.raw(`case when ${column} is null then null else greatest(${value}, ${floor}) end`);
}

/**
 * Makes `newCurrency` the user's base currency in one database transaction
 * (docs/decisions/010-exchange-rates.md). Every transaction keeps its own currency and amount.
 * - convert: base amounts move to the new currency at today's rate (rows recorded in the new
 *   currency become rate 1), and so do goals' target and saved amounts, what every contribution
 *   (anyone's) put into those goals, and the monthly income and expense of the preferences.
 * - relabel: the figures stay and only the label changes: rows recorded in the old currency are
 *   now in the new one, other rows keep their rate, goals and monthly figures keep their numbers
 *   (rounded to the new currency's decimals, at least one minor unit). A share of a group expense
 *   stays in the group's currency (its amount is the share there) and keeps its rate like any
 *   other row in another currency; with convert, its rate moves like theirs.
 * Monthly budgets and the cash-flow warning level follow the account currency either way:
 * converted at the rate, or relabelled.
 * The same currency changes nothing.
 */
export async function changeBaseCurrency(
  db: Database,
  userId: string,
  newCurrency: CurrencyCode,
  mode: BaseCurrencyMode,
  options: ChangeBaseCurrencyOptions = {},
): Promise<BaseCurrencyChange> {
  const [owner] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
  if (!owner) throw unauthenticated();
  if (!isCurrencyCode(owner.currency)) throw new UnknownCurrencyError(owner.currency);
  const old = owner.currency;
  const unchanged = { currency: newCurrency, previousCurrency: old, mode, rate: null, transactions: 0, goals: 0 };
  if (old === newCurrency) return unchanged;
  const rate = mode === 'convert' ? await todaysRate(old, newCurrency, options) : null;

  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ currency: users.currency }).from(users).where(eq(users.id, userId)).for('update');
    if (locked?.currency !== old) throw new AppError(409, errorCodes.conflict, exchangeRateMessages.currencyChanged);
    const { transactions, goals } = await moveBaseCurrency(tx, userId, old, newCurrency, rate);
    return { ...unchanged, rate, transactions, goals };
  });
}

/**
 * The writes of a base-currency change inside the caller's transaction, with the user row already
 * locked: `rate` null relabels, a rate converts. The settings update uses it for a currency
 * chosen together with other settings.
 */
export async function moveBaseCurrency(tx: Tx, userId: string, old: CurrencyCode, to: CurrencyCode, rate: string | null): Promise<{ transactions: number; goals: number }> {
  // Both codes are from the fixed list of fifteen and the rate is a validated decimal, so they may be inlined.
  const affected = sql`user_id = ${userId} and base_currency <> ${to} and (base_currency = ${old} or currency = ${to})`;
  const moved =
    rate === null
      ? await tx.execute(sql`update transactions set
          amount_minor = case when currency = ${old} and base_currency = ${old} and group_expense_id is null then ${converted('amount_minor', '1', old, to, 1)}::bigint else amount_minor end,
          currency = case when currency = ${old} and base_currency = ${old} and group_expense_id is null then ${to} else currency end,
          base_currency = ${to},
          fx_rate = case when currency = ${to} then 1 else fx_rate end
          where ${affected}`)
      : await tx.execute(sql`update transactions set
          base_currency = ${to},
          fx_rate = case when currency = ${to} then 1 else greatest(round(fx_rate * ${rate}::numeric, 12), 0.000000000001) end
          where ${affected}`);

  const factor = rate ?? '1';
  // Contributions follow their goal, whoever made them: the goal side of each moves at the same
  // rate as the goal (a contribution in the new currency goes in one for one).
  await tx.execute(sql`update transactions set
      goal_currency = ${to},
      goal_rate = case when currency = ${to} then 1 else greatest(round(goal_rate * ${factor}::numeric, 12), 0.000000000001) end
      where goal_currency = ${old}
        and goal_id in (select id from financial_goals where user_id = ${userId} and currency = ${old})`);
  const goals = await tx.execute(sql`update financial_goals set
      target_minor = ${converted('target_minor', factor, old, to, 1)}::bigint,
      current_minor = ${converted('current_minor', factor, old, to, 0)},
      currency = ${to},
      updated_at = now()
      where user_id = ${userId} and currency = ${old}`);
  // Budgets are in the account currency: they move with it, at the same rate (or keep their figures when relabelled).
  await tx.execute(sql`update budgets set
      amount_minor = ${converted('amount_minor', factor, old, to, 0)}::bigint,
      currency = ${to},
      updated_at = now()
      where user_id = ${userId} and currency = ${old}`);
  await tx.execute(sql`update user_preferences set
      monthly_income_minor = ${converted('monthly_income_minor', factor, old, to, 0)}::bigint,
      monthly_expense_minor = ${converted('monthly_expense_minor', factor, old, to, 0)}::bigint,
      low_balance_threshold_minor = ${converted('low_balance_threshold_minor', factor, old, to, 0)}::bigint,
      expense_alert_minor = ${converted('expense_alert_minor', factor, old, to, 1)}::bigint,
      updated_at = now()
      where user_id = ${userId}`);
  await tx
    .update(users)
    .set({ currency: to, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return { transactions: moved.rowCount ?? 0, goals: goals.rowCount ?? 0 };
}
