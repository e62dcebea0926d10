import type { ReactNode } from 'react';
import { CheckIcon, InboxIcon, SendIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FriendRequest } from '@domain/friends/friends';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/use-format';
import { useFriendRequests } from '../api';
import { fullName } from '../person-name';
import { useFriendActions } from '../use-friend-actions';
import { PeopleSkeleton, useFriendsLoadError } from './friends-placeholders';
import { PersonSummary } from './person-summary';

type Actions = ReturnType<typeof useFriendActions>;

function ReceivedRow({ request, actions }: { request: FriendRequest; actions: Actions }) {
  const { t } = useTranslation();
  const format = useFormat();
  const busy = actions.isBusy(request.id);
  const name = fullName(request.user);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border p-3" data-testid={`friend-request-received-${request.id}`}>
      <PersonSummary person={request.user} detail={t('friends.requests.receivedOn', { date: format.date(request.createdAt) })} />
      <div className="flex gap-2 max-sm:w-full max-sm:*:flex-1">
        <Button
          size="sm"
          disabled={busy}
          aria-label={t('friends.requests.acceptLabel', { name })}
          onClick={() => void actions.accept(request.id)}
          data-testid={`friend-request-accept-${request.id}`}
        >
          <CheckIcon aria-hidden />
          {t('friends.requests.accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('friends.requests.declineLabel', { name })}
          onClick={() => void actions.decline(request.id, request.user)}
          data-testid={`friend-request-decline-${request.id}`}
        >
          <XIcon aria-hidden />
          {t('friends.requests.decline')}
        </Button>
      </div>
    </li>
  );
}

function SentRow({ request, actions }: { request: FriendRequest; actions: Actions }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border p-3" data-testid={`friend-request-sent-${request.id}`}>
      <PersonSummary person={request.user} detail={t('friends.requests.sentOn', { date: format.date(request.createdAt) })} />
      <Button
        size="sm"
        variant="outline"
        className="max-sm:w-full"
        disabled={actions.isBusy(request.id)}
        aria-label={t('friends.requests.cancelLabel', { name: fullName(request.user) })}
        onClick={() => void actions.cancel(request.id, request.user)}
        data-testid={`friend-request-cancel-${request.id}`}
      >
        {t('friends.requests.cancel')}
      </Button>
    </li>
  );
}

function RequestCard({ title, count, testId, children }: { title: string; count: number | undefined; testId: string; children: ReactNode }) {
  return (
    <Card className="gap-4" data-testid={testId}>
      <CardHeader className="flex items-center gap-2">
        <CardTitle>{title}</CardTitle>
        {count ? <Badge variant="secondary">{count}</Badge> : null}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** Requests to answer (accept or decline) beside requests waiting on others (cancel). */
export function RequestsTab() {
  const { t } = useTranslation();
  const requests = useFriendRequests();
  const actions = useFriendActions();

  const loadError = useFriendsLoadError();

  // Both cards stand while loading, each with its own skeleton rows.
  const cards = ({ received, sent }: { received?: FriendRequest[]; sent?: FriendRequest[] }) => (
    <div className="grid gap-6 lg:grid-cols-2">
      <RequestCard title={t('pages.friends.received.title')} count={received?.length} testId="friend-requests-received">
        {!received ? (
          <PeopleSkeleton rows={2} testId="friend-requests-loading" />
        ) : received.length === 0 ? (
          <EmptyState size="sm" icon={InboxIcon} title={t('pages.friends.received.emptyTitle')} description={t('pages.friends.received.emptyDescription')} />
        ) : (
          <ul className="grid gap-2" aria-label={t('pages.friends.received.title')}>
            {received.map((request) => (
              <ReceivedRow key={request.id} request={request} actions={actions} />
            ))}
          </ul>
        )}
      </RequestCard>
      <RequestCard title={t('pages.friends.sent.title')} count={sent?.length} testId="friend-requests-sent">
        {!sent ? (
          <PeopleSkeleton rows={2} testId="friend-requests-sent-loading" />
        ) : sent.length === 0 ? (
          <EmptyState size="sm" icon={SendIcon} title={t('pages.friends.sent.emptyTitle')} description={t('pages.friends.sent.emptyDescription')} />
        ) : (
          <ul className="grid gap-2" aria-label={t('pages.friends.sent.title')}>
            {sent.map((request) => (
              <SentRow key={request.id} request={request} actions={actions} />
            ))}
          </ul>
        )}
      </RequestCard>
    </div>
  );

  return (
    <QueryState query={requests} skeleton={cards({})} {...loadError}>
      {cards}
    </QueryState>
  );
}
