import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TwoFactorSetup } from '@domain/auth/two-factor';
import { failureMessage } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/query-state';
import { useStartTwoFactorSetup, useTwoFactorStatus } from '../two-factor-api';
import { BackupCodesPanel } from './backup-codes-panel';
import { TwoFactorConfirmDialog, type TwoFactorAction } from './two-factor-confirm-dialog';
import { TwoFactorSetupPanel } from './two-factor-setup-panel';

/** Two-factor sign-in in the security settings: turning it on, its backup codes, turning it off. */
export function TwoFactorCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<TwoFactorAction | null>(null);
  const enabled = status.data?.twoFactorEnabled === true;

  const turnOn = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => toast.error(translateMessage(t, failureMessage(error))),
    });

  const onEnabled = (codes: string[]) => {
    setSetup(null);
    setShownCodes(codes);
    toast.success(t('twoFactor.settings.turnedOn'));
  };

  return (
    <div className="grid gap-3" data-testid="two-factor-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            <ShieldCheck className="size-4 text-primary" aria-hidden />
            {t('twoFactor.settings.title')}
            {enabled ? (
              <Badge variant="secondary" data-testid="two-factor-status">
                {t('twoFactor.settings.statusOn')}
              </Badge>
            ) : null}
          </h3>
          <p className="mt-0.5 text-sm text-muted-foreground">{enabled ? t('twoFactor.settings.onDescription') : t('twoFactor.settings.offDescription')}</p>
          {enabled ? (
            <p className="mt-1 text-sm" data-testid="two-factor-backup-left">
              {t('twoFactor.settings.backupLeft', { left: status.data?.backupCodesLeft ?? 0 })}
            </p>
          ) : null}
        </div>
        <QueryState query={status} skeleton={<Skeleton className="h-9 w-28" />} errorTitle={t('twoFactor.settings.loadFailed')} errorVariant="compact">
          {() =>
            enabled ? (
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button variant="outline" onClick={() => setAction('newCodes')} data-testid="two-factor-new-codes">
                  {t('twoFactor.settings.newCodes')}
                </Button>
                <Button variant="outline" className="text-destructive" onClick={() => setAction('disable')} data-testid="two-factor-disable">
                  {t('twoFactor.settings.turnOff')}
                </Button>
              </div>
            ) : setup || shownCodes ? null : (
              <Button className="shrink-0" onClick={turnOn} disabled={start.isPending} data-testid="two-factor-setup">
                {start.isPending ? <Spinner /> : null}
                {t('twoFactor.settings.turnOn')}
              </Button>
            )
          }
        </QueryState>
      </div>
      {shownCodes ? <BackupCodesPanel codes={shownCodes} onDone={() => setShownCodes(null)} /> : null}
      {setup && !shownCodes ? <TwoFactorSetupPanel setup={setup} onEnabled={onEnabled} onCancel={() => setSetup(null)} /> : null}
      <TwoFactorConfirmDialog email={email} action={action} onClose={() => setAction(null)} onNewCodes={setShownCodes} />
    </div>
  );
}
