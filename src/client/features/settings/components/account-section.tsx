import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import type { z } from 'zod';
import { updateUserInput, type User } from '@domain/auth/auth';
import { applyServerErrors } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form-alert';
import { useUpdateProfile } from '../api';
import { ChangeEmailForm } from './change-email-form';
import { SettingsSection } from './settings-section';

const profileInput = updateUserInput.pick({ firstName: true, lastName: true }).required();
type ProfileInput = z.output<typeof profileInput>;

export function AccountSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof profileInput>, unknown, ProfileInput>({
    resolver: zodResolver(profileInput),
    values: { firstName: user.firstName, lastName: user.lastName },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const memberSince = useFormat().date(user.createdAt, 'long');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
      toast.success(t('settings.account.saved'));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['firstName', 'lastName']));
    }
  });

  return (
    <SettingsSection id="account" icon={UserRound} title={t('settings.account.title')} description={t('settings.account.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5" aria-label={t('settings.account.title')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="firstName" label={t('settings.account.firstName')} error={translateMessage(t, errors.firstName?.message)}>
            <Input {...form.register('firstName')} autoComplete="given-name" />
          </FormField>
          <FormField id="lastName" label={t('settings.account.lastName')} error={translateMessage(t, errors.lastName?.message)}>
            <Input {...form.register('lastName')} autoComplete="family-name" />
          </FormField>
        </div>
        <FormField id="account-email" label={t('settings.account.email')} hint={t('settings.account.emailHint')}>
          <Input value={user.email} readOnly type="email" autoComplete="email" />
        </FormField>
        <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t('settings.account.memberSince', { date: memberSince })}</p>
          <div className="flex gap-2">
            {isDirty ? (
              <Button variant="ghost" onClick={() => form.reset()} disabled={isSubmitting}>
                {t('settings.cancel')}
              </Button>
            ) : null}
            <Button type="submit" disabled={!isDirty || isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t('settings.account.save')}
            </Button>
          </div>
        </div>
      </form>
      <ChangeEmailForm />
    </SettingsSection>
  );
}
