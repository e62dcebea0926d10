import { useState } from 'react';
import { ArchiveIcon, PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupExpense, GroupSettlement } from '@domain/group-expenses/group-expenses';
import type { GroupDetail } from '@domain/groups/groups';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { useDeleteGroupExpense, useDeletePayment } from './api';
import { BalancesPanel } from './balances-panel';
import { ExpenseFormDrawer } from './expense-form-drawer';
import { ExpensesList } from './expenses-list';
import { useNames } from './people';
import { RecordPaymentDialog } from './record-payment-dialog';
import type { PaymentDraft } from './settle-suggestions';

type FormState = { open: false } | { open: true; expense?: GroupExpense };

/**
 * The group's shared spending: the reader's position, everyone's balances with settle-up
 * suggestions, recorded payments, and the expenses with an "Add expense" form. The group
 * page renders it with the group it has loaded.
 */
export function GroupExpensesSection({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const { me, name } = useNames();
  const active = group.status === 'active';
  const manager = group.role === 'owner' || group.role === 'admin';
  const [form, setForm] = useState<FormState>({ open: false });
  const [payment, setPayment] = useState<PaymentDraft | null>(null);
  const [expenseToDelete, setExpenseToDelete] = useState<GroupExpense | null>(null);
  const [paymentToDelete, setPaymentToDelete] = useState<GroupSettlement | null>(null);
  const deleteExpense = useDeleteGroupExpense(group.id);
  const deletePayment = useDeletePayment(group.id);

  const failed = useFailToast();
  const confirmDeleteExpense = async (expense: GroupExpense) => {
    try {
      await deleteExpense.mutateAsync(expense.id);
      toast.success(t('groupExpenses.delete.deleted'), { description: expense.description });
      setExpenseToDelete(null);
    } catch (error) {
      failed(error);
    }
  };
  const confirmDeletePayment = async (settlement: GroupSettlement) => {
    try {
      await deletePayment.mutateAsync(settlement);
      toast.success(t('groupExpenses.payments.deleted'));
      setPaymentToDelete(null);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section className="grid grid-cols-1 min-w-0 gap-4" aria-labelledby="group-expenses-title" data-testid="group-expenses-section">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="group-expenses-title" className="text-lg font-semibold">
            {t('groupExpenses.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('groupExpenses.description')}</p>
        </div>
        {active && me ? (
          <Button onClick={() => setForm({ open: true })} data-testid="add-group-expense">
            <PlusIcon aria-hidden />
            {t('groupExpenses.add')}
          </Button>
        ) : null}
      </div>
      {active ? null : (
        <p className="flex items-center gap-2 rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground" data-testid="group-expenses-archived">
          <ArchiveIcon className="size-4 shrink-0" aria-hidden />
          {t('groupExpenses.archived')}
        </p>
      )}
      <div className="grid min-w-0 grid-cols-1 gap-4 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="min-w-0 gap-4">
          <CardContent className="px-4 sm:px-6">
            <BalancesPanel
              groupId={group.id}
              currency={group.currency}
              me={me}
              editable={active}
              canRecord={(draft) => manager || draft.from.userId === me || draft.to.userId === me}
              onRecord={setPayment}
              onDeletePayment={setPaymentToDelete}
            />
          </CardContent>
        </Card>
        <Card className="min-w-0 gap-2">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>{t('groupExpenses.list.title')}</CardTitle>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <ExpensesList groupId={group.id} editable={active} onEdit={(expense) => setForm({ open: true, expense })} onDelete={setExpenseToDelete} />
          </CardContent>
        </Card>
      </div>

      <ExpenseFormDrawer group={group} open={form.open} expense={form.open ? form.expense : undefined} onClose={() => setForm({ open: false })} />
      <RecordPaymentDialog groupId={group.id} currency={group.currency} draft={payment} onClose={() => setPayment(null)} />
      <ConfirmDialog
        open={expenseToDelete !== null}
        title={t('groupExpenses.delete.title', { description: expenseToDelete?.description ?? '' })}
        description={t('groupExpenses.delete.description')}
        pending={deleteExpense.isPending}
        onConfirm={() => expenseToDelete && void confirmDeleteExpense(expenseToDelete)}
        onCancel={() => setExpenseToDelete(null)}
        confirmLabel={t('groupExpenses.delete.confirm')}
        cancelLabel={t('groupExpenses.delete.cancel')}
        testId="delete-group-expense-dialog"
        confirmTestId="delete-group-expense-dialog-confirm"
      />
      <ConfirmDialog
        open={paymentToDelete !== null}
        title={t('groupExpenses.payments.deleteTitle', paymentToDelete ? { from: name(paymentToDelete.from), to: name(paymentToDelete.to) } : { from: '', to: '' })}
        description={t('groupExpenses.payments.deleteDescription')}
        pending={deletePayment.isPending}
        onConfirm={() => paymentToDelete && void confirmDeletePayment(paymentToDelete)}
        onCancel={() => setPaymentToDelete(null)}
        confirmLabel={t('groupExpenses.delete.confirm')}
        cancelLabel={t('groupExpenses.delete.cancel')}
        testId="delete-group-payment-dialog"
        confirmTestId="delete-group-payment-dialog-confirm"
      />
    </section>
  );
}
