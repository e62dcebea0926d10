import { ArrowLeftIcon, CheckIcon, CircleAlertIcon, CreditCardIcon } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { plans, yearlyPriceCents, type PlanId } from '@domain/plans';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { formatUsd } from '@/components/pricing-plans';
import { paths } from '@/lib/paths';

function paidPlan(planId: string): PlanId | null {
  return planId === plans.premium.id ? plans.premium.id : null;
}

export function CheckoutPage({ planId }: { planId: string }) {
  const { t, i18n } = useTranslation();
  const search = useSearch();
  const yearly = new URLSearchParams(search).get('billing') === 'yearly';
  const id = paidPlan(planId);
  const backToPricing = (
    <Button asChild variant="outline">
      <Link href={paths.pricing}>
        <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden />
        {t('pages.checkout.backToPricing')}
      </Link>
    </Button>
  );

  if (!id) {
    return (
      <PageContainer className="max-w-2xl">
        <PageHeader title={t('pages.checkout.title')} />
        <EmptyState icon={CircleAlertIcon} title={t('pages.checkout.unknownPlanTitle')} description={t('pages.checkout.unknownPlanDescription')} action={backToPricing} />
      </PageContainer>
    );
  }

  const plan = plans[id];
  const price = yearly ? yearlyPriceCents(plan.monthlyPriceCents) : plan.monthlyPriceCents;
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={t('pages.checkout.title')} description={t('pages.checkout.description')} />
      <Card data-testid="checkout-summary">
        <CardHeader>
          <CardTitle>{t(`pricing.plans.${id}.name`)}</CardTitle>
          <CardDescription>{t(yearly ? 'pages.checkout.billedYearly' : 'pages.checkout.billedMonthly')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <p className="flex items-baseline gap-1.5">
            <span className="text-3xl font-bold tabular-nums" data-money>
              {formatUsd(price, language)}
            </span>
            <span className="text-sm text-muted-foreground">{t(yearly ? 'pricing.perYear' : 'pricing.perMonth')}</span>
          </p>
          <ul className="grid gap-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <CheckIcon className="size-4 text-primary" aria-hidden />
                {t(`pricing.features.${feature}`)}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <EmptyState
        icon={CreditCardIcon}
        title={t('pages.checkout.paymentTitle')}
        description={t('pages.checkout.paymentDescription')}
        action={backToPricing}
      />
    </PageContainer>
  );
}
