import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePushDevice } from '../../use-push-device';

const stateText = {
  checking: null,
  unsupported: 'settings.notifications.pushUnsupported',
  blocked: 'settings.notifications.pushBlocked',
  on: 'settings.notifications.pushOnHere',
  off: 'settings.notifications.pushOffHere',
} as const;

/**
 * Push is per device: the switch above says whether Tandem pushes at all, this says whether this
 * browser is one of the devices, and turning it on asks the browser's permission first.
 */
export function PushDevice({ onSubscribed }: { onSubscribed: () => void }) {
  const { t } = useTranslation();
  const { state, turn, pending } = usePushDevice();
  const text = stateText[state];

  const change = async (on: boolean) => {
    try {
      const result = await turn(on);
      if (on && result === 'on') onSubscribed();
    } catch {
      toast.error(t('settings.notifications.pushFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted/50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground" data-testid="push-device-status" aria-live="polite">
        {text ? t(text) : <Spinner label={t('settings.loading')} />}
      </p>
      {state === 'off' ? (
        <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => void change(true)} data-testid="push-subscribe">
          {pending ? <Spinner /> : null}
          {t('settings.notifications.pushTurnOn')}
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => void change(false)} data-testid="push-unsubscribe">
          {pending ? <Spinner /> : null}
          {t('settings.notifications.pushTurnOff')}
        </Button>
      ) : null}
    </div>
  );
}
