/**
 * Who owes whom in a group, from its expenses and payments, and the fewest payments that
 * square everyone. Pure arithmetic on minor units; no currency is involved.
 */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareBigints(a: bigint, b: bigint): number {
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

/** Positive: the group owes this person; negative: they owe the group. */
export interface Balance {
  userId: string;
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

export interface Transfer {
  from: string;
  to: string;
  amountMinor: bigint;
}

/**
 * Payments that bring every balance to zero. Greedy: the largest debtor pays the largest
 * creditor as much as settles one of them, until nobody is owed anything; ties go by user id,
 * so the same balances always give the same list. Every payment settles at least one person
 * and the last settles two, so n people with a non-zero balance need at most n − 1 payments.
 * Balances are expected to add up to zero (as `balancesOf` gives them).
 */
export function settleUp(balances: readonly Balance[]): Transfer[] {
  const open = balances.filter((balance) => balance.amountMinor !== 0n).map((balance) => ({ ...balance }));
  const transfers: Transfer[] = [];
  const largest = (sign: 1n | -1n) =>
    open
      .filter((balance) => balance.amountMinor * sign > 0n)
      .sort((a, b) => compareBigints(b.amountMinor * sign, a.amountMinor * sign) || compareIds(a.userId, b.userId))[0];
  for (;;) {
    const creditor = largest(1n);
    const debtor = largest(-1n);
    if (!creditor || !debtor) return transfers;
    const amountMinor = creditor.amountMinor < -debtor.amountMinor ? creditor.amountMinor : -debtor.amountMinor;
    transfers.push({ from: debtor.userId, to: creditor.userId, amountMinor });
    creditor.amountMinor -= amountMinor;
    debtor.amountMinor += amountMinor;
  }
}
