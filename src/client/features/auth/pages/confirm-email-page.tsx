import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useConfirmEmailChange } from '../recovery-api';
import { AuthPageShell, tokenFromSearch } from '../components/auth-page-shell';
import { EmailLinkResult } from '../components/email-link-result';

/** Where the link mailed to a new address lands: opening it is what moves the account there. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const token = tokenFromSearch(useSearch());
  const confirm = useConfirmEmailChange();
  return (
    <AuthPageShell title={confirm.isSuccess ? t('auth.confirmEmail.doneTitle') : t('auth.confirmEmail.title')} testId="confirm-email-page">
      <EmailLinkResult token={token} mutation={confirm} done={(answer) => <p>{t('auth.confirmEmail.done', { email: answer.email })}</p>} />
    </AuthPageShell>
  );
}
