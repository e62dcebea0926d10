import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailWarningIcon } from 'lucide-react';
import { failureMessage } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';
import { useCurrentUser } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useResendVerification } from '../recovery-api';

/** Shown on every signed-in screen until the account's address is confirmed; the account works meanwhile. */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const resend = useResendVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!user || user.emailVerified) return null;

  const onResend = () => {
    resend.mutate(undefined, { onSuccess: () => setSentTo(user.email) });
  };

  return (
    <div
      role="region"
      aria-label={t('auth.verifyEmail.title')}
      className="border-b border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm sm:px-6 lg:px-8"
      data-testid="verify-email-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <MailWarningIcon className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          <span>{t('auth.verifyBanner.message', { email: user.email })}</span>
        </p>
        <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending} className="self-start sm:self-auto" data-testid="verify-email-resend">
          {resend.isPending ? <Spinner /> : null}
          {t('auth.verifyBanner.resend')}
        </Button>
      </div>
      <div aria-live="polite" className="mx-auto max-w-6xl">
        {sentTo && resend.isSuccess ? <p className="mt-1 text-muted-foreground">{t('auth.verifyBanner.sent', { email: sentTo })}</p> : null}
        {resend.isError ? <p className="mt-1 text-destructive">{translateMessage(t, failureMessage(resend.error))}</p> : null}
      </div>
    </div>
  );
}
