import { CheckIcon, ClockIcon, UserCheckIcon, UserPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserSearchResult } from '@domain/friends/friends';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fullName } from '../person-name';
import type { useFriendActions } from '../use-friend-actions';
import { PersonSummary } from './person-summary';

interface SearchResultRowProps {
  result: UserSearchResult;
  actions: ReturnType<typeof useFriendActions>;
}

/** One person found, where they stand with the user, and the one action that fits. */
export function SearchResultRow({ result, actions }: SearchResultRowProps) {
  const { t } = useTranslation();
  const name = fullName(result);
  const busy = actions.isBusy(result.id) || (result.requestId !== undefined && actions.isBusy(result.requestId));
  const requestId = result.requestId ?? '';

  let action;
  if (result.relation === 'friend') {
    action = (
      <Badge variant="success" data-testid={`friend-search-friends-${result.id}`}>
        <UserCheckIcon aria-hidden />
        {t('friends.find.isFriend')}
      </Badge>
    );
  } else if (result.relation === 'requestSent') {
    action = (
      <div className="flex items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <ClockIcon className="size-4" aria-hidden />
          {t('friends.find.requestSent')}
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('friends.requests.cancelLabel', { name })}
          onClick={() => void actions.cancel(requestId, result)}
          data-testid={`friend-search-cancel-${result.id}`}
        >
          {t('friends.find.cancel')}
        </Button>
      </div>
    );
  } else if (result.relation === 'requestReceived') {
    action = (
      <Button
        size="sm"
        disabled={busy}
        aria-label={t('friends.requests.acceptLabel', { name })}
        onClick={() => void actions.accept(requestId)}
        data-testid={`friend-search-accept-${result.id}`}
      >
        <CheckIcon aria-hidden />
        {t('friends.requests.accept')}
      </Button>
    );
  } else {
    // A person found by their exact address is asked by that address, as typed.
    const target = result.email ? { email: result.email } : { userId: result.id };
    action = (
      <Button
        size="sm"
        disabled={busy || actions.sending}
        aria-label={t('friends.find.addLabel', { name })}
        onClick={() => void actions.sendRequest(target)}
        data-testid={`friend-search-add-${result.id}`}
      >
        <UserPlusIcon aria-hidden />
        {t('friends.find.add')}
      </Button>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3" data-testid={`friend-search-result-${result.id}`} data-relation={result.relation}>
      <PersonSummary person={result} />
      <div className="ms-auto">{action}</div>
    </li>
  );
}
