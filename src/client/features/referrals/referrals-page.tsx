import { UserPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { referralBonusAiChats } from '@domain/billing/plans';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useReferralSummary } from './api';
import { ReferralActiveSwitch } from './components/referral-active-switch';
import { ReferralHistory } from './components/referral-history';
import { ReferralLinkCard } from './components/referral-link-card';
import { ReferralSkeleton } from './components/referral-placeholders';
import { referralErrorText } from './referral-error-text';
import { ReferralStats } from './components/referral-stats';

/** The user's code, how it is shared, whether it is on, what it has earned and who joined with it. */
export function ReferralsPage() {
  const { t } = useTranslation();
  const summary = useReferralSummary();
  return (
    <PageContainer>
      <PageHeader
        title={t('pages.referrals.title')}
        description={t('pages.referrals.description', { count: referralBonusAiChats })}
        actions={
          <Button asChild variant="outline">
            <Link href={paths.inviteFriends} data-testid="referrals-invite-friends">
              <UserPlusIcon aria-hidden />
              {t('referrals.inviteFriends')}
            </Link>
          </Button>
        }
      />
      <QueryState
        query={summary}
        skeleton={<ReferralSkeleton />}
        errorTitle={t('referrals.error.title')}
        errorTestId="referrals-error"
        errorVariant="card"
        explain={referralErrorText}
      >
        {(data) => (
          <>
            <ReferralLinkCard code={data.code} />
            <ReferralActiveSwitch active={data.active} />
            <ReferralStats summary={data} />
            <ReferralHistory history={data.history} title={t('referrals.history.title')} />
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
