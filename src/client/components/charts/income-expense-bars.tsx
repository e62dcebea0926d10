import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { ChartFigure } from './chart-figure';
import type { IncomeExpenseChartProps, IncomeExpensePoint } from './income-expense-chart';

const IncomeExpenseChart = lazy(() => import('./income-expense-chart').then((module) => ({ default: module.IncomeExpenseChart })));

export interface MonthTotals {
  month: string;
  income: string;
  expenses: string;
}

/** Months as the chart plots them; `monthName` writes a calendar date (YYYY-MM-DD) as a short month. */
export function incomeExpensePoints(months: readonly MonthTotals[], monthName: (date: string) => string): IncomeExpensePoint[] {
  return months.map((row) => ({
    label: monthName(`${row.month}-01`),
    income: Number(row.income),
    expenses: Number(row.expenses),
    incomeText: row.income,
    expensesText: row.expenses,
  }));
}

export const nothingRecorded = (points: readonly IncomeExpensePoint[]) => points.every((point) => point.income === 0 && point.expenses === 0);

interface IncomeExpenseBarsProps extends IncomeExpenseChartProps {
  /** What the bars show, read as the chart's name. */
  name: string;
}

/** The same figures as text, month by month, for screen readers (a list: a table's cells are left out of a description). */
function FiguresList({ points, currency, locale, labels }: IncomeExpenseChartProps) {
  const money = (amount: string) => formatMoney(amount, currency, locale);
  return (
    <ul>
      {points.map((point, index) => (
        <li key={`${index}-${point.label}`}>
          {point.label}: {labels.income} {money(point.incomeText)}, {labels.expenses} {money(point.expensesText)}
        </li>
      ))}
    </ul>
  );
}

/** The legend and the bars; the chart and its library load on demand behind a placeholder of the same height. */
export function IncomeExpenseBars({ name, ...props }: IncomeExpenseBarsProps) {
  const { labels, height } = props;
  return (
    <>
      <ul className="flex gap-4 text-xs text-muted-foreground" aria-hidden>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-success" />
          {labels.income}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-(--chart-5)" />
          {labels.expenses}
        </li>
      </ul>
      <ChartFigure name={name} summary={<FiguresList {...props} />}>
        <Suspense fallback={<Skeleton className="w-full rounded-xl" style={{ height }} />}>
          <IncomeExpenseChart {...props} />
        </Suspense>
      </ChartFigure>
    </>
  );
}
