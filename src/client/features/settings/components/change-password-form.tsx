import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordInput, passwordMinLength, type ChangePasswordInput } from '@domain/auth/auth';
import { errorMessages } from '@domain/shared/errors';
import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { applyServerErrors, setServerFieldError } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form-alert';
import { PasswordInput } from '@/components/password-input';
import { useChangePassword } from '../api';

export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof changePasswordInput>, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      toast.success(t('settings.security.passwordChanged'), { description: t('settings.security.passwordChangedDescription') });
    } catch (error) {
      if (error instanceof ApiError && !error.fieldErrors && error.text?.key === errorMessages.wrongPassword) {
        setServerFieldError(form.setError, 'currentPassword', failureMessage(error));
        return;
      }
      setFormError(applyServerErrors(error, form.setError, ['currentPassword', 'newPassword']));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="text-sm font-semibold">
        {t('settings.security.changePassword')}
      </h3>
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="currentPassword" label={t('settings.security.currentPassword')} error={translateMessage(t, errors.currentPassword?.message)}>
          <PasswordInput {...form.register('currentPassword')} autoComplete="current-password" />
        </FormField>
        <FormField
          id="newPassword"
          label={t('settings.security.newPassword')}
          hint={t('auth.fields.passwordHint', { count: passwordMinLength })}
          error={translateMessage(t, errors.newPassword?.message)}
        >
          <PasswordInput {...form.register('newPassword')} autoComplete="new-password" />
        </FormField>
      </div>
      <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('settings.security.updatePassword')}
        </Button>
      </div>
    </form>
  );
}
