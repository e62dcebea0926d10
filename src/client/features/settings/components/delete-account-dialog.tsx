import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-request';
import { translateMessage } from '@/lib/translate-message';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { PasswordInput } from '@/components/password-input';
import { failureMessage } from '@/lib/failure-message';
import { serverFieldMessage } from '@/lib/server-form-errors';
import { useDeleteAccount } from '../account-api';

interface DeleteAccountDialogProps {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The last step: the password typed again; success signs out to the landing page. */
export function DeleteAccountDialog({ email, open, onOpenChange }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (!next) {
      setPassword('');
      setFieldError(null);
      setFormError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    try {
      await remove.mutateAsync({ password });
    } catch (error) {
      const passwordMessage = error instanceof ApiError ? serverFieldMessage(error, 'password') : undefined;
      if (passwordMessage) setFieldError(passwordMessage);
      else setFormError(failureMessage(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={t('account.delete.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('account.delete.confirmTitle')}</DialogTitle>
          <DialogDescription>{t('account.delete.confirmDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField id="delete-account-password" label={t('account.delete.password')} error={fieldError ? translateMessage(t, fieldError) : undefined}>
            <PasswordInput value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" required />
          </FormField>
          <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              {t('account.delete.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending || password.length === 0}>
              {remove.isPending ? <Spinner /> : null}
              {t('account.delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
