import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals';
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
    <AlertDialog
      open={goal !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent data-testid="delete-goal-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('goals.delete.title', { title: goal?.title ?? '' })}</AlertDialogTitle>
          <AlertDialogDescription>{t('goals.delete.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('goals.delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            data-testid="confirm-delete-goal"
            onClick={(event) => {
              // Stay open until the server answers, so a failure can be seen where it happened.
              event.preventDefault();
              if (goal) onConfirm(goal);
            }}
          >
            {pending ? <Spinner /> : null}
            {t('goals.delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
