import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
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
  return (
    <AlertDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent data-testid="unshare-goal-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('goalSharing.unshare.title', { group: target?.groupName ?? '' })}</AlertDialogTitle>
          <AlertDialogDescription>{t('goalSharing.unshare.description', { group: target?.groupName ?? '', title: target?.goalTitle ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('goalSharing.unshare.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            data-testid="confirm-unshare-goal"
            onClick={(event) => {
              // Stay open until the server answers, so a failure shows where it happened.
              event.preventDefault();
              if (target) onConfirm(target);
            }}
          >
            {pending ? <Spinner /> : null}
            {t('goalSharing.unshare.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
