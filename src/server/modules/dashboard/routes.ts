import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema, type DashboardStats } from '../../../domain/dashboard/dashboard';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { typedJsonSerializer } from '../../http/typed-json-serializer';
import { sumDecimals } from '../../../domain/crypto/crypto';
import { currencyExponent } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { coinMarketFor, type CoinMarket } from '../../shared/coin-market';
import { cryptoHoldingsValue, cryptoNetWorth } from '../../shared/crypto-net-worth';
import { keptAnswers } from './kept-answers';
import { dashboardBase, type DashboardBase } from './service';

/** Coin prices move on their own, so held coins are valued per answer; most users hold none and pay nothing for it. */
async function withCoins(db: Database, market: CoinMarket, { stats, positions }: DashboardBase): Promise<DashboardStats> {
  if (positions.length === 0) return { ...stats, cryptoPortfolio: null };
  const cryptoPortfolio = await cryptoNetWorth(db, await cryptoHoldingsValue(market, positions), stats.currency);
  const netWorth =
    cryptoPortfolio?.includedInNetWorth && cryptoPortfolio.converted !== null
      ? sumDecimals([stats.netWorth, cryptoPortfolio.converted], currencyExponent(stats.currency))
      : stats.netWorth;
  return { ...stats, netWorth, cryptoPortfolio };
}

export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const market = coinMarketFor(context, app.log);
  const kept = keptAnswers<DashboardBase>();
  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Overview figures, the health score with its breakdown, goal totals and the five newest transactions',
        description:
          'Computed from the monthly rollups and the goals only, in the user’s currency and time zone. Money is decimal strings; crypto holdings count in net worth when priced and convertible (`cryptoPortfolio`); transactions in other currencies are left out and listed per currency in `otherCurrencies`; `savingsRate` is a typical month’s, as in GET /insights (decision 018). Goal cards come from GET /financial-goals.',
        response: { 200: dashboardStatsSchema },
      },
      // Every field is built by typed code checked against the schema at compile time (decision 035).
      serializerCompiler: typedJsonSerializer,
    },
    async (request) => {
      const auth = requireUser(request);
      return withCoins(db, market, await kept.get(auth, () => dashboardBase(db, auth.id)));
    },
  );
};
