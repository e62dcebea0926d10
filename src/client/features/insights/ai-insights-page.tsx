import { useState } from 'react';
import { CircleAlertIcon, RefreshCwIcon, SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Insights } from '@domain/insights';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { OtherCurrenciesNote } from '@/components/other-currencies-note';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-request';
import { paths } from '@/lib/paths';
import { networkErrorMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useAdvancedInsights, useInsights, type WhatIf } from './api';
import { AdvancedSection } from './components/advanced-section';
import { BasisCard } from './components/basis-card';
import { BudgetRuleCard } from './components/budget-rule-card';
import { GoalsCard } from './components/goals-card';
import { ProjectionCard } from './components/projection-card';
import { RecommendationsCard } from './components/recommendations-card';
import { SpendingCard } from './components/spending-card';
import { TrendCard } from './components/trend-card';

function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : networkErrorMessage;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center" data-testid="insights-error">
      <CircleAlertIcon className="size-6 text-destructive" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">{t('insights.error')}</p>
        <p className="text-sm text-muted-foreground">{translateMessage(t, message)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

/** Nothing recorded, no monthly figures in settings and no goals: there is nothing honest to show. */
function hasNothing(insights: Insights): boolean {
  return insights.basis.monthsOfData === 0 && !insights.basis.settingsAvailable && insights.goals.length === 0 && Number(insights.projection.start) === 0;
}

function NothingYet() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SparklesIcon}
      title={t('insights.empty.title')}
      description={t('insights.empty.description')}
      action={
        <>
          <Link href={paths.moneyTracking} className={buttonVariants({ size: 'sm' })}>
            {t('insights.empty.record')}
          </Link>
          <Link href={paths.settings} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            {t('insights.empty.settings')}
          </Link>
        </>
      }
    />
  );
}

export function AiInsightsPage() {
  const { t } = useTranslation();
  const insights = useInsights();
  const [whatIf, setWhatIf] = useState<WhatIf | null>(null);
  const premium = insights.data?.plan === 'premium';
  const advanced = useAdvancedInsights(premium, whatIf);
  const data = insights.data;
  // Premium reads every recommendation from the advanced part; until it arrives, the top ones show.
  const recommendations = (premium ? advanced.data?.recommendations : undefined) ?? data?.recommendations ?? [];

  return (
    <PageContainer>
      <PageHeader title={t('pages.aiInsights.title')} description={t('pages.aiInsights.description')} />
      {insights.isError && !data ? (
        <LoadError error={insights.error} onRetry={() => void insights.refetch()} retrying={insights.isFetching} />
      ) : !data ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-40 w-full rounded-xl lg:col-span-2" />
          <Skeleton className="h-72 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      ) : hasNothing(data) ? (
        <>
          <OtherCurrenciesNote currency={data.currency} otherCurrencies={data.otherCurrencies} />
          <NothingYet />
        </>
      ) : (
        <>
          <OtherCurrenciesNote currency={data.currency} otherCurrencies={data.otherCurrencies} />
          <BasisCard insights={data} />
          <RecommendationsCard recommendations={recommendations} total={premium ? recommendations.length : data.recommendationsTotal} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <SpendingCard spending={data.spending} currency={data.currency} />
            <TrendCard trend={data.trend} currency={data.currency} />
            <BudgetRuleCard budgetRule={data.budgetRule} currency={data.currency} />
            <GoalsCard goals={data.goals} />
            <div className="lg:col-span-2">
              <ProjectionCard projection={data.projection} currency={data.currency} />
            </div>
            <AdvancedSection insights={data} advanced={advanced} onWhatIf={setWhatIf} />
          </div>
        </>
      )}
    </PageContainer>
  );
}
