import { ListTodoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function PlanningPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.planning.title')} description={t('pages.planning.description')} />
      <EmptyState icon={ListTodoIcon} title={t('pages.planning.emptyTitle')} description={t('pages.planning.emptyDescription')} />
    </PageContainer>
  );
}
