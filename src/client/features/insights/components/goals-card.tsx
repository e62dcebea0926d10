import { TargetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Insights } from '@domain/insights/insights';
import { CategoryIcon } from '@/components/category-icon';
import { EmptyState } from '@/components/layout/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { formatMoney, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useFormat } from '@/lib/use-format';
import { InsightCard } from './insight-card';

const stateTones = {
  completed: { fill: 'bg-success', text: 'text-success' },
  on_track: { fill: 'bg-primary', text: 'text-primary' },
  behind: { fill: 'bg-warning', text: 'text-amber-700 dark:text-warning' },
} as const;

export function GoalsCard({ goals }: { goals: Insights['goals'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = format.numberLocale;
  return (
    <InsightCard title={t('insights.goals.title')} testId="insights-goals">
      {goals.length === 0 ? (
        <EmptyState
          size="sm"
          icon={TargetIcon}
          title={t('insights.goals.emptyTitle')}
          description={t('insights.goals.emptyDescription')}
          action={
            <Link href={paths.financialGoals} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              {t('insights.goals.create')}
            </Link>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {goals.map((goal) => {
            const tone = stateTones[goal.state];
            return (
              <li key={goal.id} className="grid grid-cols-1 min-w-0 gap-2" data-testid="insights-goal">
                <div className="flex items-center gap-3">
                  <CategoryIcon category={goal.category} size="sm" className="rounded-lg bg-primary/10 text-primary" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{goal.title}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      <span className={cn('font-medium', tone.text)}>{t(`goals.states.${goal.state}`)}</span>
                      {' · '}
                      {t('insights.goals.by', { date: format.date(goal.targetDate) })}
                    </p>
                  </div>
                  <span className="shrink-0 text-sm font-semibold tabular-nums">{formatPercent(goal.percent, locale, 1)}</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t('insights.goals.progressLabel', { title: goal.title })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(goal.percent)}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div className={cn('h-full rounded-full', tone.fill)} style={{ width: `${Math.min(100, goal.percent)}%` }} />
                </div>
                <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
                  <span>{t('insights.goals.amounts', { current: formatMoney(goal.current, goal.currency, locale), target: formatMoney(goal.target, goal.currency, locale) })}</span>
                  {goal.state === 'completed' ? null : <span>{t('insights.goals.perMonth', { amount: formatMoney(goal.amountNeededPerMonth, goal.currency, locale) })}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </InsightCard>
  );
}
