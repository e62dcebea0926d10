import { ReceiptIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function MoneyTrackingPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.moneyTracking.title')} description={t('pages.moneyTracking.description')} />
      <EmptyState icon={ReceiptIcon} title={t('pages.moneyTracking.emptyTitle')} description={t('pages.moneyTracking.emptyDescription')} />
    </PageContainer>
  );
}
