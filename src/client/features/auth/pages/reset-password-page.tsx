import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { passwordMinLength, newPasswordSchema } from '@domain/auth/auth';
import { recoveryMessages } from '@domain/auth/account-recovery';
import { translateMessage } from '@/lib/translate-message';
import { applyServerErrors } from '@/lib/server-form-errors';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { PasswordInput } from '@/components/password-input';
import { useConfirmPasswordReset } from '../recovery-api';
import { AuthPageShell, tokenFromSearch } from '../components/auth-page-shell';

const resetForm = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: recoveryMessages.passwordsDontMatch });
type ResetForm = z.output<typeof resetForm>;

/** Where a reset mail's link lands: a new password twice, then on to sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = tokenFromSearch(useSearch());
  const confirm = useConfirmPasswordReset();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(token ? null : recoveryMessages.linkExpired);
  const form = useForm<z.input<typeof resetForm>, unknown, ResetForm>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await confirm.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password']));
    }
  });

  if (done) {
    return (
      <AuthPageShell title={t('auth.resetPassword.doneTitle')} testId="reset-password-page">
        <div role="status" className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4 text-sm" data-testid="reset-password-done">
          <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p>{t('auth.resetPassword.done')}</p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link href={paths.dashboard}>{t('auth.resetPassword.signIn')}</Link>
        </Button>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell title={t('auth.resetPassword.title')} description={t('auth.resetPassword.description')} testId="reset-password-page">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-label={t('auth.resetPassword.title')}>
        <FormField
          id="password"
          label={t('auth.resetPassword.newPassword')}
          hint={t('auth.fields.passwordHint', { count: passwordMinLength })}
          error={translateMessage(t, errors.password?.message)}
        >
          <PasswordInput {...form.register('password')} autoComplete="new-password" />
        </FormField>
        <FormField id="confirmPassword" label={t('auth.resetPassword.confirmPassword')} error={translateMessage(t, errors.confirmPassword?.message)}>
          <PasswordInput {...form.register('confirmPassword')} autoComplete="new-password" />
        </FormField>
        <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>
        <Button type="submit" size="lg" disabled={isSubmitting || !token} className="w-full">
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
        </Button>
      </form>
      {formError ? (
        <Button asChild variant="outline" className="w-full">
          <Link href={paths.forgotPassword}>{t('auth.resetPassword.requestNew')}</Link>
        </Button>
      ) : null}
    </AuthPageShell>
  );
}
