import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../domain/dashboard/dashboard';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { sumDecimals } from '../../../domain/crypto/crypto';
import { currencyExponent } from '../../../domain/shared/money';
import { coinMarketFor } from '../../shared/coin-market';
import { cryptoHoldingsValue, cryptoNetWorth } from '../../shared/crypto-net-worth';
import { otherCurrenciesAllTime } from '../../shared/other-currencies';
import { dashboardStats } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const market = coinMarketFor(context, app.log);
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
    },
    async (request) => {
      const userId = requireUser(request).id;
      const [stats, otherCurrencies, holdings] = await Promise.all([dashboardStats(db, userId), otherCurrenciesAllTime(db, userId), cryptoHoldingsValue(db, market, userId)]);
      const cryptoPortfolio = await cryptoNetWorth(db, holdings, stats.currency);
      const netWorth =
        cryptoPortfolio?.includedInNetWorth && cryptoPortfolio.converted !== null
          ? sumDecimals([stats.netWorth, cryptoPortfolio.converted], currencyExponent(stats.currency))
          : stats.netWorth;
      return { ...stats, netWorth, otherCurrencies, cryptoPortfolio };
    },
  );
};
