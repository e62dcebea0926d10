import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { IsoDate } from '@domain/shared/dates';
import { createGoalInput, defaultGoalTargetDate, goalFormSchema, goalMessages, isFutureDate, type CreateGoalInput, type Goal } from '@domain/goals/goals';
import { amountForSchema } from '@domain/shared/amount-input';
import { compareDecimals, toDecimalString } from '@domain/shared/money';

/** What the form's inputs hold: plain strings, parsed by the domain schema on submit. */
export interface GoalFormValues {
  title: string;
  description: string;
  targetAmount: string;
  currentAmount: string;
  targetDate: string;
  category: string;
  priority: string;
}

/** Defaults (docs/product/limits.md#defaults): target date a year from today, nothing saved yet, medium priority. */
export function newGoalValues(today: IsoDate): GoalFormValues {
  return {
    title: '',
    description: '',
    targetAmount: '',
    currentAmount: '0',
    targetDate: defaultGoalTargetDate(today),
    category: 'other',
    priority: 'medium',
  };
}

export function valuesFromGoal(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    description: goal.description ?? '',
    targetAmount: toDecimalString(goal.targetAmount) ?? goal.targetAmount,
    currentAmount: toDecimalString(goal.currentAmount) ?? goal.currentAmount,
    targetDate: goal.targetDate,
    category: goal.category,
    priority: goal.priority,
  };
}

/** New goals: exactly the server's rules, plus "in the future" against today in the account's zone. */
export function createGoalSchema(today: IsoDate, timeZone: string) {
  return goalFormSchema(today, timeZone);
}

/**
 * Editing: the same fields and texts, but a goal that is already overdue or over-funded by
 * contributions can still be renamed — the date and amount rules apply to what the user changes.
 */
export function editGoalSchema(today: IsoDate, goal: Goal) {
  return z
    .object(createGoalInput.shape)
    .strict()
    .superRefine((value, context) => {
      if (value.targetDate !== goal.targetDate && !isFutureDate(value.targetDate, today)) {
        context.addIssue({ code: 'custom', message: goalMessages.targetDateInFuture, path: ['targetDate'] });
      }
      const amountsChanged = compareDecimals(value.targetAmount, goal.targetAmount) !== 0 || compareDecimals(value.currentAmount, goal.currentAmount) !== 0;
      if (amountsChanged && compareDecimals(value.currentAmount, value.targetAmount) > 0) {
        context.addIssue({ code: 'custom', message: goalMessages.currentExceedsTarget, path: ['currentAmount'] });
      }
    });
}

const formFields = ['title', 'description', 'targetAmount', 'currentAmount', 'targetDate', 'category', 'priority'] as const satisfies readonly (keyof GoalFormValues)[];

/**
 * Runs a domain schema over the form's strings: amounts are read by the shared parser first
 * (any digit script, "12,50" or "12.50", the currency's decimals), and each field gets the first
 * message it earns (docs/product/validation.md#goal, translated on render).
 */
export function goalResolver(schema: z.ZodType<CreateGoalInput>, currency: string | null): Resolver<GoalFormValues, unknown, CreateGoalInput> {
  return async (values) => {
    const target = amountForSchema(values.targetAmount, currency);
    const current = amountForSchema(values.currentAmount, currency, { allowZero: true });
    const result = await schema.safeParseAsync({
      ...values,
      targetAmount: target.ok ? target.value : values.targetAmount,
      currentAmount: current.ok ? current.value : values.currentAmount,
    });
    const errors: FieldErrors<GoalFormValues> = {};
    if (!target.ok) errors.targetAmount = { type: 'custom', message: target.message };
    if (!current.ok) errors.currentAmount = { type: 'custom', message: current.message };
    if (result.success && target.ok && current.ok) return { values: result.data, errors: {} };
    for (const issue of result.success ? [] : result.error.issues) {
      const field = formFields.find((name) => name === issue.path[0]);
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
