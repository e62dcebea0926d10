import { SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function AiInsightsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.aiInsights.title')} description={t('pages.aiInsights.description')} />
      <EmptyState icon={SparklesIcon} title={t('pages.aiInsights.emptyTitle')} description={t('pages.aiInsights.emptyDescription')} />
    </PageContainer>
  );
}
