import type { QuickActionFormProps } from '@/components/layout/quick-actions';
import { TransactionForm } from './components/transaction-form';

/** The add-transaction quick action: the full form, closing its drawer once saved; it may start as a contribution to a given goal. */
export function AddTransactionForm({ onDone, prefill }: QuickActionFormProps) {
  return <TransactionForm onDone={onDone} contributionGoalId={prefill?.goalId} />;
}
