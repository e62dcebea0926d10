import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Sparkles } from 'lucide-react';
import { plans, yearlyDiscountPercent, yearlyPriceCents, type PlanId } from '@domain/billing/plans';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';

export type BillingPeriod = 'monthly' | 'yearly';

type PricingPlansProps = {
  /** The call to action under each plan; receives the plan and the billing period on screen. */
  renderAction: (plan: PlanId, billing: BillingPeriod) => ReactNode;
  defaultBilling?: BillingPeriod;
  /** Marks the plan the signed-in user is on. */
  currentPlan?: PlanId;
  /**
   * Writes both periods' prices as templates beside the shown ones, for a page without React: the
   * prerendered landing page's script (src/client/features/landing/plain/billing-toggle.ts) swaps them.
   */
  bothPeriods?: boolean;
  className?: string;
};

const planOrder: PlanId[] = ['free', 'premium'];
const periods: BillingPeriod[] = ['monthly', 'yearly'];

/** US-dollar cents in the interface language; whole amounts drop the decimals. */
export function formatUsd(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

type PlanPriceProps = { monthly: number; billing: BillingPeriod; language: string; saveLabel: string };

/** A plan's price for one billing period, with what the yearly price saves. */
function PlanPrice({ monthly, billing, language, saveLabel }: PlanPriceProps) {
  const { t } = useTranslation();
  const yearly = yearlyPriceCents(monthly);
  const price = billing === 'yearly' ? yearly : monthly;
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-bold tracking-tight tabular-nums" data-money>
          {formatUsd(price, language)}
        </span>
        <span className="text-sm text-muted-foreground">{billing === 'yearly' ? t('pricing.perYear') : t('pricing.perMonth')}</span>
        {billing === 'yearly' && monthly > 0 ? (
          <Badge variant="success" className="ms-1 self-center">
            {saveLabel}
          </Badge>
        ) : null}
      </p>
      <p className="min-h-5 text-sm text-muted-foreground">
        {billing === 'yearly' && monthly > 0 ? (
          <>
            <s className="me-1.5 tabular-nums">{formatUsd(monthly * 12, language)}</s>
            {t('pricing.yearlyEquivalent', { price: formatUsd(Math.round(yearly / 12), language) })}
          </>
        ) : monthly === 0 ? (
          t('pricing.freeForever')
        ) : null}
      </p>
    </div>
  );
}

export function PricingPlans({ renderAction, defaultBilling = 'monthly', currentPlan, bothPeriods = false, className }: PricingPlansProps) {
  const { t, i18n } = useTranslation();
  const [billing, setBilling] = useState<BillingPeriod>(defaultBilling);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const saveLabel = t('pricing.save', { percent: yearlyDiscountPercent });

  return (
    <div className={cn('flex flex-col items-center gap-8', className)}>
      <ToggleGroup
        type="single"
        value={billing}
        onValueChange={(value) => value && setBilling(value as BillingPeriod)}
        aria-label={t('pricing.billingPeriod')}
        data-billing-toggle
        className="rounded-full p-1"
      >
        <ToggleGroupItem value="monthly" data-billing-value="monthly" className="rounded-full px-4">
          {t('pricing.monthly')}
        </ToggleGroupItem>
        <ToggleGroupItem value="yearly" data-billing-value="yearly" className="rounded-full px-4">
          {t('pricing.yearly')}
          <Badge variant="success" className="px-2">
            {saveLabel}
          </Badge>
        </ToggleGroupItem>
      </ToggleGroup>

      <div className="grid w-full max-w-4xl gap-6 md:grid-cols-2">
        {planOrder.map((id) => {
          const plan = plans[id];
          const highlighted = id === 'premium';
          const monthly = plan.monthlyPriceCents;
          return (
            <article
              key={id}
              aria-labelledby={`plan-${id}-name`}
              data-testid={`plan-${id}`}
              className={cn(
                'relative flex flex-col gap-6 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8',
                highlighted ? 'border-primary shadow-lg ring-1 ring-primary/30' : 'border-border',
              )}
            >
              {highlighted ? (
                <Badge className="absolute -top-3 start-6 gap-1 px-3 py-1 shadow-sm">
                  <Sparkles aria-hidden />
                  {t('pricing.mostPopular')}
                </Badge>
              ) : null}
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-2">
                  <h3 id={`plan-${id}-name`} className="text-lg font-semibold">
                    {t(`pricing.plans.${id}.name`)}
                  </h3>
                  {currentPlan === id ? <Badge variant="secondary">{t('pricing.currentPlan')}</Badge> : null}
                </div>
                <p className="text-sm text-muted-foreground">{t(`pricing.plans.${id}.description`)}</p>
              </div>

              {bothPeriods ? (
                <>
                  <div data-billing-prices>
                    <PlanPrice monthly={monthly} billing={billing} language={language} saveLabel={saveLabel} />
                  </div>
                  {periods.map((period) => (
                    <template key={period} data-billing-period={period}>
                      <PlanPrice monthly={monthly} billing={period} language={language} saveLabel={saveLabel} />
                    </template>
                  ))}
                </>
              ) : (
                <PlanPrice monthly={monthly} billing={billing} language={language} saveLabel={saveLabel} />
              )}

              <ul className="grid flex-1 content-start gap-3 text-sm">
                {id === 'premium' ? <li className="font-medium">{t('pricing.everythingInFree')}</li> : null}
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-3">
                    <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                      <Check className="size-3.5" aria-hidden />
                    </span>
                    <span>{t(`pricing.features.${feature}`, { count: plans.free.aiChatsPerMonth })}</span>
                  </li>
                ))}
              </ul>

              <div className="grid">{renderAction(id, billing)}</div>
            </article>
          );
        })}
      </div>
    </div>
  );
}
