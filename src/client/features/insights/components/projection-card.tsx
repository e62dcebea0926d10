import { useTranslation } from 'react-i18next';
import type { ProjectionView as Projection } from '@domain/insights';
import { formatMoney, formatPercent } from '@/lib/format';
import { InsightCard } from './insight-card';
import { ProjectionView } from './projection-view';

export function ProjectionCard({ projection, currency }: { projection: Projection; currency: string }) {
  const { t, i18n } = useTranslation();
  const description = t('insights.projection.description', {
    rate: formatPercent(projection.annualReturnPercent, i18n.language, 1),
    years: projection.years,
    amount: formatMoney(projection.monthlyContribution, currency, i18n.language),
  });
  return (
    <InsightCard title={t('insights.projection.title')} description={description} testId="insights-projection">
      <ProjectionView projection={projection} currency={currency} />
    </InsightCard>
  );
}
