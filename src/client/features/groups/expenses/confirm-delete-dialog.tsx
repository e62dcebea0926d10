import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}

/** Deleting changes everyone's balances, so it is always confirmed. */
export function ConfirmDeleteDialog({ testId, ...props }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog {...props} confirmLabel={t('groupExpenses.delete.confirm')} cancelLabel={t('groupExpenses.delete.cancel')} testId={testId} confirmTestId={`${testId}-confirm`} />
  );
}
