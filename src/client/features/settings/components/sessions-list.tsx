import { useTranslation } from 'react-i18next';
import { Monitor, Smartphone } from 'lucide-react';
import type { SessionInfo } from '@domain/auth/auth';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { QueryState } from '@/components/query-state';
import { failureMessage } from '@/lib/failure-message';
import { useRevokeSession, useSessions } from '../api';

const mobileDevice = /iphone|ipad|android|mobile|phone/i;

function orderSessions(sessions: SessionInfo[]): SessionInfo[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const { dateTime } = useFormat();
  const format = (iso: string) => dateTime(iso);

  const onRevoke = (session: SessionInfo) =>
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(t('settings.security.sessionRevoked'), { description: session.device }),
      onError: (error) => toast.error(t('settings.security.revokeFailed'), { description: translateMessage(t, failureMessage(error)) }),
    });

  return (
    <div className="grid gap-3">
      <div>
        <h3 className="text-sm font-semibold">{t('settings.security.sessions')}</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('settings.security.sessionsHint')}</p>
      </div>

      <QueryState
        query={sessions}
        skeleton={
          <div className="grid gap-2" aria-busy="true" aria-label={t('settings.security.loadingSessions')}>
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-16 rounded-xl" />
          </div>
        }
        empty={{
          when: (list) => list.length === 0,
          show: <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">{t('settings.security.noSessions')}</p>,
        }}
      >
        {(list) => (
          <ul className="grid gap-2" data-testid="session-list">
            {orderSessions(list).map((session) => {
              const Icon = mobileDevice.test(session.device) ? Smartphone : Monitor;
              const revoking = revoke.isPending && revoke.variables === session.id;
              return (
                <li key={session.id} className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center" data-current={session.current || undefined}>
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                        <span className="truncate">{session.device || t('settings.security.unknownDevice')}</span>
                        {session.current ? <Badge variant="success">{t('settings.security.thisDevice')}</Badge> : null}
                      </p>
                      <p className="mt-0.5 text-xs text-muted-foreground">
                        {t('settings.security.lastActive', { date: format(session.lastSeenAt) })}
                        <span aria-hidden> · </span>
                        {t('settings.security.signedIn', { date: format(session.createdAt) })}
                      </p>
                    </div>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="self-start sm:self-center"
                      onClick={() => onRevoke(session)}
                      disabled={revoking}
                      aria-label={t('settings.security.revokeDevice', { device: session.device })}
                    >
                      {revoking ? <Spinner /> : null}
                      {t('settings.security.revoke')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
