import { CheckIcon, UsersIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { InvitePreview } from '@domain/groups/groups';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RoleBadge } from './role-badge';

interface InviteOfferProps {
  preview: InvitePreview;
  pending: 'accept' | 'decline' | null;
  onAccept: () => void;
  onDecline: () => void;
}

/** A valid link: the group, who sent it, the role it gives and when it stops working. */
export function InviteOffer({ preview, pending, onAccept, onDecline }: InviteOfferProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { group, inviter } = preview;
  return (
    <article
      className="relative grid grid-cols-1 gap-5 overflow-hidden rounded-2xl border bg-card p-6 ps-7 shadow-sm"
      data-testid="invite-offer"
      aria-labelledby="invite-group-name"
    >
      <span aria-hidden className="absolute inset-y-0 start-0 w-1.5" style={{ backgroundColor: group.color }} />
      <p className="text-sm text-muted-foreground" data-testid="invite-inviter">
        {inviter ? t('pages.invite.invitedBy', { name: `${inviter.firstName} ${inviter.lastName}` }) : t('pages.invite.invited')}
      </p>
      <div className="grid grid-cols-1 gap-1.5">
        <h2 id="invite-group-name" className="text-xl font-semibold break-words">
          {group.name}
        </h2>
        {group.description ? <p className="text-sm break-words text-muted-foreground">{group.description}</p> : null}
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <UsersIcon className="size-4" aria-hidden />
          {t('groups.card.members', { count: group.memberCount })}
        </p>
      </div>
      <dl className="grid gap-3 rounded-xl bg-muted/50 p-4 text-sm sm:grid-cols-2">
        <div className="grid grid-cols-1 gap-1">
          <dt className="text-muted-foreground">{t('pages.invite.joinAs')}</dt>
          <dd data-testid="invite-role">
            <RoleBadge role={preview.role} />
          </dd>
        </div>
        <div className="grid grid-cols-1 gap-1">
          <dt className="text-muted-foreground">{t('pages.invite.expires')}</dt>
          <dd className="font-medium" data-testid="invite-expires">
            {format.dateTime(preview.expiresAt, 'long')}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDecline} disabled={pending !== null} data-testid="invite-decline">
          {pending === 'decline' ? <Spinner /> : <XIcon aria-hidden />}
          {t('pages.invite.decline')}
        </Button>
        <Button onClick={onAccept} disabled={pending !== null} data-testid="invite-accept">
          {pending === 'accept' ? <Spinner /> : <CheckIcon aria-hidden />}
          {t('pages.invite.accept')}
        </Button>
      </div>
    </article>
  );
}
