import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { serverFieldMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { PasswordInput } from '@/components/password-input';
import { useDisableTwoFactor, useNewBackupCodes } from '../two-factor-api';

export type TwoFactorAction = 'disable' | 'newCodes';

type TwoFactorConfirmDialogProps = {
  email: string;
  /** The action to confirm; null keeps the dialog closed. */
  action: TwoFactorAction | null;
  onClose: () => void;
  onNewCodes: (codes: string[]) => void;
};

/** Turning two-factor off or replacing the backup codes: the password and a code, typed again. */
export function TwoFactorConfirmDialog({ email, action, onClose, onNewCodes }: TwoFactorConfirmDialogProps) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const renew = useNewBackupCodes();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});
  const [shownAction, setShownAction] = useState<TwoFactorAction>(action ?? 'disable');
  if (action && action !== shownAction) setShownAction(action);
  const turningOff = shownAction === 'disable';
  const pending = disable.isPending || renew.isPending;

  const close = () => {
    setPassword('');
    setCode('');
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const input = { password, code };
    try {
      if (turningOff) {
        await disable.mutateAsync(input);
        toast.success(t('twoFactor.settings.turnedOff'));
      } else {
        onNewCodes((await renew.mutateAsync(input)).backupCodes);
      }
      close();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        setErrors({ password: serverFieldMessage(error, 'password'), code: serverFieldMessage(error, 'code') });
      } else {
        setErrors({ form: failureMessage(error) });
      }
    }
  };

  const shown = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent closeLabel={t('twoFactor.settings.cancel')}>
        <DialogHeader>
          <DialogTitle>{turningOff ? t('twoFactor.settings.confirmOffTitle') : t('twoFactor.settings.confirmNewCodesTitle')}</DialogTitle>
          <DialogDescription>{turningOff ? t('twoFactor.settings.confirmOffDescription') : t('twoFactor.settings.confirmNewCodesDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField id="two-factor-confirm-password" label={t('twoFactor.settings.password')} error={shown(errors.password)}>
            <PasswordInput value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" data-testid="two-factor-confirm-password" />
          </FormField>
          <FormField id="two-factor-confirm-code" label={t('twoFactor.settings.confirmCodeLabel')} error={shown(errors.code)}>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={12}
              className="font-mono tracking-widest"
              dir="ltr"
              data-testid="two-factor-confirm-code"
            />
          </FormField>
          <FormAlert>{shown(errors.form) ?? null}</FormAlert>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('twoFactor.settings.cancel')}
            </Button>
            <Button
              type="submit"
              variant={turningOff ? 'destructive' : 'default'}
              disabled={pending || password.length === 0 || code.trim().length === 0}
              data-testid="two-factor-confirm"
            >
              {pending ? <Spinner /> : null}
              {turningOff ? t('twoFactor.settings.confirmOff') : t('twoFactor.settings.confirmNewCodes')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
