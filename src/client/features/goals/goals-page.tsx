import { useEffect, useMemo, useRef, useState } from 'react';
import { PlusIcon, SearchXIcon, TargetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals/goals';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ContributeToGoalDrawer } from '@/components/shared-goals/contribute-to-goal-drawer';
import { UnshareGoalDialog } from '@/components/shared-goals/unshare-goal-dialog';
import { useUnshareGoal, type GoalShareTarget } from '@/lib/goal-shares';
import { useGoals } from '@/lib/use-goals';
import { useActiveGroups } from '@/lib/use-groups';
import { useFormat } from '@/lib/use-format';
import { byData, useScrollToTarget, useSearchParam } from '@/lib/use-link-target';
import { countByStatus, defaultFilters, filterAndSortGoals, goalTotals, type GoalFilters } from './goal-list';
import { DeleteGoalDialog } from './components/delete-goal-dialog';
import type { GoalActions } from './components/goal-actions-menu';
import { GoalCard } from './components/goal-card';
import { EditGoalDrawer, NewGoalDrawer } from './components/goal-form-drawer';
import { GoalsSkeleton } from './components/goals-placeholders';
import { GoalsSummary } from './components/goals-summary';
import { GoalsToolbar } from './components/goals-toolbar';
import { ShareGoalDialog } from './components/share-goal-dialog';
import { useGoalStatusActions } from './use-goal-status-actions';

export function GoalsPage() {
  const { t } = useTranslation();
  const goals = useGoals();
  const [filters, setFilters] = useState<GoalFilters>(defaultFilters);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Goal | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [sharing, setSharing] = useState<Goal | null>(null);
  const [unsharing, setUnsharing] = useState<GoalShareTarget | null>(null);
  const [contributingTo, setContributingTo] = useState<string | null>(null);
  // The goal just created, until focus has reached its card: the list may show it only after the
  // drawer has closed and the goals have been read again. Focus given to the card while the drawer
  // is still closing would be taken back by the drawer's own return of focus, so that waits too.
  const created = useRef<string | null>(null);
  const drawerClosed = useRef(true);
  const { today, currency } = useFormat();
  const status = useGoalStatusActions();
  const groups = useActiveGroups();
  const unshare = useUnshareGoal();

  // A link from the cash-flow timeline names the goal to bring into view.
  const linkedGoal = useSearchParam('goal');
  useScrollToTarget(byData('data-goal-id', linkedGoal), goals.isSuccess);

  const all = goals.data;
  const visible = useMemo(() => (all ? filterAndSortGoals(all, filters) : []), [all, filters]);
  const counts = useMemo(() => countByStatus(all ?? []), [all]);
  // The totals are the user's own savings: goals others share with them are not their money.
  const totals = useMemo(
    () =>
      goalTotals(
        (all ?? []).filter((goal) => goal.isOwner),
        currency,
      ),
    [all, currency],
  );
  /** Moves focus to the created goal's title; answers whether it got there. */
  const focusCreated = () => {
    const title = created.current ? document.getElementById(`goal-title-${created.current}`) : null;
    title?.focus();
    return Boolean(title) && document.activeElement === title;
  };
  useEffect(() => {
    if (creating || !created.current) return;
    if (focusCreated()) {
      if (drawerClosed.current) created.current = null;
      return;
    }
    // Filtered out of the list: focus stays where the drawer gave it back.
    if (all?.some((goal) => goal.id === created.current) && !visible.some((goal) => goal.id === created.current)) created.current = null;
  }, [creating, all, visible]);

  const actions: GoalActions = {
    onEdit: setEditing,
    onArchive: status.archive,
    onUnarchive: status.unarchive,
    onDelete: setDeleting,
    onShare: groups.data?.length ? setSharing : undefined,
    onUnshare: (goal, share) => setUnsharing({ goalId: goal.id, goalTitle: goal.title, groupId: share.groupId, groupName: share.groupName }),
    onContribute: (goal) => setContributingTo(goal.id),
  };

  const newGoalButton = (
    <Button
      onClick={() => {
        drawerClosed.current = false;
        setCreating(true);
      }}
      data-testid="new-goal-button"
    >
      <PlusIcon aria-hidden />
      {t('goals.newGoal')}
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader title={t('goals.title')} description={t('goals.description')} actions={all?.length ? newGoalButton : undefined} />

      <QueryState
        query={goals}
        skeleton={<GoalsSkeleton />}
        errorTitle={t('goals.error.title')}
        errorTestId="goals-error"
        errorVariant="card"
        empty={{
          when: (list) => list.length === 0,
          show: <EmptyState icon={TargetIcon} title={t('goals.empty.title')} description={t('goals.empty.description')} action={newGoalButton} className="py-20" />,
        }}
      >
        {() => (
          <>
            <GoalsSummary totals={totals} />
            <GoalsToolbar filters={filters} counts={counts} onChange={setFilters} />
            {visible.length ? (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('goals.listLabel')} data-testid="goal-list">
                {visible.map((goal) => (
                  <li key={goal.id} className="flex">
                    <div className="flex w-full flex-col *:flex-1">
                      <GoalCard goal={goal} today={today} actions={actions} highlighted={goal.id === linkedGoal} />
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                icon={SearchXIcon}
                title={t('goals.noMatches.title')}
                description={t('goals.noMatches.description')}
                action={
                  <Button variant="outline" onClick={() => setFilters(defaultFilters)}>
                    {t('goals.noMatches.clear')}
                  </Button>
                }
              />
            )}
          </>
        )}
      </QueryState>

      <NewGoalDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(goal) => {
          created.current = goal.id;
        }}
        onCloseAutoFocus={(event) => {
          drawerClosed.current = true;
          if (!focusCreated()) return;
          created.current = null;
          event.preventDefault();
        }}
      />
      <EditGoalDrawer goal={editing} onClose={() => setEditing(null)} />
      <ShareGoalDialog goal={sharing} groups={groups.data ?? []} onClose={() => setSharing(null)} />
      <UnshareGoalDialog
        target={unsharing}
        pending={unshare.pending}
        onCancel={() => setUnsharing(null)}
        onConfirm={(target) => void unshare.unshare(target).then((done) => done && setUnsharing(null))}
      />
      <ContributeToGoalDrawer goalId={contributingTo} onClose={() => setContributingTo(null)} />
      <DeleteGoalDialog
        goal={deleting}
        pending={status.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(goal) => void status.remove(goal).then((removed) => removed && setDeleting(null))}
      />
    </PageContainer>
  );
}
