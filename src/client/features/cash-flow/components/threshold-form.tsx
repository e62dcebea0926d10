import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { cashFlowThresholdInput } from '@domain/cash-flow/cash-flow';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { serverFieldMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useSaveThreshold } from '../api';

const amountRule = cashFlowThresholdInput.shape.amount;

/** The balance below which the timeline warns, in the account's currency; zero or below is allowed. */
export function ThresholdForm({ threshold, currency }: { threshold: string; currency: string }) {
  const { t } = useTranslation();
  const save = useSaveThreshold();
  const [text, setText] = useState(threshold);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = amountRule.safeParse(text.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setText(saved.threshold);
        toast.success(t('timeline.threshold.saved'));
      },
      onError: (failure) => setError((failure instanceof ApiError ? serverFieldMessage(failure, 'amount') : undefined) ?? failureMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={t('timeline.threshold.title')} data-testid="timeline-threshold-form">
      <FormField id="timeline-threshold" label={t('timeline.threshold.label')} hint={t('timeline.threshold.hint')} error={error ? translateMessage(t, error) : undefined}>
        <CurrencyAmount currency={currency} value={text} onChange={setText} />
      </FormField>
      <Button type="submit" variant="outline" disabled={save.isPending} className="w-full sm:w-fit" data-testid="timeline-threshold-save">
        {save.isPending ? <Spinner /> : null}
        {t('timeline.threshold.save')}
      </Button>
    </form>
  );
}

function CurrencyAmount({ currency, value, onChange, ...aria }: { currency: string; value: string; onChange: (value: string) => void; id?: string }) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm font-medium text-muted-foreground">{currency}</span>
      <Input
        {...aria}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="ps-14 tabular-nums"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="timeline-threshold-amount"
      />
    </div>
  );
}
