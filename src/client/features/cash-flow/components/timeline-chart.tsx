import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashFlow } from '@domain/cash-flow/cash-flow';
import { ChartFigure } from '@/components/charts/chart-figure';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { countByKind, markedKinds, timelinePoints } from '../timeline-model';
import { MarkerSwatch } from './marker-shapes';

const BalanceChart = lazy(() => import('./balance-chart').then((module) => ({ default: module.BalanceChart })));

const chartHeight = 280;

/**
 * The projected balance as a chart with its legend, named for screen readers and told in words
 * below it (where it starts, ends and dips, and what the markers count).
 */
export function TimelineChart({ flow }: { flow: CashFlow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const summaryId = useId();
  const points = useMemo(() => timelinePoints(flow.days), [flow.days]);
  const counts = useMemo(() => countByKind(flow.days), [flow.days]);
  const dayLabel = useMemo(() => format.calendarFormat({ day: 'numeric', month: 'short' }), [format]);
  const longDay = format.calendarFormat({ dateStyle: 'medium' });
  const money = (amount: string) => format.money(amount, flow.currency);

  return (
    <div className="grid min-w-0 gap-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label={t('timeline.chart.legend')} data-testid="timeline-legend">
        <li className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded bg-primary" aria-hidden />
          {t('timeline.chart.balance')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="w-4 border-t-2 border-dashed border-warning" aria-hidden />
          {t('timeline.chart.threshold')}
        </li>
        {markedKinds.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <MarkerSwatch kind={kind} />
            {t(`timeline.kinds.${kind}`)}
          </li>
        ))}
      </ul>
      <ChartFigure name={t('timeline.chart.label')} describedBy={summaryId} testId="timeline-chart">
        <Suspense fallback={<Skeleton className="w-full rounded-xl" style={{ height: chartHeight }} />}>
          <BalanceChart
            points={points}
            threshold={flow.threshold}
            currency={flow.currency}
            locale={format.numberLocale}
            dayLabel={dayLabel}
            thresholdLabel={t('timeline.chart.thresholdAt', { amount: money(flow.threshold) })}
            height={chartHeight}
          />
        </Suspense>
      </ChartFigure>
      <p id={summaryId} className="text-xs text-muted-foreground" data-testid="timeline-chart-summary">
        {t('timeline.chart.summary', {
          start: money(flow.startingBalance),
          end: money(flow.endingBalance),
          endDate: longDay(flow.to),
          lowest: money(flow.lowest.balance),
          lowestDate: longDay(flow.lowest.date),
        })}{' '}
        {t('timeline.chart.counts', {
          income: t('timeline.counts.income', { count: counts.income }),
          bill: t('timeline.counts.bill', { count: counts.bill }),
          event: t('timeline.counts.event', { count: counts.event }),
        })}
      </p>
    </div>
  );
}
