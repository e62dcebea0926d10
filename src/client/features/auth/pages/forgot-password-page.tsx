import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MailCheckIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { passwordResetRequestInput, type PasswordResetRequestInput } from '@domain/auth/account-recovery';
import { translateMessage } from '@/lib/translate-message';
import { applyServerErrors } from '@/lib/server-form-errors';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/features/auth/components/email-field';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { useRequestPasswordReset } from '../recovery-api';
import { AuthPageShell } from '../components/auth-page-shell';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof passwordResetRequestInput>, unknown, PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestInput),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await request.mutateAsync(email);
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email']));
    }
  });

  const backHome = (
    <Button asChild variant="outline" className="w-full">
      <Link href={paths.dashboard}>{t('auth.forgotPassword.backHome')}</Link>
    </Button>
  );

  if (sent) {
    return (
      <AuthPageShell title={t('auth.forgotPassword.sentTitle')} testId="forgot-password-page">
        <div role="status" className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4 text-sm" data-testid="forgot-password-sent">
          <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p>{t('auth.forgotPassword.sent')}</p>
        </div>
        {backHome}
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell title={t('auth.forgotPassword.title')} description={t('auth.forgotPassword.description')} testId="forgot-password-page">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-label={t('auth.forgotPassword.title')}>
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')}
        </Button>
      </form>
      {backHome}
    </AuthPageShell>
  );
}
