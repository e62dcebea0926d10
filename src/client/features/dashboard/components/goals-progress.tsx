import { PlusIcon, TargetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals/goals';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { CategoryIcon } from '@/components/category-icon';

const priorityRank: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** The three active goals that matter most now: highest priority first, then the nearest date. */
export function topActiveGoals(goals: readonly Goal[], limit = 3): Goal[] {
  return goals
    .filter((goal) => goal.status === 'active')
    .sort((a, b) => (priorityRank[a.priority] ?? 1) - (priorityRank[b.priority] ?? 1) || a.targetDate.localeCompare(b.targetDate))
    .slice(0, limit);
}

const stateTones = {
  completed: { fill: 'bg-success', text: 'text-success' },
  on_track: { fill: 'bg-primary', text: 'text-primary' },
  behind: { fill: 'bg-warning', text: 'text-amber-700 dark:text-warning' },
} as const;

export function GoalsProgress({ goals, onNewGoal }: { goals: readonly Goal[]; onNewGoal: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const top = topActiveGoals(goals);
  if (top.length === 0) {
    return (
      <EmptyState
        size="sm"
        icon={TargetIcon}
        title={t('dashboard.goals.emptyTitle')}
        description={t('dashboard.goals.emptyDescription')}
        action={
          <Button size="sm" variant="outline" onClick={onNewGoal}>
            <PlusIcon aria-hidden />
            {t('dashboard.goals.create')}
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-5" data-testid="dashboard-goal-list">
      {top.map((goal) => {
        const tone = stateTones[goal.progress.state];
        return (
          <li key={goal.id} className="grid min-w-0 grid-cols-1 gap-2" data-testid="dashboard-goal">
            <div className="flex items-center gap-3">
              <CategoryIcon category={goal.category} size="sm" className="rounded-lg bg-primary/10 text-primary" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{goal.title}</p>
                <p className="truncate text-xs text-muted-foreground">
                  <span className={cn('font-medium', tone.text)}>{t(`goals.states.${goal.progress.state}`)}</span>
                  {' · '}
                  {t('dashboard.goals.by', { date: format.date(goal.targetDate) })}
                </p>
              </div>
              <span className="shrink-0 text-sm font-semibold tabular-nums">{format.percent(goal.progress.percent, 1)}</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('dashboard.goals.progressLabel', { title: goal.title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(goal.progress.percent)}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className={cn('h-full rounded-full', tone.fill)} style={{ width: `${Math.min(100, goal.progress.percent)}%` }} />
            </div>
            <p className="text-xs text-muted-foreground tabular-nums">
              {t('dashboard.goals.amounts', {
                current: format.money(goal.currentAmount, goal.currency),
                target: format.money(goal.targetAmount, goal.currency),
              })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
