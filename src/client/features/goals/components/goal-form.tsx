import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addDays } from '@domain/shared/dates';
import { goalDescriptionMaxLength, goalTitleMaxLength, type CreateGoalInput, type Goal } from '@domain/goals/goals';
import { applyServerErrors } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { GoalPatch } from '../api';
import { createGoalSchema, editGoalSchema, newGoalValues, goalResolver, valuesFromGoal, type GoalFormValues } from '../goal-form-schema';
import { useGoalCurrency } from '../use-goal-currency';
import { useSaveGoal, type ShareChoice } from '../use-save-goal';
import { AmountInput, CategorySelect, PriorityPicker } from './goal-form-controls';
import { GoalPlanPreview } from './goal-plan-preview';
import { GoalSharingFields } from './goal-sharing-fields';

const fields = ['title', 'description', 'targetAmount', 'currentAmount', 'targetDate', 'category', 'priority'] as const;

export interface GoalFormProps {
  /** Seeds the form for editing; without it the form creates a goal. */
  goal?: Goal;
  /** Called after a successful save (closes the drawer). */
  onDone: () => void;
  /** Called with the new goal once it is saved, before `onDone`. */
  onCreated?: (goal: Goal) => void;
  onCancel?: () => void;
}

function patchFrom(values: CreateGoalInput, dirty: Partial<Record<keyof GoalFormValues, boolean | undefined>>): GoalPatch {
  const patch: GoalPatch = {};
  if (dirty.title) patch.title = values.title;
  if (dirty.description) patch.description = values.description ?? null;
  if (dirty.targetAmount) patch.targetAmount = values.targetAmount;
  if (dirty.currentAmount) patch.currentAmount = values.currentAmount;
  if (dirty.targetDate) patch.targetDate = values.targetDate;
  if (dirty.category) patch.category = values.category;
  if (dirty.priority) patch.priority = values.priority;
  return patch;
}

export function GoalForm({ goal, onDone, onCreated, onCancel }: GoalFormProps) {
  const { t } = useTranslation();
  const priorityLabelId = useId();
  const knownCurrency = useGoalCurrency();
  const currency = goal?.currency ?? knownCurrency;
  const { today, timeZone } = useFormat();
  const [sharing, setSharing] = useState<ShareChoice | null>(null);
  const { createGoal, updateGoal } = useSaveGoal();

  const resolver = useMemo(() => goalResolver(goal ? editGoalSchema(today, goal) : createGoalSchema(today, timeZone), currency), [goal, today, timeZone, currency]);

  const form = useForm<GoalFormValues, unknown, CreateGoalInput>({
    resolver,
    defaultValues: goal ? valuesFromGoal(goal) : newGoalValues(today),
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const message = (text: string | undefined) => translateMessage(t, text) || undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (goal) {
        const patch = patchFrom(values, dirtyFields);
        if (Object.keys(patch).length > 0) await updateGoal(goal.id, patch);
      } else {
        const created = await createGoal(values, sharing);
        onCreated?.(created);
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid w-full gap-5 px-5 pt-2 pb-5 lg:grid-cols-2 lg:items-start lg:gap-x-10"
      data-testid="goal-form"
      aria-label={t(goal ? 'goals.form.editLabel' : 'goals.form.createLabel')}
    >
      <div className="grid gap-5">
        <FormField id="goal-title" label={t('goals.fields.title')} error={message(errors.title?.message)}>
          <Input {...form.register('title')} placeholder={t('goals.form.titlePlaceholder')} maxLength={goalTitleMaxLength} autoComplete="off" />
        </FormField>

        <div className="grid grid-cols-2 gap-4">
          <FormField id="goal-target-amount" label={t('goals.fields.targetAmount')} error={message(errors.targetAmount?.message)}>
            <AmountInput {...form.register('targetAmount')} currency={currency} placeholder="0.00" />
          </FormField>
          <FormField id="goal-current-amount" label={t('goals.fields.currentAmount')} error={message(errors.currentAmount?.message)}>
            <AmountInput {...form.register('currentAmount')} currency={currency} placeholder="0" />
          </FormField>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="goal-target-date" label={t('goals.fields.targetDate')} error={message(errors.targetDate?.message)}>
            <Input {...form.register('targetDate')} type="date" min={addDays(today, 1)} />
          </FormField>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <FormField id="goal-category" label={t('goals.fields.category')} error={message(errors.category?.message)}>
                <CategorySelect value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              </FormField>
            )}
          />
        </div>

        <GoalPlanPreview control={form.control} currency={currency} today={today} />
      </div>

      <div className="grid gap-5">
        <div className="grid gap-2">
          <span id={priorityLabelId} className="text-sm font-medium">
            {t('goals.fields.priority')}
          </span>
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => <PriorityPicker value={field.value} onChange={field.onChange} labelledBy={priorityLabelId} />}
          />
          {errors.priority?.message ? <p className="text-sm font-medium text-destructive">{message(errors.priority.message)}</p> : null}
        </div>

        <FormField
          id="goal-description"
          label={
            <>
              {t('goals.fields.description')} <span className="font-normal text-muted-foreground">{t('goals.form.optional')}</span>
            </>
          }
          error={message(errors.description?.message)}
        >
          <Textarea {...form.register('description')} rows={3} maxLength={goalDescriptionMaxLength} placeholder={t('goals.form.descriptionPlaceholder')} />
        </FormField>

        {goal ? null : <GoalSharingFields value={sharing} onChange={setSharing} />}
      </div>

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end lg:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel ?? onDone} disabled={isSubmitting}>
          {t('goals.form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting} data-testid="goal-form-submit">
          {isSubmitting ? <Spinner /> : null}
          {t(goal ? 'goals.form.save' : 'goals.form.create')}
        </Button>
      </div>
    </form>
  );
}
