import { z } from 'zod';
import { currencyCodes, isCurrencyCode, type CurrencyCode } from '../../domain/shared/currencies';
import { rateFromSource } from '../../domain/currency/exchange-rate-math';

/**
 * The reference-rate source over HTTP, in the Frankfurter API's format (European Central Bank
 * rates): `/latest?base=USD`, `/{date}?base=USD` and `/{start}..{end}?base=USD&symbols=EUR`.
 * Only the fifteen supported currencies are kept; a rate that is not a positive number is left out.
 */

const dayAnswer = z.object({ base: z.string(), date: z.string(), rates: z.record(z.string(), z.unknown()) });
const seriesAnswer = z.object({ base: z.string(), rates: z.record(z.string(), z.record(z.string(), z.unknown())) });

export type RatesByCurrency = Partial<Record<CurrencyCode, string>>;

export interface SourceDay {
  publishedOn: string;
  rates: RatesByCurrency;
}

/** The source answered, but does not know the currency asked for (Frankfurter: 404 or 422). */
export class UnknownToSourceError extends Error {
  constructor() {
    super('The rate source does not know this currency');
    this.name = 'UnknownToSourceError';
  }
}

/** The source could not be reached or answered something unusable: the caller falls back or says rates are unavailable. */
export class SourceUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The rate source is unavailable', { cause });
    this.name = 'SourceUnavailableError';
  }
}

const timeoutMs = 8_000;

function supportedRates(rates: Record<string, unknown>): RatesByCurrency {
  const kept: RatesByCurrency = {};
  for (const [code, value] of Object.entries(rates)) {
    const rate = isCurrencyCode(code) ? rateFromSource(value) : null;
    if (rate && isCurrencyCode(code)) kept[code] = rate;
  }
  return kept;
}

async function getJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new SourceUnavailableError(error);
  }
  if (response.status === 404 || response.status === 422) throw new UnknownToSourceError();
  if (!response.ok) throw new SourceUnavailableError(new Error(`HTTP ${response.status}`));
  try {
    return await response.json();
  } catch (error) {
    throw new SourceUnavailableError(error);
  }
}

export function rateSource(baseUrl: string) {
  return {
    /** The rates of `date` (the last working day on or before it), or the latest when `date` is null. */
    async day(base: CurrencyCode, date: string | null): Promise<SourceDay> {
      const parsed = dayAnswer.safeParse(await getJson(`${baseUrl}/${date ?? 'latest'}?base=${base}`));
      if (!parsed.success) throw new SourceUnavailableError(parsed.error);
      return { publishedOn: parsed.data.date, rates: { ...supportedRates(parsed.data.rates), [base]: '1' } };
    },

    /** Daily rates of `symbols` against `base` over a range of days, oldest first. */
    async series(base: CurrencyCode, symbols: CurrencyCode[], start: string, end: string): Promise<{ date: string; rates: RatesByCurrency }[]> {
      const parsed = seriesAnswer.safeParse(await getJson(`${baseUrl}/${start}..${end}?base=${base}&symbols=${symbols.join(',')}`));
      if (!parsed.success) throw new SourceUnavailableError(parsed.error);
      return Object.entries(parsed.data.rates)
        .map(([date, rates]) => ({ date, rates: supportedRates(rates) }))
        .sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}

export type RateSource = ReturnType<typeof rateSource>;

/** Supported currencies missing from a set of rates. */
export function missingFrom(rates: RatesByCurrency): CurrencyCode[] {
  return currencyCodes.filter((code) => !rates[code]);
}
