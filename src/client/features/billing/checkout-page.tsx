import { ArrowLeftIcon, CheckIcon, CircleAlertIcon, CreditCardIcon, InfoIcon } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { isCheckoutPlanId, type CheckoutPlanId } from '@domain/billing/billing';
import { plans, yearlyDiscountPercent, yearlyPriceCents } from '@domain/billing/plans';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { formatUsd } from '@/components/pricing-plans';
import { paths } from '@/lib/paths';
import { useStartCheckout } from './api';
import { PaymentError } from './payment-error';

/** `premium-monthly` / `premium-yearly`; the older `premium` (with `?billing=yearly`) still works. */
function checkoutPlan(planId: string, search: URLSearchParams): CheckoutPlanId | null {
  if (isCheckoutPlanId(planId)) return planId;
  if (planId === plans.premium.id) return search.get('billing') === 'yearly' ? 'premium-yearly' : 'premium-monthly';
  return null;
}

export function CheckoutPage({ planId }: { planId: string }) {
  const { t, i18n } = useTranslation();
  const search = new URLSearchParams(useSearch());
  const id = checkoutPlan(planId, search);
  const checkout = useStartCheckout();
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

  const yearly = id === 'premium-yearly';
  const monthly = plans.premium.monthlyPriceCents;
  const yearlyPrice = yearlyPriceCents(monthly);
  const price = yearly ? yearlyPrice : monthly;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const cancelled = search.get('checkout') === 'cancelled';

  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={t('pages.checkout.title')} description={t('pages.checkout.description')} />
      {cancelled ? (
        <div role="status" data-testid="checkout-cancelled" className="flex items-start gap-2 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{t('pages.checkout.cancelled')}</p>
        </div>
      ) : null}
      <Card data-testid="checkout-summary">
        <CardHeader>
          <CardTitle>{t('pricing.plans.premium.name')}</CardTitle>
          <CardDescription>{t(yearly ? 'pages.checkout.billedYearly' : 'pages.checkout.billedMonthly')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-1">
            <p className="flex flex-wrap items-baseline gap-x-1.5">
              <span className="text-3xl font-bold tabular-nums" data-money>
                {formatUsd(price, language)}
              </span>
              <span className="text-sm text-muted-foreground">{t(yearly ? 'pricing.perYear' : 'pricing.perMonth')}</span>
              {yearly ? (
                <Badge variant="success" className="ms-1 self-center">
                  {t('pricing.save', { percent: yearlyDiscountPercent })}
                </Badge>
              ) : null}
            </p>
            {yearly ? (
              <p className="text-sm text-muted-foreground" data-testid="yearly-saving">
                {t('pricing.yearlyEquivalent', { price: formatUsd(Math.round(yearlyPrice / 12), language) })}
                {' · '}
                {t('billing.yearlySaving', { amount: formatUsd(monthly * 12 - yearlyPrice, language) })}
              </p>
            ) : null}
          </div>
          <ul className="grid gap-2 text-sm">
            {plans.premium.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <CheckIcon className="size-4 shrink-0 text-primary" aria-hidden />
                {t(`pricing.features.${feature}`)}
              </li>
            ))}
          </ul>
          <PaymentError error={checkout.error} />
        </CardContent>
        <CardFooter className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {backToPricing}
          <Button size="lg" disabled={checkout.isPending || checkout.isSuccess} onClick={() => checkout.mutate(id)}>
            {checkout.isPending || checkout.isSuccess ? <Spinner aria-hidden /> : <CreditCardIcon aria-hidden />}
            {t('pages.checkout.continueToPayment')}
          </Button>
        </CardFooter>
      </Card>
      <p className="text-center text-xs text-muted-foreground">{t('pages.checkout.securedByStripe')}</p>
    </PageContainer>
  );
}
