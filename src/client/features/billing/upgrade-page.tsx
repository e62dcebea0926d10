import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { plans } from '@domain/billing/plans';
import { Button } from '@/components/ui/button';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { paths } from '@/lib/paths';
import { PlanChoice } from './plan-choice';

export function UpgradePage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.upgrade.title')} description={t('pages.upgrade.description', { count: plans.free.aiChatsPerMonth })} />
      <PlanChoice
        premiumLabel={t('pages.upgrade.cta')}
        freeAction={
          <Button asChild size="lg" variant="ghost">
            <Link href={paths.dashboard}>{t('pages.upgrade.stayFree')}</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
