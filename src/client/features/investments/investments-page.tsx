import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { OtherCurrenciesNote } from '@/components/other-currencies-note';
import { PageSkeleton } from '@/components/page-skeleton';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { combineQueries } from '@/lib/combine-queries';
import { useInvestmentProfile, useInvestmentRecommendations } from './api';
import { Disclaimer } from './components/disclaimer';
import { GrowthCalculator } from './components/growth-calculator';
import { PassiveIncomeCard } from './components/passive-income-card';
import { PlanCard } from './components/plan-card';
import { ProfileCard } from './components/profile-card';

export function InvestmentsPage() {
  const { t } = useTranslation();
  const page = combineQueries({ profile: useInvestmentProfile(), plan: useInvestmentRecommendations() });

  return (
    <PageContainer>
      <PageHeader title={t('pages.investments.title')} description={t('pages.investments.description')} />
      <Disclaimer />
      <QueryState
        query={page}
        skeleton={
          <PageSkeleton>
            <Skeleton className="h-80 w-full rounded-xl" />
            <Skeleton className="h-80 w-full rounded-xl" />
          </PageSkeleton>
        }
        errorTitle={t('investments.error')}
        errorTestId="investments-error"
      >
        {({ profile, plan }) => (
          <>
            <OtherCurrenciesNote currency={plan.currency} otherCurrencies={plan.otherCurrencies} />
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <ProfileCard profile={profile} />
              <PlanCard plan={plan} />
              <PassiveIncomeCard key={plan.passiveIncome.amount} passiveIncome={plan.passiveIncome} currency={plan.currency} profile={plan.profile?.riskProfile ?? null} />
              <GrowthCalculator currency={plan.currency} />
            </div>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
