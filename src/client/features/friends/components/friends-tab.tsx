import { useState } from 'react';
import { UserMinusIcon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Friend } from '@domain/friends/friends';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/use-format';
import { useFriends } from '../api';
import { fullName } from '../person-name';
import { useFriendActions } from '../use-friend-actions';
import { PeopleSkeleton, useFriendsLoadError } from './friends-placeholders';
import { PersonSummary } from './person-summary';
import { RemoveFriendDialog } from './remove-friend-dialog';

function FriendRow({ friend, onRemove }: { friend: Friend; onRemove: (friend: Friend) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="flex items-center gap-3 rounded-xl border bg-card p-3" data-testid={`friend-row-${friend.id}`}>
      <PersonSummary person={friend} detail={t('friends.list.since', { date: format.date(friend.since) })} />
      <Button
        variant="ghost"
        size="sm"
        className="text-muted-foreground hover:text-destructive"
        aria-label={t('friends.list.removeLabel', { name: fullName(friend) })}
        onClick={() => onRemove(friend)}
        data-testid={`friend-remove-${friend.id}`}
      >
        <UserMinusIcon aria-hidden />
        <span className="max-sm:sr-only">{t('friends.list.remove')}</span>
      </Button>
    </li>
  );
}

/** Everyone the user is friends with, each removable after a confirmation. */
export function FriendsTab({ onFind }: { onFind: () => void }) {
  const { t } = useTranslation();
  const friends = useFriends();
  const actions = useFriendActions();
  const [removing, setRemoving] = useState<Friend | null>(null);

  const loadError = useFriendsLoadError();
  const empty = (
    <EmptyState
      icon={UsersIcon}
      title={t('pages.friends.list.emptyTitle')}
      description={t('pages.friends.list.emptyDescription')}
      action={<Button onClick={onFind}>{t('friends.list.findAction')}</Button>}
    />
  );

  return (
    <>
      <QueryState query={friends} skeleton={<PeopleSkeleton testId="friends-loading" />} {...loadError} empty={{ when: (list) => list.length === 0, show: empty }}>
        {(list) => (
          <ul className="grid gap-2 md:grid-cols-2" aria-label={t('friends.list.label')} data-testid="friend-list">
            {list.map((friend) => (
              <FriendRow key={friend.id} friend={friend} onRemove={setRemoving} />
            ))}
          </ul>
        )}
      </QueryState>
      <RemoveFriendDialog
        friend={removing}
        pending={actions.removing}
        onCancel={() => setRemoving(null)}
        // Closed either way once the server answers: a refusal (already removed) is told by a toast.
        onConfirm={(friend) => void actions.remove(friend).then(() => setRemoving(null))}
      />
    </>
  );
}
