import { z } from 'zod';
import { transactionTypes } from '../categories/categories';
import { isIsoDate } from '../shared/dates';
import { amountField, currencySchema, decimalAmountSchema } from '../shared/field-schemas';
import { currencyCodeSchema } from '../currency/exchange-rates';
import { transactionDescriptionMaxLength, transactionMessages } from '../transactions/transactions';

export const recurringMessages = {
  typeInvalid: transactionMessages.typeInvalid,
  categoryRequired: transactionMessages.categoryRequired,
  categoryMismatch: transactionMessages.categoryMismatch,
  goalContribution: 'recurring.goalContributionNotAllowed',
  amountRequired: transactionMessages.amountRequired,
  invalidAmount: transactionMessages.invalidAmount,
  descriptionTooLong: transactionMessages.descriptionTooLong,
  toleranceInvalid: 'recurring.toleranceInvalid',
  ruleRequired: 'recurring.ruleRequired',
  ruleInvalid: 'recurring.ruleInvalid',
  ruleUnsupported: 'recurring.ruleUnsupported',
  ruleNoOccurrences: 'recurring.ruleNoOccurrences',
  startsOnRequired: 'recurring.startsOnRequired',
  dateInvalid: 'recurring.dateInvalid',
  endsBeforeStart: 'recurring.endsBeforeStart',
  weekendInvalid: 'recurring.weekendInvalid',
  autoPostInvalid: 'recurring.autoPostInvalid',
  daysInvalid: 'recurring.daysInvalid',
  noOccurrenceOnDate: 'recurring.noOccurrenceOnDate',
  occurrenceAlreadyPaid: 'recurring.occurrenceAlreadyPaid',
  occurrenceInFuture: 'recurring.occurrenceInFuture',
  signInRequired: 'recurring.signInRequired',
} as const;

export const weekendHandlings = ['none', 'before', 'after'] as const;
export const occurrenceStates = ['upcoming', 'overdue', 'posted', 'paid', 'skipped'] as const;
export type OccurrenceState = (typeof occurrenceStates)[number];

/** How far back open occurrences count as overdue (and the job still posts them). */
export const overdueWindowDays = 60;
/** How far back posted and paid occurrences are listed. */
export const recentPaidDays = 30;
/** A real transaction pays an occurrence due up to this many days before or after its date. */
export const matchWindowDays = 2;
export const upcomingDaysDefault = 30;
export const upcomingDaysMax = 365;
export const toleranceMax = 100;
export const ruleMaxLength = 500;

const isoDate = (required: string) => z.string({ error: required }).trim().min(1, required).refine(isIsoDate, recurringMessages.dateInvalid);
const emptyToNull = (value: unknown) => (value === '' ? null : value);

const scheduleFields = {
  type: z.enum(transactionTypes, { error: recurringMessages.typeInvalid }),
  category: z.string({ error: recurringMessages.categoryRequired }).trim().min(1, recurringMessages.categoryRequired).max(60, recurringMessages.categoryMismatch),
  amount: amountField({ required: recurringMessages.amountRequired }),
  currency: currencyCodeSchema.optional().meta({ description: 'The currency of the amount; the user’s currency when left out' }),
  tolerancePercent: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: recurringMessages.toleranceInvalid })
      .int(recurringMessages.toleranceInvalid)
      .min(0, recurringMessages.toleranceInvalid)
      .max(toleranceMax, recurringMessages.toleranceInvalid)
      .meta({ description: '0 for an exact amount; else how far (± percent of `amount`) a real transaction may differ and still pay an occurrence' }),
  ),
  description: z
    .string({ error: recurringMessages.descriptionTooLong })
    .trim()
    .max(transactionDescriptionMaxLength, recurringMessages.descriptionTooLong)
    .nullish()
    .transform((value) => value ?? ''),
  rule: z
    .string({ error: recurringMessages.ruleRequired })
    .trim()
    .min(1, recurringMessages.ruleRequired)
    .max(ruleMaxLength, recurringMessages.ruleInvalid)
    .meta({ description: 'An RFC 5545 RRULE without DTSTART (the start is `startsOn`), e.g. `FREQ=MONTHLY;BYMONTHDAY=1`', example: 'FREQ=MONTHLY;BYMONTHDAY=1' }),
  startsOn: isoDate(recurringMessages.startsOnRequired).meta({ description: 'The first date the rule may fall on (YYYY-MM-DD)' }),
  endsOn: z.preprocess(emptyToNull, isoDate(recurringMessages.dateInvalid).nullish()).meta({ description: 'The last date the rule may fall on; open-ended when null' }),
  weekend: z.enum(weekendHandlings, { error: recurringMessages.weekendInvalid }).meta({
    description: 'An occurrence on Saturday or Sunday: `none` keeps it, `before` moves it to the Friday before, `after` to the Monday after',
  }),
  autoPost: z.boolean({ error: recurringMessages.autoPostInvalid }).meta({ description: 'Post each occurrence as a transaction on its due date, or wait for the user' }),
};

