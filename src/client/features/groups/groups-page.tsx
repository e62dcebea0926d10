import { UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function GroupsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.groups.title')} description={t('pages.groups.description')} />
      <EmptyState icon={UsersIcon} title={t('pages.groups.emptyTitle')} description={t('pages.groups.emptyDescription')} />
    </PageContainer>
  );
}
