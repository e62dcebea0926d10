import type { ReactNode } from 'react';
import { ArchiveIcon, ArrowRightIcon, CircleCheckIcon, Clock3Icon, LinkIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { InvitePreview } from '@domain/groups/groups';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { groupLink } from '@/lib/paths';

export function InviteSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid grid-cols-1 gap-4 rounded-2xl border bg-card p-6" data-testid="invite-loading">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-xl" />
        <Skeleton className="h-6 w-40" />
      </div>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/** A link that cannot be used (unknown, revoked, expired, or for an archived group). */
export function InviteUnavailable({ kind, text, action }: { kind: 'invalid' | 'expired' | 'archived'; text: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const icon = kind === 'expired' ? Clock3Icon : kind === 'archived' ? ArchiveIcon : LinkIcon;
  return (
    <div data-testid={`invite-${kind}`}>
      <EmptyState icon={icon} title={t(`pages.invite.${kind}Title`)} description={text} action={action} />
    </div>
  );
}

/** The reader already belongs to the group: the link has nothing more to offer than the way in. */
export function InviteAlreadyMember({ preview }: { preview: InvitePreview }) {
  const { t } = useTranslation();
  return (
    <div data-testid="invite-used">
      <EmptyState
        icon={CircleCheckIcon}
        title={t('pages.invite.usedTitle')}
        description={t('pages.invite.usedDescription', { name: preview.group.name })}
        action={
          <Button asChild>
            <Link href={groupLink(preview.group.id)} data-testid="invite-open-group">
              {t('pages.invite.openGroup')}
              <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden />
            </Link>
          </Button>
        }
      />
    </div>
  );
}
