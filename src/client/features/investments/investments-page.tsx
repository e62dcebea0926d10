import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { OtherCurrenciesNote } from '@/components/other-currencies-note';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-request';
import { networkErrorMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useInvestmentProfile, useInvestmentRecommendations } from './api';
import { Disclaimer } from './components/disclaimer';
import { GrowthCalculator } from './components/growth-calculator';
import { PassiveIncomeCard } from './components/passive-income-card';
import { PlanCard } from './components/plan-card';
import { ProfileCard } from './components/profile-card';

function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : networkErrorMessage;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center" data-testid="investments-error">
      <CircleAlertIcon className="size-6 text-destructive" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">{t('investments.error')}</p>
        <p className="text-sm text-muted-foreground">{translateMessage(t, message)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

export function InvestmentsPage() {
  const { t } = useTranslation();
  const profile = useInvestmentProfile();
  const plan = useInvestmentRecommendations();
  const failed = profile.isError ? profile : plan.isError ? plan : null;

  return (
    <PageContainer>
      <PageHeader title={t('pages.investments.title')} description={t('pages.investments.description')} />
      <Disclaimer />
      {failed && (!profile.data || !plan.data) ? (
        <LoadError
          error={failed.error}
          retrying={profile.isFetching || plan.isFetching}
          onRetry={() => {
            void profile.refetch();
            void plan.refetch();
          }}
        />
      ) : !profile.data || !plan.data ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-80 w-full rounded-xl" />
          <Skeleton className="h-80 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <OtherCurrenciesNote currency={plan.data.currency} otherCurrencies={plan.data.otherCurrencies} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ProfileCard profile={profile.data} />
            <PlanCard plan={plan.data} />
            <PassiveIncomeCard
              key={plan.data.passiveIncome.amount}
              passiveIncome={plan.data.passiveIncome}
              currency={plan.data.currency}
              profile={plan.data.profile?.riskProfile ?? null}
            />
            <GrowthCalculator currency={plan.data.currency} />
          </div>
        </>
      )}
    </PageContainer>
  );
}
