import { ChartNoAxesColumnIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdvancedInsights } from '@domain/insights/insights';
import { EmptyState } from '@/components/layout/empty-state';
import { formatMoney } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { categoryName } from './figure-format';

/** Twelve small bars per category, each scaled to that category's own busiest month. */
export function CategoryTrends({ trends, currency }: { trends: AdvancedInsights['categoryTrends']; currency: string }) {
  const { t, i18n } = useTranslation();
  const locale = useFormat().numberLocale;
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (trends.categories.length === 0) {
    return <EmptyState size="sm" icon={ChartNoAxesColumnIcon} title={t('insights.advanced.trendsEmptyTitle')} description={t('insights.advanced.trendsEmptyDescription')} />;
  }
  return (
    <ul className="grid grid-cols-1 gap-3" data-testid="category-trends">
      {trends.categories.map((trend) => {
        const largest = Math.max(...trend.amounts.map(Number), 0);
        return (
          <li key={trend.category} className="grid grid-cols-1 gap-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate text-sm font-medium">{categoryName(t, trend.category)}</span>
              <span className="shrink-0 text-sm tabular-nums text-muted-foreground">{formatMoney(trend.total, currency, locale)}</span>
            </div>
            <ol className="flex h-10 items-end gap-0.5" dir="ltr">
              {trend.amounts.map((amount, index) => {
                const month = trends.months[index] ?? '';
                const label = `${monthName.format(new Date(`${month}-01T00:00:00Z`))}: ${formatMoney(amount, currency, locale)}`;
                return (
                  <li key={month} className="flex h-full flex-1 items-end" title={label}>
                    <span className="sr-only">{label}</span>
                    <span
                      className="w-full rounded-sm bg-primary/70"
                      style={{ height: `${largest > 0 ? Math.max((Number(amount) / largest) * 100, Number(amount) > 0 ? 4 : 0) : 0}%` }}
                    />
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}
