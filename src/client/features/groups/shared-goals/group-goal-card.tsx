import { HandCoinsIcon, TargetIcon, UserRoundIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { mayContribute } from '@domain/goals/goal-permissions';
import type { GroupGoal } from '@domain/goals/goal-shares';
import { GoalProgressBar } from '@/components/goal-progress-bar';
import { GoalContributions } from '@/components/shared-goals/goal-contributions';
import { GoalPermissionBadge, personName } from '@/components/shared-goals/goal-sharing-info';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface GroupGoalCardProps {
  goal: GroupGoal;
  /** Offered to the goal's owner and to the group's owner and admins. */
  onUnshare?: (goal: GroupGoal) => void;
  onContribute: (goal: GroupGoal) => void;
}

/** One goal shared with the group: whose it is, how far it has come, what members may do and who gave what. */
export function GroupGoalCard({ goal, onUnshare, onContribute }: GroupGoalCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string) => format.money(amount, goal.currency);
  const archived = goal.status === 'archived';
  const canContribute = goal.status === 'active' && mayContribute(goal.permission);
  const titleId = `group-goal-title-${goal.id}`;

  return (
    <article
      className={cn('flex flex-col gap-3 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5', archived && 'bg-muted/40 shadow-none')}
      aria-labelledby={titleId}
      data-testid="group-goal-card"
      data-goal-id={goal.id}
    >
      <header className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <TargetIcon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate text-base leading-tight font-semibold" title={goal.title}>
            {goal.title}
          </h3>
          <p className="mt-1 flex min-w-0 items-center gap-1 text-xs text-muted-foreground" data-testid="group-goal-owner">
            <UserRoundIcon className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{goal.isOwner ? t('goalSharing.yourGoal') : t('goalSharing.ownersGoal', { name: personName(goal.owner) })}</span>
          </p>
        </div>
        {onUnshare ? (
          <Button
            variant="ghost"
            size="icon-sm"
            className="-me-1.5 -mt-1 text-muted-foreground"
            aria-label={t('goalSharing.group.unshare', { title: goal.title })}
            onClick={() => onUnshare(goal)}
            data-testid="group-goal-unshare"
          >
            <XIcon aria-hidden />
          </Button>
        ) : null}
      </header>

      <div className="flex flex-wrap items-center gap-1.5">
        <GoalPermissionBadge permission={goal.sharePermission} />
        {archived ? <Badge variant="secondary">{t('goals.status.archived')}</Badge> : null}
        {goal.status === 'completed' ? <Badge variant="success">{t('goals.states.completed')}</Badge> : null}
      </div>

      <div className="grid grid-cols-1 gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 text-sm text-muted-foreground" data-testid="group-goal-amounts">
            <span className="text-base font-semibold text-foreground tabular-nums">{money(goal.currentAmount)}</span>{' '}
            {t('goals.card.ofTarget', { target: money(goal.targetAmount) })}
          </p>
          <span className="shrink-0 text-sm font-semibold tabular-nums">{format.percent(goal.progress.percent, 1)}</span>
        </div>
        <GoalProgressBar
          percent={goal.progress.percent}
          expectedPercent={goal.progress.expectedPercent}
          state={archived ? 'archived' : goal.progress.state}
          label={t('goals.card.progressLabel', { title: goal.title })}
        />
      </div>

      <GoalContributions goal={goal} />

      {canContribute ? (
        <Button
          variant="outline"
          className="mt-auto w-full"
          onClick={() => onContribute(goal)}
          aria-label={t('goalSharing.contributeTo', { title: goal.title })}
          data-testid="group-goal-contribute"
        >
          <HandCoinsIcon aria-hidden />
          {t('goalSharing.contribute')}
        </Button>
      ) : null}
    </article>
  );
}
