import { useTranslation } from 'react-i18next';
import { billingCodes } from '@domain/billing/billing';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-request';
import { answeredMessage } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';

/**
 * Why a checkout or billing-portal call failed, in plain words. Without payments the person is
 * sent to the administrator; the command that grants Premium is for administrators (README), not here.
 */
export function PaymentError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof ApiError && error.code === billingCodes.paymentsNotConfigured) {
    return (
      <div role="alert" data-testid="payments-not-configured" className="grid gap-2 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
        <p className="font-medium">{t('billing.unavailableTitle')}</p>
        <p className="text-muted-foreground">{t('billing.unavailableDescription')}</p>
      </div>
    );
  }
  const message = error instanceof ApiError ? answeredMessage(error) : t('billing.somethingWentWrong');
  return <FormAlert>{translateMessage(t, message)}</FormAlert>;
}
