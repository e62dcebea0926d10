import { lazy, Suspense } from 'react';
import { TransactionsPage, type RecurringTabSlotProps } from '@/features/transactions/transactions-page';

const RecurringTab = lazy(() => import('@/features/recurring/recurring-tab').then((module) => ({ default: module.RecurringTab })));

function LazyRecurringTab(props: RecurringTabSlotProps) {
  return (
    <Suspense fallback={null}>
      <RecurringTab {...props} />
    </Suspense>
  );
}

/** Money tracking: the transactions, and the recurring ones in a tab of their own (two features, composed here). */
export function MoneyTrackingPage() {
  return <TransactionsPage recurringTab={LazyRecurringTab} />;
}
