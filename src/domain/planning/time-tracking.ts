import { z } from 'zod';
import { currencyCodes } from '../shared/currencies';
import { singleLine, amountField, currencySchema, decimalAmountSchema, isoDateSchema, onceFieldsParse } from '../shared/field-schemas';
import { transactionSchema } from '../transactions/transactions';
import { parseInstant } from '../shared/zoned-time';

export const timeTrackingMessages = {
  projectNameRequired: 'messages.planningProjectNameRequired',
  projectNameTooLong: 'messages.planningProjectNameTooLong',
  colorInvalid: 'messages.planningColorInvalid',
  currencyInvalid: 'messages.planningCurrencyInvalid',
  rateNeedsCurrency: 'messages.planningRateNeedsCurrency',
  currencyNeedsRate: 'messages.planningCurrencyNeedsRate',
  projectRequired: 'messages.planningProjectRequired',
  projectNotFound: 'messages.planningProjectNotFound',
  goalNotFound: 'validation.goalNotFound',
  groupNotFound: 'messages.goalShareGroupNotFound',
  startRequired: 'validation.startTimeRequired',
  endRequired: 'validation.endTimeRequired',
  instantInvalid: 'validation.eventInvalidTime',
  endAfterStart: 'validation.endAfterStart',
  tooLong: 'messages.planningEntryTooLong',
  startInFuture: 'messages.planningStartInFuture',
  noteTooLong: 'messages.planningNoteTooLong',
  noTimerRunning: 'messages.planningNoTimerRunning',
  entryBilled: 'messages.planningEntryBilled',
  entriesRequired: 'messages.planningEntriesRequired',
  tooManyEntries: 'messages.planningTooManyEntries',
  entryNotFound: 'messages.planningEntryNotFound',
  alreadyBilled: 'messages.planningAlreadyBilled',
  entryRunning: 'messages.planningEntryRunning',
  entryNotBillable: 'messages.planningEntryNotBillable',
  projectHasNoRate: 'messages.planningProjectHasNoRate',
  mixedCurrencies: 'messages.planningMixedCurrencies',
  nothingToBill: 'messages.planningNothingToBill',
  rangeInvalid: 'messages.planningRangeInvalid',
  rangeReversed: 'validation.eventRangeBackwards',
} as const;

export const projectNameMaxLength = 80;
export const entryNoteMaxLength = 500;
export const maxEntrySeconds = 24 * 60 * 60;
export const maxBillEntries = 500;

/** Colours offered when creating a project; any #rrggbb is accepted. */
export const projectColors = ['#0ea5e9', '#22c55e', '#f59e0b', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#64748b'] as const;

const emptyToNull = (value: unknown) => (value === '' ? null : value);

const name = singleLine(
  z
    .string({ error: timeTrackingMessages.projectNameRequired })
    .trim()
    .min(1, timeTrackingMessages.projectNameRequired)
    .max(projectNameMaxLength, timeTrackingMessages.projectNameTooLong),
);
const color = z
  .string({ error: timeTrackingMessages.colorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, timeTrackingMessages.colorInvalid)
  .transform((value) => value.toLowerCase());
const hourlyRate = z.preprocess(emptyToNull, amountField({ required: timeTrackingMessages.currencyNeedsRate }).nullish());
const currency = z.preprocess(emptyToNull, z.enum(currencyCodes, { error: timeTrackingMessages.currencyInvalid }).nullish());
const linkId = (message: string) => z.preprocess(emptyToNull, z.uuid({ error: message }).nullish());

/** "Both or neither": a rate is money only with its currency. */
export function ratePairIssue(rate: string | null | undefined, currencyCode: string | null | undefined): { field: string; message: string } | null {
  if (rate && !currencyCode) return { field: 'currency', message: timeTrackingMessages.rateNeedsCurrency };
  if (!rate && currencyCode) return { field: 'hourlyRate', message: timeTrackingMessages.currencyNeedsRate };
  return null;
}

export const createProjectInput = z
  .object({
    name,
    color: color.default(projectColors[0]),
    hourlyRate,
    currency,
    goalId: linkId(timeTrackingMessages.goalNotFound),
    groupId: linkId(timeTrackingMessages.groupNotFound),
  })
  .strict()
  .superRefine((value, context) => {
    const issue = ratePairIssue(value.hourlyRate, value.currency);
    if (issue) context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  }, onceFieldsParse);
export type CreateProjectInput = z.output<typeof createProjectInput>;

/** Any subset; the rate/currency pair is checked against the stored project in the service. */
export const updateProjectInput = z
  .object({
    name: name.optional(),
    color: color.optional(),
    hourlyRate,
    currency,
    goalId: linkId(timeTrackingMessages.goalNotFound),
    groupId: linkId(timeTrackingMessages.groupNotFound),
  })
  .strict();
export type UpdateProjectInput = z.output<typeof updateProjectInput>;

export const timeProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  hourlyRate: decimalAmountSchema.nullable(),
  currency: currencySchema.nullable(),
  goalId: z.string().nullable(),
  groupId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TimeProject = z.infer<typeof timeProjectSchema>;

/** An ISO 8601 instant with a zone (`Z` or an offset), as a Date. */
export function instantField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, context) => {
      const instant = parseInstant(value);
      if (!instant) {
        context.addIssue({ code: 'custom', message: timeTrackingMessages.instantInvalid });
        return z.NEVER;
      }
      return instant;
    });
}

