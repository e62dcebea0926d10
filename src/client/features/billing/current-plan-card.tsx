import { SettingsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionState } from '@domain/billing/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { Format } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { useOpenBillingPortal } from './api';
import { PaymentError } from './payment-error';

/** The sentence under the plan name: when it renews or ends, or why it has no date. */
function periodText(subscription: SubscriptionState, t: (key: string, values?: Record<string, string>) => string, format: Format): string {
  const date = subscription.currentPeriodEnd ? format.date(subscription.currentPeriodEnd, 'long') : null;
  if (subscription.plan === 'free') return date && subscription.status === 'canceled' ? t('billing.endedOn', { date }) : t('billing.freeDescription');
  if (!date) return t('billing.grantedNoEnd');
  if (subscription.cancelAtPeriodEnd || subscription.status === 'canceled') return t('billing.cancelsOn', { date });
  return t('billing.renewsOn', { date });
}

/** The user's plan with its renewal or end date, and Manage billing for Stripe subscribers. */
export function CurrentPlanCard({ subscription }: { subscription: SubscriptionState }) {
  const { t } = useTranslation();
  const portal = useOpenBillingPortal();
  const format = useFormat();
  const premium = subscription.plan === 'premium';
  // Admin grants carry no billing interval: there is nothing to manage in Stripe.
  const billedByStripe = subscription.interval !== null;

  return (
    <Card data-testid="current-plan">
      <CardHeader>
        <CardDescription>{t('billing.currentPlan')}</CardDescription>
        <CardTitle className="flex flex-wrap items-center gap-2 text-2xl">
          {t(`pricing.plans.${subscription.plan}.name`)}
          {premium && subscription.interval ? <Badge variant="secondary">{t(subscription.interval === 'year' ? 'pricing.yearly' : 'pricing.monthly')}</Badge> : null}
          {subscription.status === 'past_due' ? <Badge variant="warning">{t('billing.pastDue')}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground" data-testid="plan-period">
          {periodText(subscription, t, format)}
        </p>
        {subscription.status === 'past_due' ? <p className="text-sm">{t('billing.pastDueDescription')}</p> : null}
        <PaymentError error={portal.error} />
        {billedByStripe ? (
          <div>
            <Button variant="outline" disabled={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
              {portal.isPending || portal.isSuccess ? <Spinner aria-hidden /> : <SettingsIcon aria-hidden />}
              {t('billing.manageBilling')}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
