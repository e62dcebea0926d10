import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appCodeSchema, type TwoFactorSetup } from '@domain/auth/two-factor';
import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { serverFieldMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { useEnableTwoFactor } from '../two-factor-api';

type TwoFactorSetupPanelProps = {
  setup: TwoFactorSetup;
  onEnabled: (backupCodes: string[]) => void;
  onCancel: () => void;
};

/** Scan (or type) the secret into an app, then prove it with a first code. */
export function TwoFactorSetupPanel({ setup, onEnabled, onCancel }: TwoFactorSetupPanelProps) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    setFormError(null);
    const parsed = appCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const { backupCodes } = await enable.mutateAsync({ code: parsed.data });
      onEnabled(backupCodes);
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? serverFieldMessage(error, 'code') : undefined;
      if (fieldMessage) setCodeError(fieldMessage);
      else setFormError(failureMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 rounded-xl border border-border p-4" aria-labelledby="two-factor-scan-title">
      <div>
        <h4 id="two-factor-scan-title" className="text-sm font-semibold">
          {t('twoFactor.settings.scanTitle')}
        </h4>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('twoFactor.settings.scanHint')}</p>
      </div>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img
          src={setup.qrCode}
          alt={t('twoFactor.settings.qrAlt')}
          width={180}
          height={180}
          className="size-44 shrink-0 rounded-lg border border-border bg-white p-1"
          data-testid="two-factor-qr"
        />
        <div className="grid min-w-0 gap-2">
          <p className="text-sm text-muted-foreground">{t('twoFactor.settings.manualHint')}</p>
          <code className="rounded-md bg-muted px-2 py-1.5 font-mono text-sm break-all select-all" dir="ltr" data-testid="two-factor-secret">
            {setup.secret}
          </code>
        </div>
      </div>
      <FormField id="two-factor-enable-code" label={t('twoFactor.settings.enableCodeLabel')} error={codeError ? translateMessage(t, codeError) : undefined} className="sm:max-w-xs">
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          placeholder="123456"
          className="font-mono tracking-widest"
          dir="ltr"
          data-testid="two-factor-enable-code"
        />
      </FormField>
      <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('twoFactor.settings.cancel')}
        </Button>
        <Button type="submit" disabled={enable.isPending} data-testid="two-factor-enable">
          {enable.isPending ? <Spinner /> : null}
          {t('twoFactor.settings.enable')}
        </Button>
      </div>
    </form>
  );
}
