import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isCustomCategoryKey, type TransactionType } from '@domain/categories/categories';
import type { Format } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { customCategoriesIn, useCategoryList } from '@/lib/use-categories';

function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Display names of categories, types and destinations, with a readable fallback for names the catalogue lacks. */
export function useTransactionLabels() {
  const { t } = useTranslation();
  const format = useFormat();
  // Reads the list the page or the form fetched; never fetches by itself.
  const { data: list } = useCategoryList({ enabled: false });
  const customNames = useMemo(() => new Map(customCategoriesIn(list).map((custom) => [custom.key, custom.name])), [list]);
  const category = useCallback(
    (value: string) =>
      isCustomCategoryKey(value) ? (customNames.get(value) ?? t('categories.unknown')) : t(`transactions.categories.${value}`, { defaultValue: humanize(value) }),
    [t, customNames],
  );
  const type = useCallback((value: TransactionType) => t(`transactions.types.${value}`), [t]);
  const destination = useCallback((value: string) => t(`transactions.destinations.${value}`, { defaultValue: humanize(value) }), [t]);
  return useMemo(() => ({ category, type, destination, format }), [category, type, destination, format]);
}

/** Income with a plus, spending with a minus, transfers unsigned: the type gives the direction. */
export function signedAmount(type: TransactionType, amount: string, currency: string, format: Format): string {
  if (type === 'income') return format.money(amount, currency, { signDisplay: 'always' });
  if (type === 'expense') return format.money(`-${amount}`, currency);
  return format.money(amount, currency);
}
