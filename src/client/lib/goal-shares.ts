import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { apiClient } from './api/client';
import { refreshAfterMoneyWrite } from './money-caches';
import { useFailToast } from './use-fail-toast';

export interface GoalShareTarget {
  goalId: string;
  goalTitle: string;
  groupId: string;
  groupName: string;
}

export function unshareGoalRequest(goalId: string, groupId: string): Promise<void> {
  return apiClient.delete('/api/goals/{id}/share-with-group/{groupId}', { path: { id: goalId, groupId } });
}

/**
 * Takes a goal out of a group (the goal's owner, or the group's owner or an admin), says how it
 * went in a toast and refreshes goals, dashboard and groups. Answers whether it worked.
 */
export function useUnshareGoal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const failed = useFailToast();
  const mutation = useMutation({
    mutationFn: ({ goalId, groupId }: GoalShareTarget) => unshareGoalRequest(goalId, groupId),
    onSuccess: () => refreshAfterMoneyWrite(queryClient),
  });
  const unshare = async (target: GoalShareTarget): Promise<boolean> => {
    try {
      await mutation.mutateAsync(target);
      toast.success(t('goalSharing.unshare.done'), { description: t('goalSharing.unshare.doneDescription', { title: target.goalTitle, group: target.groupName }) });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  return { unshare, pending: mutation.isPending };
}
