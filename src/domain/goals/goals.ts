import { z } from 'zod';
import { goalCategories, goalPriorities, goalStatuses, type GoalStatus } from '../categories/categories';
import { addMonths, calendarDateFrom, daysBetween, type IsoDate } from '../shared/dates';
import { singleLine, amountField, currencySchema, dateField, decimalAmountSchema, onceParsed } from '../shared/field-schemas';
import { goalSharePermissions } from '../groups/groups';
import { compareDecimals, moneyMessages } from '../shared/money';

export const goalMessages = {
  titleRequired: 'validation.goalTitleRequired',
  titleTooLong: 'validation.goalTitleTooLong',
  descriptionTooLong: 'validation.descriptionTooLong',
  targetAmountRequired: 'validation.targetAmountRequired',
  invalidAmount: moneyMessages.invalidAmount,
  targetDateRequired: 'validation.targetDateRequired',
  targetDateInFuture: 'validation.targetDateInFuture',
  currentExceedsTarget: 'validation.currentExceedsTarget',
  signInToCreate: 'validation.goalSignInRequired',
  invalidCategory: 'validation.goalCategoryInvalid',
  invalidPriority: 'validation.goalPriorityInvalid',
  invalidStatus: 'validation.goalStatusInvalid',
  notActive: 'validation.goalNotActive',
  notFound: 'validation.goalNotFound',
} as const;

export const goalTitleMaxLength = 120;
export const goalDescriptionMaxLength = 1000;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const title = singleLine(z.string({ error: goalMessages.titleRequired }).trim().min(1, goalMessages.titleRequired).max(goalTitleMaxLength, goalMessages.titleTooLong));

const description = z
  .string({ error: goalMessages.descriptionTooLong })
  .trim()
  .max(goalDescriptionMaxLength, goalMessages.descriptionTooLong)
  .nullish()
  .transform((value) => value || null);

const targetAmount = amountField({ required: goalMessages.targetAmountRequired });
const currentAmount = z.preprocess((value) => emptyToUndefined(value) ?? '0', amountField({ required: goalMessages.invalidAmount, allowZero: true }));
const targetDate = dateField(goalMessages.targetDateRequired);
const category = z.preprocess(emptyToUndefined, z.enum(goalCategories, { error: goalMessages.invalidCategory }).default('other'));
const priority = z.preprocess(emptyToUndefined, z.enum(goalPriorities, { error: goalMessages.invalidPriority }).default('medium'));
const status = z.enum(goalStatuses, { error: goalMessages.invalidStatus });

function currentWithinTarget(value: { currentAmount?: string; targetAmount?: string }): boolean {
  if (value.currentAmount === undefined || value.targetAmount === undefined) return true;
  return compareDecimals(value.currentAmount, value.targetAmount) <= 0;
}

const currentWithinTargetIssue = { message: goalMessages.currentExceedsTarget, path: ['currentAmount'], ...onceParsed('targetAmount', 'currentAmount') };

export const createGoalInput = z
  .object({
    title,
    description,
    targetAmount,
    currentAmount,
    targetDate,
    category,
    priority,
    /** Honoured: a goal may be recorded as already completed or archived; active by default. */
    status: status.optional(),
  })
  .strict()
  .refine(currentWithinTarget, currentWithinTargetIssue);
export type CreateGoalInput = z.output<typeof createGoalInput>;
export type CreateGoalFields = z.input<typeof createGoalInput>;

export const updateGoalInput = z
  .object({
    title: title.optional(),
    /** Absent leaves the description as it is; null or empty clears it. */
    description: z
      .string({ error: goalMessages.descriptionTooLong })
      .trim()
      .max(goalDescriptionMaxLength, goalMessages.descriptionTooLong)
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
    targetAmount: targetAmount.optional(),
    currentAmount: amountField({ required: goalMessages.invalidAmount, allowZero: true }).optional(),
    targetDate: targetDate.optional(),
    category: z.enum(goalCategories, { error: goalMessages.invalidCategory }).optional(),
    priority: z.enum(goalPriorities, { error: goalMessages.invalidPriority }).optional(),
    status: status.optional(),
  })
  .strict()
  .refine(currentWithinTarget, currentWithinTargetIssue);
export type UpdateGoalInput = z.output<typeof updateGoalInput>;

/** "In the future" means after the user's today, so tomorrow is the earliest target date. */
export function isFutureDate(date: IsoDate, today: IsoDate): boolean {
  return date > today;
}

/** The form's schema: the server's, plus the target-date rule against the browser's today. */
export function goalFormSchema(today: IsoDate, timeZone: string) {
  return createGoalInput.refine(
    (value) => {
      const date = calendarDateFrom(value.targetDate, timeZone);
      return date !== null && isFutureDate(date, today);
    },
    { message: goalMessages.targetDateInFuture, path: ['targetDate'] },
  );
}

/** docs/product/limits.md#defaults: a new goal's target date defaults to one year from today. */
export function defaultGoalTargetDate(today: IsoDate): IsoDate {
  return addMonths(today, 12);
}

export const listGoalsQuery = z.object({
  status: status.optional(),
  category: z.enum(goalCategories, { error: goalMessages.invalidCategory }).optional(),
  priority: z.enum(goalPriorities, { error: goalMessages.invalidPriority }).optional(),
});
export type ListGoalsQuery = z.output<typeof listGoalsQuery>;

export const goalStates = ['completed', 'on_track', 'behind'] as const;
export type GoalState = (typeof goalStates)[number];

