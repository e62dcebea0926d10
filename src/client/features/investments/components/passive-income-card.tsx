import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '@domain/shared/amount-input';
import type { InvestmentRecommendations } from '@domain/investments/investment-views';
import { passiveIncomeFor, type RiskProfile } from '@domain/investments/investments';
import { toMinor } from '@domain/shared/money';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';

interface PassiveIncomeCardProps {
  passiveIncome: InvestmentRecommendations['passiveIncome'];
  currency: string;
  profile: RiskProfile | null;
}

/** Yearly income each option would pay on an amount: the suggested one, or what the user types. */
export function PassiveIncomeCard({ passiveIncome, currency, profile }: PassiveIncomeCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [text, setText] = useState(passiveIncome.amount);
  const parsed = parseAmountInput(text, currency, { allowZero: true });
  const amountMinor = parsed.ok ? (toMinor(parsed.decimal, currency) ?? 0n) : null;
  const options = amountMinor === null ? null : passiveIncomeFor(amountMinor, profile);
  return (
    <Card className="min-w-0 gap-3" data-testid="passive-income">
      <CardHeader>
        <CardTitle>{t('investments.passive.title')}</CardTitle>
        <CardDescription>{t(`investments.passive.basis.${passiveIncome.basis}`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <FormField label={t('investments.passive.amount', { currency })} error={parsed.ok ? undefined : translateMessage(t, parsed.message)} className="max-w-xs">
          <Input inputMode="decimal" value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
        {options ? (
          <ul className="grid grid-cols-1 gap-2">
            {options.map((option) => (
              <li key={option.kind} className="grid grid-cols-1 gap-1 rounded-lg border p-3" data-testid="passive-option" data-kind={option.kind}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{t(`investments.passive.kinds.${option.kind}.name`)}</span>
                  <span className="font-semibold tabular-nums" data-testid="passive-yearly">
                    {t('investments.passive.perYear', { amount: format.money(option.yearlyIncomeMinor, currency) })}
                  </span>
                </div>
                <p className="text-sm text-muted-foreground">{t(`investments.passive.kinds.${option.kind}.description`)}</p>
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant="outline">
                    {t('investments.passive.assumedYield', {
                      rate: format.number(option.assumedYieldBasisPoints / 10_000, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 }),
                    })}
                  </Badge>
                  <Badge variant="outline">{t(`investments.passive.risk.${option.risk}`)}</Badge>
                  <Badge variant="outline">{t(`investments.passive.liquidity.${option.liquidity}`)}</Badge>
                  {profile && option.suitable ? <Badge variant="success">{t('investments.passive.suits')}</Badge> : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-muted-foreground">{t('investments.passive.assumptions')}</p>
      </CardContent>
    </Card>
  );
}
