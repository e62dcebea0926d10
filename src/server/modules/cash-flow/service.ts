import { sql } from 'drizzle-orm';
import { cashFlowMessages, type CashFlow } from '../../../domain/cash-flow/cash-flow';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema/index';
import type { AppContext } from '../../http/app-context';
import { cashFlowFor } from '../../shared/cash-flow';
import { exchangeRates, type ExchangeRates } from '../../shared/exchange-rates';
import { minorOrFail, ownerSettings } from '../../shared/owner-settings';

/** The timeline GET /api/cash-flow answers; the definitions are in src/server/shared/cash-flow.ts. */
export async function cashFlowOf(context: Pick<AppContext, 'db' | 'config'>, userId: string, days: number, rates?: ExchangeRates): Promise<CashFlow> {
  return cashFlowFor(context.db, userId, days, { rates: rates ?? exchangeRates(context.db, context.config.fxBaseUrl) });
}

/** Sets the low-balance threshold (the row may not exist yet) and answers it as stored. */
export async function setLowBalanceThreshold(db: Database, userId: string, amount: string): Promise<string> {
  const { currency } = await ownerSettings(db, userId);
  const minor = minorOrFail(amount, currency, 'amount', cashFlowMessages.thresholdInvalid);
  await db
    .insert(userPreferences)
    .values({ userId, lowBalanceThresholdMinor: minor })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { lowBalanceThresholdMinor: minor, updatedAt: sql`now()` } });
  return formatMinor(minor, currency);
}
