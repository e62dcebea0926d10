import { ReceiptIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@domain/transactions/transactions';
import { EmptyState } from '@/components/layout/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { Format } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { useCustomCategoryNames } from '@/lib/use-categories';
import { cn } from '@/lib/utils';
import { CategoryIcon } from '@/components/category-icon';

// Only income stands out in this short list; the chip carries each row's type colour.
const amountTones = {
  income: 'text-success',
  expense: 'text-foreground',
  transfer: 'text-muted-foreground',
} as const;

function signedAmount(transaction: Transaction, format: Format): string {
  if (transaction.type === 'income') return format.money(transaction.amount, transaction.currency, { signDisplay: 'always' });
  if (transaction.type === 'expense') return format.money(`-${transaction.amount}`, transaction.currency);
  return format.money(transaction.amount, transaction.currency);
}

export function RecentTransactions({ transactions }: { transactions: Transaction[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const customNames = useCustomCategoryNames(transactions.map((transaction) => transaction.category));
  if (transactions.length === 0) {
    return <EmptyState size="sm" icon={ReceiptIcon} title={t('dashboard.recentTransactions.emptyTitle')} description={t('dashboard.recentTransactions.emptyDescription')} />;
  }
  return (
    <ul className="-mx-2 grid grid-cols-1" data-testid="recent-transactions">
      {transactions.map((transaction) => {
        const category = customNames.get(transaction.category) ?? t(`dashboard.categories.${transaction.category}`, { defaultValue: transaction.category.replace(/_/g, ' ') });
        return (
          <li key={transaction.id} className="flex items-center gap-3 rounded-xl px-2 py-2.5" data-testid="recent-transaction">
            <CategoryIcon category={transaction.category} type={transaction.type} size="sm" className="size-9" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{transaction.description || category}</p>
              <p className="truncate text-xs text-muted-foreground">
                {transaction.description ? `${category} · ` : ''}
                {format.date(transaction.date)}
              </p>
            </div>
            <span className={cn('shrink-0 text-sm font-semibold tabular-nums', amountTones[transaction.type])} dir="ltr">
              {signedAmount(transaction, format)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid gap-4 py-1" aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-xl" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
