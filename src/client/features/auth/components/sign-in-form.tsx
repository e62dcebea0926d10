import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginInput, type LoginInput } from '@domain/auth/auth';
import { translateMessage } from '@/lib/translate-message';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/features/auth/components/email-field';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { paths } from '@/lib/paths';
import { PasswordInput } from '@/components/password-input';
import { useSignIn } from '../api';
import { applyAuthError } from '../server-errors';
import { TwoFactorStep } from './two-factor-step';

type SignInFormProps = { onSwitchToSignUp: () => void };

export function SignInForm({ onSwitchToSignUp }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  // Set once a right password on a two-factor account asks for a code next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginInput>, unknown, LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if ('twoFactorRequired' in answer) setChallenge(answer.challenge);
    } catch (error) {
      setFormError(applyAuthError(error, form.setError, ['email', 'password']));
    }
  });

  if (challenge) {
    const restart = (message: string | null) => {
      setChallenge(null);
      setFormError(message);
    };
    return <TwoFactorStep challenge={challenge} onRestart={restart} />;
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-label={t('auth.signIn.formLabel')}>
      <EmailField registration={form.register('email')} error={errors.email?.message} autoComplete="username" />
      <FormField id="password" label={t('auth.fields.password')} error={translateMessage(t, errors.password?.message)}>
        <PasswordInput {...form.register('password')} autoComplete="current-password" />
      </FormField>
      {/* A full page load: on the prerendered landing page no client router is running yet. */}
      <a href={paths.forgotPassword} className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="forgot-password-link">
        {t('auth.signIn.forgotPassword')}
      </a>

      <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>

      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>

      <p className="text-center text-sm text-muted-foreground">
        {t('auth.signIn.noAccount')}{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={onSwitchToSignUp}>
          {t('auth.signIn.switch')}
        </Button>
      </p>
    </form>
  );
}
