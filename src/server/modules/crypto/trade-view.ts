import { tradeTotal } from '../../../domain/crypto/crypto';
import type { Trade } from '../../../domain/crypto/crypto-wire';
import type { cryptoTrades } from '../../db/schema/index';
import { tradeLeg } from '../../shared/crypto-holdings';

/** The wire shape of a trade: exact decimal strings, the date as recorded, what it moved in dollars. */
export function tradeView(row: typeof cryptoTrades.$inferSelect): Trade {
  const leg = tradeLeg(row);
  return {
    id: row.id,
    coinId: leg.coinId,
    side: leg.side,
    quantity: leg.quantity,
    pricePerCoin: leg.pricePerCoin,
    fee: leg.fee,
    total: tradeTotal(leg),
    date: leg.date,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
