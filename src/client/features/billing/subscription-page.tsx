import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { PricingPlans } from '@/components/pricing-plans';
import { checkoutLink } from '@/lib/paths';
import { billingKeys, useSubscription } from './api';
import { BillingHistory } from './billing-history';
import { CurrentPlanCard } from './current-plan-card';

export function SubscriptionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const checkoutSucceeded = new URLSearchParams(useSearch()).get('checkout') === 'success';
  const subscription = useSubscription({ awaitingCheckout: checkoutSucceeded });

  // Back from Stripe: the plan may have changed since the page was last loaded.
  useEffect(() => {
    if (checkoutSucceeded) void queryClient.invalidateQueries({ queryKey: billingKeys.all });
  }, [checkoutSucceeded, queryClient]);

  return (
    <PageContainer>
      <PageHeader title={t('pages.subscription.title')} description={t('pages.subscription.description')} />
      {checkoutSucceeded ? (
        <div role="status" data-testid="checkout-success" className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm">
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <p>{t('pages.subscription.checkoutSuccess')}</p>
        </div>
      ) : null}
      <QueryState query={subscription} skeleton={<Skeleton className="h-40 w-full" />} errorTitle={t('billing.subscriptionFailed')} errorTestId="subscription-error">
        {(current) => (
          <>
            <CurrentPlanCard subscription={current} />
            {current.plan === 'free' ? (
              <PricingPlans
                currentPlan="free"
                renderAction={(plan, billing) =>
                  plan === 'premium' ? (
                    <Button asChild size="lg">
                      <Link href={checkoutLink(plan, billing)}>{t('pages.subscription.upgrade')}</Link>
                    </Button>
                  ) : null
                }
              />
            ) : null}
          </>
        )}
      </QueryState>
      <BillingHistory />
    </PageContainer>
  );
}
