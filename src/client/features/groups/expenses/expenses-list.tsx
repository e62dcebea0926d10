import { ReceiptTextIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupExpense } from '@domain/group-expenses/group-expenses';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { groupExpenseAnchor } from '@/lib/paths';
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
  // A link from money tracking names one expense in the fragment: bring it into view once listed.
  const target = typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1));
  const loaded = expenses.data?.pages.length ?? 0;
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'center' });
  }, [target, loaded]);
  const skeleton = (
    <div className="grid grid-cols-1 gap-3 py-2" aria-busy="true" aria-label={t('groupExpenses.list.loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
  const itemsOf = (data: NonNullable<typeof expenses.data>) => data.pages.flatMap((page) => page.items);
  const empty = <EmptyState size="sm" icon={ReceiptTextIcon} title={t('groupExpenses.list.emptyTitle')} description={t('groupExpenses.list.emptyDescription')} />;
  return (
    <QueryState query={expenses} skeleton={skeleton} errorTitle={t('groupExpenses.list.error')} empty={{ when: (data) => itemsOf(data).length === 0, show: empty }}>
      {(data) => (
        <div className="grid grid-cols-1 gap-2">
          <ul className="divide-y" aria-label={t('groupExpenses.list.title')} data-testid="group-expenses-list">
            {itemsOf(data).map((expense) => (
              <ExpenseRow key={expense.id} expense={expense} editable={editable} onEdit={onEdit} onDelete={onDelete} highlighted={target === groupExpenseAnchor(expense.id)} />
            ))}
          </ul>
          {expenses.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={expenses.isFetchingNextPage}
              onClick={() => void expenses.fetchNextPage()}
              data-testid="load-more-group-expenses"
            >
              {expenses.isFetchingNextPage ? <Spinner /> : null}
              {t('groupExpenses.list.loadMore')}
            </Button>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
