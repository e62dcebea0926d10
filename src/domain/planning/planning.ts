import { z } from 'zod';
import { addDays, type IsoDate } from '../shared/dates';
import { singleLine, currencySchema, decimalAmountSchema, isoDateSchema } from '../shared/field-schemas';
import { instantFromWallTime } from '../shared/zoned-time';

export const planningMessages = {
  taskTitleRequired: 'messages.planningTaskTitleRequired',
  taskTitleTooLong: 'messages.planningTaskTitleTooLong',
  dueDateInvalid: 'messages.planningDueDateInvalid',
  goalNotFound: 'validation.goalNotFound',
  eventNotFound: 'messages.planningEventNotFound',
  weekStartInvalid: 'messages.planningWeekStartInvalid',
} as const;

export const taskTitleMaxLength = 200;

const emptyToNull = (value: unknown) => (value === '' ? null : value);

const title = singleLine(
  z.string({ error: planningMessages.taskTitleRequired }).trim().min(1, planningMessages.taskTitleRequired).max(taskTitleMaxLength, planningMessages.taskTitleTooLong),
);
const dueOn = z.preprocess(
  emptyToNull,
  z
    .string()
    .refine((value) => isoDateSchema.safeParse(value).success, planningMessages.dueDateInvalid)
    .nullish(),
);
const goalId = z.preprocess(emptyToNull, z.uuid({ error: planningMessages.goalNotFound }).nullish());
const eventId = z.preprocess(emptyToNull, z.uuid({ error: planningMessages.eventNotFound }).nullish());

export const createTaskInput = z.object({ title, dueOn, goalId, eventId }).strict();
export type CreateTaskInput = z.output<typeof createTaskInput>;

export const updateTaskInput = z.object({ title: title.optional(), dueOn, goalId, eventId, done: z.boolean().optional() }).strict();
export type UpdateTaskInput = z.output<typeof updateTaskInput>;

/** today: due today, plus open tasks left from earlier days (what the dashboard shows). */
export const taskViews = ['all', 'open', 'done', 'today'] as const;
export type TaskView = (typeof taskViews)[number];

export const listTasksQuery = z.object({ view: z.enum(taskViews).default('all') });

export const planningTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueOn: z.string().nullable(),
  goalId: z.string().nullable(),
  eventId: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  /** Due before today in the user's zone and not done. */
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanningTask = z.infer<typeof planningTaskSchema>;

export const weekQuery = z.object({
  start: z
    .string()
    .refine((value) => isoDateSchema.safeParse(value).success, planningMessages.weekStartInvalid)
    .optional(),
});

/** One calendar day in a zone: 23 or 25 hours long across a daylight-saving change. */
export interface ZonedDay {
  date: IsoDate;
  from: Date;
  to: Date;
}

function midnight(date: IsoDate, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantFromWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** `count` consecutive days from `start`, each bounded by its own midnights in `timeZone`. */
export function zonedDays(start: IsoDate, count: number, timeZone: string): ZonedDay[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(start, index);
    return { date, from: midnight(date, timeZone), to: midnight(addDays(date, 1), timeZone) };
  });
}

/** Monday of the week holding `date` (ISO weeks start on Monday). */
export function mondayOf(date: IsoDate): IsoDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export interface TrackedSpan {
  projectId: string;
  start: Date;
  end: Date | null;
  billable: boolean;
}

export interface DayTotals {
  date: IsoDate;
  trackedSeconds: number;
  billableSeconds: number;
  projects: { projectId: string; seconds: number }[];
}

const overlapMs = (start: Date, end: Date, from: Date, to: Date) => Math.max(0, Math.min(end.getTime(), to.getTime()) - Math.max(start.getTime(), from.getTime()));

