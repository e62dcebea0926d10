import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import { reply, startFakeHttpServer, type FakeRequest } from '../../../support/fake-http-server';

/**
 * A stand-in for the Frankfurter API (European Central Bank reference rates) with its real paths
 * and JSON: `/latest?base=`, `/{date}?base=` (weekends answer the Friday before) and
 * `/{start}..{end}?base=&symbols=`. Rates against USD are fixed below; other bases are crossed
 * and rounded to 5 decimals as Frankfurter does. Like the ECB it has no VND unless told to
 * quote it, and an unknown base answers 404 `{"message":"not found"}`.
 */
export const usdRates: Record<string, number> = {
  AUD: 1.52,
  BRL: 5.01,
  CAD: 1.36,
  CHF: 0.88,
  EUR: 0.92,
  GBP: 0.79,
  IDR: 15650,
  INR: 83.1,
  JPY: 151.2,
  MXN: 17.05,
  MYR: 4.71,
  PHP: 56.2,
  THB: 36.5,
  TRY: 32.2,
};

const round5 = (value: number) => Number(value.toPrecision(6));

/** The last working day on or before `date` (the ECB publishes Monday to Friday). */
export function workingDay(date: string): string {
  let day = date;
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, -1);
  return day;
}

export async function startFakeFrankfurter({ quoteVnd = false } = {}) {
  const options = { quoteVnd };
  const table = (): Record<string, number> => (options.quoteVnd ? { ...usdRates, VND: 25400 } : usdRates);

  function ratesFor(base: string, symbols: string[] | null): Record<string, number> | null {
    const usd: Record<string, number> = { ...table(), USD: 1 };
    const basePerUsd = usd[base];
    if (basePerUsd === undefined || base === 'VND') return null;
    const rates: Record<string, number> = {};
    for (const [code, value] of Object.entries(usd)) {
      if (code !== base && (!symbols || symbols.includes(code))) rates[code] = round5(value / basePerUsd);
    }
    return rates;
  }

  const day = (request: FakeRequest, date: string) => {
    const base = request.query.get('base') ?? 'EUR';
    const rates = ratesFor(base, null);
    if (!rates) return reply(404, { message: 'not found' });
    return { amount: 1.0, base, date: workingDay(date), rates };
  };

  const server = await startFakeHttpServer({
    'GET /latest': (request) => day(request, todayInZone('UTC')),
    'GET /:path': (request) => {
      const path = request.params.path ?? '';
      const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(path);
      if (!range) return /^\d{4}-\d{2}-\d{2}$/.test(path) ? day(request, path) : reply(404, { message: 'not found' });
      const base = request.query.get('base') ?? 'EUR';
      const symbols = request.query.get('symbols')?.split(',') ?? null;
      const rates = ratesFor(base, symbols);
      if (!rates || symbols?.some((code) => code !== base && rates[code] === undefined)) return reply(404, { message: 'not found' });
      const series: Record<string, Record<string, number>> = {};
      for (let date = range[1]!; date <= range[2]!; date = addDays(date, 1)) {
        if (workingDay(date) === date) series[date] = rates;
      }
      return { amount: 1.0, base, start_date: workingDay(range[1]!), end_date: workingDay(range[2]!), rates: series };
    },
  });
  const upstreamCalls = () => server.requests.length;
  return { server, options, upstreamCalls };
}
