import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartRanges, type ChartRange } from '@domain/crypto/crypto-coins';
import { ChartFigure } from '@/components/charts/chart-figure';
import { rangeSummary } from '@/components/charts/range-summary';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { ApiError } from '@/lib/api-request';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { useCoinChart, useMarkets } from '../api';
import { changeTone, coinLabel, formatChange, formatUsdPrice } from '../format';
import { PricesUnavailable } from './unavailable-note';

const PriceChart = lazy(() => import('./price-chart').then((module) => ({ default: module.PriceChart })));

const chartSkeleton = <Skeleton className="h-56 w-full sm:h-64" />;

/** A coin's US dollar price over one day, a week, a month or a year. */
export function CoinChartCard({ coinId }: { coinId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Prices stay in US dollars, written in the number format chosen in settings.
  const locale = format.numberLocale;
  const [days, setDays] = useState<ChartRange>('7');
  const chart = useCoinChart(coinId, days);
  const markets = useMarkets();
  const label = coinLabel(coinId, markets.data);
  const points = chart.data?.prices ?? [];
  const first = points[0]?.price;
  const last = points.at(-1)?.price;
  const change = first && last !== undefined ? ((last - first) / first) * 100 : null;
  const timeFormat: Intl.DateTimeFormatOptions =
    days === '1' ? { hour: 'numeric', minute: '2-digit' } : days === '365' ? { month: 'short', year: '2-digit' } : { month: 'short', day: 'numeric' };
  const timeLabel = format.instantFormat(timeFormat);
  const formatTime = (time: number) => timeLabel.format(time);
  const chartName = t('crypto.chart.summary', { coin: label.name, range: t(`crypto.chart.ranges.${days}`) });
  const summary = rangeSummary(points.map((point) => ({ value: point.price, shown: formatUsdPrice(point.price, locale), when: formatTime(point.time) })));

  return (
    <Card className="gap-4 p-4 sm:p-5" data-testid="crypto-chart">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">
            {label.name} {label.symbol ? <span className="text-sm font-normal text-muted-foreground">{label.symbol}</span> : null}
          </h2>
          <p className="flex flex-wrap items-baseline gap-2 tabular-nums" dir="ltr">
            <span className="text-2xl font-semibold">{last === undefined ? '—' : formatUsdPrice(last, locale)}</span>
            {change !== null ? <span className={cn('text-sm font-medium', changeTone(change))}>{formatChange(change, locale)}</span> : null}
          </p>
        </div>
        <ToggleGroup type="single" value={days} onValueChange={(value) => value && setDays(value as ChartRange)} aria-label={t('crypto.chart.range')}>
          {chartRanges.map((range) => (
            <ToggleGroupItem key={range} value={range} className="px-3 text-xs" data-testid={`chart-range-${range}`}>
              {t(`crypto.chart.ranges.${range}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
      <QueryState
        query={chart}
        skeleton={chartSkeleton}
        failure={({ error, retry, retrying }) =>
          error instanceof ApiError && error.status === 404 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">{t('crypto.chart.notFound')}</p>
          ) : (
            <PricesUnavailable onRetry={retry} retrying={retrying} />
          )
        }
        empty={{ when: () => points.length < 2, show: <p className="py-10 text-center text-sm text-muted-foreground">{t('crypto.chart.noData')}</p> }}
      >
        {() => (
          <ChartFigure name={chartName} summary={summary ? t('charts.rangeSummary', summary) : undefined}>
            <Suspense fallback={chartSkeleton}>
              <PriceChart points={points} up={(change ?? 0) >= 0} formatPrice={(value) => formatUsdPrice(value, locale)} formatTime={formatTime} />
            </Suspense>
          </ChartFigure>
        )}
      </QueryState>
      <p className="sr-only" aria-live="polite">
        {chartName}
      </p>
    </Card>
  );
}
