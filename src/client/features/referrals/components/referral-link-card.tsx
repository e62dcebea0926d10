import { useRef, useState } from 'react';
import { CheckIcon, CopyIcon, Share2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { referralBonusAiChats, referralRewardsPerMonth } from '@domain/billing/plans';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { copyText, shareOrCopy } from '@/lib/share-link';
import { referralLink } from '../api';
import { ReferralQrCode } from './referral-qr-code';

/** The user's code and link, with copy, the share sheet (or copy where there is none) and a QR code. */
export function ReferralLinkCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const linkField = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const link = referralLink(code);

  function report(what: 'code' | 'link', done: boolean) {
    setCopied(done ? what : null);
    if (done) toast.success(t(what === 'code' ? 'referrals.toasts.codeCopied' : 'referrals.toasts.linkCopied'));
    else toast.error(t('referrals.toasts.copyFailed'));
  }

  async function share() {
    const outcome = await shareOrCopy({ title: t('referrals.share.title'), text: t('referrals.share.text', { code, count: referralBonusAiChats }), url: link }, linkField.current);
    if (outcome === 'copied' || outcome === 'failed') report('link', outcome === 'copied');
  }

  return (
    <Card data-testid="referral-link-card">
      <CardHeader>
        <h2 className="text-base leading-tight font-semibold">{t('referrals.code.title')}</h2>
        <CardDescription>{t('referrals.code.description', { count: referralBonusAiChats })}</CardDescription>
        <CardDescription data-testid="referral-rules">{t('referrals.code.rules', { count: referralRewardsPerMonth })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid min-w-0 gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <span dir="ltr" className="rounded-lg bg-muted px-3 py-2 font-mono text-2xl font-semibold tracking-wider" data-testid="referral-code">
              {code}
            </span>
            <Button variant="outline" size="sm" onClick={() => void copyText(code).then((done) => report('code', done))} data-testid="copy-referral-code">
              {copied === 'code' ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
              {t(copied === 'code' ? 'referrals.actions.copied' : 'referrals.actions.copyCode')}
            </Button>
          </div>
          <div className="grid gap-2">
            <label htmlFor="referral-link" className="text-sm font-medium">
              {t('referrals.link.label')}
            </label>
            <Input
              ref={linkField}
              id="referral-link"
              value={link}
              readOnly
              dir="ltr"
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
              data-testid="referral-link"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void share()} data-testid="share-referral-link">
              <Share2Icon aria-hidden />
              {t('referrals.actions.share')}
            </Button>
            <Button variant="outline" onClick={() => void copyText(link, linkField.current).then((done) => report('link', done))} data-testid="copy-referral-link">
              {copied === 'link' ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
              {t(copied === 'link' ? 'referrals.actions.copied' : 'referrals.actions.copyLink')}
            </Button>
          </div>
        </div>
        <div className="grid justify-items-center gap-2">
          <ReferralQrCode link={link} />
          <p className="max-w-40 text-center text-xs text-muted-foreground">{t('referrals.qr.hint')}</p>
        </div>
      </CardContent>
    </Card>
  );
}
