import { useRef, useState } from 'react';
import { CheckIcon, CopyIcon, Share2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { CreatedInvite } from '@domain/groups';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useGroupToasts } from '../feedback';

/** Copies with the Clipboard API where the page may use it, else through a selected field. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    // The Clipboard API exists only on secure pages (HTTPS or localhost), whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure page): fall back to the selected field below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The fresh link, shown once (only its hash is stored), with copy and the system share sheet. */
export function InviteLinkResult({ invite, groupName }: { invite: CreatedInvite; groupName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toasts = useGroupToasts();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    const done = await copyText(invite.url, field.current);
    setCopied(done);
    if (done) toasts.done(t('groups.toasts.linkCopied'));
    else toasts.done(t('groups.toasts.copyFailed'));
  }

  async function share() {
    try {
      await navigator.share({ title: t('groups.invites.shareTitle', { name: groupName }), text: t('groups.invites.shareText', { name: groupName }), url: invite.url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
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
      <p className="text-xs text-muted-foreground">
        {t('groups.invites.linkNote', { role: t(`groups.roles.${invite.role}`), date: format.date(invite.expiresAt) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()} data-testid="copy-invite-link">
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
