import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTradeInput, updateTradeInput } from '../../../domain/crypto/crypto';
import { portfolioSchema, tradeSchema } from '../../../domain/crypto/crypto-wire';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { coinMarketFor } from '../../shared/coin-market';
import { portfolioOf } from '../../shared/crypto-holdings';
import { tradeCoinId } from './trade-coin';
import { createTrade, deleteTrade, listTrades, updateTrade } from './trades-service';

const tags = ['crypto'];
const holdingsRule =
  'The coin is one of the market list, named by id, ticker or name ("bitcoin", "BTC", "Bitcoin") and stored as its id; an unknown coin answers 400. Trades replay by date (buys before sales on one day); a change that would sell more than was held at any point answers 400.';

export const tradeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const market = coinMarketFor(context, app.log);

  app.get(
    '/crypto/trades',
    {
      schema: { tags, summary: 'The user’s buy and sell trades, newest first', response: { 200: z.array(tradeSchema) } },
    },
    async (request) => listTrades(db, requireUser(request).id),
  );

  app.post(
    '/crypto/trades',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Records a buy or sell trade (US dollar prices; quantity up to 18 decimals)',
        description: holdingsRule,
        body: createTradeInput,
        response: { 201: tradeSchema, 400: errorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const coinId = await tradeCoinId(market, request.body.coinId);
      return reply.status(201).send(await createTrade(db, userId, { ...request.body, coinId }));
    },
  );

  app.patch(
    '/crypto/trades/:id',
    {
      schema: {
        tags,
        summary: 'Edits a trade',
        description: holdingsRule,
        params: idParams,
        body: updateTradeInput,
        response: { 200: tradeSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const coinId = request.body.coinId === undefined ? undefined : await tradeCoinId(market, request.body.coinId);
      return updateTrade(db, userId, request.params.id, { ...request.body, coinId });
    },
  );

  app.delete(
    '/crypto/trades/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a trade',
        description: holdingsRule,
        params: idParams,
        response: { 204: noContent, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await deleteTrade(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/crypto/portfolio',
    {
      schema: {
        tags,
        summary: 'Holdings from the trades with average cost basis, value at current prices and unrealised gain, in US dollars',
        description: 'Values are null when prices are unavailable; quantities and costs are exact decimal strings.',
        response: { 200: portfolioSchema },
      },
    },
    async (request) => portfolioOf(db, market, requireUser(request).id),
  );
};
