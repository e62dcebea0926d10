import { CalendarDaysIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function CalendarPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.calendar.title')} description={t('pages.calendar.description')} />
      <EmptyState icon={CalendarDaysIcon} title={t('pages.calendar.emptyTitle')} description={t('pages.calendar.emptyDescription')} />
    </PageContainer>
  );
}
