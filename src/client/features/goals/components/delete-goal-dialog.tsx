import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals/goals';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface DeleteGoalDialogProps {
  goal: Goal | null;
  pending: boolean;
  onConfirm: (goal: Goal) => void;
  onCancel: () => void;
}

/** Deleting cannot be undone, so it is always confirmed; contributions stay in the history. */
export function DeleteGoalDialog({ goal, pending, onConfirm, onCancel }: DeleteGoalDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={goal !== null}
      title={t('goals.delete.title', { title: goal?.title ?? '' })}
      description={t('goals.delete.description')}
      confirmLabel={t('goals.delete.confirm')}
      cancelLabel={t('goals.delete.cancel')}
      pending={pending}
      onConfirm={() => {
        if (goal) onConfirm(goal);
      }}
      onCancel={onCancel}
      testId="delete-goal-dialog"
      confirmTestId="confirm-delete-goal"
    />
  );
}
