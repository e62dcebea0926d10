import { and, eq } from 'drizzle-orm';
import { isCurrencyCode, type CurrencyCode } from '../../domain/shared/currencies';
import { addDays } from '../../domain/shared/dates';
import { divideRates, invertRate } from '../../domain/currency/exchange-rate-math';
import type { RateHistory, ReferenceRates } from '../../domain/currency/exchange-rates';
import type { Database } from '../db/client';
import { fxRates } from '../db/schema/index';
import { missingFrom, rateSource, SourceUnavailableError, UnknownToSourceError, type RatesByCurrency, type SourceDay } from './rates-source';

/**
 * Daily reference rates, cached in `fx_rates` per base currency and day (docs/decisions/
 * 010-exchange-rates.md). A day's row is final once it holds that day's own publication or
 * was fetched after the day ended (UTC); today's row is refreshed at most hourly until then.
 * With the source unreachable, a cached row is served as it is and nothing else: no rate is
 * ever made up. A currency the source does not know (VND at the ECB) is crossed through USD
 * when the USD rates have it, and reported unavailable otherwise.
 */

const pivot: CurrencyCode = 'USD';
const refreshAfterMs = 60 * 60 * 1000;
const historyCacheSize = 200;

export interface RateQuote {
  rate: string;
  date: string;
  publishedOn: string;
}

export type QuoteResult = { kind: 'rate'; quote: RateQuote } | { kind: 'none' } | { kind: 'unavailable' };

const utcToday = (now: Date) => now.toISOString().slice(0, 10);

function isFinal(row: { rateDate: string; publishedOn: string | null; fetchedAt: Date }, now: Date): boolean {
  if (row.publishedOn === row.rateDate) return true;
  if (row.fetchedAt.getTime() >= Date.parse(`${addDays(row.rateDate, 1)}T00:00:00Z`)) return true;
  return now.getTime() - row.fetchedAt.getTime() < refreshAfterMs;
}

function answer(base: CurrencyCode, date: string, day: SourceDay): ReferenceRates {
  const rates: RatesByCurrency = { ...day.rates, [base]: '1' };
  return { base, date, publishedOn: day.publishedOn, rates, unavailable: missingFrom(rates) };
}

export interface ExchangeRatesOptions {
  now?: () => Date;
}

