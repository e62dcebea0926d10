import { sql } from 'drizzle-orm';
import { cashFlowMessages } from '../../../domain/cash-flow/cash-flow';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema/index';
import { minorOrFail, ownerSettings } from '../../shared/owner-settings';

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
