import { useTranslation } from 'react-i18next';
import type { Transaction } from '@domain/transactions/transactions';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { TransactionForm } from './transaction-form';

interface TransactionDrawerProps {
  open: boolean;
  /** Set to edit that transaction; absent to add a new one. */
  transaction?: Transaction;
  onClose: () => void;
}

export function TransactionDrawer({ open, transaction, onClose }: TransactionDrawerProps) {
  const { t } = useTranslation();
  const mode = transaction ? 'edit' : 'add';
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DrawerContent className="mx-auto w-full max-w-xl" data-testid="transaction-drawer">
        <DrawerHeader>
          <DrawerTitle>{t(`transactions.drawer.${mode}Title`)}</DrawerTitle>
          <DrawerDescription>{t(`transactions.drawer.${mode}Description`)}</DrawerDescription>
        </DrawerHeader>
        <div className="overflow-y-auto pt-2">
          <TransactionForm key={transaction?.id ?? 'new'} transaction={transaction} onDone={onClose} onCancel={onClose} />
        </div>
      </DrawerContent>
    </Drawer>
  );
}
