import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { PricingPlans } from '@/components/pricing-plans';
import { checkoutLink, paths } from '@/lib/paths';

export function PricingPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.pricing.title')} description={t('pages.pricing.description')} />
      <PricingPlans
        renderAction={(plan, billing) =>
          plan === 'premium' ? (
            <Button asChild size="lg">
              <Link href={checkoutLink(plan, billing)}>{t('pages.pricing.choosePremium')}</Link>
            </Button>
          ) : (
            <Button asChild size="lg" variant="outline">
              <Link href={paths.dashboard}>{t('pages.pricing.continueFree')}</Link>
            </Button>
          )
        }
      />
    </PageContainer>
  );
}
