import { ReceiptIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Insights } from '@domain/insights/insights';
import { CategoryIcon } from '@/components/category-icon';
import { EmptyState } from '@/components/layout/empty-state';
import { formatMoney, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useFormat } from '@/lib/use-format';
import { categoryName } from './figure-format';
import { InsightCard } from './insight-card';

export function SpendingCard({ spending, currency }: { spending: Insights['spending']; currency: string }) {
  const { t } = useTranslation();
  const locale = useFormat().numberLocale;
  const money = (amount: string) => formatMoney(amount, currency, locale);
  return (
    <InsightCard
      title={t('insights.spending.title')}
      description={spending.categories.length ? t('insights.spending.total', { amount: money(spending.total) }) : undefined}
      testId="insights-spending"
    >
      {spending.categories.length === 0 ? (
        <EmptyState size="sm" icon={ReceiptIcon} title={t('insights.spending.emptyTitle')} description={t('insights.spending.emptyDescription')} />
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {spending.categories.map((line) => (
            <li key={line.category} className="grid grid-cols-1 gap-1.5" data-testid="spending-category">
              <div className="flex items-center gap-3">
                <CategoryIcon category={line.category} size="sm" className="rounded-lg bg-primary/10 text-primary" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{categoryName(t, line.category)}</span>
                <span className="shrink-0 text-sm font-semibold tabular-nums">{money(line.amount)}</span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, line.sharePercent)}%` }} />
              </div>
              <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
                <span>{t('insights.spending.share', { percent: formatPercent(line.sharePercent, locale, 1) })}</span>
                <span className={cn(line.changePercent !== null && line.changePercent > 25 && 'font-medium text-amber-700 dark:text-warning')}>
                  {line.changePercent === null
                    ? t('insights.spending.newThisMonth')
                    : t('insights.spending.change', { change: formatPercent(line.changePercent, locale, 1), amount: money(line.lastMonth) })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </InsightCard>
  );
}
