import { TargetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function FinancialGoalsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.financialGoals.title')} description={t('pages.financialGoals.description')} />
      <EmptyState icon={TargetIcon} title={t('pages.financialGoals.emptyTitle')} description={t('pages.financialGoals.emptyDescription')} />
    </PageContainer>
  );
}
