import type { QuickActionFormProps } from '@/components/layout/quick-actions';
import { TransactionForm } from './components/transaction-form';

/** The add-transaction quick action: the full form, closing its drawer once saved. */
export function AddTransactionForm({ onDone }: QuickActionFormProps) {
  return <TransactionForm onDone={onDone} />;
}
