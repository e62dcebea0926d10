import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useConfirmEmailVerification } from '../recovery-api';
import { AuthPageShell, tokenFromSearch } from '../components/auth-page-shell';
import { EmailLinkResult } from '../components/email-link-result';

/** Where a sign-up's confirmation mail lands, signed in or not. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const token = tokenFromSearch(useSearch());
  const confirm = useConfirmEmailVerification();
  return (
    <AuthPageShell title={confirm.isSuccess ? t('auth.verifyEmail.doneTitle') : t('auth.verifyEmail.title')} testId="verify-email-page">
      <EmailLinkResult token={token} mutation={confirm} done={() => <p>{t('auth.verifyEmail.done')}</p>} />
    </AuthPageShell>
  );
}
