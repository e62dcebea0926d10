import { GiftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { referralBonusAiChats } from '@domain/billing/plans';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useReferralSummary } from './api';
import { ReferralHistory } from './components/referral-history';
import { ReferralLinkCard } from './components/referral-link-card';
import { ReferralSkeleton } from './components/referral-placeholders';
import { referralErrorText } from './referral-error-text';

/** Inviting friends by sharing the referral link, and the friends who have joined through it. */
export function InviteFriendsPage() {
  const { t } = useTranslation();
  const summary = useReferralSummary();
  return (
    <PageContainer>
      <PageHeader
        title={t('pages.inviteFriends.title')}
        description={t('pages.inviteFriends.description', { count: referralBonusAiChats })}
        actions={
          <Button asChild variant="outline">
            <Link href={paths.referrals} data-testid="invite-friends-rewards">
              <GiftIcon aria-hidden />
              {t('referrals.viewRewards')}
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
            {data.active ? null : (
              <p role="status" className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm" data-testid="invite-friends-paused">
                {t('referrals.pausedNotice')}{' '}
                <Link href={paths.referrals} className="font-medium underline underline-offset-4">
                  {t('referrals.turnOnLink')}
                </Link>
              </p>
            )}
            <ReferralLinkCard code={data.code} />
            <ReferralHistory history={data.history} title={t('pages.inviteFriends.joinedTitle')} />
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
