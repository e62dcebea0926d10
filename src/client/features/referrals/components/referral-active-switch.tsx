import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { useSetReferralActive } from '../api';
import { referralErrorText } from '../referral-error-text';

/** Pauses or resumes the code: while paused, sign-ups with it are refused. */
export function ReferralActiveSwitch({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const setActive = useSetReferralActive();
  const changeFailed = useFailToast({ titleKey: 'referrals.toasts.changeFailed', explain: referralErrorText });

  function change(next: boolean) {
    setActive.mutate(next, {
      onSuccess: () => toast.success(t(next ? 'referrals.toasts.activated' : 'referrals.toasts.deactivated')),
      onError: changeFailed,
    });
  }

  return (
    <Card className="py-4">
      <CardContent className="flex items-center justify-between gap-4 px-4">
        <div className="min-w-0 space-y-1">
          <label htmlFor="referral-active" className="font-medium">
            {t('referrals.active.label')}
          </label>
          <p className="text-sm text-muted-foreground" data-testid="referral-active-hint">
            {t(active ? 'referrals.active.onHint' : 'referrals.active.offHint')}
          </p>
        </div>
        <Switch id="referral-active" checked={active} disabled={setActive.isPending} onCheckedChange={change} data-testid="referral-active" />
      </CardContent>
    </Card>
  );
}
