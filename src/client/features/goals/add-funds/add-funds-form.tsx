import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { checkAddFunds, contributionPayload, fundingSources, type AddFundsFields } from '@domain/goals/add-funds';
import { amountForSchema } from '@domain/shared/amount-input';
import { convertMinor } from '@domain/currency/exchange-rate-math';
import { rateField } from '@domain/currency/exchange-rates';
import { toMinor } from '@domain/shared/money';
import { transactionMessages, type Transaction } from '@domain/transactions/transactions';
import type { QuickActionFormProps } from '@/components/layout/quick-actions';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RateField } from '@/components/rate-field';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { SelectItem } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { serverFieldMessages } from '@/lib/server-form-errors';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { translateMessage } from '@/lib/translate-message';
import { useFailToast } from '@/lib/use-fail-toast';
import type { Format } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { contributionChoices, useGoals } from '@/lib/use-goals';
import { useAddFunds } from './api';

type Errors = Partial<Record<keyof AddFundsFields, string>>;

/** What the typed amount comes to in the goal's currency at the typed rate, once both read. */
function goalShare(format: Format, amountText: string, rateText: string, from: string, to: string, t: TFunction): string | undefined {
  const amount = amountForSchema(amountText, from);
  const rate = rateField.safeParse(rateText.trim().replace(',', '.'));
  const minor = amount.ok ? toMinor(amount.value, from) : null;
  if (minor === null || !rate.success) return undefined;
  return t('planning.addFunds.goalGets', { amount: format.money(convertMinor(minor, rate.data, from, to), to) });
}

/** The recorded contribution in the member's money and, for a goal in another currency, in the goal's. */
function contributionText(format: Format, recorded: Transaction): string {
  const paid = format.money(recorded.amount, recorded.currency);
  return recorded.goalAmount && recorded.goalCurrency && recorded.goalCurrency !== recorded.currency
    ? `${paid} (${format.money(recorded.goalAmount, recorded.goalCurrency)})`
    : paid;
}

/**
 * Adds money to a goal from a chosen source: a goal contribution (a transfer in the
 * goal_contribution category) that raises the goal's current amount. Opened from a goal card,
 * the dashboard and the phone's add button; `prefill.goalId` starts it on one goal.
 */