export function exchangeRates(db: Database, baseUrl: string, { now = () => new Date() }: ExchangeRatesOptions = {}) {
  const source = rateSource(baseUrl);
  const histories = new Map<string, RateHistory>();

  async function cached(base: CurrencyCode, date: string) {
    const [row] = await db
      .select()
      .from(fxRates)
      .where(and(eq(fxRates.base, base), eq(fxRates.rateDate, date)));
    return row;
  }

  async function store(base: CurrencyCode, date: string, day: SourceDay) {
    const values = { base, rateDate: date, publishedOn: day.publishedOn, rates: day.rates as Record<string, string>, fetchedAt: now() };
    await db
      .insert(fxRates)
      .values(values)
      .onConflictDoUpdate({ target: [fxRates.base, fxRates.rateDate], set: { rates: values.rates, publishedOn: values.publishedOn, fetchedAt: values.fetchedAt } });
  }

  /** From the source: directly, or crossed through the pivot when the source does not know `base`. */
  async function fromSource(base: CurrencyCode, date: string, latest: boolean): Promise<SourceDay> {
    try {
      return await source.day(base, latest ? null : date);
    } catch (error) {
      if (!(error instanceof UnknownToSourceError) || base === pivot) throw error;
    }
    const viaPivot = await ratesOn(pivot, date);
    const pivotRate = viaPivot?.rates[base];
    if (!viaPivot) throw new SourceUnavailableError(new Error('pivot rates unavailable'));
    if (!pivotRate) return { publishedOn: viaPivot.publishedOn, rates: { [base]: '1' } };
    const rates: RatesByCurrency = {};
    for (const [code, rate] of Object.entries(viaPivot.rates) as [CurrencyCode, string][]) {
      const crossed = divideRates(rate, pivotRate);
      if (crossed) rates[code] = crossed;
    }
    return { publishedOn: viaPivot.publishedOn, rates };
  }

  /** The reference rates of `base` that apply on `date` (today when null), or null when none can be had. */
  async function ratesOn(base: CurrencyCode, date?: string | null): Promise<ReferenceRates | null> {
    const today = utcToday(now());
    const day = !date || date > today ? today : date;
    const row = await cached(base, day);
    if (row && isFinal(row, now())) return answer(base, day, { publishedOn: row.publishedOn ?? row.rateDate, rates: row.rates });
    try {
      const fetched = await fromSource(base, day, day === today);
      await store(base, day, fetched);
      return answer(base, day, fetched);
    } catch (error) {
      if (!(error instanceof SourceUnavailableError || error instanceof UnknownToSourceError)) throw error;
      return row ? answer(base, day, { publishedOn: row.publishedOn ?? row.rateDate, rates: row.rates }) : null;
    }
  }

  /** Units of `to` for one unit of `from` on `date`: from `from`'s rates, else the inverse of `to`'s. */
  async function quote(from: CurrencyCode, to: CurrencyCode, date?: string | null): Promise<QuoteResult> {
    const direct = await ratesOn(from, date);
    if (!direct) return { kind: 'unavailable' };
    if (from === to) return { kind: 'rate', quote: { rate: '1', date: direct.date, publishedOn: direct.publishedOn } };
    const rate = direct.rates[to];
    if (rate) return { kind: 'rate', quote: { rate, date: direct.date, publishedOn: direct.publishedOn } };
    const reverse = await ratesOn(to, date);
    const inverse = reverse?.rates[from] ? invertRate(reverse.rates[from]) : null;
    if (reverse && inverse) return { kind: 'rate', quote: { rate: inverse, date: reverse.date, publishedOn: reverse.publishedOn } };
    return { kind: 'none' };
  }

  async function seriesOf(from: CurrencyCode, to: CurrencyCode, start: string, end: string) {
    try {
      return (await source.series(from, [to], start, end)).flatMap(({ date, rates }) => (rates[to] ? [{ date, rate: rates[to] }] : []));
    } catch (error) {
      if (!(error instanceof UnknownToSourceError)) throw error;
    }
    const series = await source.series(
      pivot,
      [...new Set([from, to])].filter((code) => code !== pivot),
      start,
      end,
    );
    return series.flatMap(({ date, rates }) => {
      const fromRate = from === pivot ? '1' : rates[from];
      const toRate = to === pivot ? '1' : rates[to];
      const rate = fromRate && toRate ? divideRates(toRate, fromRate) : null;
      return rate ? [{ date, rate }] : [];
    });
  }

  /** Daily rates of a pair over the last `days` days, or null when the source is unreachable. */
  async function history(from: CurrencyCode, to: CurrencyCode, days: number): Promise<RateHistory | null> {
    const end = utcToday(now());
    const key = `${from}|${to}|${days}|${end}`;
    const known = histories.get(key);
    if (known) return known;
    let points: { date: string; rate: string }[];
    try {
      points = from === to ? [] : await seriesOf(from, to, addDays(end, -days), end);
    } catch (error) {
      if (error instanceof UnknownToSourceError) points = [];
      else if (error instanceof SourceUnavailableError) return null;
      else throw error;
    }
    const result: RateHistory = { from, to, available: from === to || points.length > 0, points };
    if (histories.size >= historyCacheSize) histories.delete(histories.keys().next().value!);
    histories.set(key, result);
    return result;
  }

  return { ratesOn, quote, history };
}

export type ExchangeRates = ReturnType<typeof exchangeRates>;

/**
 * The reference rate from one currency to another on `date`, or null when none can be had (an
 * unknown code, no rate at the source, the source unreachable). For writes that go ahead without
 * a rate rather than fail for want of one.
 */
export async function referenceRateOrNull(rates: ExchangeRates | undefined, from: string, to: string, date: string): Promise<string | null> {
  if (!rates || from === to || !isCurrencyCode(from) || !isCurrencyCode(to)) return null;
  const result = await rates.quote(from, to, date).catch(() => null);
  return result?.kind === 'rate' ? result.quote.rate : null;
}
