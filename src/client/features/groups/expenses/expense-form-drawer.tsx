import { useTranslation } from 'react-i18next';
import type { GroupExpense } from '@domain/group-expenses';
import type { GroupDetail } from '@domain/groups';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { ExpenseForm } from './expense-form';

interface ExpenseFormDrawerProps {
  group: GroupDetail;
  open: boolean;
  /** Set to edit that expense; absent to add a new one. */
  expense?: GroupExpense;
  onClose: () => void;
}

export function ExpenseFormDrawer({ group, open, expense, onClose }: ExpenseFormDrawerProps) {
  const { t } = useTranslation();
  const mode = expense ? 'edit' : 'add';
  return (
    <Drawer open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DrawerContent className="mx-auto w-full max-w-xl" data-testid="group-expense-drawer">
        <DrawerHeader>
          <DrawerTitle>{t(`groupExpenses.form.${mode}Title`)}</DrawerTitle>
          <DrawerDescription>{t(`groupExpenses.form.${mode}Description`)}</DrawerDescription>
        </DrawerHeader>
        <div className="overflow-y-auto pt-2">{open ? <ExpenseForm key={expense?.id ?? 'new'} group={group} expense={expense} onDone={onClose} onCancel={onClose} /> : null}</div>
      </DrawerContent>
    </Drawer>
  );
}
