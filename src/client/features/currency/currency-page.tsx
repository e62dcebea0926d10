import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { useBaseCurrency } from './api';
import { BaseCurrencyCard } from './components/base-currency-card';
import { Converter } from './components/converter';
import { RateHistory } from './components/rate-history';

/** Converter between the fifteen currencies, a pair's rate history, and the user's base currency. */
export function CurrencyPage() {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const [pair, setPair] = useState<{ from: string; to: string } | null>(null);
  const from = pair?.from ?? base ?? 'USD';
  const to = pair?.to ?? (from === 'EUR' ? 'USD' : 'EUR');
  const choose = (nextFrom: string, nextTo: string) => setPair({ from: nextFrom, to: nextTo });

  return (
    <PageContainer>
      <PageHeader title={t('pages.currency.title')} description={t('pages.currency.description')} />
      <Converter from={from} to={to} onPairChange={choose} />
      <RateHistory from={from} to={to} />
      {base ? <BaseCurrencyCard currency={base} /> : null}
      <p className="text-xs text-muted-foreground">{t('currency.source')}</p>
    </PageContainer>
  );
}
