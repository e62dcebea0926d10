import { inArray } from 'drizzle-orm';
import { convertMinor } from '../../../domain/currency/exchange-rate-math';
import type { CreateGroupSettlementInput } from '../../../domain/group-expenses/group-expenses';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { referenceRateOrNull, type ExchangeRates } from '../../shared/exchange-rates';
import type { OwnerSettings } from '../../shared/owner-settings';
import { pastOrToday } from './booking-date';
import { groupAccess } from './group-access';

/** How a settle-up transfer in the group's currency is counted in one person's own currency. */
export interface SettleUpRate {
  from: string;
  to: string;
  rate: string;
}

/**
 * Reference rates from the group's currency into the own currency of each party whose currency
 * differs, looked up before the payment's database transaction opens so no connection waits on
 * the rate source. Whatever cannot be had (an invalid request, which the payment itself will
 * refuse, or no rate) is simply left out: that person's transfer stays in the group's currency
 * and is reported apart, as no rate is ever guessed.
 */
export async function settleUpRates(
  db: Database,
  groupId: string,
  userId: string,
  input: CreateGroupSettlementInput,
  settings: OwnerSettings,
  rates?: ExchangeRates,
): Promise<Map<string, SettleUpRate>> {
  const found = new Map<string, SettleUpRate>();
  if (!rates || !input.recordInMoneyTracking) return found;
  const access = await groupAccess(db, groupId, userId).catch(() => null);
  if (!access) return found;
  let date: string;
  try {
    date = input.date === undefined ? settings.today : pastOrToday(input.date, settings);
  } catch {
    return found;
  }
  const parties = await db
    .select({ id: users.id, currency: users.currency })
    .from(users)
    .where(inArray(users.id, [input.from, input.to]));
  for (const party of parties) {
    const rate = await referenceRateOrNull(rates, access.currency, party.currency, date);
    if (rate) found.set(party.id, { from: access.currency, to: party.currency, rate });
  }
  return found;
}

/** The base currency and amount a party's settle-up transfer is stored with. */
export function inPartyCurrency(amountMinor: bigint, groupCurrency: string, rate: SettleUpRate | undefined) {
  if (rate && rate.from === groupCurrency) {
    return { fxRate: rate.rate, baseCurrency: rate.to, baseAmountMinor: convertMinor(amountMinor, rate.rate, rate.from, rate.to) };
  }
  return { baseCurrency: groupCurrency, baseAmountMinor: amountMinor };
}
