import { useMemo } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { destinationsFor, goalContributionCategory, type TransactionType } from '@domain/categories/categories';
import { transactionDescriptionMaxLength, transactionMessages, type Transaction } from '@domain/transactions/transactions';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import { useCurrentUser } from '@/lib/session';
import { translateMessage } from '@/lib/translate-message';
import { useFailToast } from '@/lib/use-fail-toast';
import { contributionChoices, useGoals } from '@/lib/use-goals';
import { useCreateTransaction, useCurrentSummary, useUpdateTransaction } from '../api';
import { useFormat } from '@/lib/use-format';
import { AmountInput } from './amount-input';
import { defaultFormValues, toPayload, transactionFormSchema, type TransactionFormOutput, type TransactionFormValues } from './form-schema';
import { CurrencySelect } from '@/components/currency-select';
import { RateField } from '@/components/rate-field';
import { CategorySelect, DestinationSelect, GoalSelect } from './transaction-selects';
import { TypeToggle } from './type-toggle';

const serverFields = ['amount', 'type', 'category', 'goalId', 'destination', 'description', 'date', 'currency', 'rate'] as const;

export interface TransactionFormProps {
  /** Editing: the form starts from this transaction and saves with PATCH. */
  transaction?: Transaction;
  /** Adding: the form starts as a goal contribution to this goal. */
  contributionGoalId?: string;
  /** Called after a successful save. */
  onDone: () => void;
  onCancel?: () => void;
}

