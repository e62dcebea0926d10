import { useTranslation } from 'react-i18next';
import type { AdvancedInsights, Insights } from '@domain/insights/insights';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { serverFieldMessages } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import type { WhatIf } from '../api';
import { CategoryTrends } from './category-trends';
import { InsightCard } from './insight-card';
import { PremiumUpsell } from './premium-upsell';
import { ProjectionView } from './projection-view';
import { WhatIfForm } from './what-if-form';

interface AdvancedSectionProps {
  insights: Insights;
  advanced: { data: AdvancedInsights | undefined; error: unknown; isFetching: boolean };
  onWhatIf: (whatIf: WhatIf) => void;
}

const premiumBadge = (label: string) => <Badge variant="secondary">{label}</Badge>;

/** The Premium parts: twelve months per category and the what-if projection, or the upgrade prompt. */
export function AdvancedSection({ insights, advanced, onWhatIf }: AdvancedSectionProps) {
  const { t } = useTranslation();
  const badge = premiumBadge(t('insights.premium.badge'));
  if (insights.plan !== 'premium') {
    return (
      <InsightCard title={t('insights.premium.title')} action={badge} className="lg:col-span-2" testId="insights-advanced">
        <PremiumUpsell message={t('insights.premium.description')} />
      </InsightCard>
    );
  }
  const { data, error, isFetching } = advanced;
  const serverErrors = serverFieldMessages(error);
  const failure = error && !serverErrors ? translateMessage(t, failureMessage(error)) : null;
  const initial: WhatIf = {
    annualReturn: String(insights.projection.annualReturnPercent),
    years: String(insights.projection.years),
    monthlyContribution: insights.projection.monthlyContribution,
  };
  return (
    <>
      <InsightCard title={t('insights.advanced.trendsTitle')} action={badge} testId="insights-category-trends">
        {data ? (
          <CategoryTrends trends={data.categoryTrends} currency={data.currency} />
        ) : failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </InsightCard>
      <InsightCard title={t('insights.advanced.whatIfTitle')} description={t('insights.advanced.whatIfDescription')} action={badge} testId="insights-what-if">
        <div className="grid grid-cols-1 gap-4">
          <WhatIfForm initial={initial} currency={insights.currency} onApply={onWhatIf} pending={isFetching} serverErrors={serverErrors} />
          {failure ? (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          ) : null}
          {data ? <ProjectionView projection={data.projection} currency={data.currency} /> : <Skeleton className="h-60 w-full" />}
        </div>
      </InsightCard>
    </>
  );
}
