import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ratesUnavailable, useReferenceRates } from '@/lib/exchange-rates';
import { useFormat } from '@/lib/use-format';

interface RateFieldProps {
  currency: string;
  baseCurrency: string;
  /** The transaction's date (YYYY-MM-DD): its reference rate is offered. */
  date: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * Units of the user's currency for one unit of the transaction's, prefilled from the reference
 * rate of the date while the user has not typed their own; with no reference rate (offline, or
 * none for the currency) it says so and waits for a typed one.
 */
export function RateField({ currency, baseCurrency, date, value, onChange, onBlur, error }: RateFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const rates = useReferenceRates(currency, /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined);
  const reference = rates.data?.rates[baseCurrency];
  const prefilled = useRef<string | null>(null);
  const typed = useRef(false);

  useEffect(() => {
    if (!reference || typed.current || (value !== '' && value !== prefilled.current)) return;
    prefilled.current = reference;
    if (value !== reference) onChange(reference);
  }, [reference, value, onChange]);

  const hint = rates.isPending
    ? t('currency.rate.loading')
    : reference
      ? t('currency.rate.reference', { date: format.date(rates.data?.publishedOn ?? date) })
      : rates.isError && ratesUnavailable(rates.error)
        ? t('currency.rate.offline')
        : t('currency.rate.noReference', { currency });

  return (
    <FormField id="transaction-rate" label={t('currency.rate.label', { from: currency, to: baseCurrency })} error={error} hint={hint}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        className="h-12"
        data-testid="transaction-rate"
        value={value}
        onChange={(event) => {
          typed.current = true;
          onChange(event.target.value);
        }}
        onBlur={onBlur}
      />
    </FormField>
  );
}