export interface GoalProgress {
  /** Saved share of the target, floored to one decimal and capped at 100. */
  percent: number;
  /** Where the goal should be by now on a straight line from creation to target date. */
  expectedPercent: number;
  state: GoalState;
  remainingMinor: bigint;
  neededPerMonthMinor: bigint;
  daysLeft: number;
  monthsLeft: number;
  overdue: boolean;
}

interface ProgressInput {
  targetMinor: bigint;
  currentMinor: bigint;
  status: GoalStatus;
  /** The day the goal was created, in the user's zone. */
  startDate: IsoDate;
  targetDate: IsoDate;
  today: IsoDate;
}

const averageMonthDays = 30.436875;

export function goalProgress({ targetMinor, currentMinor, status, startDate, targetDate, today }: ProgressInput): GoalProgress {
  const reached = currentMinor >= targetMinor;
  const percent = reached ? 100 : Number((currentMinor * 1000n) / targetMinor) / 10;
  const remainingMinor = reached ? 0n : targetMinor - currentMinor;
  const totalDays = Math.max(daysBetween(startDate, targetDate), 0);
  const elapsedDays = Math.min(Math.max(daysBetween(startDate, today), 0), totalDays);
  const expectedPercent = totalDays === 0 ? 100 : Math.floor((elapsedDays * 1000) / totalDays) / 10;
  const daysToTarget = daysBetween(today, targetDate);
  const completed = reached || status === 'completed';
  const overdue = !completed && daysToTarget < 0;
  const daysLeft = Math.max(daysToTarget, 0);
  const monthsLeft = daysLeft === 0 ? 0 : Math.max(1, Math.ceil(daysLeft / averageMonthDays));
  const neededPerMonthMinor = completed ? 0n : monthsLeft === 0 ? remainingMinor : ceilDivide(remainingMinor, BigInt(monthsLeft));
  // Exact comparison current/target >= elapsed/total, without rounding either share.
  const onPace = currentMinor * BigInt(Math.max(totalDays, 1)) >= targetMinor * BigInt(totalDays === 0 ? 1 : elapsedDays);
  const state: GoalState = completed ? 'completed' : !overdue && onPace ? 'on_track' : 'behind';
  return { percent, expectedPercent, state, remainingMinor, neededPerMonthMinor, daysLeft, monthsLeft, overdue };
}

/** Percentage points a goal's saved share may trail the share of its time gone by before a reminder says it is behind. */
export const clearlyBehindMargin = 10;

/** Behind its pace by more than `clearlyBehindMargin`, with its target date still ahead. */
export function isClearlyBehind(progress: Pick<GoalProgress, 'state' | 'overdue' | 'percent' | 'expectedPercent'>): boolean {
  return progress.state === 'behind' && !progress.overdue && progress.expectedPercent - progress.percent > clearlyBehindMargin;
}

function ceilDivide(value: bigint, divisor: bigint): bigint {
  return (value + divisor - 1n) / divisor;
}

/** The status a goal takes after its amounts change: reaching the target completes an active goal. */
export function statusAfterAmountChange(current: GoalStatus, currentMinor: bigint, targetMinor: bigint): GoalStatus {
  if (current === 'archived') return 'archived';
  if (currentMinor >= targetMinor) return 'completed';
  return current === 'completed' ? 'active' : current;
}

export const goalProgressSchema = z.object({
  percent: z.number(),
  expectedPercent: z.number(),
  state: z.enum(goalStates),
  remainingAmount: decimalAmountSchema,
  amountNeededPerMonth: decimalAmountSchema,
  daysLeft: z.number().int(),
  monthsLeft: z.number().int(),
  overdue: z.boolean(),
});

/** What the viewer may do with a goal: their own, or the best permission of the groups it is shared with them through. */
export const goalViewerPermissions = ['owner', ...goalSharePermissions] as const;
export type GoalViewerPermission = (typeof goalViewerPermissions)[number];

export const goalOwnerSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export type GoalOwner = z.infer<typeof goalOwnerSchema>;

/** One group a goal is shared with, as the viewer sees it. */
export const goalSharedWithSchema = z.object({ groupId: z.string(), groupName: z.string(), permission: z.enum(goalSharePermissions) });
export type GoalSharedWith = z.infer<typeof goalSharedWithSchema>;

/** What one person has put into a goal through goal contributions, in the goal's currency. */
export const goalContributorSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  amount: decimalAmountSchema,
  currency: currencySchema.meta({ description: 'The goal’s currency; another one only for contributions recorded before the goal changed currency' }),
});
export type GoalContributor = z.infer<typeof goalContributorSchema>;

export const goalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  targetAmount: decimalAmountSchema,
  currentAmount: decimalAmountSchema,
  currency: currencySchema,
  targetDate: z.string().meta({ description: 'YYYY-MM-DD' }),
  category: z.enum(goalCategories),
  priority: z.enum(goalPriorities),
  status: z.enum(goalStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  progress: goalProgressSchema,
  /** False for a goal someone else shares with one of the viewer's groups. */
  isOwner: z.boolean(),
  owner: goalOwnerSchema,
  /** Own goal: every group it is shared with. Someone else's: the shared groups the viewer is in. */
  sharedWith: z.array(goalSharedWithSchema),
  permission: z.enum(goalViewerPermissions),
  /** Per contributor, largest first; empty for a goal shared with nobody. */
  contributions: z.array(goalContributorSchema),
});
export type Goal = z.infer<typeof goalSchema>;
