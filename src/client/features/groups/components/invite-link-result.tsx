import { useRef, useState } from 'react';
import { CheckIcon, CopyIcon, Share2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import type { CreatedInvite } from '@domain/groups/groups';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { canUseShareSheet, copyText, shareOrCopy } from '@/lib/share-link';
import { useGroupToasts } from '../feedback';

/** The fresh link, shown once (only its hash is stored), with copy and the system share sheet. */
export function InviteLinkResult({ invite, groupName }: { invite: CreatedInvite; groupName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toasts = useGroupToasts();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const canShare = canUseShareSheet();

  function report(done: boolean) {
    setCopied(done);
    if (done) toasts.done(t('groups.toasts.linkCopied'));
    else toast.error(t('groups.toasts.copyFailed'));
  }

  async function share() {
    const outcome = await shareOrCopy(
      { title: t('groups.invites.shareTitle', { name: groupName }), text: t('groups.invites.shareText', { name: groupName }), url: invite.url },
      field.current,
    );
    if (outcome === 'copied' || outcome === 'failed') report(outcome === 'copied');
  }

  return (
    <div className="grid grid-cols-1 gap-2 rounded-xl border border-primary/30 bg-primary/5 p-3" data-testid="invite-link-result">
      <label htmlFor={`invite-url-${invite.id}`} className="text-sm font-medium">
        {t('groups.invites.linkLabel')}
      </label>
      <Input
        ref={field}
        id={`invite-url-${invite.id}`}
        value={invite.url}
        readOnly
        dir="ltr"
        className="font-mono text-xs"
        onFocus={(event) => event.currentTarget.select()}
        data-testid="invite-url"
      />
      <p className="text-xs text-muted-foreground">{t('groups.invites.linkNote', { role: t(`groups.roles.${invite.role}`), date: format.date(invite.expiresAt) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copyText(invite.url, field.current).then(report)} data-testid="copy-invite-link">
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {t(copied ? 'groups.invites.copied' : 'groups.invites.copy')}
        </Button>
        {canShare ? (
          <Button size="sm" variant="outline" onClick={() => void share()} data-testid="share-invite-link">
            <Share2Icon aria-hidden />
            {t('groups.invites.share')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
