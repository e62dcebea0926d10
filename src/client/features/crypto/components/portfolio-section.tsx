import { WalletIcon } from 'lucide-react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holding, Portfolio } from '@domain/crypto/crypto-wire';
import type { DonutSlice } from '@/components/charts/donut-chart';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { useMarkets, usePortfolio } from '../api';
import { changeTone, coinLabel, formatChange, formatQuantity, formatUsd } from '../format';

const DonutChart = lazy(() => import('@/components/charts/donut-chart').then((module) => ({ default: module.DonutChart })));

const palette = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-5)', 'var(--muted-foreground)'];
const dash = '—';
const isNegative = (decimal: string | null) => decimal?.startsWith('-') ?? false;

function Figure({ label, value, tone, testId }: { label: string; value: ReactNode; tone?: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl border bg-card p-3 sm:p-4" data-testid={testId}>
      <p className="truncate text-xs text-muted-foreground">{label}</p>
      <p className={cn('truncate text-lg font-semibold tabular-nums sm:text-xl', tone)} dir="ltr">
        {value}
      </p>
    </div>
  );
}

function HoldingRow({ holding, name, symbol, locale }: { holding: Holding; name: string; symbol: string; locale: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid={`holding-${holding.coinId}`}>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="truncate text-xs text-muted-foreground" dir="ltr">
          {formatQuantity(holding.quantity, locale)} {symbol}
        </p>
        <p className="truncate text-xs text-muted-foreground">{t('crypto.portfolio.costBasis', { amount: formatUsd(holding.costBasis, locale) })}</p>
      </div>
      <div className="shrink-0 text-end tabular-nums" dir="ltr">
        <p className="text-sm font-semibold">{holding.value === null ? dash : formatUsd(holding.value, locale)}</p>
        <p className={cn('text-xs', holding.unrealizedPnl === null ? 'text-muted-foreground' : changeTone(isNegative(holding.unrealizedPnl) ? -1 : 1))}>
          {holding.unrealizedPnl === null ? dash : formatUsd(holding.unrealizedPnl, locale)}
          {holding.unrealizedPnlPercent !== null ? ` (${formatChange(holding.unrealizedPnlPercent, locale)})` : ''}
        </p>
      </div>
    </li>
  );
}

function allocation(portfolio: Portfolio, names: (id: string) => string, locale: string): DonutSlice[] {
  const priced = portfolio.holdings.filter((holding) => holding.value !== null && Number(holding.value) > 0);
  const sorted = [...priced].sort((a, b) => Number(b.value) - Number(a.value));
  return sorted.map((holding, index) => ({
    id: holding.coinId,
    label: names(holding.coinId),
    value: Number(holding.value),
    formatted: formatUsd(holding.value ?? '0', locale),
    color: palette[Math.min(index, palette.length - 1)]!,
  }));
}

/** Totals, the allocation donut and each holding at today's price (all in US dollars). */
export function PortfolioSection({ onAddTrade }: { onAddTrade: () => void }) {
  const { t } = useTranslation();
  const portfolio = usePortfolio();
  const empty = (
    <Card className="py-2">
      <EmptyState
        size="sm"
        icon={WalletIcon}
        title={t('crypto.portfolio.emptyTitle')}
        description={t('crypto.portfolio.emptyDescription')}
        action={
          <button type="button" className="text-sm font-medium text-primary underline-offset-4 hover:underline" onClick={onAddTrade}>
            {t('crypto.trades.add')}
          </button>
        }
      />
    </Card>
  );
  return (
    <QueryState
      query={portfolio}
      skeleton={<Skeleton className="h-48 w-full rounded-xl" />}
      errorTitle={t('crypto.portfolio.loadError')}
      empty={{ when: (data) => data.holdings.length === 0, show: empty }}
    >
      {(data) => <Holdings data={data} />}
    </QueryState>
  );
}

/** The totals, the allocation donut and the list of a portfolio that holds something. */
function Holdings({ data }: { data: Portfolio }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Values stay in US dollars, written in the number format chosen in settings.
  const locale = format.numberLocale;
  const markets = useMarkets();
  const names = (id: string) => coinLabel(id, markets.data).name;
  const slices = allocation(data, names, locale);
  // Shares of what has a price: a holding without one (a coin nobody prices) is left out of the
  // chart, so the shares still add up to 100% rather than being divided by a missing total.
  const allocationListId = useId();
  const pricedTotal = slices.reduce((sum, slice) => sum + slice.value, 0);
  const pricesMissing = data.totalValue === null;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="crypto-portfolio-title" data-testid="crypto-portfolio">
      <h2 id="crypto-portfolio-title" className="text-base font-semibold">
        {t('crypto.portfolio.title')}
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        <Figure label={t('crypto.portfolio.totalValue')} value={data.totalValue === null ? dash : formatUsd(data.totalValue, locale)} testId="portfolio-total-value" />
        <Figure label={t('crypto.portfolio.totalCost')} value={formatUsd(data.totalCost, locale)} testId="portfolio-total-cost" />
        <Figure
          label={t('crypto.portfolio.unrealizedPnl')}
          value={data.totalUnrealizedPnl === null ? dash : formatUsd(data.totalUnrealizedPnl, locale)}
          tone={data.totalUnrealizedPnl === null ? undefined : changeTone(isNegative(data.totalUnrealizedPnl) ? -1 : 1)}
          testId="portfolio-pnl"
        />
      </div>
      {pricesMissing ? (
        <p role="status" className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground" data-testid="portfolio-prices-missing">
          {t('crypto.portfolio.pricesMissing')}
        </p>
      ) : null}
      <Card className="grid gap-4 p-4 sm:grid-cols-[auto_1fr] sm:p-5">
        {slices.length > 0 ? (
          <div className="flex flex-col items-center gap-3">
            <h3 className="text-sm font-medium">{t('crypto.portfolio.allocation')}</h3>
            <Suspense fallback={<Skeleton className="size-44 rounded-full" />}>
              <DonutChart name={t('crypto.portfolio.allocation')} describedBy={allocationListId} slices={slices} size={176} holeRatio={0.32} />
            </Suspense>
            <ul id={allocationListId} className="flex flex-col gap-1 text-xs">
              {slices.map((slice) => (
                <li key={slice.id} className="flex items-center gap-2">
                  <span className="size-2.5 rounded-full" style={{ background: slice.color }} aria-hidden />
                  <span className="truncate">{slice.label}</span>
                  <span className="text-muted-foreground tabular-nums">{format.percent((slice.value / pricedTotal) * 100, 1)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul className="divide-y">
          {data.holdings.map((holding) => {
            const label = coinLabel(holding.coinId, markets.data);
            return <HoldingRow key={holding.coinId} holding={holding} name={label.name} symbol={label.symbol} locale={locale} />;
          })}
        </ul>
      </Card>
    </section>
  );
}
