import { ChartColumnIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Insights } from '@domain/insights/insights';
import { IncomeExpenseBars, incomeExpensePoints, nothingRecorded } from '@/components/charts/income-expense-bars';
import { EmptyState } from '@/components/layout/empty-state';
import { useFormat } from '@/lib/use-format';
import { InsightCard } from './insight-card';

export function TrendCard({ trend, currency }: { trend: Insights['trend']; currency: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const points = incomeExpensePoints(trend, (date) => monthName.format(new Date(`${date}T00:00:00Z`)));
  return (
    <InsightCard title={t('insights.trend.title')} description={t('insights.trend.description')} testId="insights-trend">
      {nothingRecorded(points) ? (
        <EmptyState size="sm" icon={ChartColumnIcon} title={t('insights.trend.emptyTitle')} description={t('insights.trend.emptyDescription')} />
      ) : (
        <div className="grid grid-cols-1 gap-3">
          <IncomeExpenseBars
            name={t('insights.trend.description')}
            points={points}
            currency={currency}
            locale={format.numberLocale}
            labels={{ income: t('insights.trend.income'), expenses: t('insights.trend.expenses') }}
            height={220}
            maxBarSize={24}
          />
        </div>
      )}
    </InsightCard>
  );
}
