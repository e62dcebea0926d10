import { useTranslation } from 'react-i18next';
import type { CreateGoalInput, Goal } from '@domain/goals/goals';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { useCreateGoal, useRefreshAfterWrite, useShareGoal, useUpdateGoal, type GoalPatch, type GoalPayload, type SharePermission } from './api';

export interface ShareChoice {
  groupId: string;
  permission: SharePermission;
}

function payloadFrom(values: CreateGoalInput): GoalPayload {
  return {
    title: values.title,
    description: values.description ?? null,
    targetAmount: values.targetAmount,
    currentAmount: values.currentAmount,
    targetDate: values.targetDate,
    category: values.category,
    priority: values.priority,
  };
}

/**
 * Creating a goal, then sharing it when a group was chosen: a sharing failure leaves the goal
 * created (docs/product/behaviour.md#goals). Toasts: docs/product/errors.md#goals; caches: docs/product/api-and-caching.md#after-writes.
 * Failures are rethrown so the form can mark the fields the server named.
 */
export function useSaveGoal() {
  const { t } = useTranslation();
  const create = useCreateGoal();
  const share = useShareGoal();
  const update = useUpdateGoal();
  const refresh = useRefreshAfterWrite();

  const failed = useFailToast();
  const sharingFailed = useFailToast({ titleKey: 'messages.goalSharingFailed' });

  async function createGoal(values: CreateGoalInput, sharing: ShareChoice | null): Promise<Goal> {
    let goal: Goal;
    try {
      goal = await create.submit(payloadFrom(values));
    } catch (error) {
      failed(error);
      throw error;
    }
    if (sharing) {
      try {
        await share.mutateAsync({ goalId: goal.id, ...sharing });
        toast.success(t('messages.goalCreatedAndShared'), { description: goal.title });
      } catch (error) {
        sharingFailed(error);
      }
    } else {
      toast.success(t('messages.goalCreated'), { description: goal.title });
    }
    void refresh();
    return goal;
  }

  async function updateGoal(id: string, changes: GoalPatch): Promise<Goal> {
    try {
      const goal = await update.mutateAsync({ id, changes });
      toast.success(t('goals.toasts.updated'), { description: goal.title });
      return goal;
    } catch (error) {
      failed(error);
      throw error;
    }
  }

  return { createGoal, updateGoal, pending: create.isPending || share.isPending || update.isPending };
}
