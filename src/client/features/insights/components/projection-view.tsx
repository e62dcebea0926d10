import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectionView as Projection } from '@domain/insights/insights';
import { ChartFigure } from '@/components/charts/chart-figure';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import type { ProjectionPoint } from './projection-chart';

const ProjectionChart = lazy(() => import('./projection-chart').then((module) => ({ default: module.ProjectionChart })));

/** The projected value, what was put in and the growth, above the lazily loaded chart. */
export function ProjectionView({ projection, currency }: { projection: Projection; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figuresId = useId();
  const money = (amount: string) => format.money(amount, currency);
  const points: ProjectionPoint[] = projection.points.map((point) => ({
    month: point.month,
    value: Number(point.value),
    contributed: Number(point.contributed),
    valueText: point.value,
    contributedText: point.contributed,
  }));
  return (
    <div className="grid grid-cols-1 gap-3">
      <dl id={figuresId} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(
          [
            ['today', projection.start],
            ['final', projection.final],
            ['contributed', projection.contributed],
            ['growth', projection.growth],
          ] as const
        ).map(([key, amount]) => (
          <div key={key} className="grid grid-cols-1 min-w-0 gap-0.5 rounded-lg bg-muted/50 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t(`insights.projection.${key}`, { count: projection.years })}</dt>
            <dd className="font-semibold tabular-nums [overflow-wrap:anywhere]" data-testid={`projection-${key}`}>
              {money(amount)}
            </dd>
          </div>
        ))}
      </dl>
      <ChartFigure name={t('insights.projection.title')} describedBy={figuresId}>
        <Suspense fallback={<Skeleton className="h-[240px] w-full rounded-xl" />}>
          <ProjectionChart points={points} currency={currency} />
        </Suspense>
      </ChartFigure>
      <p className="text-xs text-muted-foreground">{t('insights.projection.assumption')}</p>
    </div>
  );
}
