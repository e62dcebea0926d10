import type { TFunction } from 'i18next';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import type { Format } from '@/lib/format';

/**
 * What net worth says about crypto: included (and how much), or shown apart in US dollars when
 * it cannot be honestly added (no exchange rate for the user's currency, or no prices right now).
 */
export function cryptoNetWorthNote(t: TFunction, stats: DashboardStats, format: Format): string | null {
  const crypto = stats.cryptoPortfolio;
  if (!crypto) return null;
  if (crypto.value === null) return t('crypto.netWorth.unpriced');
  if (crypto.includedInNetWorth && crypto.converted !== null) return t('crypto.netWorth.included', { amount: format.money(crypto.converted, stats.currency) });
  return t('crypto.netWorth.separate', { amount: format.money(crypto.value, 'USD') });
}
