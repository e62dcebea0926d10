import { useMemo, useState } from 'react';
import { PlusIcon, SearchXIcon, TargetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QuickActionDrawer } from '@/components/layout/quick-actions';
import { Button } from '@/components/ui/button';
import { useGoals } from '@/lib/use-goals';
import { todayForUser } from './goal-form-schema';
import { countByStatus, defaultFilters, filterAndSortGoals, goalTotals, type GoalFilters } from './goal-list';
import { DeleteGoalDialog } from './components/delete-goal-dialog';
import { GoalCard } from './components/goal-card';
import { EditGoalDrawer } from './components/goal-form-drawer';
import { GoalsError, GoalsSkeleton } from './components/goals-placeholders';
import { GoalsSummary } from './components/goals-summary';
import { GoalsToolbar } from './components/goals-toolbar';
import { useGoalStatusActions } from './use-goal-status-actions';

export function GoalsPage() {
  const { t } = useTranslation();
  const goals = useGoals();
  const [filters, setFilters] = useState<GoalFilters>(defaultFilters);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Goal | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [today] = useState(todayForUser);
  const status = useGoalStatusActions();

  const all = goals.data;
  const visible = useMemo(() => (all ? filterAndSortGoals(all, filters) : []), [all, filters]);
  const counts = useMemo(() => countByStatus(all ?? []), [all]);
  const totals = useMemo(() => goalTotals(all ?? []), [all]);
  const actions = {
    onEdit: setEditing,
    onArchive: status.archive,
    onUnarchive: status.unarchive,
    onDelete: setDeleting,
  };

  const newGoalButton = (
    <Button onClick={() => setCreating(true)} data-testid="new-goal-button">
      <PlusIcon aria-hidden />
      {t('goals.newGoal')}
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader title={t('goals.title')} description={t('goals.description')} actions={all?.length ? newGoalButton : undefined} />

      {goals.isPending ? (
        <GoalsSkeleton />
      ) : goals.isError ? (
        <GoalsError error={goals.error} onRetry={() => void goals.refetch()} retrying={goals.isFetching} />
      ) : !all?.length ? (
        <EmptyState
          icon={TargetIcon}
          title={t('goals.empty.title')}
          description={t('goals.empty.description')}
          action={newGoalButton}
          className="py-20"
        />
      ) : (
        <>
          <GoalsSummary totals={totals} />
          <GoalsToolbar filters={filters} counts={counts} onChange={setFilters} />
          {visible.length ? (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('goals.listLabel')} data-testid="goal-list">
              {visible.map((goal) => (
                <li key={goal.id} className="flex">
                  <div className="flex w-full flex-col *:flex-1">
                    <GoalCard goal={goal} today={today} actions={actions} />
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

      <QuickActionDrawer action={creating ? 'newGoal' : null} onClose={() => setCreating(false)} />
      <EditGoalDrawer goal={editing} onClose={() => setEditing(null)} />
      <DeleteGoalDialog
        goal={deleting}
        pending={status.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(goal) => void status.remove(goal).then((removed) => removed && setDeleting(null))}
      />
    </PageContainer>
  );
}
