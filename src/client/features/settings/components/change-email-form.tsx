import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MailCheckIcon } from 'lucide-react';
import type { z } from 'zod';
import { emailChangeInput, type EmailChangeInput } from '@domain/auth/account-recovery';
import { applyServerErrors } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { PasswordInput } from '@/components/password-input';
import { useRequestEmailChange } from '../api';

/** Asks for a new sign-in address; the change waits for the link mailed to it. */
export function ChangeEmailForm() {
  const { t } = useTranslation();
  const request = useRequestEmailChange();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof emailChangeInput>, unknown, EmailChangeInput>({
    resolver: zodResolver(emailChangeInput),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
      setOpen(false);
      form.reset();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email', 'currentPassword']));
    }
  });

  return (
    <div className="grid gap-3">
      {sentTo ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm" data-testid="change-email-sent">
          <MailCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {t('settings.account.changeSent', { email: sentTo })}
        </p>
      ) : null}
      {open ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 rounded-xl border p-4" aria-label={t('settings.account.changeEmail')}>
          <FormField id="change-email-new" label={t('settings.account.newEmail')} error={translateMessage(t, errors.email?.message)}>
            <Input {...form.register('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
          </FormField>
          <FormField id="change-email-password" label={t('settings.account.currentPassword')} error={translateMessage(t, errors.currentPassword?.message)}>
            <PasswordInput {...form.register('currentPassword')} autoComplete="current-password" />
          </FormField>
          <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={isSubmitting}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t('settings.account.sendLink')}
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => setOpen(true)} data-testid="change-email-open">
          {t('settings.account.changeEmail')}
        </Button>
      )}
    </div>
  );
}
