import { CalendarPlusIcon, Link2OffIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailToast } from '@/lib/use-fail-toast';
import { useFormat } from '@/lib/use-format';
import type { CalendarShare } from '@domain/events/events';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRevokeShare } from '../api';
import { absoluteUrl, webcalUrl } from '../links';
import { eventFailureText } from '../use-save-event';
import { ShareLinkField } from './share-link-field';

function ShareItem({ share, onRevoke }: { share: CalendarShare; onRevoke: (share: CalendarShare) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="grid gap-3 rounded-xl border p-3" data-testid="calendar-share">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium">{share.name}</p>
          <p className="text-xs text-muted-foreground">{t('events.share.createdOn', { date: format.date(share.createdAt) })}</p>
        </div>
        <Button variant="ghost" size="sm" className="shrink-0 text-destructive hover:text-destructive" onClick={() => onRevoke(share)}>
          <Link2OffIcon aria-hidden />
          {t('events.share.revoke')}
        </Button>
      </div>
      <ShareLinkField label={t('events.share.pageLink')} copyLabel={t('events.share.copyPageLink', { name: share.name })} url={absoluteUrl(share.url)} testId="share-page-link" />
      <ShareLinkField
        label={t('events.share.feedLink')}
        copyLabel={t('events.share.copyFeedLink', { name: share.name })}
        url={absoluteUrl(share.icsUrl)}
        testId="share-feed-link"
      />
      <Button asChild variant="link" size="sm" className="h-auto w-fit px-0">
        <a href={webcalUrl(share.icsUrl)}>
          <CalendarPlusIcon aria-hidden />
          {t('events.share.openInApp')}
        </a>
      </Button>
    </li>
  );
}

/** The user's active share links, each revocable. */
export function ShareList({ shares }: { shares: CalendarShare[] }) {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<CalendarShare | null>(null);
  const revoke = useRevokeShare();
  const revokeFailed = useFailToast({ titleKey: 'events.share.revokeFailed', explain: eventFailureText });
  if (shares.length === 0) return <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t('events.share.none')}</p>;
  return (
    <>
      <ul className="grid gap-3" aria-label={t('events.share.listLabel')}>
        {shares.map((share) => (
          <ShareItem key={share.token} share={share} onRevoke={setRevoking} />
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={t('events.share.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('events.share.revokeDescription')}
        confirmLabel={t('events.share.revoke')}
        cancelLabel={t('events.form.cancel')}
        pending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.token, {
            onSuccess: () => {
              toast.success(t('events.share.revoked'), { description: revoking.name });
              setRevoking(null);
            },
            onError: revokeFailed,
          });
        }}
        onCancel={() => setRevoking(null)}
        testId="revoke-share-dialog"
        confirmTestId="confirm-revoke-share"
      />
    </>
  );
}
