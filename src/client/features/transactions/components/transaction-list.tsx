import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, type IsoDate } from '@domain/shared/dates';
import type { Transaction } from '@domain/transactions/transactions';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { useWindowVirtual } from '../hooks/use-window-virtual';
import { buildRows, rowSizes, type ListRow } from '../list-rows';
import { TransactionRow } from './transaction-row';

/** Start loading the next page while this many rows are still below the screen. */
const prefetchRows = 20;

interface TransactionListProps {
  items: readonly Transaction[];
  today: IsoDate;
  goalTitles: ReadonlyMap<string, string>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  onMakeRecurring?: (transaction: Transaction) => void;
}

function DayHeading({ row, today }: { row: Extract<ListRow, { kind: 'day' }>; today: IsoDate }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = row.date === today ? t('transactions.list.today') : row.date === addDays(today, -1) ? t('transactions.list.yesterday') : format.date(row.date, 'full');
  const net = row.netMinor;
  return (
    <div className="flex h-full items-end justify-between gap-2 px-2 pb-1.5 text-xs font-medium text-muted-foreground">
      <h3 className="truncate">{label}</h3>
      {net !== null && net !== 0n ? <span className={cn('tabular-nums', net > 0n && 'text-success')}>{format.money(net, row.currency, { signDisplay: 'always' })}</span> : null}
    </div>
  );
}

/** Newest first, grouped by day, rendering only the rows on screen; loads further pages as the end nears. */
export function TransactionList({ items, today, goalTitles, hasNextPage, isFetchingNextPage, fetchNextPage, onEdit, onDelete, onMakeRecurring }: TransactionListProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => buildRows(items), [items]);
  const sizes = useMemo(() => rowSizes(rows), [rows]);
  const { containerRef, items: visible, totalSize } = useWindowVirtual<HTMLDivElement>({ sizes });
  const lastVisible = visible.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastVisible >= rows.length - prefetchRows) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastVisible, rows.length, fetchNextPage]);

  return (
    <div>
      <div ref={containerRef} className="relative" style={{ height: totalSize }} data-testid="transaction-list">
        {visible.map(({ index, start, size }) => {
          const row = rows[index]!;
          return (
            <div key={row.key} className="absolute inset-x-0 top-0" style={{ height: size, transform: `translateY(${start}px)` }}>
              {row.kind === 'day' ? (
                <DayHeading row={row} today={today} />
              ) : (
                <div className="h-full py-1">
                  <TransactionRow
                    transaction={row.transaction}
                    goalTitle={row.transaction.goalId ? goalTitles.get(row.transaction.goalId) : undefined}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    onMakeRecurring={onMakeRecurring}
                  />
                </div>
              )}
            </div>
          );
        })}
      </div>
      <div className="flex h-12 items-center justify-center text-xs text-muted-foreground" aria-live="polite">
        {isFetchingNextPage ? (
          <span className="inline-flex items-center gap-2">
            <Spinner /> {t('transactions.list.loadingMore')}
          </span>
        ) : hasNextPage ? null : (
          t('transactions.list.end', { count: items.length })
        )}
      </div>
    </div>
  );
}