export const createScheduleInput = z
  .object({
    ...scheduleFields,
    type: scheduleFields.type.default('expense'),
    tolerancePercent: scheduleFields.tolerancePercent.default(0),
    weekend: scheduleFields.weekend.default('none'),
    autoPost: scheduleFields.autoPost.default(false),
    /** Another name for `description`. */
    payee: scheduleFields.description.optional(),
  })
  .strict()
  .transform(({ payee, ...value }) => ({ ...value, description: value.description || payee || '' }));
export type CreateScheduleInput = z.output<typeof createScheduleInput>;
export type CreateScheduleFields = z.input<typeof createScheduleInput>;

export const updateScheduleInput = z
  .object({
    type: scheduleFields.type.optional(),
    category: scheduleFields.category.optional(),
    amount: scheduleFields.amount.optional(),
    currency: scheduleFields.currency,
    tolerancePercent: scheduleFields.tolerancePercent.optional(),
    description: z.string({ error: recurringMessages.descriptionTooLong }).trim().max(transactionDescriptionMaxLength, recurringMessages.descriptionTooLong).nullish(),
    payee: z.string({ error: recurringMessages.descriptionTooLong }).trim().max(transactionDescriptionMaxLength, recurringMessages.descriptionTooLong).nullish(),
    rule: scheduleFields.rule.optional(),
    startsOn: scheduleFields.startsOn.optional(),
    endsOn: scheduleFields.endsOn,
    weekend: scheduleFields.weekend.optional(),
    autoPost: scheduleFields.autoPost.optional(),
  })
  .strict();
export type UpdateScheduleInput = z.output<typeof updateScheduleInput>;

