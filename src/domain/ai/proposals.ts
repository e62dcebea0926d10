import { z } from 'zod';

/**
 * Writes the assistant proposes and the person confirms (docs/decisions/033-assistant-proposals.md).
 * A proposal is the exact input a screen would send; nothing is written until it is confirmed,
 * at most once, within its lifetime, and a confirmed write can be undone for a short while.
 */
export const proposalLifetimeMinutes = 15;
export const undoWindowSeconds = 30;

export const proposalKinds = ['transaction', 'goal', 'goalContribution', 'groupExpense', 'rsvp', 'budget', 'schedule'] as const;
export type ProposalKind = (typeof proposalKinds)[number];

export const proposalStatuses = ['pending', 'confirmed', 'cancelled', 'expired', 'undone'] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

export const proposalOrigins = ['assistant', 'mcp'] as const;
export type ProposalOrigin = (typeof proposalOrigins)[number];

export const scheduleFrequencies = ['weekly', 'biweekly', 'monthly', 'yearly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];

export const proposalCodes = {
  alreadyConfirmed: 'PROPOSAL_ALREADY_CONFIRMED',
  expired: 'PROPOSAL_EXPIRED',
  closed: 'PROPOSAL_CLOSED',
  undoWindowClosed: 'UNDO_WINDOW_CLOSED',
  notConfirmed: 'PROPOSAL_NOT_CONFIRMED',
} as const;

export const proposalMessages = {
  alreadyConfirmed: 'messages.proposalAlreadyConfirmed',
  expired: 'messages.proposalExpired',
  closed: 'messages.proposalClosed',
  undoWindowClosed: 'messages.proposalUndoWindowClosed',
  notConfirmed: 'messages.proposalNotConfirmed',
  amountFormat: 'validation.proposalAmountFormat',
  dateFormat: 'validation.proposalDateFormat',
  monthFormat: 'validation.proposalMonthFormat',
} as const;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,8})?$/, proposalMessages.amountFormat)
  .meta({ description: 'A positive decimal amount in the person’s currency (the group’s for a group expense), e.g. `42.50`' });
const isoDate = z.string().trim().regex(isoDatePattern, proposalMessages.dateFormat);
const reference = (what: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .meta({ description: `The ${what}’s id, or words of its name` });

/** Inputs of the proposal tools, as a language model, the built-in analyst or an MCP client sends them. */
export const proposeTransactionInput = z.object({
  type: z.enum(['expense', 'income']),
  amount: decimal,
  description: z.string().trim().max(200).optional(),
  category: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: 'A category key (groceries, dining, salary…) or the name of one of the person’s own categories; `other` when left out' }),
  date: isoDate.optional().meta({ description: 'YYYY-MM-DD; today when left out' }),
});
export const proposeGoalInput = z.object({
  title: z.string().trim().min(1).max(100),
  targetAmount: decimal,
  targetDate: isoDate.optional().meta({ description: 'YYYY-MM-DD; a year from today when left out' }),
});
export const proposeGoalContributionInput = z.object({ goal: reference('goal'), amount: decimal, date: isoDate.optional() });
export const proposeGroupExpenseInput = z.object({
  group: reference('group'),
  amount: decimal.optional(),
  description: z.string().trim().max(120).optional(),
  date: isoDate.optional(),
  transactionId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: 'An existing expense of the person to split with the group; its amount, description and date are used when not given' }),
});
export const proposeRsvpInput = z.object({ event: reference('event'), status: z.enum(['going', 'maybe', 'cantGo']) });
export const proposeBudgetInput = z.object({
  category: z.string().trim().min(1).max(100),
  amount: decimal,
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}$/, proposalMessages.monthFormat)
    .optional(),
});
export const proposeScheduleInput = z.object({
  description: z.string().trim().min(1).max(200),
  amount: decimal,
  type: z.enum(['expense', 'income']).optional(),
  category: z.string().trim().max(100).optional(),
  frequency: z.enum(scheduleFrequencies),
  startDate: isoDate.optional().meta({ description: 'The first date (YYYY-MM-DD); today when left out' }),
  nextDate: isoDate.optional().meta({ description: 'Another name for `startDate`' }),
});

/** One member's part of a group expense, as the card shows it. */
export const proposalShareSchema = z.object({ userId: z.string(), name: z.string(), amount: z.string() });

/** What the card shows: every field that will be written, with names resolved and the currency. */
export const proposalPreviewSchema = z.object({
  amount: z.string().optional(),
  currency: z.string().optional(),
  type: z.enum(['expense', 'income']).optional(),
  category: z.string().optional().meta({ description: 'A category key; `categoryName` names a custom one' }),
  categoryName: z.string().optional(),
  description: z.string().optional(),
  date: z.string().optional(),
  title: z.string().optional().meta({ description: 'The new goal’s title' }),
  targetDate: z.string().optional(),
  goalTitle: z.string().optional(),
  groupName: z.string().optional(),
  shares: z.array(proposalShareSchema).optional(),
  linkedTransaction: z.boolean().optional().meta({ description: 'The group expense splits an existing transaction' }),
  eventTitle: z.string().optional(),
  eventStart: z.string().optional(),
  rsvp: z.enum(['going', 'maybe', 'cantGo']).optional(),
  month: z.string().optional(),
  frequency: z.enum(scheduleFrequencies).optional(),
  replacesAmount: z.string().optional().meta({ description: 'A budget already set for the month and category, replaced on confirm' }),
});
export type ProposalPreview = z.infer<typeof proposalPreviewSchema>;

export const proposalViewSchema = z.object({
  id: z.string(),
  kind: z.enum(proposalKinds),
  status: z.enum(proposalStatuses).meta({ description: 'A pending proposal past `expiresAt` reads `expired`' }),
  origin: z.enum(proposalOrigins),
  preview: proposalPreviewSchema,
  conversationId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  confirmedAt: z.string().nullable(),
  undoUntil: z.string().nullable().meta({ description: 'Until when a confirmed proposal can be undone' }),
  link: z.string().nullable().meta({ description: 'Where the written object is in the app, once confirmed' }),
});
export type ProposalView = z.infer<typeof proposalViewSchema>;

export const proposalListQuery = z.object({ status: z.enum(proposalStatuses).optional() });

/** The tool answer: the proposal and where the person confirms it. */
export interface ProposalToolResult {
  proposal: ProposalView;
  link: string;
}

/** The app path that shows a proposal's card. */
export const proposalPath = (id: string) => `/ai-assistant?proposal=${encodeURIComponent(id)}`;

/** The RRULE a schedule frequency stands for, starting on `startsOn`. */
export function ruleForFrequency(frequency: ScheduleFrequency, startsOn: string): string {
  const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${startsOn}T00:00:00Z`).getUTCDay()];
  const day = Number(startsOn.slice(8, 10));
  switch (frequency) {
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${weekday}`;
    case 'biweekly':
      return `FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekday}`;
    case 'monthly':
      return `FREQ=MONTHLY;BYMONTHDAY=${day}`;
    case 'yearly':
      return `FREQ=YEARLY;BYMONTH=${Number(startsOn.slice(5, 7))};BYMONTHDAY=${day}`;
  }
}

export type ProposalShare = z.infer<typeof proposalShareSchema>;
