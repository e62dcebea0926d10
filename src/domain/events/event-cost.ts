import { z } from 'zod';
import { splitExpense } from '../group-expenses/group-expenses';
import { amountField, decimalAmountSchema } from '../shared/field-schemas';
import { compareDecimals } from '../shared/money';

/** Texts of event costs and guests (docs/product/validation.md#event-cost); the client translates them. */
export const eventCostMessages = {
  amountRequired: 'eventCosts.amountRequired',
  amountInvalid: 'eventCosts.amountInvalid',
  paidByInvalid: 'eventCosts.paidByInvalid',
  personalEvent: 'eventCosts.personalEvent',
  guestsInvalid: 'eventCosts.guestsInvalid',
  alreadyBooked: 'eventCosts.alreadyBooked',
  noCost: 'eventCosts.noCost',
} as const;

/** Most guests one member may bring. */
export const maxGuests = 10;

/** `cost` on POST/PUT /api/events: null (or absent on create) means the event costs nothing. */
export const eventCostInput = z
  .object({
    amount: amountField({ required: eventCostMessages.amountRequired, invalid: eventCostMessages.amountInvalid }).refine(
      (amount) => compareDecimals(amount, '0') > 0,
      eventCostMessages.amountInvalid,
    ),
    /** A member of the group who pays the bill; the event's creator when absent. */
    paidBy: z
      .string({ error: eventCostMessages.paidByInvalid })
      .max(100, eventCostMessages.paidByInvalid)
      .nullish()
      .transform((value) => value || null),
    /** true: each person going pays `amount` (a ticket); false: `amount` is the total, shared. */
    perPerson: z.boolean({ error: eventCostMessages.amountInvalid }).optional().default(false),
  })
  .strict();
export type EventCostInput = z.output<typeof eventCostInput>;

export const guestsField = z
  .number({ error: eventCostMessages.guestsInvalid })
  .int(eventCostMessages.guestsInvalid)
  .min(0, eventCostMessages.guestsInvalid)
  .max(maxGuests, eventCostMessages.guestsInvalid);

/** One member's answer as the cost is computed from it. */
export interface CostAnswer {
  userId: string;
  status: 'going' | 'maybe' | 'cantGo';
  guests: number;
}

/** What an event's cost comes to for the answers given so far. */
export interface CostEstimate {
  /** People going, guests included. */
  heads: number;
  /** What the event costs in all: the amount, or the amount per head times the heads. */
  totalMinor: bigint;
  /** One head's part (rounded down for a shared total; the split spreads the leftover units). */
  perHeadMinor: bigint;
  /** Each member going, with their part: their own head and their guests'. */
  shares: { userId: string; shareMinor: bigint; heads: number }[];
}

/**
 * The cost split among those going by shares of 1 + guests, exactly as the booking will write
 * it: a shared total through the group split's `shares` mode (leftover units spread, parts adding
 * up to the total), a per-person price times each member's heads. With nobody going the total
 * of a shared cost still stands and `perHeadMinor` is the whole amount (what one person going
 * would pay).
 */
export function estimateEventCost(amountMinor: bigint, perPerson: boolean, answers: readonly CostAnswer[], currency: string): CostEstimate {
  const going = answers.filter((answer) => answer.status === 'going').sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const heads = going.reduce((sum, answer) => sum + 1 + answer.guests, 0);
  if (perPerson) {
    return {
      heads,
      totalMinor: amountMinor * BigInt(heads),
      perHeadMinor: amountMinor,
      shares: going.map((answer) => ({ userId: answer.userId, shareMinor: amountMinor * BigInt(1 + answer.guests), heads: 1 + answer.guests })),
    };
  }
  if (heads === 0) return { heads, totalMinor: amountMinor, perHeadMinor: amountMinor, shares: [] };
  const split = splitExpense(
    amountMinor,
    'shares',
    going.map((answer) => ({ userId: answer.userId, value: String(1 + answer.guests) })),
    currency,
  );
  const headsOf = new Map(going.map((answer) => [answer.userId, 1 + answer.guests]));
  return {
    heads,
    totalMinor: amountMinor,
    perHeadMinor: amountMinor / BigInt(heads),
    shares: split.map((share) => ({ userId: share.userId, shareMinor: share.shareMinor, heads: headsOf.get(share.userId) ?? 1 })),
  };
}

export const eventBookingSchema = z.object({
  status: z
    .enum(['booked', 'nobody', 'unbookable'])
    .meta({ description: 'booked: a group expense was written; nobody: nobody was going; unbookable: the group could no longer take it' }),
  groupExpenseId: z.string().nullable(),
  bookedAt: z.string(),
});

/** An event's cost as every answer shows it, for the occurrence the answer stands for. */
export const eventCostSchema = z.object({
  amount: decimalAmountSchema.meta({ description: 'As entered: the total, or with perPerson what each head pays' }),
  currency: z.string().meta({ description: 'The group’s currency' }),
  perPerson: z.boolean(),
  paidBy: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).meta({ description: 'Who pays the bill (the creator unless another member was named)' }),
  heads: z.number().int().meta({ description: 'People going, guests included' }),
  total: decimalAmountSchema,
  perHead: decimalAmountSchema.meta({ description: 'The estimated share per head; changes as answers change until the cost is booked' }),
  myShare: decimalAmountSchema.nullable().meta({ description: 'The signed-in member’s part (their guests included) when they are going; null otherwise' }),
  booking: eventBookingSchema.nullable().meta({ description: 'Set once the cost is booked (after the event ends, or when the organiser closes it)' }),
});
export type EventCost = z.infer<typeof eventCostSchema>;
