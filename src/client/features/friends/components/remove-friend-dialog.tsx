import { useTranslation } from 'react-i18next';
import type { Friend } from '@domain/friends/friends';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={friend !== null}
      title={t('friends.remove.title', { name: friend ? fullName(friend) : '' })}
      description={t('friends.remove.description')}
      confirmLabel={t('friends.remove.confirm')}
      cancelLabel={t('friends.remove.keep')}
      pending={pending}
      onConfirm={() => (friend ? onConfirm(friend) : undefined)}
      onCancel={onCancel}
      testId="remove-friend-dialog"
      confirmTestId="confirm-remove-friend"
    />
  );
}
