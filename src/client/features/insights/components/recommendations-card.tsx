import { CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecommendationView } from '@domain/insights/insights';
import { EmptyState } from '@/components/layout/empty-state';
import { InsightCard } from './insight-card';
import { PremiumUpsell } from './premium-upsell';
import { RecommendationItem } from './recommendation-item';

interface RecommendationsCardProps {
  recommendations: RecommendationView[];
  /** How many the data supports in all; more than shown means the rest are Premium. */
  total: number;
}

export function RecommendationsCard({ recommendations, total }: RecommendationsCardProps) {
  const { t } = useTranslation();
  const hidden = total - recommendations.length;
  return (
    <InsightCard title={t('insights.recommendations.title')} description={t('insights.recommendations.description')} testId="insights-recommendations">
      {recommendations.length === 0 ? (
        <EmptyState size="sm" icon={CircleCheckIcon} title={t('insights.recommendations.emptyTitle')} description={t('insights.recommendations.emptyDescription')} />
      ) : (
        <div className="grid grid-cols-1 gap-3">
          <ul className="grid grid-cols-1 gap-3">
            {recommendations.map((recommendation, index) => (
              <RecommendationItem key={`${recommendation.kind}-${recommendation.goalId ?? recommendation.subject ?? index}`} recommendation={recommendation} />
            ))}
          </ul>
          {hidden > 0 ? <PremiumUpsell message={t('insights.recommendations.more', { count: hidden })} /> : null}
        </div>
      )}
    </InsightCard>
  );
}
