import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorCodeSchema, twoFactorCodes, twoFactorMessages } from '@domain/auth/two-factor';
import { ApiError } from '@/lib/api-request';
import { answeredMessage, failureMessage } from '@/lib/failure-message';
import { serverFieldMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { useTwoFactorSignIn } from '../api';

type TwoFactorStepProps = {
  challenge: string;
  /** Back to the password, with the reason when the challenge ran out. */
  onRestart: (message: string | null) => void;
};

/** The sign-in's second step: a code from the authenticator app, or one of the backup codes. */
export function TwoFactorStep({ challenge, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const verify = useTwoFactorSignIn();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    setFormError(null);
    const parsed = secondFactorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? twoFactorMessages.codeInvalid);
      return;
    }
    try {
      await verify.mutateAsync({ challenge, code: parsed.data, trustDevice });
    } catch (error) {
      if (error instanceof ApiError && error.code === twoFactorCodes.challengeExpired) onRestart(answeredMessage(error));
      else if (error instanceof ApiError && error.code === twoFactorCodes.wrongCode) setCodeError(answeredMessage(error));
      else if (error instanceof ApiError && serverFieldMessage(error, 'code')) setCodeError(serverFieldMessage(error, 'code') ?? null);
      else setFormError(failureMessage(error));
    }
  };

  const switchMode = () => {
    setUseBackup((current) => !current);
    setCode('');
    setCodeError(null);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-label={t('twoFactor.signIn.formLabel')} data-testid="two-factor-step">
      <p className="text-sm text-muted-foreground">{useBackup ? t('twoFactor.signIn.backupHint') : t('twoFactor.signIn.appHint')}</p>
      <FormField
        id="two-factor-code"
        label={useBackup ? t('twoFactor.signIn.backupLabel') : t('twoFactor.signIn.appLabel')}
        error={codeError ? translateMessage(t, codeError) : undefined}
      >
        <Input
          key={useBackup ? 'backup' : 'app'}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode={useBackup ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={useBackup ? 12 : 10}
          placeholder={useBackup ? 'xxxx-xxxx' : '123456'}
          className="font-mono tracking-widest"
          dir="ltr"
          autoFocus
          data-testid="two-factor-code"
        />
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox id="two-factor-trust" checked={trustDevice} onCheckedChange={(checked) => setTrustDevice(checked === true)} data-testid="two-factor-trust" />
        <Label htmlFor="two-factor-trust" className="font-normal">
          {t('twoFactor.signIn.trust')}
        </Label>
      </div>

      <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>

      <Button type="submit" size="lg" disabled={verify.isPending} className="w-full" data-testid="two-factor-submit">
        {verify.isPending ? <Spinner /> : null}
        {verify.isPending ? t('twoFactor.signIn.submitting') : t('twoFactor.signIn.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode} data-testid="two-factor-use-backup">
          {useBackup ? t('twoFactor.signIn.useApp') : t('twoFactor.signIn.useBackup')}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0 text-muted-foreground" onClick={() => onRestart(null)}>
          {t('twoFactor.signIn.restart')}
        </Button>
      </div>
    </form>
  );
}
