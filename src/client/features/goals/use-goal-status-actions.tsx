import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals/goals';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { useDeleteGoal, useUpdateGoal } from './api';

/** Archive, restore and delete from a goal card, each confirmed by a toast (docs/product/errors.md#goals). */
export function useGoalStatusActions() {
  const { t } = useTranslation();
  const update = useUpdateGoal();
  const remove = useDeleteGoal();

  const failed = useFailToast();

  async function setStatus(goal: Goal, status: 'archived' | 'active'): Promise<boolean> {
    try {
      await update.mutateAsync({ id: goal.id, changes: { status } });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  async function unarchive(goal: Goal): Promise<void> {
    if (await setStatus(goal, 'active')) toast.success(t('goals.toasts.restored'), { description: goal.title });
  }

  async function archive(goal: Goal): Promise<void> {
    if (!(await setStatus(goal, 'archived'))) return;
    toast.success(t('goals.toasts.archived'), { description: goal.title, action: { label: t('goals.toasts.undo'), onClick: () => void unarchive(goal) } });
  }

  async function removeGoal(goal: Goal): Promise<boolean> {
    try {
      await remove.mutateAsync(goal.id);
      toast.success(t('goals.toasts.deleted'), { description: goal.title });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  return {
    archive: (goal: Goal) => void archive(goal),
    unarchive: (goal: Goal) => void unarchive(goal),
    remove: removeGoal,
    deleting: remove.isPending,
  };
}
