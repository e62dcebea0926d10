import { RotateCcwIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { GroupInvite, GroupInviteState } from '@domain/groups/groups';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RoleBadge } from './role-badge';

const stateVariants: Record<GroupInviteState, 'success' | 'secondary' | 'outline'> = { valid: 'success', expired: 'secondary', revoked: 'outline' };

interface InviteListProps {
  invites: GroupInvite[];
  /** False while the group is archived: it takes no new members, so no new links. */
  canIssue: boolean;
  busy: boolean;
  onRevoke: (invite: GroupInvite) => void;
  onReissue: (invite: GroupInvite) => void;
}

export function InviteList({ invites, canIssue, busy, onRevoke, onReissue }: InviteListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = (iso: string) => format.date(iso);
  if (invites.length === 0) return <p className="text-sm text-muted-foreground">{t('groups.invites.empty')}</p>;
  return (
    <ul className="grid grid-cols-1 divide-y" aria-label={t('groups.invites.list')} data-testid="invite-list">
      {invites.map((invite) => (
        <li key={invite.id} className="grid grid-cols-1 gap-2 py-3 first:pt-0 last:pb-0" data-testid={`invite-${invite.id}`} data-state={invite.state}>
          <div className="flex flex-wrap items-center gap-1.5">
            <RoleBadge role={invite.role} />
            <Badge variant={stateVariants[invite.state]} data-testid="invite-state">
              {t(`groups.invites.state.${invite.state}`)}
            </Badge>
            <span className="text-xs text-muted-foreground" data-testid="invite-uses">
              {t('groups.invites.uses', { count: invite.uses })}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">
            {t('groups.invites.created', { date: date(invite.createdAt) })} ·{' '}
            {t(invite.state === 'valid' ? 'groups.invites.expires' : invite.state === 'expired' ? 'groups.invites.expiredOn' : 'groups.invites.revokedOn', {
              date: date(invite.state === 'revoked' && invite.revokedAt ? invite.revokedAt : invite.expiresAt),
            })}
          </p>
          {invite.state === 'valid' ? (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start text-destructive"
              disabled={busy}
              onClick={() => onRevoke(invite)}
              aria-label={t('groups.invites.revokeLabel', { date: date(invite.createdAt) })}
            >
              <XIcon aria-hidden />
              {t('groups.invites.revoke')}
            </Button>
          ) : invite.state === 'expired' && canIssue ? (
            <Button variant="ghost" size="sm" className="justify-self-start" disabled={busy} onClick={() => onReissue(invite)} data-testid="reissue-invite">
              <RotateCcwIcon aria-hidden />
              {t('groups.invites.reissue')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
