import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { categoriesByType, goalContributionCategory, transactionTypes, type TransactionType } from '@domain/categories/categories';
import { choiceFromRule, ruleFromChoice, weekendHandlings, type RuleChoice, type Schedule } from '@domain/recurring/recurring';
import { addMonths, isIsoDate } from '@domain/shared/dates';
import type { Transaction } from '@domain/transactions/transactions';
import { CurrencySelect } from '@/components/currency-select';
import { Button } from '@/components/ui/button';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectItem } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-request';
import { serverFieldMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { customCategoriesIn, useCategoryList } from '@/lib/use-categories';
import { useFailToast } from '@/lib/use-fail-toast';
import { useFormat } from '@/lib/use-format';
import { useCreateSchedule, useUpdateSchedule, type SchedulePayload } from './api';
import { describeRule } from './rule-text';

type RepeatKind = 'weekly' | 'biweekly' | 'monthlyDay' | 'lastWorkingDay' | 'yearly' | 'custom';
const repeatKinds: RepeatKind[] = ['monthlyDay', 'lastWorkingDay', 'weekly', 'biweekly', 'yearly', 'custom'];

/** What the form opens with: a schedule to edit, a transaction to repeat, or nothing (a new one). */
export type ScheduleFormStart = { schedule: Schedule } | { transaction: Transaction } | { suggestion: SchedulePayload } | null;

interface Values {
  type: TransactionType;
  category: string;
  amount: string;
  currency: string;
  tolerancePercent: string;
  description: string;
  repeat: RepeatKind;
  customRule: string;
  startsOn: string;
  endsOn: string;
  weekend: (typeof weekendHandlings)[number];
  autoPost: boolean;
}

const repeatOf = (choice: RuleChoice): RepeatKind => (choice.kind === 'weekly' ? (choice.interval === 2 ? 'biweekly' : 'weekly') : choice.kind);

function initialValues(start: ScheduleFormStart, today: string, currency: string): Values {
  const blank: Values = {
    type: 'expense',
    category: '',
    amount: '',
    currency,
    tolerancePercent: '0',
    description: '',
    repeat: 'monthlyDay',
    customRule: '',
    startsOn: today,
    endsOn: '',
    weekend: 'none',
    autoPost: false,
  };
  if (!start) return blank;
  if ('transaction' in start) {
    const { transaction } = start;
    // Monthly on the transaction's day, from next month: this one is already paid.
    return {
      ...blank,
      type: transaction.type,
      category: transaction.category,
      amount: transaction.amount,
      currency: transaction.currency,
      description: transaction.description,
      startsOn: addMonths(transaction.date, 1),
    };
  }
  const source = 'schedule' in start ? start.schedule : start.suggestion;
  const rule = source.rule;
  const startsOn = source.startsOn;
  const choice = choiceFromRule(rule, startsOn);
  return {
    type: source.type ?? 'expense',
    category: source.category,
    amount: String(source.amount),
    currency: source.currency ?? currency,
    tolerancePercent: String(source.tolerancePercent ?? 0),
    description: source.description ?? '',
    repeat: repeatOf(choice),
    customRule: choice.kind === 'custom' ? choice.rule : '',
    startsOn,
    endsOn: (source.endsOn as string | null | undefined) ?? '',
    weekend: source.weekend ?? 'none',
    autoPost: source.autoPost ?? false,
  };
}

/** The RRULE a repeat choice means, read from the first date (its weekday, day of month, or day of year). */
function ruleOf(values: Values): string {
  const startsOn = isIsoDate(values.startsOn) ? values.startsOn : '2026-01-01';
  const date = new Date(`${startsOn}T00:00:00Z`);
  switch (values.repeat) {
    case 'weekly':
    case 'biweekly':
      return ruleFromChoice({ kind: 'weekly', interval: values.repeat === 'biweekly' ? 2 : 1, weekday: date.getUTCDay() });
    case 'monthlyDay':
      return ruleFromChoice({ kind: 'monthlyDay', day: date.getUTCDate() });
    case 'lastWorkingDay':
      return ruleFromChoice({ kind: 'lastWorkingDay' });
    case 'yearly':
      return ruleFromChoice({ kind: 'yearly', month: date.getUTCMonth() + 1, day: date.getUTCDate() });
    case 'custom':
      return values.customRule.trim();
  }
}

interface ScheduleFormProps {
  start: ScheduleFormStart;
  open: boolean;
  onClose: () => void;
}

/** Create or edit a recurring transaction, in a drawer. */
export function ScheduleForm({ start, open, onClose }: ScheduleFormProps) {
  const { t } = useTranslation();
  const editing = start && 'schedule' in start ? start.schedule : null;
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DrawerContent className="mx-auto w-full max-w-xl" data-testid="schedule-drawer">
        <DrawerHeader>
          <DrawerTitle>{t(editing ? 'recurring.form.editTitle' : 'recurring.form.addTitle')}</DrawerTitle>
          <DrawerDescription>{t('recurring.form.description')}</DrawerDescription>
        </DrawerHeader>
        <div className="overflow-y-auto pt-2">{open ? <ScheduleFields start={start} onDone={onClose} /> : null}</div>
      </DrawerContent>
    </Drawer>
  );
}

