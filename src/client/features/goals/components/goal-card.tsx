import { useTranslation } from 'react-i18next';
import { daysBetween, type IsoDate } from '@domain/shared/dates';
import type { Goal } from '@domain/goals/goals';
import { GoalPermissionBadge } from '@/components/shared-goals/goal-sharing-info';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { categoryGroup, categoryLook } from '../goal-categories';
import { GoalActionsMenu, type GoalActions } from './goal-actions-menu';
import { GoalProgressBar } from '@/components/goal-progress-bar';
import { GoalStateBadge, PriorityBadge } from './goal-badges';
import { ContributeButton, GoalCardSharing } from './goal-card-sharing';

interface GoalCardProps {
  goal: Goal;
  today: IsoDate;
  actions: GoalActions;
  /** The goal a link opened the page on (`?goal=…`), marked until the user leaves. */
  highlighted?: boolean;
}

function Metric({ label, value, detail, tone, testId }: { label: string; value: string; detail: string; tone?: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('truncate text-sm font-semibold tabular-nums', tone)} data-testid={testId}>
        {value}
      </dd>
      <dd className="text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}

export function GoalCard({ goal, today, actions, highlighted = false }: GoalCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const look = categoryLook(goal.category);
  const group = categoryGroup(goal.category);
  const archived = goal.status === 'archived';
  const completed = goal.progress.state === 'completed';
  const money = (amount: string) => format.money(amount, goal.currency);

  const timeLeft = goal.progress.overdue
    ? t('goals.card.overdue', { count: daysBetween(goal.targetDate, today) })
    : goal.progress.daysLeft === 0
      ? t('goals.card.dueToday')
      : t('goals.card.daysLeft', { count: goal.progress.daysLeft });

  return (
    <article
      className={cn(
        'group/goal flex flex-col gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        archived && 'bg-muted/40 shadow-none',
        highlighted && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
      )}
      data-testid="goal-card"
      data-highlighted={highlighted || undefined}
      data-goal-id={goal.id}
      data-state={archived ? 'archived' : goal.progress.state}
      aria-labelledby={`goal-title-${goal.id}`}
    >
      <header className="flex items-start gap-3">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', look.tone, archived && 'grayscale')}>
          <look.icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          {/* Focus lands on the title when the goal has just been created (goals-page.tsx). */}
          <h3 id={`goal-title-${goal.id}`} tabIndex={-1} className="truncate text-base leading-tight font-semibold" title={goal.title}>
            {goal.title}
          </h3>
          <p className="mt-1 truncate text-xs text-muted-foreground" data-testid="goal-category">
            {t(`goals.categories.${goal.category}`)}
            {group !== goal.category ? ` · ${t(`goals.groups.${group}`)}` : null}
          </p>
        </div>
        {goal.isOwner ? <GoalActionsMenu goal={goal} actions={actions} /> : null}
      </header>

      <div className="flex flex-wrap items-center gap-1.5">
        {archived ? <Badge variant="secondary">{t('goals.status.archived')}</Badge> : <GoalStateBadge state={goal.progress.state} />}
        <PriorityBadge priority={goal.priority} />
        {goal.permission !== 'owner' ? <GoalPermissionBadge permission={goal.permission} /> : null}
      </div>

      {goal.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{goal.description}</p> : null}

      <GoalCardSharing goal={goal} onUnshare={actions.onUnshare} />

      <div className="mt-auto grid grid-cols-1 gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 text-sm text-muted-foreground" data-testid="goal-amounts">
            <span className="text-lg font-semibold text-foreground tabular-nums">{money(goal.currentAmount)}</span> {t('goals.card.ofTarget', { target: money(goal.targetAmount) })}
          </p>
          <span className="shrink-0 text-sm font-semibold tabular-nums" data-testid="goal-percent">
            {format.percent(goal.progress.percent, 1)}
          </span>
        </div>
        <GoalProgressBar
          percent={goal.progress.percent}
          expectedPercent={goal.progress.expectedPercent}
          state={archived ? 'archived' : goal.progress.state}
          label={t('goals.card.progressLabel', { title: goal.title })}
        />
      </div>

      <dl className="grid grid-cols-2 gap-3 border-t pt-4">
        {completed ? (
          <Metric label={t('goals.card.stillNeeded')} value={t('goals.card.reached')} detail={t('goals.card.complete')} tone="text-success" />
        ) : (
          <Metric
            label={t('goals.card.perMonth')}
            value={archived ? '—' : money(goal.progress.amountNeededPerMonth)}
            detail={t('goals.card.toGo', { amount: money(goal.progress.remainingAmount) })}
            testId="goal-needed-per-month"
          />
        )}
        <Metric
          label={t('goals.card.timeLeft')}
          value={completed ? '—' : timeLeft}
          detail={t('goals.card.due', { date: format.date(goal.targetDate) })}
          tone={goal.progress.overdue && !archived ? 'text-destructive' : undefined}
          testId="goal-time-left"
        />
      </dl>
      <ContributeButton goal={goal} onContribute={actions.onContribute} />
    </article>
  );
}