export const scheduleSchema = z.object({
  id: z.string(),
  type: z.enum(transactionTypes),
  category: z.string(),
  amount: decimalAmountSchema,
  currency: currencySchema,
  tolerancePercent: z.number().int(),
  minAmount: decimalAmountSchema.meta({ description: 'The smallest amount a real transaction may have to pay an occurrence' }),
  maxAmount: decimalAmountSchema.meta({ description: 'The largest amount a real transaction may have to pay an occurrence' }),
  description: z.string(),
  rule: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  weekend: z.enum(weekendHandlings),
  autoPost: z.boolean(),
  nextDueOn: z.string().nullable().meta({ description: 'The next occurrence due today or later that is not yet paid, posted or skipped; null when the schedule has ended' }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const upcomingQuery = z.object({
  days: z.coerce
    .number({ error: recurringMessages.daysInvalid })
    .int(recurringMessages.daysInvalid)
    .min(1, recurringMessages.daysInvalid)
    .max(upcomingDaysMax, recurringMessages.daysInvalid)
    .default(upcomingDaysDefault),
});

export const upcomingOccurrenceSchema = z.object({
  scheduleId: z.string(),
  scheduledOn: z.string().meta({ description: 'The date the rule gives (names the occurrence in the post and skip paths)' }),
  dueOn: z.string().meta({ description: 'The due date after weekend handling' }),
  state: z.enum(occurrenceStates),
  overdue: z.boolean(),
  type: z.enum(transactionTypes),
  category: z.string(),
  description: z.string(),
  amount: decimalAmountSchema.meta({ description: 'The expected amount' }),
  minAmount: decimalAmountSchema,
  maxAmount: decimalAmountSchema,
  currency: currencySchema,
  autoPost: z.boolean(),
  transactionId: z.string().nullable().meta({ description: 'The transaction that posted or paid it' }),
});
export type UpcomingOccurrence = z.infer<typeof upcomingOccurrenceSchema>;

export const upcomingSchema = z.array(upcomingOccurrenceSchema).meta({ description: 'Overdue, then upcoming, then recently paid/posted, each by due date' });
export type Upcoming = z.infer<typeof upcomingSchema>;

export const occurrenceParams = z.object({ id: z.string().max(100), date: z.string().max(40) });

export const occurrenceSchema = z.object({
  scheduleId: z.string(),
  scheduledOn: z.string(),
  dueOn: z.string(),
  status: z.enum(['posted', 'paid', 'skipped']),
  transactionId: z.string().nullable(),
});
export type OccurrenceAnswer = z.infer<typeof occurrenceSchema>;

export const suggestionSchema = z.object({
  type: z.enum(transactionTypes),
  category: z.string(),
  amount: decimalAmountSchema,
  currency: currencySchema,
  tolerancePercent: z.number().int(),
  description: z.string(),
  rule: z.string(),
  startsOn: z.string().meta({ description: 'The next date the pattern expects' }),
  weekend: z.enum(weekendHandlings),
  autoPost: z.boolean(),
  interval: z.enum(['weekly', 'biweekly', 'monthly', 'yearly']),
  occurrences: z.number().int().meta({ description: 'How many past transactions follow the pattern' }),
  lastOn: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** The friendly repeat choices of the form, each an RRULE. */
export type RuleChoice =
  | { kind: 'weekly'; interval: 1 | 2; weekday: number }
  | { kind: 'monthlyDay'; day: number }
  | { kind: 'lastWorkingDay' }
  | { kind: 'yearly'; month: number; day: number }
  | { kind: 'custom'; rule: string };

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** A friendly choice as the rule stored. */
export function ruleFromChoice(choice: RuleChoice): string {
  switch (choice.kind) {
    case 'weekly':
      return `FREQ=WEEKLY${choice.interval === 2 ? ';INTERVAL=2' : ''};BYDAY=${weekdayCodes[choice.weekday]}`;
    case 'monthlyDay':
      return `FREQ=MONTHLY;BYMONTHDAY=${choice.day}`;
    case 'lastWorkingDay':
      return 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1';
    case 'yearly':
      return `FREQ=YEARLY;BYMONTH=${choice.month};BYMONTHDAY=${choice.day}`;
    case 'custom':
      return choice.rule;
  }
}

/** The friendly choice a stored rule is (to describe it and fill the form), or `custom`. */
export function choiceFromRule(rule: string, startsOn: string): RuleChoice {
  const text = rule
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase();
  const parts = new Map(text.split(';').map((part) => part.split('=') as [string, string]));
  const keys = [...parts.keys()].sort().join(',');
  const startDay = Number(startsOn.slice(8, 10)) || 1;
  const startMonth = Number(startsOn.slice(5, 7)) || 1;
  const startWeekday = isIsoDate(startsOn) ? new Date(`${startsOn}T00:00:00Z`).getUTCDay() : 1;
  const frequency = parts.get('FREQ');
  const interval = parts.get('INTERVAL') ?? '1';
  const byDay = parts.get('BYDAY');
  const dayIndex = byDay === undefined ? startWeekday : (weekdayCodes as readonly string[]).indexOf(byDay);
  if (frequency === 'WEEKLY' && (interval === '1' || interval === '2') && dayIndex >= 0 && /^(BYDAY,)?FREQ(,INTERVAL)?$/.test(keys)) {
    return { kind: 'weekly', interval: interval === '2' ? 2 : 1, weekday: dayIndex };
  }
  if (text === 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1') return { kind: 'lastWorkingDay' };
  if (frequency === 'MONTHLY' && interval === '1' && /^(BYMONTHDAY,)?FREQ$/.test(keys)) {
    const day = Number(parts.get('BYMONTHDAY') ?? startDay);
    if (Number.isInteger(day) && day >= 1 && day <= 31) return { kind: 'monthlyDay', day };
  }
  if (frequency === 'YEARLY' && interval === '1' && /^(BYMONTH,BYMONTHDAY,)?FREQ$/.test(keys)) {
    const month = Number(parts.get('BYMONTH') ?? startMonth);
    const day = Number(parts.get('BYMONTHDAY') ?? startDay);
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) return { kind: 'yearly', month, day };
  }
  return { kind: 'custom', rule: text };
}

/** The smallest and largest amount (minor units) within `tolerancePercent` of `amountMinor`. */
export function amountRange(amountMinor: bigint, tolerancePercent: number): { min: bigint; max: bigint } {
  const spread = (amountMinor * BigInt(tolerancePercent)) / 100n;
  const min = amountMinor - spread;
  return { min: min > 0n ? min : 1n, max: amountMinor + spread };
}
