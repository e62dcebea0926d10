import { useState } from 'react';
import { ArrowRightIcon, TargetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupGoal } from '@domain/goals/goal-shares';
import type { GroupDetail, GroupRole } from '@domain/groups/groups';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { ContributeToGoalDrawer } from '@/components/shared-goals/contribute-to-goal-drawer';
import { UnshareGoalDialog } from '@/components/shared-goals/unshare-goal-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnshareGoal, type GoalShareTarget } from '@/lib/goal-shares';
import { paths } from '@/lib/paths';
import { useGroupGoals } from './api';
import { GroupGoalCard } from './group-goal-card';

const managerRoles: readonly GroupRole[] = ['owner', 'admin'];

function SharedGoalsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-4 sm:grid-cols-2" data-testid="group-goals-loading">
      {[0, 1].map((index) => (
        <div key={index} className="grid grid-cols-1 gap-3 rounded-2xl border bg-card p-5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-2.5 w-full rounded-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The goals members share with a group: progress, owner, what members may do, who gave what;
 * Contribute opens the add-transaction drawer as a contribution to that goal. The goal's owner
 * and the group's owner and admins may take a goal out of the group.
 */
export function GroupSharedGoalsSection({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const goals = useGroupGoals(group.id);
  const unshare = useUnshareGoal();
  const [unsharing, setUnsharing] = useState<GoalShareTarget | null>(null);
  const [contributingTo, setContributingTo] = useState<string | null>(null);
  const manages = managerRoles.includes(group.role);
  const headingId = `group-goals-${group.id}`;

  const unshareTarget = (goal: GroupGoal): GoalShareTarget => ({ goalId: goal.id, goalTitle: goal.title, groupId: group.id, groupName: group.name });

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4" data-testid="group-shared-goals">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold">
            {t('goalSharing.group.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('goalSharing.group.description')}</p>
        </div>
        {goals.data?.length ? (
          <Button variant="ghost" size="sm" asChild>
            <Link href={paths.financialGoals}>
              {t('goalSharing.group.shareAnother')}
              <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden />
            </Link>
          </Button>
        ) : null}
      </div>

      <QueryState
        query={goals}
        skeleton={<SharedGoalsSkeleton />}
        errorTestId="group-goals-error"
        errorClassName="py-8"
        empty={{
          when: (list) => list.length === 0,
          show: (
            <EmptyState
              icon={TargetIcon}
              title={t('goalSharing.group.emptyTitle')}
              description={t('goalSharing.group.emptyDescription', { group: group.name })}
              action={
                <Button asChild>
                  <Link href={paths.financialGoals}>
                    {t('goalSharing.group.emptyAction')}
                    <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden />
                  </Link>
                </Button>
              }
            />
          ),
        }}
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-labelledby={headingId} data-testid="group-goal-list">
            {list.map((goal) => (
              <li key={goal.id} className="flex *:min-w-0 *:flex-1">
                <GroupGoalCard
                  goal={goal}
                  onUnshare={goal.isOwner || manages ? (chosen) => setUnsharing(unshareTarget(chosen)) : undefined}
                  onContribute={(chosen) => setContributingTo(chosen.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <UnshareGoalDialog
        target={unsharing}
        pending={unshare.pending}
        onCancel={() => setUnsharing(null)}
        onConfirm={(target) => void unshare.unshare(target).then((done) => done && setUnsharing(null))}
      />
      <ContributeToGoalDrawer goalId={contributingTo} onClose={() => setContributingTo(null)} />
    </section>
  );
}
