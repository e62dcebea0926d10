import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '@domain/shared/amount-input';
import { insightsMessages, projectionLimits } from '@domain/insights/insights';
import { toMinor } from '@domain/shared/money';
import { compoundGrowth } from '@domain/investments/net-worth-projection';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';

function readRate(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= projectionLimits.maxAnnualReturnPercent ? value : null;
}

function readYears(text: string): number | null {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= projectionLimits.minYears && value <= projectionLimits.maxYears ? value : null;
}

/** Compound growth of a starting sum and monthly deposits, worked out in the browser with the projection's maths. */
export function GrowthCalculator({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [start, setStart] = useState('1000');
  const [monthly, setMonthly] = useState('100');
  const [rate, setRate] = useState('7');
  const [years, setYears] = useState('10');

  const startAmount = parseAmountInput(start, currency, { allowZero: true });
  const monthlyAmount = parseAmountInput(monthly, currency, { allowZero: true });
  const rateValue = readRate(rate);
  const yearsValue = readYears(years);
  const result =
    startAmount.ok && monthlyAmount.ok && rateValue !== null && yearsValue !== null
      ? compoundGrowth({
          startMinor: toMinor(startAmount.decimal, currency) ?? 0n,
          monthlyContributionMinor: toMinor(monthlyAmount.decimal, currency) ?? 0n,
          annualReturnPercent: rateValue,
          years: yearsValue,
        })
      : null;
  const money = (minor: bigint) => format.money(minor, currency);

  return (
    <Card className="min-w-0 gap-3" data-testid="growth-calculator">
      <CardHeader>
        <CardTitle>{t('investments.calculator.title')}</CardTitle>
        <CardDescription>{t('investments.calculator.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField label={t('investments.calculator.start', { currency })} error={startAmount.ok ? undefined : translateMessage(t, startAmount.message)}>
            <Input inputMode="decimal" value={start} onChange={(event) => setStart(event.target.value)} />
          </FormField>
          <FormField label={t('investments.calculator.monthly', { currency })} error={monthlyAmount.ok ? undefined : translateMessage(t, monthlyAmount.message)}>
            <Input inputMode="decimal" value={monthly} onChange={(event) => setMonthly(event.target.value)} />
          </FormField>
          <FormField label={t('investments.calculator.rate')} error={rateValue === null ? translateMessage(t, insightsMessages.invalidAnnualReturn) : undefined}>
            <Input inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} />
          </FormField>
          <FormField label={t('investments.calculator.years')} error={yearsValue === null ? translateMessage(t, insightsMessages.invalidYears) : undefined}>
            <Input inputMode="numeric" value={years} onChange={(event) => setYears(event.target.value)} />
          </FormField>
        </div>
        {result ? (
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3" aria-live="polite" data-testid="calculator-result">
            {(
              [
                ['final', result.finalMinor],
                ['contributed', result.contributedMinor],
                ['growth', result.growthMinor],
              ] as const
            ).map(([key, minor]) => (
              <div key={key} className="grid grid-cols-1 min-w-0 gap-0.5 rounded-lg bg-muted/50 px-3 py-2">
                <dt className="text-xs text-muted-foreground">{t(`investments.calculator.${key}`)}</dt>
                <dd className="text-base font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-lg" data-testid={`calculator-${key}`}>
                  {money(minor)}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="text-xs text-muted-foreground">{t('investments.calculator.note')}</p>
      </CardContent>
    </Card>
  );
}