/** Tracked time per day and project; an entry across midnight counts on each day for its part. */
export function trackedByDay(spans: readonly TrackedSpan[], days: readonly ZonedDay[], now: Date): DayTotals[] {
  return days.map((day) => {
    const perProject = new Map<string, number>();
    let billableMs = 0;
    for (const span of spans) {
      const ms = overlapMs(span.start, span.end ?? now, day.from, day.to);
      if (ms === 0) continue;
      perProject.set(span.projectId, (perProject.get(span.projectId) ?? 0) + ms);
      if (span.billable) billableMs += ms;
    }
    const projects = [...perProject].map(([projectId, ms]) => ({ projectId, seconds: Math.round(ms / 1000) })).sort((a, b) => b.seconds - a.seconds);
    return {
      date: day.date,
      trackedSeconds: projects.reduce((sum, project) => sum + project.seconds, 0),
      billableSeconds: Math.round(billableMs / 1000),
      projects,
    };
  });
}

/** Tracked and billable seconds per project inside [from, to), most tracked first. */
export function totalsByProject(spans: readonly TrackedSpan[], from: Date, to: Date, now: Date): { projectId: string; seconds: number; billableSeconds: number }[] {
  const totals = new Map<string, { ms: number; billableMs: number }>();
  for (const span of spans) {
    const ms = overlapMs(span.start, span.end ?? now, from, to);
    if (ms === 0) continue;
    const current = totals.get(span.projectId) ?? { ms: 0, billableMs: 0 };
    current.ms += ms;
    if (span.billable) current.billableMs += ms;
    totals.set(span.projectId, current);
  }
  return [...totals]
    .map(([projectId, value]) => ({ projectId, seconds: Math.round(value.ms / 1000), billableSeconds: Math.round(value.billableMs / 1000) }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** Planned seconds per day: the union of the blocks, so overlapping events count once. */
export function plannedByDay(blocks: readonly { start: Date; end: Date }[], days: readonly ZonedDay[]): number[] {
  return days.map((day) => {
    const clipped = blocks
      .map((block) => ({ start: Math.max(block.start.getTime(), day.from.getTime()), end: Math.min(block.end.getTime(), day.to.getTime()) }))
      .filter((block) => block.end > block.start)
      .sort((a, b) => a.start - b.start);
    let total = 0;
    let cursor = -Infinity;
    for (const block of clipped) {
      const start = Math.max(block.start, cursor);
      if (block.end > start) total += block.end - start;
      cursor = Math.max(cursor, block.end);
    }
    return Math.round(total / 1000);
  });
}

export const focusBands = ['excellent', 'good', 'fair', 'building'] as const;
export type FocusBand = (typeof focusBands)[number];

/**
 * Focus score: how much of the planned time was tracked, day by day, 0–100. A day's tracked time
 * counts only up to what was planned for it, so overtime on Monday does not hide a missed
 * Tuesday. Null when nothing was planned.
 */
export function focusScore(days: readonly { plannedSeconds: number; trackedSeconds: number }[]): number | null {
  const planned = days.reduce((sum, day) => sum + day.plannedSeconds, 0);
  if (planned === 0) return null;
  const covered = days.reduce((sum, day) => sum + Math.min(day.trackedSeconds, day.plannedSeconds), 0);
  return Math.round((covered * 100) / planned);
}

export function focusBand(score: number): FocusBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'building';
}

/**
 * Days in a row with tracked time. The current streak ends today, or yesterday while today has
 * nothing yet (the day is not over); the longest is the best run among the given days.
 */
export function trackingStreaks(trackedDates: readonly IsoDate[], today: IsoDate): { current: number; longest: number } {
  const dates = new Set(trackedDates);
  let current = 0;
  let day = dates.has(today) ? today : addDays(today, -1);
  while (dates.has(day)) {
    current += 1;
    day = addDays(day, -1);
  }
  let longest = 0;
  let run = 0;
  let previous: IsoDate | null = null;
  for (const date of [...dates].sort()) {
    run = previous !== null && addDays(previous, 1) === date ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  return { current, longest };
}

export const goalPaceStates = ['reached', 'on_pace', 'needs_more', 'overdue'] as const;
export type GoalPaceState = (typeof goalPaceStates)[number];

export interface GoalPace {
  state: GoalPaceState;
  /** Billable seconds a week the rate needs to fill the rest of the goal by its date. */
  neededSecondsPerWeek: number;
  /** What is still missing on top of the recent weekly pace, rounded up to half hours. */
  extraHoursPerWeek: number;
}

/**
 * "2 more billable hours a week reaches Vacation on time": the remaining amount spread over the
 * weeks left, turned into hours at the project's rate, against the recent weekly billable time.
 */
export function goalPace(input: { remainingMinor: bigint; daysLeft: number; rateMinor: bigint; recentSecondsPerWeek: number }): GoalPace {
  if (input.remainingMinor <= 0n) return { state: 'reached', neededSecondsPerWeek: 0, extraHoursPerWeek: 0 };
  if (input.daysLeft <= 0 || input.rateMinor <= 0n) return { state: 'overdue', neededSecondsPerWeek: 0, extraHoursPerWeek: 0 };
  const numerator = input.remainingMinor * 7n * 3600n;
  const denominator = BigInt(input.daysLeft) * input.rateMinor;
  const needed = Number((numerator + denominator - 1n) / denominator);
  const missing = Math.max(0, needed - input.recentSecondsPerWeek);
  const extraHoursPerWeek = Math.ceil(missing / 1800) / 2;
  return { state: extraHoursPerWeek === 0 ? 'on_pace' : 'needs_more', neededSecondsPerWeek: needed, extraHoursPerWeek };
}

const dayTotalsSchema = z.object({
  date: z.string(),
  trackedSeconds: z.number().int(),
  billableSeconds: z.number().int(),
  plannedSeconds: z.number().int(),
  projects: z.array(z.object({ projectId: z.string(), seconds: z.number().int() })),
});

const plannedBlockSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  groupId: z.string().nullable(),
});

const earningsSchema = z.object({
  currency: currencySchema,
  billableSeconds: z.number().int(),
  earned: decimalAmountSchema.meta({ description: 'Billable time this month at its projects’ rates, billed or not' }),
  billed: decimalAmountSchema,
});

const goalPlanSchema = z.object({
  goalId: z.string(),
  goalTitle: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  currency: currencySchema.meta({ description: 'The goal’s currency, which `remainingAmount` is in' }),
  remainingAmount: decimalAmountSchema,
  targetDate: z.string(),
  state: z.enum(goalPaceStates),
  neededHoursPerWeek: z.number(),
  recentHoursPerWeek: z.number(),
  extraHoursPerWeek: z.number(),
});

export const planningWeekSchema = z.object({
  start: z.string(),
  end: z.string().meta({ description: 'The last day of the week (inclusive)' }),
  today: z.string(),
  timeZone: z.string(),
  days: z.array(dayTotalsSchema),
  projects: z.array(z.object({ projectId: z.string(), name: z.string(), color: z.string(), seconds: z.number().int(), billableSeconds: z.number().int() })),
  totals: z.object({ trackedSeconds: z.number().int(), plannedSeconds: z.number().int(), billableSeconds: z.number().int() }),
  plannedBlocks: z.array(plannedBlockSchema),
  focus: z.object({ score: z.number().int().nullable(), band: z.enum(focusBands).nullable() }),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  month: z.string(),
  earnings: z.array(earningsSchema),
  goalsNeed: z
    .object({ currency: currencySchema, perMonth: decimalAmountSchema })
    .meta({ description: 'What the user’s active goals need each month to finish on time, in the account’s currency' }),
  goalPlans: z.array(goalPlanSchema),
});
export type PlanningWeek = z.infer<typeof planningWeekSchema>;
export type GoalPlan = z.infer<typeof goalPlanSchema>;
