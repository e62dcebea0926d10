import { useState } from 'react';
import { SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Insights } from '@domain/insights/insights';
import { BudgetStatus } from '@/components/budgets/budget-status-card';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { OtherCurrenciesNote } from '@/components/other-currencies-note';
import { PageSkeleton } from '@/components/page-skeleton';
import { QueryState } from '@/components/query-state';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useAdvancedInsights, useInsights, type WhatIf } from './api';
import { AdvancedSection } from './components/advanced-section';
import { BasisCard } from './components/basis-card';
import { BudgetRuleCard } from './components/budget-rule-card';
import { GoalsCard } from './components/goals-card';
import { InsightCard } from './components/insight-card';
import { ProjectionCard } from './components/projection-card';
import { RecommendationsCard } from './components/recommendations-card';
import { SpendingCard } from './components/spending-card';
import { TrendCard } from './components/trend-card';

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
  // Premium reads every recommendation from the advanced part; until it arrives, the top ones show.
  const recommendations = (premium ? advanced.data?.recommendations : undefined) ?? insights.data?.recommendations ?? [];

  return (
    <PageContainer>
      <PageHeader title={t('pages.aiInsights.title')} description={t('pages.aiInsights.description')} />
      <QueryState
        query={insights}
        skeleton={
          <PageSkeleton>
            <Skeleton className="h-40 w-full rounded-xl lg:col-span-2" />
            <Skeleton className="h-72 w-full rounded-xl" />
            <Skeleton className="h-72 w-full rounded-xl" />
          </PageSkeleton>
        }
        errorTitle={t('insights.error')}
        errorTestId="insights-error"
      >
        {(data) =>
          hasNothing(data) ? (
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
                <InsightCard
                  title={t('budgets.card.title')}
                  action={
                    <Link href={paths.budgets} className={buttonVariants({ size: 'sm', variant: 'ghost' })} data-testid="insights-budgets-link">
                      {t('common.viewAll')}
                    </Link>
                  }
                  testId="insights-budgets"
                >
                  <BudgetStatus testId="insights-budgets-status" />
                </InsightCard>
                <div className="lg:col-span-2">
                  <ProjectionCard projection={data.projection} currency={data.currency} />
                </div>
                <AdvancedSection insights={data} advanced={advanced} onWhatIf={setWhatIf} />
              </div>
            </>
          )
        }
      </QueryState>
    </PageContainer>
  );
}
