import { BitcoinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function CryptoPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.crypto.title')} description={t('pages.crypto.description')} />
      <EmptyState icon={BitcoinIcon} title={t('pages.crypto.emptyTitle')} description={t('pages.crypto.emptyDescription')} />
    </PageContainer>
  );
}
