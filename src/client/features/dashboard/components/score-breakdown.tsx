import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import { scoreBand, scoreBands, type ScoreBand } from '@domain/dashboard/health-score';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';

type Component = DashboardStats['scoreBreakdown']['components'][number];

export const bandLooks: Record<ScoreBand, { text: string; fill: string; stroke: string; chip: string }> = {
  excellent: { text: 'text-success', fill: 'bg-success', stroke: 'stroke-success', chip: 'bg-success/15 text-success' },
  good: { text: 'text-primary', fill: 'bg-primary', stroke: 'stroke-primary', chip: 'bg-primary/12 text-primary' },
  fair: { text: 'text-amber-600 dark:text-warning', fill: 'bg-warning', stroke: 'stroke-warning', chip: 'bg-warning/20 text-warning-foreground dark:text-warning' },
  building: { text: 'text-orange-600 dark:text-orange-400', fill: 'bg-orange-500', stroke: 'stroke-orange-500', chip: 'bg-orange-500/12 text-orange-700 dark:text-orange-300' },
};

const bandFloors: Record<ScoreBand, number> = { excellent: 80, good: 60, fair: 40, building: 0 };

function ComponentRow({ component }: { component: Component }) {
  const { t } = useTranslation();
  const format = useFormat();
  const number = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const measured = (value: number) => (component.unit === 'percent' ? format.percent(value, 1) : t('dashboard.score.months', { count: value, value: number(value) }));
  return (
    <li className="grid gap-1.5" data-testid={`score-component-${component.key}`}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium">{t(`dashboard.score.components.${component.key}.label`)}</span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{t('dashboard.score.points', { points: number(component.points), weight: component.weight })}</span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className={cn('h-full rounded-full', bandLooks[scoreBand(component.score)].fill)} style={{ width: `${component.score}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {component.value === null ? t('dashboard.score.noData') : t('dashboard.score.measured', { value: measured(component.value), target: measured(component.target) })}
        {' · '}
        {t(`dashboard.score.components.${component.key}.hint`)}
      </p>
    </li>
  );
}

/** What the score is made of, straight from the answer's breakdown. */
export function ScoreBreakdown({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" data-testid="score-breakdown">
      <div className="space-y-1">
        <p className="text-sm font-semibold">{t('dashboard.score.explainTitle')}</p>
        <p className="text-xs text-muted-foreground">{t('dashboard.score.explainIntro')}</p>
      </div>
      <ul className="grid gap-3.5">
        {stats.scoreBreakdown.components.map((component) => (
          <ComponentRow key={component.key} component={component} />
        ))}
      </ul>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 border-t pt-3 text-xs text-muted-foreground" aria-label={t('dashboard.score.bandsLabel')}>
        {scoreBands.map((band) => (
          <li key={band} className="flex items-center gap-1.5">
            <span aria-hidden className={cn('size-2 rounded-full', bandLooks[band].fill)} />
            {t('dashboard.score.bandRange', { band: t(`dashboard.score.bands.${band}`), from: bandFloors[band] })}
          </li>
        ))}
      </ul>
    </div>
  );
}