const note = z
  .string({ error: timeTrackingMessages.noteTooLong })
  .trim()
  .max(entryNoteMaxLength, timeTrackingMessages.noteTooLong)
  .nullish()
  .transform((value) => value ?? undefined);
const projectId = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? timeTrackingMessages.projectRequired : timeTrackingMessages.projectNotFound),
});

/** Why an entry's times cannot be kept, or null: the end comes after the start, within 24 hours. */
export function entryTimesIssue(start: Date, end: Date | null): { field: string; message: string } | null {
  if (!end) return null;
  if (end.getTime() <= start.getTime()) return { field: 'end', message: timeTrackingMessages.endAfterStart };
  if (end.getTime() - start.getTime() > maxEntrySeconds * 1000) return { field: 'end', message: timeTrackingMessages.tooLong };
  return null;
}

export const createEntryInput = z
  .object({
    projectId,
    start: instantField(timeTrackingMessages.startRequired),
    end: instantField(timeTrackingMessages.endRequired),
    note,
    billable: z.boolean().optional(),
  })
  .strict()
  .superRefine((value, context) => {
    const issue = entryTimesIssue(value.start, value.end);
    if (issue) context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  }, onceFieldsParse);
export type CreateEntryInput = z.output<typeof createEntryInput>;

export const updateEntryInput = z
  .object({
    projectId: projectId.optional(),
    start: instantField(timeTrackingMessages.startRequired).optional(),
    end: instantField(timeTrackingMessages.endRequired).optional(),
    note,
    billable: z.boolean().optional(),
  })
  .strict();
export type UpdateEntryInput = z.output<typeof updateEntryInput>;

export const startTimerInput = z
  .object({
    projectId,
    note,
    billable: z.boolean().optional(),
  })
  .strict();
export type StartTimerInput = z.output<typeof startTimerInput>;

/** A range bound: a calendar date (read in the user's zone) or an instant. */
const rangeBound = z
  .string()
  .trim()
  .refine((value) => isoDateSchema.safeParse(value).success || parseInstant(value) !== null, timeTrackingMessages.rangeInvalid);

export const listEntriesQuery = z.object({
  from: rangeBound.optional(),
  to: rangeBound.optional(),
  projectId: z.uuid({ error: timeTrackingMessages.projectNotFound }).optional(),
});
export type ListEntriesQuery = z.output<typeof listEntriesQuery>;

export const timeEntrySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  start: z.string().meta({ description: 'ISO instant' }),
  end: z.string().nullable().meta({ description: 'ISO instant; null while the timer runs' }),
  durationSeconds: z.number().int().meta({ description: 'Up to now for a running timer' }),
  note: z.string(),
  billable: z.boolean(),
  billedAt: z.string().nullable(),
  billedTransactionId: z.string().nullable(),
  /** Other entries of the user whose times overlap this one: a warning, never a refusal. */
  overlapsWith: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const billEntriesInput = z
  .object({
    entryIds: z
      .array(z.uuid({ error: timeTrackingMessages.entryNotFound }), { error: timeTrackingMessages.entriesRequired })
      .min(1, timeTrackingMessages.entriesRequired)
      .max(maxBillEntries, timeTrackingMessages.tooManyEntries),
  })
  .strict();
export type BillEntriesInput = z.output<typeof billEntriesInput>;

export const billResultSchema = z.object({
  transaction: transactionSchema,
  entries: z.array(timeEntrySchema),
});
export type BillResult = z.infer<typeof billResultSchema>;

export const runningTimerSchema = timeEntrySchema.nullable();

export interface Span {
  id: string;
  start: Date;
  /** null: still running, counted up to `now`. */
  end: Date | null;
}

/** Seconds between start and end (or now for a running entry), never negative. */
export function spanSeconds(span: Pick<Span, 'start' | 'end'>, now: Date): number {
  const end = span.end ?? now;
  return Math.max(0, Math.floor((end.getTime() - span.start.getTime()) / 1000));
}

/**
 * For each span, the ids of the others it overlaps (touching ends do not overlap). Sorted by
 * start, so each span is compared only with those that began before it ended.
 */
export function findOverlaps(spans: readonly Span[], now: Date): Map<string, string[]> {
  const sorted = [...spans].sort((a, b) => a.start.getTime() - b.start.getTime());
  const result = new Map<string, string[]>(spans.map((span) => [span.id, []]));
  for (let i = 0; i < sorted.length; i += 1) {
    const a = sorted[i]!;
    const aEnd = (a.end ?? now).getTime();
    for (let j = i + 1; j < sorted.length; j += 1) {
      const b = sorted[j]!;
      if (b.start.getTime() >= aEnd) break;
      if ((b.end ?? now).getTime() > a.start.getTime()) {
        result.get(a.id)!.push(b.id);
        result.get(b.id)!.push(a.id);
      }
    }
  }
  return result;
}

/**
 * What billed time earns: rate × seconds ÷ 3600 in minor units, summed exactly and rounded half
 * up once, so splitting time into many entries never loses or gains a cent.
 */
export function earnedMinor(items: readonly { rateMinor: bigint; seconds: number }[]): bigint {
  const total = items.reduce((sum, item) => sum + item.rateMinor * BigInt(item.seconds), 0n);
  return (total + 1800n) / 3600n;
}

/** Hours with two decimals for descriptions ("3.50"), from whole seconds, without floats. */
export function hoursText(seconds: number): string {
  const hundredths = Math.round((seconds * 100) / 3600);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
