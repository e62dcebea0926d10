import { inArray } from 'drizzle-orm';
import { estimateEventCost, type CostAnswer, type EventCost } from '../../../domain/events/event-cost';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { groupExpenseShares, groupExpenses, type EventCostBookingRow, type EventRow } from '../../db/schema/index';

type Reader = Pick<Database, 'select'>;

/** A booked expense as it stands now: the organiser may have edited it since it was booked. */
export interface BookedExpense {
  amountMinor: bigint;
  splitMode: string;
  shares: { userId: string; value: string | null; shareMinor: bigint }[];
}

/** The expenses some bookings wrote, with their shares: two queries whatever their number. */
export async function loadBookedExpenses(db: Reader, bookings: Iterable<EventCostBookingRow>): Promise<Map<string, BookedExpense>> {
  const ids = [...new Set([...bookings].map((booking) => booking.groupExpenseId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: groupExpenses.id, amountMinor: groupExpenses.amountMinor, splitMode: groupExpenses.splitMode })
    .from(groupExpenses)
    .where(inArray(groupExpenses.id, ids));
  const shareRows = await db
    .select({ expenseId: groupExpenseShares.expenseId, userId: groupExpenseShares.userId, value: groupExpenseShares.value, shareMinor: groupExpenseShares.shareMinor })
    .from(groupExpenseShares)
    .where(inArray(groupExpenseShares.expenseId, ids));
  const expenses = new Map<string, BookedExpense>(rows.map((row) => [row.id, { amountMinor: row.amountMinor, splitMode: row.splitMode, shares: [] }]));
  for (const { expenseId, ...share } of shareRows) expenses.get(expenseId)?.shares.push(share);
  return expenses;
}

/** Heads of a booked expense: its shares' values while they stay whole numbers, else one per person on it. */
function bookedHeads(expense: BookedExpense): number {
  if (expense.splitMode === 'shares' && expense.shares.every((share) => share.value !== null && /^\d+$/.test(share.value))) {
    return expense.shares.reduce((sum, share) => sum + Number(share.value), 0);
  }
  return expense.shares.length;
}

export interface CostContext {
  userId: string;
  currency: string;
  paidBy: { id: string; firstName: string; lastName: string };
  answers: readonly CostAnswer[];
  booking: EventCostBookingRow | undefined;
  expense: BookedExpense | undefined;
}

/**
 * An event's cost for one occurrence: estimated from the answers until it is booked, then the
 * booked expense's own figures (nothing moves once booked; "nobody" and "unbookable" moved no
 * money). An occurrence booked before its cost was removed still shows its expense.
 */
export function costView(event: EventRow, context: CostContext): EventCost | null {
  if (event.groupId === null) return null;
  const { booking } = context;
  const costMinor = event.costMinor ?? (booking?.status === 'booked' ? context.expense?.amountMinor : undefined);
  if (costMinor === undefined) return null;
  const money = (minor: bigint) => formatMinor(minor, context.currency);
  const perPerson = event.costMinor !== null && event.costPerPerson;
  const base = { amount: money(costMinor), currency: context.currency, perPerson, paidBy: context.paidBy };
  if (booking) {
    const wire = { status: booking.status, groupExpenseId: booking.groupExpenseId, bookedAt: booking.bookedAt.toISOString() };
    const expense = booking.status === 'booked' ? context.expense : undefined;
    if (!expense) {
      const total = booking.status === 'booked' || perPerson ? 0n : costMinor;
      return { ...base, heads: 0, total: money(total), perHead: money(booking.status === 'booked' ? 0n : costMinor), myShare: null, booking: wire };
    }
    const heads = bookedHeads(expense);
    const mine = expense.shares.find((share) => share.userId === context.userId);
    return {
      ...base,
      heads,
      total: money(expense.amountMinor),
      perHead: money(heads === 0 ? 0n : expense.amountMinor / BigInt(heads)),
      myShare: mine ? money(mine.shareMinor) : null,
      booking: wire,
    };
  }
  const estimate = estimateEventCost(costMinor, perPerson, context.answers, context.currency);
  const mine = estimate.shares.find((share) => share.userId === context.userId);
  return {
    ...base,
    heads: estimate.heads,
    total: money(estimate.totalMinor),
    perHead: money(estimate.perHeadMinor),
    myShare: mine ? money(mine.shareMinor) : null,
    booking: null,
  };
}