function ScheduleFields({ start, onDone }: { start: ScheduleFormStart; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [values, setValues] = useState(() => initialValues(start, format.today, format.currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useCategoryList();
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const failed = useFailToast();
  const editing = start && 'schedule' in start ? start.schedule : null;
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value, ...(key === 'type' ? { category: '' } : {}) }));
    setErrors((current) => ({ ...current, [key === 'repeat' || key === 'customRule' ? 'rule' : key]: '' }));
  };
  const error = (field: string) => (errors[field] ? translateMessage(t, errors[field]) : undefined);
  const rule = ruleOf(values);
  const custom = customCategoriesIn(categories.data).filter((category) => category.type === values.type);
  const builtIn = categoriesByType[values.type].filter((category) => category !== goalContributionCategory);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const tolerance = Number(values.tolerancePercent || '0');
    const payload: SchedulePayload = {
      type: values.type,
      category: values.category,
      amount: values.amount.trim(),
      currency: values.currency as SchedulePayload['currency'],
      tolerancePercent: Number.isFinite(tolerance) ? tolerance : -1,
      description: values.description,
      rule,
      startsOn: values.startsOn,
      endsOn: values.endsOn || null,
      weekend: values.weekend,
      autoPost: values.autoPost,
    };
    try {
      if (editing) await update.mutateAsync({ id: editing.id, payload });
      else await create.submit(payload);
      toast.success(t(editing ? 'recurring.toasts.updated' : 'recurring.toasts.created'));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors) {
        setErrors(Object.fromEntries(Object.keys(failure.fieldErrors).map((field) => [field, serverFieldMessage(failure, field) ?? ''])));
      }
      failed(failure);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5 px-5 pb-5"
      aria-label={t(editing ? 'recurring.form.editTitle' : 'recurring.form.addTitle')}
      data-testid="schedule-form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="schedule-type" label={t('recurring.fields.type')} error={error('type')}>
          <ChoiceSelect value={values.type} onValueChange={(next) => set('type', next as TransactionType)} data-testid="schedule-type">
            {transactionTypes.map((type) => (
              <SelectItem key={type} value={type}>
                {t(`transactions.types.${type}`)}
              </SelectItem>
            ))}
          </ChoiceSelect>
        </FormField>
        <FormField id="schedule-category" label={t('recurring.fields.category')} error={error('category')}>
          <ChoiceSelect value={values.category} onValueChange={(next) => set('category', next)} placeholder={t('recurring.form.chooseCategory')} data-testid="schedule-category">
            {builtIn.map((category) => (
              <SelectItem key={category} value={category}>
                {t(`transactions.categories.${category}`)}
              </SelectItem>
            ))}
            {custom.map((category) => (
              <SelectItem key={category.key} value={category.key}>
                {category.name}
              </SelectItem>
            ))}
          </ChoiceSelect>
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="schedule-amount" label={t('recurring.fields.amount')} error={error('amount')}>
          <Input inputMode="decimal" className="h-12" value={values.amount} onChange={(event) => set('amount', event.target.value)} data-testid="schedule-amount" />
        </FormField>
        <FormField id="schedule-currency" label={t('recurring.fields.currency')} error={error('currency')}>
          <CurrencySelect value={values.currency} onValueChange={(next) => set('currency', next)} data-testid="schedule-currency" />
        </FormField>
      </div>
      <FormField id="schedule-tolerance" label={t('recurring.fields.tolerance')} hint={t('recurring.form.toleranceHint')} error={error('tolerancePercent')}>
        <Input
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          value={values.tolerancePercent}
          onChange={(event) => set('tolerancePercent', event.target.value)}
          data-testid="schedule-tolerance"
        />
      </FormField>
      <FormField id="schedule-description" label={t('recurring.fields.description')} error={error('description')}>
        <Input value={values.description} maxLength={500} onChange={(event) => set('description', event.target.value)} dir="auto" data-testid="schedule-description" />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="schedule-repeat" label={t('recurring.fields.repeat')} error={values.repeat === 'custom' ? undefined : error('rule')}>
          <ChoiceSelect value={values.repeat} onValueChange={(next) => set('repeat', next as RepeatKind)} data-testid="schedule-repeat">
            {repeatKinds.map((kind) => (
              <SelectItem key={kind} value={kind}>
                {t(`recurring.repeat.${kind}`)}
              </SelectItem>
            ))}
          </ChoiceSelect>
        </FormField>
        <FormField id="schedule-starts" label={t('recurring.fields.startsOn')} error={error('startsOn')}>
          <Input type="date" className="h-12" value={values.startsOn} onChange={(event) => set('startsOn', event.target.value)} data-testid="schedule-starts" />
        </FormField>
      </div>
      {values.repeat === 'custom' ? (
        <FormField id="schedule-rule" label={t('recurring.fields.rule')} hint={t('recurring.form.ruleHint')} error={error('rule')}>
          <Input
            value={values.customRule}
            dir="ltr"
            onChange={(event) => set('customRule', event.target.value)}
            placeholder="FREQ=MONTHLY;BYMONTHDAY=1"
            data-testid="schedule-rule"
          />
        </FormField>
      ) : null}
      {rule ? (
        <p className="text-sm text-muted-foreground" data-testid="schedule-rule-text">
          {describeRule(t, format.language, rule, isIsoDate(values.startsOn) ? values.startsOn : format.today)}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="schedule-ends" label={t('recurring.fields.endsOn')} hint={t('recurring.form.endsHint')} error={error('endsOn')}>
          <Input type="date" className="h-12" value={values.endsOn} onChange={(event) => set('endsOn', event.target.value)} data-testid="schedule-ends" />
        </FormField>
        <FormField id="schedule-weekend" label={t('recurring.fields.weekend')} error={error('weekend')}>
          <ChoiceSelect value={values.weekend} onValueChange={(next) => set('weekend', next as Values['weekend'])} data-testid="schedule-weekend">
            {weekendHandlings.map((handling) => (
              <SelectItem key={handling} value={handling}>
                {t(`recurring.weekend.${handling}`)}
              </SelectItem>
            ))}
          </ChoiceSelect>
        </FormField>
      </div>
      <div className="flex items-start gap-3">
        <Switch id="schedule-auto-post" checked={values.autoPost} onCheckedChange={(checked) => set('autoPost', checked)} data-testid="schedule-auto-post" />
        <div className="grid gap-1">
          <Label htmlFor="schedule-auto-post">{t('recurring.fields.autoPost')}</Label>
          <p className="text-xs text-muted-foreground">{t('recurring.form.autoPostHint')}</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('recurring.actions.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="schedule-save">
          {pending ? <Spinner /> : null}
          {t('recurring.actions.save')}
        </Button>
      </div>
    </form>
  );
}
