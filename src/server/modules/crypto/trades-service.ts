import { and, desc, eq, sql } from 'drizzle-orm';
import { says } from '../../../domain/shared/errors';
import { cryptoErrorCodes, cryptoMessages, replayTrades, type CreateTradeInput, type TradeLeg, type UpdateTradeInput } from '../../../domain/crypto/crypto';
import type { Trade } from '../../../domain/crypto/crypto-wire';
import type { Database } from '../../db/client';
import { cryptoTrades } from '../../db/schema/index';
import { AppError, fieldError } from '../../http/app-error';
import { requireOwned } from '../../http/require-owned';
import { tradeLeg, tradeRowsOf } from '../../shared/crypto-holdings';
import { dateOrFail, ownerSettings } from '../../shared/owner-settings';
import { tradeView } from './trade-view';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function listTrades(db: Database, userId: string): Promise<Trade[]> {
  const rows = await db.select().from(cryptoTrades).where(eq(cryptoTrades.userId, userId)).orderBy(desc(cryptoTrades.tradedOn), desc(cryptoTrades.id));
  return rows.map(tradeView);
}

/** The date the user meant, in their zone, and not after their today. */
async function tradeDate(tx: Transaction, userId: string, value: string): Promise<string> {
  const { timezone, today } = await ownerSettings(tx, userId);
  const date = dateOrFail(value, timezone, 'date', cryptoMessages.dateRequired);
  if (date > today) throw fieldError('date', cryptoMessages.dateInFuture);
  return date;
}

/** One writer per user at a time, so two sales cannot both spend the same coins. */
async function lockTrades(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`crypto_trades:${userId}`}, 0))`);
}

/** Replays the user's trades as they would be after a write; a sale beyond holdings refuses it. */
async function checkHoldings(tx: Transaction, userId: string, change: (legs: TradeLeg[]) => TradeLeg[], refusal: 'create' | 'edit'): Promise<void> {
  const legs = change((await tradeRowsOf(tx, userId)).map(tradeLeg));
  const replay = replayTrades(legs);
  if (replay.ok) return;
  const template = refusal === 'create' ? cryptoMessages.sellExceedsHoldings : cryptoMessages.editMakesHoldingsNegative;
  const message = says(template, { coin: replay.coinId });
  throw new AppError(400, cryptoErrorCodes.holdingsNegative, message, { quantity: message });
}

export async function createTrade(db: Database, userId: string, input: CreateTradeInput): Promise<Trade> {
  return db.transaction(async (tx) => {
    const date = await tradeDate(tx, userId, input.date);
    await lockTrades(tx, userId);
    const leg: TradeLeg = { id: 'new', coinId: input.coinId, side: input.side, quantity: input.quantity, pricePerCoin: input.pricePerCoin, fee: input.fee, date };
    // The new trade goes last among its day's trades of its side, as it was recorded last.
    await checkHoldings(tx, userId, (legs) => [...legs, leg], 'create');
    const [row] = await tx
      .insert(cryptoTrades)
      .values({ userId, coinId: input.coinId, side: input.side, quantity: input.quantity, pricePerCoin: input.pricePerCoin, fee: input.fee, tradedOn: date })
      .returning();
    return tradeView(row!);
  });
}

export async function updateTrade(db: Database, userId: string, id: string, input: UpdateTradeInput): Promise<Trade> {
  return db.transaction(async (tx) => {
    await lockTrades(tx, userId);
    const existing = await requireOwned(tx, cryptoTrades, id, userId);
    const date = input.date === undefined ? existing.tradedOn : await tradeDate(tx, userId, input.date);
    const changes = {
      coinId: input.coinId ?? existing.coinId,
      side: input.side ?? existing.side,
      quantity: input.quantity ?? existing.quantity,
      pricePerCoin: input.pricePerCoin ?? existing.pricePerCoin,
      fee: input.fee ?? existing.fee,
      tradedOn: date,
    };
    const edited = tradeLeg({ ...existing, ...changes });
    await checkHoldings(tx, userId, (legs) => legs.map((leg) => (leg.id === id ? edited : leg)), 'edit');
    const [row] = await tx
      .update(cryptoTrades)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(cryptoTrades.id, id), eq(cryptoTrades.userId, userId)))
      .returning();
    return tradeView(row!);
  });
}

export async function deleteTrade(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTrades(tx, userId);
    await requireOwned(tx, cryptoTrades, id, userId);
    await checkHoldings(tx, userId, (legs) => legs.filter((leg) => leg.id !== id), 'edit');
    await tx.delete(cryptoTrades).where(and(eq(cryptoTrades.id, id), eq(cryptoTrades.userId, userId)));
  });
}
