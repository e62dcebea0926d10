import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baseCurrencyChangeSchema,
  changeBaseCurrencyInput,
  exchangeRateCodes,
  exchangeRateMessages,
  historyQuery,
  rateHistorySchema,
  ratesQuery,
  referenceRatesSchema,
} from '../../../domain/currency/exchange-rates';
import type { AppContext } from '../../http/app-context';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { changeBaseCurrency } from '../../shared/base-currency';
import { exchangeRates } from '../../shared/exchange-rates';

const tags = ['currency'];

const unavailable = (message: string) => new AppError(503, exchangeRateCodes.ratesUnavailable, message);

export const currencyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const rates = exchangeRates(db, config.fxBaseUrl);

  app.get(
    '/currency/rates',
    {
      schema: {
        tags,
        summary: 'Daily reference exchange rates of one currency against the fifteen supported ones',
        description:
          'European Central Bank rates through `FX_BASE_URL` (Frankfurter format), cached per base and day. A weekend or holiday gets the last working day’s rates (`publishedOn`). Currencies the source has no rate for are listed in `unavailable`: their rate is typed by the user. 503 when the source is unreachable and nothing is cached; no rate is ever made up.',
        querystring: ratesQuery,
        response: { 200: referenceRatesSchema, 400: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      requireUser(request);
      const answer = await rates.ratesOn(request.query.base, request.query.date);
      if (!answer) throw unavailable(exchangeRateMessages.ratesUnavailable);
      return answer;
    },
  );

  app.get(
    '/currency/history',
    {
      schema: {
        tags,
        summary: 'Daily reference rates of a currency pair over the last days (working days only)',
        description: '`days` is 7 to 365 (default 30). `available` is false when the source has no rates for the pair. 503 when the source is unreachable.',
        querystring: historyQuery,
        response: { 200: rateHistorySchema, 400: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      requireUser(request);
      const { from, to, days } = request.query;
      const answer = await rates.history(from, to, days);
      if (!answer) throw unavailable(exchangeRateMessages.historyUnavailable);
      return answer;
    },
  );

  app.post(
    '/settings/currency',
    {
      schema: {
        tags,
        summary: 'Changes the base currency, converting existing amounts or keeping the figures',
        description:
          '`convert` moves base amounts, goals and monthly income and expense to the new currency at today’s reference rate, or at `rate` (units of the new currency per unit of the old) when given; with no reference rate the answer is 400 on `rate` (or 503 when rates are unreachable). `relabel` keeps every figure and changes only the currency. Transactions keep their own currency and amount either way. One database transaction.',
        body: changeBaseCurrencyInput,
        response: { 200: baseCurrencyChangeSchema, 400: errorBody, 409: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      const { currency, mode, rate } = request.body;
      return changeBaseCurrency(db, requireUser(request).id, currency, mode, { rate, rates });
    },
  );
};
