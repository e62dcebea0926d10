import { ChartColumnIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { IncomeExpenseBars, incomeExpensePoints, nothingRecorded } from '@/components/charts/income-expense-bars';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCashFlow } from '../api';

const chartSkeleton = <Skeleton className="h-[240px] w-full rounded-xl" />;

export function CashFlowCard({ month }: { month: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = useCashFlow(month);
  const monthLabel = format.calendarFormat({ month: 'short' });
  return (
    <QueryState query={summary} skeleton={chartSkeleton} errorTitle={t('dashboard.cashFlow.unavailable')}>
      {(data) => {
        const points = incomeExpensePoints(data.months, monthLabel);
        if (nothingRecorded(points)) {
          return <EmptyState size="sm" icon={ChartColumnIcon} title={t('dashboard.cashFlow.emptyTitle')} description={t('dashboard.cashFlow.emptyDescription')} />;
        }
        return (
          <div data-testid="cash-flow-chart" className="grid gap-3">
            <IncomeExpenseBars
              name={t('dashboard.cashFlow.description')}
              points={points}
              currency={data.currency}
              locale={format.numberLocale}
              labels={{ income: t('dashboard.cashFlow.income'), expenses: t('dashboard.cashFlow.expenses') }}
              height={240}
              maxBarSize={28}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
