import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../http/app-context';
import { coinMarketFor } from '../../shared/coin-market';
import { exchangeRates } from '../../shared/exchange-rates';
import type { ToolServices } from './tools/tool';

/**
 * What every caller of the assistant's tools lends them, the chat and the MCP server alike: the
 * database, the crypto routes' price source (one cache however prices are asked for) and
 * exchange rates.
 */
export function toolServicesFor(context: AppContext, log: FastifyBaseLogger): ToolServices {
  return { db: context.db, market: coinMarketFor(context, log), rates: exchangeRates(context.db, context.config.fxBaseUrl) };
}
