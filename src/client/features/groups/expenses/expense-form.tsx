import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { groupExpenseDescriptionMaxLength, isRefundAmount, type GroupExpense } from '@domain/group-expenses/group-expenses';
import type { GroupDetail } from '@domain/groups/groups';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-request';
import { applyServerErrors, serverFieldMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useFailToast } from '@/lib/use-fail-toast';
import { useCreateGroupExpense, useUpdateGroupExpense, type GroupExpensePayload } from './api';
import { defaultExpenseValues, expenseFormSchema, formPeople, type ExpenseFormValues } from './expense-form-schema';
import { MoneyInput } from './money-input';
import { ExpenseCategorySelect } from './expense-category-select';
import { PayerSelect } from './payer-select';
import { useNames } from './people';
import { SplitEditor } from './split-editor';
import { splitStatus } from './split-status';

const serverFields = ['description', 'amount', 'paidBy', 'date', 'category'] as const;

export interface ExpenseFormProps {
  group: GroupDetail;
  /** Editing: the form starts from this expense and saves with PATCH. */
  expense?: GroupExpense;
  onDone: () => void;
  onCancel: () => void;
}

export function ExpenseForm({ group, expense, onDone, onCancel }: ExpenseFormProps) {
  const { t } = useTranslation();
  const { today, timeZone } = useFormat();
  const { me } = useNames();
  const people = useMemo(() => formPeople(group.members, expense), [group.members, expense]);
  const schema = useMemo(() => expenseFormSchema(today, timeZone, group.currency), [today, timeZone, group.currency]);
  const form = useForm<ExpenseFormValues, unknown, GroupExpensePayload>({
    resolver: zodResolver(schema),
    defaultValues: defaultExpenseValues(people, today, me ?? '', expense),
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const status = splitStatus(values, group.currency);
  // A minus sign makes it a refund or group income: the payer received it and owes everyone their share.
  const refund = isRefundAmount(values.amount);
  const addsUp = status.left === null || status.left === 0n;
  const create = useCreateGroupExpense(group.id);
  const update = useUpdateGroupExpense(group.id);
  const failed = useFailToast();
  const message = (text: string | undefined) => translateMessage(t, text);

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      if (expense) await update.mutateAsync({ id: expense.id, payload });
      else await create.submit(payload);
      toast.success(t(expense ? 'groupExpenses.form.updated' : 'groupExpenses.form.added'), { description: payload.description });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, serverFields);
      const splitProblem = error instanceof ApiError ? serverFieldMessage(error, 'split') : undefined;
      if (splitProblem) form.setError('members', { type: 'server', message: splitProblem });
      failed(error);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid grid-cols-1 gap-5 px-5 pb-5"
      aria-label={t(expense ? 'groupExpenses.form.editTitle' : 'groupExpenses.form.addTitle')}
      data-testid="group-expense-form"
    >
      <FormField id="group-expense-description" label={t('groupExpenses.form.description')} error={message(errors.description?.message)}>
        <Input
          maxLength={groupExpenseDescriptionMaxLength}
          placeholder={t('groupExpenses.form.descriptionPlaceholder')}
          data-testid="group-expense-description"
          {...form.register('description')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="group-expense-amount"
          label={t('groupExpenses.form.amount')}
          error={message(errors.amount?.message)}
          hint={<span data-testid="group-expense-amount-hint">{t(refund ? 'groupExpenses.form.refundHint' : 'groupExpenses.form.amountHint')}</span>}
        >
          <MoneyInput currency={group.currency} placeholder="0" className="h-11 text-base font-semibold" data-testid="group-expense-amount" {...form.register('amount')} />
        </FormField>
        <FormField id="group-expense-date" label={t('groupExpenses.form.date')} error={message(errors.date?.message)}>
          <Input type="date" max={today} className="h-11" data-testid="group-expense-date" {...form.register('date')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="paidBy"
        render={({ field }) => (
          <FormField id="group-expense-paid-by" label={t(refund ? 'groupExpenses.form.receivedBy' : 'groupExpenses.form.paidBy')} error={message(errors.paidBy?.message)}>
            <PayerSelect people={people} value={field.value} onValueChange={field.onChange} />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <FormField id="group-expense-category" label={t('groupShares.category')} error={message(errors.category?.message)}>
            <ExpenseCategorySelect value={field.value} onValueChange={field.onChange} />
          </FormField>
        )}
      />
      <SplitEditor form={form} people={people} currency={group.currency} status={status} error={message(errors.members?.message ?? errors.members?.root?.message)} />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onCancel}>
          {t('groupExpenses.form.cancel')}
        </Button>
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting || !addsUp}
          aria-describedby={addsUp ? undefined : 'split-remaining-note'}
          data-testid="group-expense-submit"
          className="sm:min-w-40"
        >
          {isSubmitting ? <Spinner /> : null}
          {t(expense ? 'groupExpenses.form.save' : 'groupExpenses.form.submit')}
        </Button>
      </div>
      {addsUp ? null : (
        <p id="split-remaining-note" className="sr-only">
          {t('groupExpenses.form.mustAddUp')}
        </p>
      )}
    </form>
  );
}
