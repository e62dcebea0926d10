import { eq, sql } from 'drizzle-orm';
import { currencyExponent } from '../../../domain/currencies';
import type { Database } from '../../db/client';
import { userPreferences, users } from '../../db/schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The same figure written with another number of decimals (1234.56 in USD → 1235 in JPY), halves rounded up. */
export function relabelMinor(minor: bigint, from: string, to: string): bigint {
  const shift = currencyExponent(to) - currencyExponent(from);
  if (shift >= 0) return minor * 10n ** BigInt(shift);
  const divisor = 10n ** BigInt(-shift);
  const half = divisor / 2n;
  return minor >= 0n ? (minor + half) / divisor : -((-minor + half) / divisor);
}

/**
 * Makes `to` the account's currency, keeping the monthly income and expense figures and only
 * changing their label. This is the one place the base currency is written, so converting the
 * account's amounts instead can replace it without touching the settings routes.
 */
export async function changeBaseCurrency(tx: Tx, userId: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx.update(users).set({ currency: to, updatedAt: sql`now()` }).where(eq(users.id, userId));
  const [row] = await tx
    .select({ income: userPreferences.monthlyIncomeMinor, expense: userPreferences.monthlyExpenseMinor })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  if (!row || (row.income === null && row.expense === null)) return;
  await tx
    .update(userPreferences)
    .set({
      monthlyIncomeMinor: row.income === null ? null : relabelMinor(row.income, from, to),
      monthlyExpenseMinor: row.expense === null ? null : relabelMinor(row.expense, from, to),
    })
    .where(eq(userPreferences.userId, userId));
}
