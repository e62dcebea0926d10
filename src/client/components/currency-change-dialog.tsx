import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BaseCurrencyMode } from '@domain/currency/exchange-rates';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { apiClient, type ApiBody } from '@/lib/api/client';
import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { serverFieldMessage } from '@/lib/server-form-errors';
import { ratesUnavailable, useReferenceRates } from '@/lib/exchange-rates';
import { translateMessage } from '@/lib/translate-message';

export interface CurrencyChangeDialogProps {
  open: boolean;
  /** The user's currency now. */
  from: string;
  /** The currency chosen. */
  to: string;
  onOpenChange: (open: boolean) => void;
  onChanged?: () => void;
}

interface BaseCurrencyChangeInput {
  currency: string;
  mode: BaseCurrencyMode;
  rate?: string;
}

/** Every cached figure depends on the base currency, so all of them are fetched again. */
function useChangeBaseCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BaseCurrencyChangeInput) => apiClient.post('/api/settings/currency', { body: input as ApiBody<'post', '/api/settings/currency'> }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Asks how existing money moves to a new base currency: converted at today's rate, or the same figures relabelled. */
export function CurrencyChangeDialog({ open, from, to, onOpenChange, onChanged }: CurrencyChangeDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<BaseCurrencyMode>('convert');
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const rates = useReferenceRates(from, undefined, open);
  const change = useChangeBaseCurrency();
  const reference = rates.data?.rates[to];

  useEffect(() => {
    if (open) setRate(reference ?? '');
  }, [open, reference]);

  const submit = async () => {
    setError(undefined);
    try {
      await change.mutateAsync({ currency: to, mode, ...(mode === 'convert' && rate.trim() ? { rate: rate.trim().replace(',', '.') } : {}) });
      toast.success(t('currency.change.done', { currency: to }));
      onOpenChange(false);
      onChanged?.();
    } catch (failure) {
      const text = failure instanceof ApiError ? (serverFieldMessage(failure, 'rate') ?? failureMessage(failure)) : t('messages.error');
      setError(translateMessage(t, text));
    }
  };

  const hint = reference
    ? t('currency.change.referenceHint', { date: rates.data?.publishedOn ?? '' })
    : rates.isError && ratesUnavailable(rates.error)
      ? t('currency.rate.offline')
      : rates.isPending
        ? t('currency.rate.loading')
        : t('currency.rate.noReference', { currency: to });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('currency.change.cancel')} data-testid="currency-change-dialog">
        <DialogHeader>
          <DialogTitle>{t('currency.change.title', { from, to })}</DialogTitle>
          <DialogDescription>{t('currency.change.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-3">
          <legend className="sr-only">{t('currency.change.modeLegend')}</legend>
          {(['convert', 'relabel'] as const).map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="currency-change-mode"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="mt-1 accent-primary"
                data-testid={`currency-change-${option}`}
              />
              <span className="grid gap-1">
                <span className="font-medium">{t(`currency.change.${option}.title`)}</span>
                <span className="text-sm text-muted-foreground">{t(`currency.change.${option}.description`, { from, to })}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {mode === 'convert' ? (
          <FormField id="currency-change-rate" label={t('currency.rate.label', { from, to })} hint={hint} error={error}>
            <Input inputMode="decimal" autoComplete="off" value={rate} onChange={(event) => setRate(event.target.value)} data-testid="currency-change-rate" />
          </FormField>
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('currency.change.cancel')}
          </Button>
          <Button type="button" onClick={() => void submit()} disabled={change.isPending} data-testid="currency-change-confirm">
            {change.isPending ? <Spinner /> : null}
            {t(mode === 'convert' ? 'currency.change.confirmConvert' : 'currency.change.confirmRelabel', { currency: to })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
