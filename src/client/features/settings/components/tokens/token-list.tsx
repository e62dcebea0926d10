import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ApiToken } from '@domain/tokens/api-tokens';
import { failureMessage } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { useApiTokens, useRevokeApiToken } from '../../tokens-api';

/** `expiresAt` is the first instant the token no longer works; people read the last day it does. */
const lastWorkingMoment = (expiresAt: string) => new Date(Date.parse(expiresAt) - 1);

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { t } = useTranslation();
  const { date, dateTime } = useFormat();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center" data-testid="api-token">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="truncate">{token.name}</span>
          <Badge variant={token.scope === 'read' ? 'secondary' : 'outline'}>{t(`settings.tokens.scopes.${token.scope}`)}</Badge>
          {token.expired ? <Badge variant="warning">{t('settings.tokens.expired')}</Badge> : null}
        </p>
        <p className="font-mono text-xs text-muted-foreground" dir="ltr">
          {token.prefix}…
        </p>
        <p className="text-xs text-muted-foreground">
          {t('settings.tokens.createdOn', { date: date(new Date(token.createdAt)) })}
          <span aria-hidden> · </span>
          {token.lastUsedAt ? t('settings.tokens.lastUsed', { date: dateTime(token.lastUsedAt) }) : t('settings.tokens.neverUsed')}
          <span aria-hidden> · </span>
          {token.expiresAt === null
            ? t('settings.tokens.noExpiry')
            : token.expired
              ? t('settings.tokens.expiredOn', { date: date(lastWorkingMoment(token.expiresAt)) })
              : t('settings.tokens.worksUntil', { date: date(lastWorkingMoment(token.expiresAt)) })}
        </p>
      </div>
      <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={onRevoke} aria-label={t('settings.tokens.revokeNamed', { name: token.name })}>
        {t('settings.tokens.revoke')}
      </Button>
    </li>
  );
}

export function TokenList() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [target, setTarget] = useState<ApiToken | null>(null);

  const confirm = () => {
    if (!target) return;
    revoke.mutate(target.id, {
      onSuccess: () => {
        toast.success(t('settings.tokens.revoked'), { description: target.name });
        setTarget(null);
      },
      onError: (error) => toast.error(t('settings.tokens.revokeFailed'), { description: translateMessage(t, failureMessage(error)) }),
    });
  };

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold">{t('settings.tokens.listTitle')}</h3>
      <QueryState
        query={tokens}
        skeleton={
          <div className="grid gap-2" aria-busy="true" aria-label={t('settings.tokens.loading')}>
            <Skeleton className="h-20 rounded-xl" />
          </div>
        }
        errorTitle={t('settings.tokens.loadFailed')}
        empty={{
          when: (list) => list.tokens.length === 0,
          show: <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">{t('settings.tokens.empty')}</p>,
        }}
      >
        {(list) => (
          <ul className="grid gap-2" data-testid="api-token-list">
            {list.tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setTarget(token)} />
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={target !== null}
        title={t('settings.tokens.revokeTitle', { name: target?.name ?? '' })}
        description={t('settings.tokens.revokeDescription')}
        confirmLabel={t('settings.tokens.revoke')}
        cancelLabel={t('settings.tokens.cancel')}
        pending={revoke.isPending}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
        testId="revoke-token-dialog"
        confirmTestId="revoke-token-confirm"
      />
    </div>
  );
}
