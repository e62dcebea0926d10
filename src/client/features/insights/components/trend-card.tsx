import { lazy, Suspense } from 'react';
import { ChartColumnIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Insights } from '@domain/insights';
import { EmptyState } from '@/components/layout/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { InsightCard } from './insight-card';
import type { TrendPoint } from './trend-chart';

const TrendChart = lazy(() => import('./trend-chart').then((module) => ({ default: module.TrendChart })));

export function TrendCard({ trend, currency }: { trend: Insights['trend']; currency: string }) {
  const { t, i18n } = useTranslation();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const points: TrendPoint[] = trend.map((row) => ({
    label: monthName.format(new Date(`${row.month}-01T00:00:00Z`)),
    income: Number(row.income),
    expenses: Number(row.expenses),
    incomeText: row.income,
    expensesText: row.expenses,
  }));
  const empty = points.every((point) => point.income === 0 && point.expenses === 0);
  return (
    <InsightCard title={t('insights.trend.title')} description={t('insights.trend.description')} testId="insights-trend">
      {empty ? (
        <EmptyState size="sm" icon={ChartColumnIcon} title={t('insights.trend.emptyTitle')} description={t('insights.trend.emptyDescription')} />
      ) : (
        <div className="grid grid-cols-1 gap-3">
          <ul className="flex gap-4 text-xs text-muted-foreground" aria-hidden>
            <li className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-success" />
              {t('insights.trend.income')}
            </li>
            <li className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-(--chart-5)" />
              {t('insights.trend.expenses')}
            </li>
          </ul>
          {/* SVG text anchors follow the document direction; the chart mirrors itself instead. */}
          <div dir="ltr">
            <Suspense fallback={<Skeleton className="h-[220px] w-full rounded-xl" />}>
              <TrendChart points={points} currency={currency} />
            </Suspense>
          </div>
          {/* The same figures as text, for screen readers; a table never shrinks below its content, so a box hides it. */}
          <div className="sr-only">
            <table>
              <caption>{t('insights.trend.title')}</caption>
              <tbody>
                {trend.map((row, index) => (
                  <tr key={row.month}>
                    <th scope="row">{points[index]?.label}</th>
                    <td>{t('insights.trend.income')}: {formatMoney(row.income, currency, i18n.language)}</td>
                    <td>{t('insights.trend.expenses')}: {formatMoney(row.expenses, currency, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </InsightCard>
  );
}
