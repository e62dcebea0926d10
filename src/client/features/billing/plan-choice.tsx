import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@domain/billing/plans';
import { Button } from '@/components/ui/button';
import { PricingPlans } from '@/components/pricing-plans';
import { checkoutLink, paths } from '@/lib/paths';
import { useSubscription } from './api';

interface PlanChoiceProps {
  /** The label of the Premium button for someone on Free. */
  premiumLabel: string;
  /** What the Free card offers (stay on Free, continue with Free). */
  freeAction: ReactNode;
}

/**
 * The plan comparison with its monthly/yearly toggle, opening on monthly on every screen that shows it;
 * a Premium user is sent to manage their subscription instead.
 */
export function PlanChoice({ premiumLabel, freeAction }: PlanChoiceProps) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const current: PlanId | undefined = subscription.data?.plan;
  return (
    <PricingPlans
      currentPlan={current}
      renderAction={(plan, billing) => {
        if (plan === 'free') return current === 'premium' ? null : freeAction;
        return (
          <Button asChild size="lg">
            {current === 'premium' ? <Link href={paths.subscription}>{t('billing.manageSubscription')}</Link> : <Link href={checkoutLink(plan, billing)}>{premiumLabel}</Link>}
          </Button>
        );
      }}
    />
  );
}
