import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionType } from '@domain/categories';
import { formatMoney } from '@/lib/format';

function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Display names of categories, types and destinations, with a readable fallback for names the catalogue lacks. */
export function useTransactionLabels() {
  const { t, i18n } = useTranslation();
  const category = useCallback((value: string) => t(`transactions.categories.${value}`, { defaultValue: humanize(value) }), [t]);
  const type = useCallback((value: TransactionType) => t(`transactions.types.${value}`), [t]);
  const destination = useCallback((value: string) => t(`transactions.destinations.${value}`, { defaultValue: humanize(value) }), [t]);
  const locale = i18n.language;
  return useMemo(() => ({ category, type, destination, locale }), [category, type, destination, locale]);
}

/** Income with a plus, spending with a minus, transfers unsigned: the type gives the direction. */
export function signedAmount(type: TransactionType, amount: string, currency: string, locale: string): string {
  if (type === 'income') return formatMoney(amount, currency, locale, { signDisplay: 'always' });
  if (type === 'expense') return formatMoney(`-${amount}`, currency, locale);
  return formatMoney(amount, currency, locale);
}
