import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { passwordMinLength, registerInput, type RegisterInput } from '@domain/auth/auth';
import { referralBonusAiChats } from '@domain/billing/plans';
import { referralCodeExample } from '@domain/referrals/referrals';
import { translateMessage } from '@/lib/translate-message';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/features/auth/components/email-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { PasswordInput } from '@/components/password-input';
import { useSignUp } from '../api';
import { applyAuthError } from '../server-errors';

type SignUpFormProps = {
  onSwitchToSignIn: () => void;
  /** Filled in from a shared link; the visitor may change or clear it. */
  referralCode?: string;
};

const fields = ['firstName', 'lastName', 'email', 'password', 'referralCode'] as const;

export function SignUpForm({ onSwitchToSignIn, referralCode = '' }: SignUpFormProps) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof registerInput>, unknown, RegisterInput>({
    resolver: zodResolver(registerInput),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', referralCode: referralCode.toUpperCase() },
  });
  const { errors, isSubmitting } = form.formState;
  const referralField = form.register('referralCode');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // An empty code is no code: the request then says nothing about one.
      const { referralCode: code, ...account } = values;
      await signUp.mutateAsync(code ? values : account);
    } catch (error) {
      setFormError(applyAuthError(error, form.setError, fields));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-label={t('auth.signUp.formLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="firstName" label={t('auth.fields.firstName')} error={translateMessage(t, errors.firstName?.message)}>
          <Input {...form.register('firstName')} autoComplete="given-name" autoCapitalize="words" />
        </FormField>
        <FormField id="lastName" label={t('auth.fields.lastName')} error={translateMessage(t, errors.lastName?.message)}>
          <Input {...form.register('lastName')} autoComplete="family-name" autoCapitalize="words" />
        </FormField>
      </div>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <FormField
        id="password"
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint', { count: passwordMinLength })}
        error={translateMessage(t, errors.password?.message)}
      >
        <PasswordInput {...form.register('password')} autoComplete="new-password" />
      </FormField>

      <FormField
        id="referralCode"
        label={t('referrals.signUp.label')}
        hint={t('referrals.signUp.hint', { count: referralBonusAiChats })}
        error={translateMessage(t, errors.referralCode?.message)}
      >
        <Input
          {...referralField}
          onChange={(event) => {
            // Codes are upper case: show them so while typing, keeping the caret where it was.
            const input = event.target;
            const caret = input.selectionStart;
            input.value = input.value.toUpperCase();
            if (caret !== null) input.setSelectionRange(caret, caret);
            void referralField.onChange(event);
          }}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={referralCodeExample}
          data-testid="sign-up-referral-code"
        />
      </FormField>

      <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>

      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>

      <p className="text-center text-xs text-muted-foreground">{t('auth.signUp.freePlanNote')}</p>

      <p className="text-center text-sm text-muted-foreground">
        {t('auth.signUp.haveAccount')}{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={onSwitchToSignIn}>
          {t('auth.signUp.switch')}
        </Button>
      </p>
    </form>
  );
}
