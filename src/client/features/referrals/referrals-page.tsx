import { GiftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { referralBonusAiChats } from '@domain/plans';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function ReferralsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.referrals.title')} description={t('pages.referrals.description', { count: referralBonusAiChats })} />
      <EmptyState icon={GiftIcon} title={t('pages.referrals.emptyTitle')} description={t('pages.referrals.emptyDescription')} />
    </PageContainer>
  );
}
