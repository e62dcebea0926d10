import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { says } from '../../../domain/shared/errors';
import { chartQuery, cryptoMessages, isCoinId, maxPriceIds, normaliseCoinIds, pricesQuery, widgetCoinIds } from '../../../domain/crypto/crypto';
import { coinChartSchema, coinPriceSchema, marketCoinSchema } from '../../../domain/crypto/crypto-wire';
import { fieldError, notFound } from '../../http/app-error';
import type { AppContext } from '../../http/app-context';
import { errorBody } from '../../http/route-kit';
import { coinMarketFor } from '../../shared/coin-market';

const tags = ['crypto'];
const cacheNote = 'Read from CoinGecko and shared by all users for 60 seconds; when CoinGecko fails the last answer up to 10 minutes old is served, after that 502.';

export const marketRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const market = coinMarketFor(context, app.log);

  app.get(
    '/crypto/prices',
    {
      schema: {
        tags,
        summary: 'Current US dollar prices and 24 h changes of the given coins, in the order asked; unknown ids are left out',
        description: `At most ${maxPriceIds} ids. ${cacheNote}`,
        querystring: pricesQuery,
        response: { 200: z.array(coinPriceSchema), 400: errorBody, 502: errorBody },
      },
    },
    async (request) => {
      const ids = request.query.ids === undefined ? [...widgetCoinIds] : normaliseCoinIds(request.query.ids);
      if (ids.length > maxPriceIds) throw fieldError('ids', says(cryptoMessages.tooManyIds, { max: maxPriceIds }));
      return market.prices(ids.filter(isCoinId));
    },
  );

  app.get(
    '/crypto/markets',
    {
      schema: {
        tags,
        summary: 'The 100 largest coins by market cap with price, 24 h change, market cap and volume',
        description: cacheNote,
        response: { 200: z.array(marketCoinSchema), 502: errorBody },
      },
    },
    async () => market.markets(),
  );

  app.get(
    '/crypto/coins/:id/chart',
    {
      schema: {
        tags,
        summary: 'A coin’s US dollar price over 1, 7, 30 or 365 days',
        description: cacheNote,
        params: z.object({ id: z.string().max(100) }),
        querystring: chartQuery,
        response: { 200: coinChartSchema, 400: errorBody, 404: errorBody, 502: errorBody },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      if (!isCoinId(id)) throw notFound(cryptoMessages.coinNotFound);
      const chart = await market.chart(id, request.query.days);
      if (!chart) throw notFound(cryptoMessages.coinNotFound);
      return chart;
    },
  );
};
