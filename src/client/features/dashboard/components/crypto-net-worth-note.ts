import type { TFunction } from 'i18next';
import type { DashboardStats } from '@domain/dashboard';
import { formatMoney } from '@/lib/format';

/**
 * What net worth says about crypto: included (and how much), or shown apart in US dollars when
 * it cannot be honestly added (no exchange rate for the user's currency, or no prices right now).
 */
export function cryptoNetWorthNote(t: TFunction, stats: DashboardStats, locale: string): string | null {
  const crypto = stats.cryptoPortfolio;
  if (!crypto) return null;
  if (crypto.value === null) return t('crypto.netWorth.unpriced');
  if (crypto.includedInNetWorth && crypto.converted !== null) return t('crypto.netWorth.included', { amount: formatMoney(crypto.converted, stats.currency, locale) });
  return t('crypto.netWorth.separate', { amount: formatMoney(crypto.value, 'USD', locale) });
}
