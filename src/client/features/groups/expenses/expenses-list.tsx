import { ReceiptTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupExpense } from '@domain/group-expenses/group-expenses';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useGroupExpenses } from './api';
import { ExpenseRow } from './expense-row';

interface ExpensesListProps {
  groupId: string;
  editable: boolean;
  onEdit: (expense: GroupExpense) => void;
  onDelete: (expense: GroupExpense) => void;
}

/** Expenses newest first, 50 at a time, with "Load more" for older ones. */
export function ExpensesList({ groupId, editable, onEdit, onDelete }: ExpensesListProps) {
  const { t } = useTranslation();
  const expenses = useGroupExpenses(groupId);
  if (expenses.isPending) {
    return (
      <div className="grid grid-cols-1 gap-3 py-2" aria-busy="true" aria-label={t('groupExpenses.list.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (expenses.isError) {
    return (
      <div className="flex flex-col items-start gap-2 py-4 text-sm" role="alert">
        <p>{t('groupExpenses.list.error')}</p>
        <Button size="sm" variant="outline" onClick={() => void expenses.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  const items = expenses.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState size="sm" icon={ReceiptTextIcon} title={t('groupExpenses.list.emptyTitle')} description={t('groupExpenses.list.emptyDescription')} />;
  }
  return (
    <div className="grid grid-cols-1 gap-2">
      <ul className="divide-y" aria-label={t('groupExpenses.list.title')} data-testid="group-expenses-list">
        {items.map((expense) => (
          <ExpenseRow key={expense.id} expense={expense} editable={editable} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
      {expenses.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" disabled={expenses.isFetchingNextPage} onClick={() => void expenses.fetchNextPage()} data-testid="load-more-group-expenses">
          {expenses.isFetchingNextPage ? <Spinner /> : null}
          {t('groupExpenses.list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
