import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '@/components/currency-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CurrencyChangeDialog } from '@/components/currency-change-dialog';

/** The user's currency (the base of every total) and the way to change it. */
export function BaseCurrencyCard({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="base-currency-title">{t('currency.base.title')}</CardTitle>
        <CardDescription>{t('currency.base.description', { currency })}</CardDescription>
      </CardHeader>
      <CardContent>
        <CurrencySelect
          value={currency}
          aria-labelledby="base-currency-title"
          className="w-full sm:w-40"
          data-testid="base-currency-select"
          onValueChange={(code) => setTarget(code === currency ? null : code)}
        />
        {target ? <CurrencyChangeDialog open from={currency} to={target} onOpenChange={(open) => !open && setTarget(null)} /> : null}
      </CardContent>
    </Card>
  );
}
