import { TrendingUpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function InvestmentsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.investments.title')} description={t('pages.investments.description')} />
      <EmptyState icon={TrendingUpIcon} title={t('pages.investments.emptyTitle')} description={t('pages.investments.emptyDescription')} />
    </PageContainer>
  );
}
