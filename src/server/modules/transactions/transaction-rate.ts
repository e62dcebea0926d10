import { convertMinor, normaliseRate } from '../../../domain/currency/exchange-rate-math';
import { says } from '../../../domain/shared/errors';
import { exchangeRateCodes, exchangeRateMessages } from '../../../domain/currency/exchange-rates';
import { currencyExponent, isCurrencyCode } from '../../../domain/shared/currencies';
import { maxAmountMajor, moneyMessages } from '../../../domain/shared/money';
import { AppError, fieldError } from '../../http/app-error';
import type { ExchangeRates } from '../../shared/exchange-rates';

interface RateRequest {
  currency: string;
  baseCurrency: string;
  /** The transaction's date: its reference rate is the one offered. */
  date: string;
  rate?: string;
  rates?: ExchangeRates;
  /** The field a missing rate is asked for on: `rate` (into the base currency) or `goalRate` (into a goal's). */
  field?: 'rate' | 'goalRate';
}

/**
 * The rate a transaction is stored with: 1 in the base currency, else the rate the user gave,
 * else the reference rate of the transaction's date. With no reference rate (unknown to the
 * source, or the source unreachable) the answer asks for one on `rate`; none is ever made up.
 */
export async function rateOrFail({ currency, baseCurrency, date, rate, rates, field = 'rate' }: RateRequest): Promise<string> {
  if (currency === baseCurrency) {
    if (rate !== undefined && normaliseRate(rate) !== '1') throw fieldError(field, exchangeRateMessages.rateNotForBaseCurrency);
    return '1';
  }
  if (rate !== undefined) return normaliseRate(rate);
  const result = rates && isCurrencyCode(currency) && isCurrencyCode(baseCurrency) ? await rates.quote(currency, baseCurrency, date) : null;
  if (result?.kind === 'rate') return result.quote.rate;
  if (result?.kind === 'none') {
    const message = says(exchangeRateMessages.noReferenceRate, { from: currency, to: baseCurrency });
    throw new AppError(400, exchangeRateCodes.noReferenceRate, message, { [field]: message });
  }
  throw new AppError(400, exchangeRateCodes.ratesUnavailable, exchangeRateMessages.ratesUnavailable, { [field]: exchangeRateMessages.ratesUnavailable });
}

/** The amount in the base currency (what the database trigger stores too), refused when it passes the largest amount. */
export function baseAmountOrFail(amountMinor: bigint, rate: string, currency: string, baseCurrency: string): bigint {
  return convertedOrFail(amountMinor, rate, currency, baseCurrency);
}

/** `amountMinor` of `currency` in minor units of `to` at `rate`, refused when it passes the largest amount. */
export function convertedOrFail(amountMinor: bigint, rate: string, currency: string, to: string): bigint {
  const converted = convertMinor(amountMinor, rate, currency, to);
  if (converted >= maxAmountMajor * 10n ** BigInt(currencyExponent(to))) throw fieldError('amount', moneyMessages.tooLarge);
  return converted;
}
