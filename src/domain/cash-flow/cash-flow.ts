import { z } from 'zod';
import { amountField, decimalAmountSchema, isoDateSchema } from '../shared/field-schemas';

/** Texts of the cash-flow timeline (docs/product/validation.md#cash-flow); the client translates them. */
export const cashFlowMessages = {
  daysInvalid: 'cashFlow.daysInvalid',
  thresholdRequired: 'cashFlow.thresholdRequired',
  thresholdInvalid: 'cashFlow.thresholdInvalid',
} as const;

/** How far ahead the timeline looks: by default, and at most. */
export const cashFlowDays = { default: 90, max: 365 } as const;

export const cashFlowQuery = z.object({
  days: z.coerce
    .number({ error: cashFlowMessages.daysInvalid })
    .int(cashFlowMessages.daysInvalid)
    .min(1, cashFlowMessages.daysInvalid)
    .max(cashFlowDays.max, cashFlowMessages.daysInvalid)
    .default(cashFlowDays.default)
    .meta({ description: 'Days ahead, today included (1–365, default 90)' }),
});
export type CashFlowQuery = z.output<typeof cashFlowQuery>;

/** PUT /api/cash-flow/threshold: the balance below which a day is flagged, in the account's currency (may be negative or zero). */
export const cashFlowThresholdInput = z
  .object({
    amount: amountField({ required: cashFlowMessages.thresholdRequired, invalid: cashFlowMessages.thresholdInvalid, allowZero: true }),
  })
  .strict();

/** What moves money on a day of the timeline. */
export const cashFlowItemKinds = ['income', 'bill', 'event', 'goal'] as const;
export type CashFlowItemKind = (typeof cashFlowItemKinds)[number];

export const cashFlowItemSchema = z.object({
  kind: z.enum(cashFlowItemKinds).meta({ description: 'income or bill (a recurring schedule), event (your share of an event you are going to), goal (a planned contribution)' }),
  title: z.string(),
  /** Signed, in the account's currency: income positive, everything else negative. */
  amount: decimalAmountSchema.meta({ description: 'Signed, in the account’s currency: income positive, bills, events and goals negative' }),
  /** As the schedule, event or goal holds it, when that is another currency. */
  originalAmount: decimalAmountSchema.nullable(),
  originalCurrency: z.string().nullable(),
  /** An occurrence left unpaid from an earlier day, counted today. */
  overdue: z.boolean(),
  scheduleId: z.string().nullable(),
  eventId: z.string().nullable(),
  /** For an occurrence of a recurring event: its original start, as the calendar names it. */
  occurrenceStart: z.string().nullable(),
  goalId: z.string().nullable(),
  /** The app's own route that shows the object (`/money-tracking?schedule=…`, `/calendar?event=…`, `/financial-goals?goal=…`). */
  link: z.string(),
});
export type CashFlowItem = z.infer<typeof cashFlowItemSchema>;

export const cashFlowDaySchema = z.object({
  date: isoDateSchema,
  income: decimalAmountSchema,
  bills: decimalAmountSchema.meta({ description: 'Bills due that day, as a positive amount' }),
  events: decimalAmountSchema.meta({ description: 'Your shares of events that day, as a positive amount' }),
  goals: decimalAmountSchema.meta({ description: 'Planned goal contributions that day, as a positive amount' }),
  net: decimalAmountSchema,
  /** The projected balance at the end of the day. */
  balance: decimalAmountSchema,
  low: z.boolean().meta({ description: 'The balance is below the threshold' }),
  items: z.array(cashFlowItemSchema),
});
export type CashFlowDay = z.infer<typeof cashFlowDaySchema>;

export const cashFlowSchema = z.object({
  currency: z.string(),
  from: isoDateSchema.meta({ description: 'Today in the user’s time zone' }),
  to: isoDateSchema.meta({ description: 'The last day of the window' }),
  startingBalance: decimalAmountSchema.meta({ description: 'Today’s balance before anything expected today (cash on hand, as the dashboard shows it)' }),
  threshold: decimalAmountSchema,
  endingBalance: decimalAmountSchema,
  days: z.array(cashFlowDaySchema).meta({ description: 'Every day of the window, today first' }),
  lowDays: z.array(isoDateSchema).meta({ description: 'Days whose projected balance is below the threshold' }),
  lowest: z.object({ date: isoDateSchema, balance: decimalAmountSchema }),
  /** Currencies with no known rate into the account's: their items are left out, and said so. */
  unconverted: z.array(z.string()),
});
export type CashFlow = z.infer<typeof cashFlowSchema>;

/** The app's routes that open what a timeline item stands for; the screens read the same parameters. */
export const cashFlowLinks = {
  schedule: (scheduleId: string) => `/money-tracking?tab=recurring&schedule=${encodeURIComponent(scheduleId)}`,
  event: (eventId: string, date: string, occurrenceStart: string | null) =>
    `/calendar?event=${encodeURIComponent(eventId)}&date=${date}${occurrenceStart ? `&occurrence=${encodeURIComponent(occurrenceStart)}` : ''}`,
  goal: (goalId: string) => `/financial-goals?goal=${encodeURIComponent(goalId)}`,
} as const;

/** The timeline screen's route. */
export const cashFlowPath = '/cash-flow';
