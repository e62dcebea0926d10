/**
 * Who owes whom in a group, from its expenses and payments (the fewest payments that square
 * everyone are in `group-settle-up.ts`). Pure arithmetic on minor units; no currency is involved.
 */
import type { Balance } from './group-settle-up';

export * from './group-settle-up';

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One person's part of an expense, in minor units. */
export interface MemberShare {
  userId: string;
  shareMinor: bigint;
}

export interface ExpenseForBalance {
  paidBy: string;
  amountMinor: bigint;
  shares: readonly MemberShare[];
}

export interface SettlementForBalance {
  from: string;
  to: string;
  amountMinor: bigint;
}

/**
 * Each person's position: what they paid minus their shares, plus payments they made minus
 * payments they received. Every expense adds its amount once and takes it off once through its
 * shares, and every payment moves one amount between two people, so the balances add up to zero.
 * Sorted by user id; everyone who appears is listed, settled or not.
 */
export function balancesOf(expenses: readonly ExpenseForBalance[], settlements: readonly SettlementForBalance[]): Balance[] {
  const totals = new Map<string, bigint>();
  const add = (userId: string, amountMinor: bigint) => totals.set(userId, (totals.get(userId) ?? 0n) + amountMinor);
  for (const expense of expenses) {
    add(expense.paidBy, expense.amountMinor);
    for (const share of expense.shares) add(share.userId, -share.shareMinor);
  }
  for (const settlement of settlements) {
    add(settlement.from, settlement.amountMinor);
    add(settlement.to, -settlement.amountMinor);
  }
  return [...totals].map(([userId, amountMinor]) => ({ userId, amountMinor })).sort((a, b) => compareIds(a.userId, b.userId));
}
