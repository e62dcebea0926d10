import { useState } from 'react';
import { ArrowLeftRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '@domain/shared/amount-input';
import { convertMinor } from '@domain/currency/exchange-rate-math';
import { toMinor } from '@domain/shared/money';
import { CurrencySelect } from '@/components/currency-select';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ratesUnavailable, useReferenceRates } from '@/lib/exchange-rates';
import { useFormat } from '@/lib/use-format';
import { rateText } from '../rate-text';

interface ConverterProps {
  from: string;
  to: string;
  onPairChange: (from: string, to: string) => void;
}

/** Any amount between two of the fifteen currencies at today's reference rate, exact to the minor unit. */
export function Converter({ from, to, onPairChange }: ConverterProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [amount, setAmount] = useState('100');
  const rates = useReferenceRates(from);
  const rate = rates.data?.rates[to];
  const parsed = parseAmountInput(amount, from, { allowZero: true });
  const minor = parsed.ok ? toMinor(parsed.decimal, from) : null;
  const result = rate && minor !== null ? format.money(convertMinor(minor, rate, from, to), to) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('currency.converter.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid items-end gap-4 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
          <FormField id="converter-amount" label={t('currency.converter.amount')} error={parsed.ok || amount.trim() === '' ? undefined : t('currency.converter.invalidAmount')}>
            <Input inputMode="decimal" autoComplete="off" className="h-11" value={amount} onChange={(event) => setAmount(event.target.value)} data-testid="converter-amount" />
          </FormField>
          <FormField id="converter-from" label={t('currency.converter.from')}>
            <CurrencySelect value={from} onValueChange={(code) => onPairChange(code, to)} className="h-11 w-full sm:w-28" data-testid="converter-from" />
          </FormField>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="h-11 w-11 justify-self-start"
            aria-label={t('currency.converter.swap')}
            onClick={() => onPairChange(to, from)}
            data-testid="converter-swap"
          >
            <ArrowLeftRightIcon aria-hidden />
          </Button>
          <FormField id="converter-to" label={t('currency.converter.to')}>
            <CurrencySelect value={to} onValueChange={(code) => onPairChange(from, code)} className="h-11 w-full sm:w-28" data-testid="converter-to" />
          </FormField>
        </div>
        <div aria-live="polite" className="rounded-xl bg-muted/50 p-4" data-testid="converter-result">
          <QueryState
            query={rates}
            skeleton={<p className="text-sm text-muted-foreground">{t('currency.rate.loading')}</p>}
            // The title already says why, in the converter's words; the server's text would repeat it.
            errorTitle={ratesUnavailable(rates.error) ? t('currency.converter.offline') : t('currency.converter.failed')}
            explain={() => undefined}
          >
            {(loaded) =>
              !rate ? (
                <p className="text-sm">{t('currency.converter.noRate', { from, to })}</p>
              ) : (
                <div className="grid gap-1">
                  <p className="text-2xl font-semibold tabular-nums break-words">{result ?? '—'}</p>
                  <p className="text-sm text-muted-foreground">
                    {t('currency.converter.rateLine', { from, to, rate: rateText(format, rate) })} · {t('currency.converter.rateDate', { date: format.date(loaded.publishedOn) })}
                  </p>
                </div>
              )
            }
          </QueryState>
        </div>
      </CardContent>
    </Card>
  );
}
