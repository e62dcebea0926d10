import { useTranslation } from 'react-i18next';
import type { ProjectionView as Projection } from '@domain/insights/insights';
import { useFormat } from '@/lib/use-format';
import { InsightCard } from './insight-card';
import { ProjectionView } from './projection-view';

export function ProjectionCard({ projection, currency }: { projection: Projection; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const description = t('insights.projection.description', {
    rate: format.percent(projection.annualReturnPercent, 1),
    count: projection.years,
    amount: format.money(projection.monthlyContribution, currency),
  });
  return (
    <InsightCard title={t('insights.projection.title')} description={description} testId="insights-projection">
      <ProjectionView projection={projection} currency={currency} />
    </InsightCard>
  );
}
