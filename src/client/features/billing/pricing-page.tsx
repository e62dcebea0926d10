import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { paths } from '@/lib/paths';
import { PlanChoice } from './plan-choice';

export function PricingPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.pricing.title')} description={t('pages.pricing.description')} />
      <PlanChoice
        premiumLabel={t('pages.pricing.choosePremium')}
        freeAction={
          <Button asChild size="lg" variant="outline">
            <Link href={paths.dashboard}>{t('pages.pricing.continueFree')}</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
