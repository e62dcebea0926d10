import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '@domain/shared/amount-input';
import { advancedInsightsQuery } from '@domain/insights/insights';
import { FormField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/lib/translate-message';
import type { WhatIf } from '../api';

type Field = keyof WhatIf;

interface WhatIfFormProps {
  initial: WhatIf;
  currency: string;
  onApply: (whatIf: WhatIf) => void;
  pending: boolean;
  /** Field errors the server answered for the last request. */
  serverErrors?: Record<string, string>;
}

/** Return, years and monthly contribution for the Premium projection, checked with the server's own rules. */
export function WhatIfForm({ initial, currency, onApply, pending, serverErrors }: WhatIfFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<WhatIf>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const amount = parseAmountInput(values.monthlyContribution, currency, { allowZero: true });
    if (!amount.ok) found.monthlyContribution = amount.message;
    const parsed = advancedInsightsQuery.safeParse({ annualReturn: values.annualReturn.replace(',', '.'), years: values.years });
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !amount.ok) return;
    onApply({ annualReturn: values.annualReturn.replace(',', '.'), years: values.years, monthlyContribution: amount.decimal });
  };

  const error = (field: Field) => {
    const message = errors[field] ?? serverErrors?.[field];
    return message ? translateMessage(t, message) : undefined;
  };
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-start" data-testid="what-if-form">
      <FormField label={t('insights.advanced.annualReturn')} error={error('annualReturn')}>
        <Input inputMode="decimal" {...bind('annualReturn')} />
      </FormField>
      <FormField label={t('insights.advanced.years')} error={error('years')}>
        <Input inputMode="numeric" {...bind('years')} />
      </FormField>
      <FormField label={t('insights.advanced.monthlyContribution', { currency })} error={error('monthlyContribution')}>
        <Input inputMode="decimal" {...bind('monthlyContribution')} />
      </FormField>
      <Button type="submit" disabled={pending} className="sm:mt-[1.375rem]">
        {t('insights.advanced.apply')}
      </Button>
    </form>
  );
}
