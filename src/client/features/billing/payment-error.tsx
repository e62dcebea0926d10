import { useTranslation } from 'react-i18next';
import { billingCodes } from '@domain/billing';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-request';
import { useCurrentUser } from '@/lib/session';
import { translateMessage } from '@/lib/translate-message';

/** The admin command that grants Premium on a server without payments (README documents it). */
export function grantPremiumCommand(email: string | undefined): string {
  return `npm run admin -- plan --email ${email ?? 'you@example.com'} --plan premium`;
}

/** Why a checkout or billing-portal call failed, in plain words; says how to get Premium when payments are off. */
export function PaymentError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!error) return null;
  if (error instanceof ApiError && error.code === billingCodes.paymentsNotConfigured) {
    return (
      <div role="alert" data-testid="payments-not-configured" className="grid gap-2 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
        <p className="font-medium">{t('billing.notConfiguredTitle')}</p>
        <p className="text-muted-foreground">{t('billing.notConfiguredDescription')}</p>
        <code dir="ltr" className="block overflow-x-auto rounded bg-muted px-2 py-1.5 text-start font-mono text-xs break-all whitespace-pre-wrap">
          {grantPremiumCommand(user.data?.email)}
        </code>
      </div>
    );
  }
  const message = error instanceof ApiError ? (error.body as { message?: string } | undefined)?.message ?? error.message : t('billing.somethingWentWrong');
  return <FormAlert>{translateMessage(t, message)}</FormAlert>;
}