export function TransactionForm({ transaction, contributionGoalId, onDone, onCancel }: TransactionFormProps) {
  const { t } = useTranslation();
  const { today, timeZone } = useFormat();
  const summary = useCurrentSummary();
  // The user's currency is the base for totals; a row may be recorded in any other, with a rate.
  const baseCurrency = summary.data?.currency;
  const schema = useMemo(() => transactionFormSchema(today, timeZone, baseCurrency ?? null), [today, timeZone, baseCurrency]);
  const form = useForm<TransactionFormValues, unknown, TransactionFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaultFormValues(today, transaction, contributionGoalId),
  });
  const { errors, isSubmitting } = form.formState;
  const { data: user } = useCurrentUser();
  const goals = useGoals();
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const failed = useFailToast();

  const currency = form.watch('currency') || baseCurrency;
  const foreign = Boolean(currency && baseCurrency && currency !== baseCurrency);
  const type = form.watch('type');
  const category = form.watch('category');
  const destinations = destinationsFor(type, category);
  const isContribution = type === 'transfer' && category === goalContributionCategory;
  const goalOptions = useMemo(() => contributionChoices(goals.data ?? [], transaction?.goalId), [goals.data, transaction?.goalId]);
  const message = (text: string | undefined) => translateMessage(t, text);

  // docs/product/behaviour.md#transaction-form: a new type empties category, goal and destination; a new category empties goal and destination.
  const changeType = (next: TransactionType) => {
    form.setValue('type', next);
    for (const field of ['category', 'goalId', 'destination'] as const) form.setValue(field, '');
    form.clearErrors(['category', 'goalId', 'destination']);
  };
  const changeCategory = (next: string) => {
    form.setValue('category', next, { shouldValidate: form.formState.isSubmitted });
    form.setValue('goalId', '');
    form.setValue('destination', '');
    form.clearErrors(['goalId', 'destination']);
  };

  const onInvalid = (invalid: FieldErrors<TransactionFormValues>) => {
    if (invalid.amount?.message && invalid.amount.message !== transactionMessages.amountRequired) {
      toast.error(t('messages.invalidAmounts'), { description: message(invalid.amount.message) });
    } else if (invalid.date?.message === transactionMessages.dateInvalid || invalid.date?.message === transactionMessages.dateInFuture) {
      toast.error(t('messages.invalidDate'), { description: message(invalid.date.message) });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!user) {
      toast.error(t('messages.error'), { description: message(transactionMessages.signInToAdd) });
      return;
    }
    const payload = toPayload(values, timeZone);
    try {
      if (transaction) {
        await update.mutateAsync({ id: transaction.id, payload });
        toast.success(t('transactions.toasts.updated'), { description: t('transactions.toasts.updatedDescription') });
      } else {
        await create.submit({ ...payload, userId: user.id });
        toast.success(t('messages.transactionAdded'), { description: t('messages.transactionAddedDescription') });
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, serverFields);
      failed(error);
    }
  }, onInvalid);

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5 px-5 pb-5"
      aria-label={t(transaction ? 'transactions.form.editLabel' : 'transactions.form.addLabel')}
      data-testid="transaction-form"
    >
      <Controller control={form.control} name="type" render={({ field }) => <TypeToggle value={field.value} onChange={changeType} />} />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="transaction-amount" label={t('transactions.fields.amount')} error={message(errors.amount?.message)}>
          <AmountInput currency={currency} placeholder="0.00" data-testid="transaction-amount" {...form.register('amount')} />
        </FormField>
        <FormField id="transaction-date" label={t('transactions.fields.date')} error={message(errors.date?.message)}>
          <Input type="date" max={today} className="h-12" data-testid="transaction-date" {...form.register('date')} />
        </FormField>
      </div>

      {baseCurrency ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="transaction-currency" label={t('currency.fields.currency')} error={message(errors.currency?.message)}>
            <CurrencySelect
              value={currency ?? baseCurrency}
              data-testid="transaction-currency"
              onValueChange={(next) => {
                form.setValue('currency', next);
                form.setValue('rate', '');
                form.clearErrors(['currency', 'rate']);
              }}
            />
          </FormField>
          {foreign && currency ? (
            <Controller
              control={form.control}
              name="rate"
              render={({ field }) => (
                <RateField
                  id="transaction-rate"
                  currency={currency}
                  baseCurrency={baseCurrency}
                  date={form.watch('date')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={message(errors.rate?.message)}
                />
              )}
            />
          ) : null}
        </div>
      ) : null}

      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <FormField id="transaction-category" label={t('transactions.fields.category')} error={message(errors.category?.message)}>
            <CategorySelect transactionType={type} value={field.value} onValueChange={changeCategory} onBlur={field.onBlur} />
          </FormField>
        )}
      />

      {isContribution ? (
        <Controller
          control={form.control}
          name="goalId"
          render={({ field }) => (
            <FormField id="transaction-goal" label={t('transactions.fields.goal')} error={message(errors.goalId?.message)}>
              <GoalSelect goals={goalOptions} loading={goals.isPending} value={field.value} onValueChange={field.onChange} onLeave={onCancel ?? onDone} />
            </FormField>
          )}
        />
      ) : null}

      {destinations.length > 0 ? (
        <Controller
          control={form.control}
          name="destination"
          render={({ field }) => {
            const savings = category === 'savings';
            const label = t(savings ? 'transactions.fields.savingsDestination' : 'transactions.fields.investmentAccount');
            return (
              <FormField id="transaction-destination" label={label} error={message(errors.destination?.message)}>
                <DestinationSelect
                  options={destinations}
                  placeholder={t(savings ? 'transactions.form.savingsPlaceholder' : 'transactions.form.investmentPlaceholder')}
                  value={field.value}
                  onValueChange={field.onChange}
                />
              </FormField>
            );
          }}
        />
      ) : null}

      <FormField id="transaction-description" label={t('transactions.fields.description')} error={message(errors.description?.message)}>
        <Input
          maxLength={transactionDescriptionMaxLength}
          placeholder={t('transactions.form.descriptionPlaceholder')}
          data-testid="transaction-description"
          {...form.register('description')}
        />
      </FormField>

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" size="lg" onClick={onCancel}>
            {t('transactions.form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" disabled={isSubmitting} data-testid="transaction-submit" className="sm:min-w-40">
          {isSubmitting ? <Spinner /> : null}
          {t(transaction ? 'transactions.form.save' : 'transactions.form.submit')}
        </Button>
      </div>
    </form>
  );
}
