import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { ChartPieIcon, ChevronDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@domain/shared/dates';
import { toMinor } from '@domain/shared/money';
import type { TransactionSummary } from '@domain/transactions/transactions';
import type { DonutSlice } from '@/components/charts/donut-chart';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import type { Format } from '@/lib/format';
import { useIsMobile } from '@/lib/use-mobile';
import { cn } from '@/lib/utils';
import { useTransactionSummary } from '../api';
import { periodMonths, type Period } from '../filters';
import { useTransactionLabels } from '@/lib/transaction-labels';
import { periodLabel } from './period-picker';

const DonutChart = lazy(() => import('@/components/charts/donut-chart').then((module) => ({ default: module.DonutChart })));

const palette = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
  'oklch(0.62 0.13 300)',
  'oklch(0.68 0.12 230)',
  'oklch(0.7 0.13 120)',
  'oklch(0.62 0.08 40)',
  'oklch(0.6 0.02 250)',
];

type Side = 'expense' | 'income';

function slicesFor(summary: TransactionSummary, side: Side, label: (category: string) => string, format: Format) {
  const rows = summary.categories.filter((row) => row.type === side && !/^0(\.0+)?$/.test(row.total));
  const minors = rows.map((row) => toMinor(row.total, summary.currency) ?? 0n);
  const totalMinor = minors.reduce((sum, value) => sum + value, 0n);
  const slices: (DonutSlice & { percent: number })[] = rows.map((row, index) => ({
    id: row.category,
    label: label(row.category),
    value: Number(minors[index]),
    formatted: format.money(row.total, summary.currency),
    color: palette[index % palette.length]!,
    percent: totalMinor === 0n ? 0 : (Number(minors[index]) / Number(totalMinor)) * 100,
  }));
  return { slices };
}

interface CategoryBreakdownProps {
  period: Period;
  today: IsoDate;
  initialSide?: Side;
}

/** Where the money went (or came from) in the chosen period, by category, from the monthly rollups. */
export function CategoryBreakdown({ period, today, initialSide = 'expense' }: CategoryBreakdownProps) {
  const { t } = useTranslation();
  const labels = useTransactionLabels();
  const [side, setSide] = useState<Side>(initialSide);
  const listId = useId();
  // On phones the chart starts folded so the list stays within reach.
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const open = !isMobile || expanded;
  const months = periodMonths(period, today);
  const summary = useTransactionSummary(months.from, months.to);
  const data = useMemo(() => (summary.data ? slicesFor(summary.data, side, labels.category, labels.format) : null), [summary.data, side, labels]);
  const total = summary.data ? labels.format.money(summary.data.totals[side === 'expense' ? 'expenses' : 'income'], summary.data.currency) : '';

  const periodText = period.kind === 'all' ? t('transactions.breakdown.lastTwelveMonths') : periodLabel(period, labels.format, t);
  return (
    <Card className={cn('gap-4', !open && 'py-4')} data-testid="category-breakdown">
      <CardHeader>
        <CardTitle>{t('transactions.breakdown.title')}</CardTitle>
        <CardDescription>{open || !total ? periodText : `${periodText} · ${t(`transactions.breakdown.total.${side}`)} ${total}`}</CardDescription>
        {isMobile ? (
          <CardAction>
            <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setExpanded(!expanded)}>
              {t(open ? 'transactions.breakdown.hide' : 'transactions.breakdown.show')}
              <ChevronDownIcon className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className={cn('grid gap-4', !open && 'hidden')}>
        <ToggleGroup
          type="single"
          size="sm"
          value={side}
          onValueChange={(next) => next && setSide(next as Side)}
          className="grid w-full grid-cols-2"
          aria-label={t('transactions.breakdown.side')}
        >
          <ToggleGroupItem value="expense">{t('transactions.breakdown.spending')}</ToggleGroupItem>
          <ToggleGroupItem value="income">{t('transactions.breakdown.income')}</ToggleGroupItem>
        </ToggleGroup>
        <QueryState
          query={summary}
          skeleton={
            <div className="grid gap-3">
              <Skeleton className="mx-auto size-44 rounded-full" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          }
          errorTitle={t('transactions.breakdown.error')}
          empty={{ when: () => !data || data.slices.length === 0, show: <EmptyState size="sm" icon={ChartPieIcon} title={t(`transactions.breakdown.empty.${side}`)} /> }}
        >
          {() =>
            data && (
              <>
                <Suspense fallback={<Skeleton className="mx-auto size-44 rounded-full" />}>
                  <DonutChart
                    name={`${t('transactions.breakdown.title')}: ${t(side === 'expense' ? 'transactions.breakdown.spending' : 'transactions.breakdown.income')}`}
                    describedBy={listId}
                    slices={data.slices}
                    size={192}
                    holeRatio={0.34}
                    center={{ label: t(`transactions.breakdown.total.${side}`), value: total }}
                  />
                </Suspense>
                <ul id={listId} className="grid gap-2.5 text-sm">
                  {data.slices.map((slice) => (
                    <li key={slice.id} className="grid gap-1">
                      <div className="flex items-center gap-2">
                        <span className="size-2.5 shrink-0 rounded-full" style={{ background: slice.color }} aria-hidden />
                        <span className="min-w-0 flex-1 truncate">{slice.label}</span>
                        <span className="text-xs text-muted-foreground tabular-nums">{labels.format.percent(slice.percent)}</span>
                        <span className="font-medium tabular-nums">{slice.formatted}</span>
                      </div>
                      <div className="h-1 overflow-hidden rounded-full bg-muted" aria-hidden>
                        <div className="h-full rounded-full" style={{ width: `${Math.max(slice.percent, 1)}%`, background: slice.color }} />
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
