import { useTranslation } from 'react-i18next';
import type { GroupExpense } from '@domain/group-expenses/group-expenses';
import type { GroupDetail } from '@domain/groups/groups';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useIsMobile } from '@/lib/use-mobile';
import { ExpenseForm } from './expense-form';

interface ExpenseFormDrawerProps {
  group: GroupDetail;
  open: boolean;
  /** Set to edit that expense; absent to add a new one. */
  expense?: GroupExpense;
  onClose: () => void;
}

/** The expense form in a bottom drawer on phones and a side sheet on wider screens, where the split list has room. */
export function ExpenseFormDrawer({ group, open, expense, onClose }: ExpenseFormDrawerProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const mode = expense ? 'edit' : 'add';
  const title = t(`groupExpenses.form.${mode}Title`);
  const description = t(`groupExpenses.form.${mode}Description`);
  const form = open ? <ExpenseForm key={expense?.id ?? 'new'} group={group} expense={expense} onDone={onClose} onCancel={onClose} /> : null;
  const onOpenChange = (next: boolean) => (next ? undefined : onClose());
  if (mobile) {
    return (
      <Drawer open={open} onOpenChange={onOpenChange}>
        <DrawerContent className="mx-auto w-full max-w-xl" data-testid="group-expense-drawer">
          <DrawerHeader>
            <DrawerTitle>{title}</DrawerTitle>
            <DrawerDescription>{description}</DrawerDescription>
          </DrawerHeader>
          <div className="overflow-y-auto pt-2">{form}</div>
        </DrawerContent>
      </Drawer>
    );
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full max-w-lg gap-0 overflow-y-auto" data-testid="group-expense-drawer">
        <SheetHeader className="px-5 pt-5">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <div className="pt-2">{form}</div>
      </SheetContent>
    </Sheet>
  );
}
