import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { plans } from '@domain/plans';
import { Button } from '@/components/ui/button';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { PricingPlans } from '@/components/pricing-plans';
import { checkoutLink, paths } from '@/lib/paths';

export function UpgradePage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader
        title={t('pages.upgrade.title')}
        description={t('pages.upgrade.description', { count: plans.free.aiChatsPerMonth })}
      />
      <PricingPlans
        defaultBilling="yearly"
        renderAction={(plan, billing) =>
          plan === 'premium' ? (
            <Button asChild size="lg">
              <Link href={checkoutLink(plan, billing)}>{t('pages.upgrade.cta')}</Link>
            </Button>
          ) : (
            <Button asChild size="lg" variant="ghost">
              <Link href={paths.dashboard}>{t('pages.upgrade.stayFree')}</Link>
            </Button>
          )
        }
      />
    </PageContainer>
  );
}
