import { useId, useState } from 'react';
import { LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inviteExpiryDays, type CreatedInvite, type GroupDetail, type GroupInvite, type GroupInviteRole } from '@domain/groups/groups';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCreateInvite, useGroupInvites, useRevokeInvite } from '../api';
import { useGroupToasts } from '../feedback';
import { InviteLinkResult } from './invite-link-result';
import { InviteList } from './invite-list';

const expiryChoices = [1, 3, 7, 14, 30] as const;

/** For owners and admins: make invite links (only the owner makes admin ones) and manage them. */
export function InvitePanel({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const ids = { role: useId(), expiry: useId() };
  const toasts = useGroupToasts();
  const invites = useGroupInvites(group.id);
  const create = useCreateInvite(group.id);
  const revoke = useRevokeInvite(group.id);
  const [role, setRole] = useState<GroupInviteRole>('member');
  const [days, setDays] = useState<number>(inviteExpiryDays.default);
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const archived = group.status === 'archived';
  const roles: GroupInviteRole[] = group.role === 'owner' ? ['member', 'admin'] : ['member'];

  async function issue(input: { role: GroupInviteRole; expiresInDays: number }) {
    try {
      setCreated(await create.mutateAsync(input));
      toasts.done(t('groups.toasts.inviteCreated'));
    } catch (error) {
      toasts.failed(error);
    }
  }

  async function revokeInvite(invite: GroupInvite) {
    try {
      await revoke.mutateAsync(invite.id);
      if (created?.id === invite.id) setCreated(null);
      toasts.done(t('groups.toasts.inviteRevoked'));
    } catch (error) {
      toasts.failed(error);
    }
  }

  return (
    <Card data-testid="invite-panel">
      <CardHeader>
        <CardTitle>{t('groups.invites.title')}</CardTitle>
        <CardDescription>{t(archived ? 'groups.invites.archived' : 'groups.invites.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {archived ? null : (
          <div className="grid grid-cols-1 gap-3">
            <div className="grid grid-cols-2 gap-3">
              <div className="grid grid-cols-1 min-w-0 gap-1.5">
                <label id={ids.role} className="text-sm font-medium">
                  {t('groups.invites.role')}
                </label>
                <Select value={role} onValueChange={(value) => setRole(value as GroupInviteRole)}>
                  <SelectTrigger aria-labelledby={ids.role} data-testid="invite-role">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((option) => (
                      <SelectItem key={option} value={option}>
                        {t(`groups.roles.${option}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid grid-cols-1 min-w-0 gap-1.5">
                <label id={ids.expiry} className="text-sm font-medium">
                  {t('groups.invites.expiry')}
                </label>
                <Select value={String(days)} onValueChange={(value) => setDays(Number(value))}>
                  <SelectTrigger aria-labelledby={ids.expiry} data-testid="invite-expiry">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {expiryChoices.map((option) => (
                      <SelectItem key={option} value={String(option)}>
                        {t('groups.invites.days', { count: option })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
            {group.role === 'admin' ? <p className="text-xs text-muted-foreground">{t('groups.invites.adminsByOwner')}</p> : null}
            <Button onClick={() => void issue({ role, expiresInDays: days })} disabled={create.isPending} data-testid="create-invite-button">
              {create.isPending ? <Spinner /> : <LinkIcon aria-hidden />}
              {t('groups.invites.create')}
            </Button>
            {created ? <InviteLinkResult invite={created} groupName={group.name} /> : null}
          </div>
        )}

        <div className="grid grid-cols-1 gap-3">
          <h4 className="text-sm font-semibold">{t('groups.invites.list')}</h4>
          <QueryState query={invites} skeleton={<Skeleton className="h-16 w-full" />} errorTitle={t('groups.invites.loadError')} errorTestId="groups-error" errorVariant="card">
            {(list) => (
              <InviteList
                invites={list}
                canIssue={!archived}
                busy={create.isPending || revoke.isPending}
                onRevoke={(invite) => void revokeInvite(invite)}
                onReissue={(invite) => void issue({ role: roles.includes(invite.role) ? invite.role : 'member', expiresInDays: days })}
              />
            )}
          </QueryState>
        </div>
      </CardContent>
    </Card>
  );
}
