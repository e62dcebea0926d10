import { useTranslation } from 'react-i18next';
import type { Friend } from '@domain/friends';
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
import { fullName } from '../person-name';

interface RemoveFriendDialogProps {
  friend: Friend | null;
  pending: boolean;
  onConfirm: (friend: Friend) => void;
  onCancel: () => void;
}

/** Removing ends the friendship for both people, so it is always confirmed. */
export function RemoveFriendDialog({ friend, pending, onConfirm, onCancel }: RemoveFriendDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={friend !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent data-testid="remove-friend-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('friends.remove.title', { name: friend ? fullName(friend) : '' })}</AlertDialogTitle>
          <AlertDialogDescription>{t('friends.remove.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('friends.remove.keep')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            data-testid="confirm-remove-friend"
            onClick={(event) => {
              // Stay open until the server answers, so a failure shows where it happened.
              event.preventDefault();
              if (friend) onConfirm(friend);
            }}
          >
            {pending ? <Spinner /> : null}
            {t('friends.remove.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
