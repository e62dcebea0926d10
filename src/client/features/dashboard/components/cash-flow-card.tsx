import { lazy, Suspense } from 'react';
import { ChartColumnIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { EmptyState } from '@/components/layout/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCashFlow } from '../api';
import type { CashFlowPoint } from './cash-flow-chart';

const CashFlowChart = lazy(() => import('./cash-flow-chart').then((module) => ({ default: module.CashFlowChart })));

const chartSkeleton = <Skeleton className="h-[240px] w-full rounded-xl" />;

export function CashFlowCard({ month }: { month: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = useCashFlow(month);
  if (!summary.data) return summary.isError ? <p className="py-16 text-center text-sm text-muted-foreground">{t('dashboard.cashFlow.unavailable')}</p> : chartSkeleton;

  const monthName = format.calendarFormat({ month: 'short' });
  const points: CashFlowPoint[] = summary.data.months.map((row) => ({
    month: row.month,
    label: monthName(`${row.month}-01`),
    income: Number(row.income),
    expenses: Number(row.expenses),
    incomeText: row.income,
    expensesText: row.expenses,
  }));
  if (points.every((point) => point.income === 0 && point.expenses === 0)) {
    return <EmptyState size="sm" icon={ChartColumnIcon} title={t('dashboard.cashFlow.emptyTitle')} description={t('dashboard.cashFlow.emptyDescription')} />;
  }
  return (
    <div data-testid="cash-flow-chart" className="grid gap-3">
      <ul className="flex gap-4 text-xs text-muted-foreground" aria-hidden>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-success" />
          {t('dashboard.cashFlow.income')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-(--chart-5)" />
          {t('dashboard.cashFlow.expenses')}
        </li>
      </ul>
      {/* SVG text anchors follow the document direction; the chart mirrors itself instead. */}
      <div dir="ltr">
        <Suspense fallback={chartSkeleton}>
          <CashFlowChart points={points} currency={summary.data.currency} />
        </Suspense>
      </div>
    </div>
  );
}