export function AddFundsForm({ onDone, prefill }: QuickActionFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const ids = useId();
  // "Today" is the account's, as everywhere else, not the browser's.
  const { timeZone, today } = format;
  const goals = useGoals();
  const choices = useMemo(() => contributionChoices(goals.data ?? []), [goals.data]);
  const { data: user } = useCurrentUser();
  const addFunds = useAddFunds();
  const failed = useFailToast();
  const [entered, setFields] = useState<AddFundsFields>({ goalId: prefill?.goalId ?? '', amount: '', source: 'checking', date: '', note: '', goalRate: '' });
  // Until a date is picked the form follows the account's today, which may arrive after it opens.
  const [datePicked, setDatePicked] = useState(false);
  const fields = datePicked ? entered : { ...entered, date: today };
  const [errors, setErrors] = useState<Errors>({});
  const goal = choices.find((choice) => choice.id === fields.goalId);
  // The member pays in their own currency; a goal saved in another takes it at a rate. Until the
  // account's settings are known the amount is read in the goal's currency and no rate is shown.
  const { data: settings } = useSettings();
  const currency = settings?.currency ?? goal?.currency ?? null;
  const goalCurrency = goal && currency && goal.currency !== currency ? goal.currency : null;
  const message = (text: string | undefined) => translateMessage(t, text);
  const set = (name: keyof AddFundsFields) => (value: string) => {
    if (name === 'date') setDatePicked(true);
    setFields((current) => ({ ...current, [name]: value, ...(name === 'goalId' ? { goalRate: '' } : {}) }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  // Stable, because the rate field fills in the reference rate from an effect.
  const setGoalRate = useCallback((value: string) => {
    setFields((current) => ({ ...current, goalRate: value }));
    setErrors((current) => ({ ...current, goalRate: undefined }));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAddFunds(fields, today, timeZone, currency, goal?.currency ?? null);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.issues.map((issue) => [issue.field, issue.message])));
      const amountIssue = checked.issues.find((issue) => issue.field === 'amount');
      const dateIssue = checked.issues.find((issue) => issue.field === 'date');
      if (amountIssue && amountIssue.message !== transactionMessages.amountRequired) {
        toast.error(t('messages.invalidAmounts'), { description: message(amountIssue.message) });
      } else if (dateIssue && dateIssue.message !== transactionMessages.dateRequired) {
        toast.error(t('messages.invalidDate'), { description: message(dateIssue.message) });
      }
      return;
    }
    if (!user) {
      toast.error(t('messages.error'), { description: message(transactionMessages.signInToAdd) });
      return;
    }
    const { value } = checked;
    const description = value.note || t('planning.addFunds.fromSource', { source: t(`planning.addFunds.sources.${value.source}`) });
    try {
      const recorded = await addFunds.submit({ ...contributionPayload(value, description), userId: user.id });
      toast.success(t('messages.transactionAdded'), {
        description: goal ? t('planning.addFunds.added', { amount: contributionText(format, recorded), goal: goal.title }) : t('messages.transactionAddedDescription'),
      });
      onDone();
    } catch (error) {
      const fieldMessages = serverFieldMessages(error);
      if (fieldMessages) setErrors(fieldMessages);
      failed(error);
    }
  };

  const empty = !goals.isPending && choices.length === 0;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5 px-5 pb-5" aria-label={t('planning.addFunds.formLabel')} data-testid="add-funds-form">
      <FormField id={`${ids}-goal`} label={t('planning.addFunds.goal')} error={message(errors.goalId)}>
        <ChoiceSelect
          value={fields.goalId}
          onValueChange={set('goalId')}
          className="h-12"
          data-testid="add-funds-goal"
          placeholder={goals.isPending ? t('common.loading') : empty ? t('transactions.form.noActiveGoals') : t('transactions.form.goalPlaceholder')}
        >
          {choices.map((choice) => (
            <SelectItem key={choice.id} value={choice.id}>
              <span className="font-medium">{choice.title}</span>
              <span className="text-muted-foreground tabular-nums">
                ({format.money(choice.currentAmount, choice.currency)} / {format.money(choice.targetAmount, choice.currency)})
              </span>
            </SelectItem>
          ))}
        </ChoiceSelect>
      </FormField>
      {empty ? (
        <Link href={paths.financialGoals} onClick={onDone} className="-mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          {t('transactions.form.createGoal')}
          <ArrowRightIcon className="size-4 rtl:-scale-x-100" aria-hidden />
        </Link>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${ids}-amount`} label={t('planning.addFunds.amount')} error={message(errors.amount)}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            className="h-12 text-lg font-semibold tabular-nums md:text-lg"
            value={fields.amount}
            onChange={(event) => set('amount')(event.target.value)}
            data-testid="add-funds-amount"
          />
        </FormField>
        <FormField id={`${ids}-date`} label={t('planning.addFunds.date')} error={message(errors.date)}>
          <Input type="date" max={today} className="h-12" value={fields.date} onChange={(event) => set('date')(event.target.value)} data-testid="add-funds-date" />
        </FormField>
      </div>

      {goalCurrency && currency ? (
        <RateField
          id="add-funds-rate"
          currency={currency}
          baseCurrency={goalCurrency}
          date={fields.date}
          value={fields.goalRate}
          onChange={setGoalRate}
          error={message(errors.goalRate)}
          detail={goalShare(format, fields.amount, fields.goalRate, currency, goalCurrency, t)}
        />
      ) : null}

      <FormField id={`${ids}-source`} label={t('planning.addFunds.source')}>
        <ChoiceSelect value={fields.source} onValueChange={set('source')} className="h-12" data-testid="add-funds-source">
          {fundingSources.map((source) => (
            <SelectItem key={source} value={source}>
              {t(`planning.addFunds.sources.${source}`)}
            </SelectItem>
          ))}
        </ChoiceSelect>
      </FormField>

      <FormField id={`${ids}-note`} label={t('planning.addFunds.note')} error={message(errors.note)}>
        <Input maxLength={200} placeholder={t('planning.addFunds.notePlaceholder')} value={fields.note} onChange={(event) => set('note')(event.target.value)} />
      </FormField>

      <Button type="submit" size="lg" disabled={addFunds.isPending} data-testid="add-funds-submit" className="sm:justify-self-end sm:min-w-40">
        {addFunds.isPending ? <Spinner /> : null}
        {t('planning.addFunds.submit')}
      </Button>
    </form>
  );
}
