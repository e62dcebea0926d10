import { BotIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function AiAssistantPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.aiAssistant.title')} description={t('pages.aiAssistant.description')} />
      <EmptyState icon={BotIcon} title={t('pages.aiAssistant.emptyTitle')} description={t('pages.aiAssistant.emptyDescription')} />
    </PageContainer>
  );
}
