import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { GoalShareTarget } from '@/lib/goal-shares';

interface UnshareGoalDialogProps {
  target: GoalShareTarget | null;
  pending: boolean;
  onConfirm: (target: GoalShareTarget) => void;
  onCancel: () => void;
}

/** Confirms taking a goal out of a group; money members already added stays on the goal. */
export function UnshareGoalDialog({ target, pending, onConfirm, onCancel }: UnshareGoalDialogProps) {
  const { t } = useTranslation();
  const group = target?.groupName ?? '';
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('goalSharing.unshare.title', { group })}
      description={t('goalSharing.unshare.description', { group, title: target?.goalTitle ?? '' })}
      confirmLabel={t('goalSharing.unshare.confirm')}
      cancelLabel={t('goalSharing.unshare.cancel')}
      pending={pending}
      onConfirm={() => (target ? onConfirm(target) : undefined)}
      onCancel={onCancel}
      testId="unshare-goal-dialog"
      confirmTestId="confirm-unshare-goal"
    />
  );
}
