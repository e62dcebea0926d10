import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ratesUnavailable, useReferenceRates } from '@/lib/exchange-rates';
import { useFormat } from '@/lib/use-format';

interface RateFieldProps {
  /** The field's id and test id. */
  id: string;
  currency: string;
  /** The currency the rate converts into: the user's for a transaction, the goal's for a contribution. */
  baseCurrency: string;
  /** The transaction's date (YYYY-MM-DD): its reference rate is offered. */
  date: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Shown under the reference-rate hint, e.g. what the amount comes to at this rate. */
  detail?: string;
}

/**
 * Units of one currency for one unit of another (a transaction's in the user's, a contribution's
 * in the goal's), prefilled from the reference
 * rate of the date while the user has not typed their own; with no reference rate (offline, or
 * none for the currency) it says so and waits for a typed one.
 */
export function RateField({ id, currency, baseCurrency, date, value, onChange, onBlur, error, detail }: RateFieldProps) {
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
    <FormField id={id} label={t('currency.rate.label', { from: currency, to: baseCurrency })} error={error} hint={detail ? `${hint} ${detail}` : hint}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        className="h-12"
        data-testid={id}
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
