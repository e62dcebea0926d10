import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '@/components/charts/chart-figure';
import { rangeSummary } from '@/components/charts/range-summary';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { ratesUnavailable } from '@/lib/exchange-rates';
import { useFormat } from '@/lib/use-format';
import { useRateHistory } from '../api';
import { rateText } from '../rate-text';

const RateHistoryChart = lazy(() => import('./rate-history-chart').then((module) => ({ default: module.RateHistoryChart })));

const ranges = [30, 90, 365] as const;

/** How many units of `to` one unit of `from` bought on each working day of the chosen range. */
export function RateHistory({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [days, setDays] = useState<(typeof ranges)[number]>(30);
  const history = useRateHistory(from, to, days);
  const points = useMemo(
    // Short dates whatever the chosen date format: the axis has room for little more.
    () => (history.data?.points ?? []).map((point) => ({ ...point, label: format.date(point.date, 'short'), value: Number(point.rate), shown: rateText(format, point.rate) })),
    [history.data, format],
  );
  const summary = rangeSummary(points.map((point) => ({ value: point.value, shown: point.shown, when: format.date(point.date, 'medium') })));

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{t('currency.history.title', { from, to })}</CardTitle>
        <ToggleGroup
          type="single"
          value={String(days)}
          aria-label={t('currency.history.range')}
          onValueChange={(value) => value && setDays(Number(value) as (typeof ranges)[number])}
        >
          {ranges.map((range) => (
            <ToggleGroupItem key={range} value={String(range)} data-testid={`history-range-${range}`}>
              {t('currency.history.days', { count: range })}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </CardHeader>
      <CardContent data-testid="rate-history">
        <QueryState
          query={history}
          skeleton={<Skeleton className="h-64 w-full" />}
          // The title already says why, in the history's words; the server's text would repeat it.
          errorTitle={ratesUnavailable(history.error) ? t('currency.history.offline') : t('currency.history.failed')}
          explain={() => undefined}
        >
          {(loaded) =>
            from === to ? (
              <p className="text-sm text-muted-foreground">{t('currency.history.samePair')}</p>
            ) : !loaded.available || points.length === 0 ? (
              <p className="text-sm">{t('currency.history.none', { from, to })}</p>
            ) : (
              <ChartFigure name={t('currency.history.title', { from, to })} summary={summary ? t('charts.rangeSummary', summary) : undefined}>
                <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                  <RateHistoryChart points={points} formatValue={(value) => format.number(value, { maximumFractionDigits: 6 })} />
                </Suspense>
              </ChartFigure>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
