import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@domain/transactions/transactions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { useDeleteTransaction } from '../api';
import { signedAmount, useTransactionLabels } from '@/lib/transaction-labels';

interface DeleteTransactionDialogProps {
  transaction: Transaction | null;
  onClose: () => void;
}

/** Asks before deleting; a goal contribution's amount is taken back off its goal by the server. */
export function DeleteTransactionDialog({ transaction: requested, onClose }: DeleteTransactionDialogProps) {
  const { t } = useTranslation();
  // The last transaction asked about stays on screen while the dialog animates closed.
  const [transaction, setTransaction] = useState(requested);
  if (requested && requested !== transaction) setTransaction(requested);
  const labels = useTransactionLabels();
  const remove = useDeleteTransaction();
  const failed = useFailToast();

  const confirm = async () => {
    if (!transaction) return;
    try {
      await remove.mutateAsync(transaction.id);
      toast.success(t('transactions.toasts.deleted'), { description: t('transactions.toasts.deletedDescription') });
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  const name = transaction ? transaction.description || labels.category(transaction.category) : '';
  const amount = transaction ? signedAmount(transaction.type, transaction.amount, transaction.currency, labels.format) : '';

  return (
    <ConfirmDialog
      open={requested !== null}
      title={t('transactions.delete.title')}
      description={t(transaction?.goalId ? 'transactions.delete.descriptionGoal' : 'transactions.delete.description', { name, amount })}
      confirmLabel={t('transactions.delete.confirm')}
      cancelLabel={t('transactions.delete.cancel')}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      testId="delete-transaction-dialog"
      confirmTestId="confirm-delete-transaction"
    />
  );
}
