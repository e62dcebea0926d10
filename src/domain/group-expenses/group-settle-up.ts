/**
 * The fewest payments that square a group. Everyone with a non-zero balance must take part in
 * at least one payment, and a set of payments splits the people into groups that settle among
 * themselves, each with a balance sum of zero; a group of s people needs at least s − 1
 * payments. So the minimum is n − k, where n is the number of people with a balance and k the
 * largest number of disjoint zero-sum groups they can be split into. Finding k is a search over
 * subsets (2^n), cheap up to `exactSettleUpLimit` people; beyond it the greedy plan is used.
 */

export interface Balance {
  userId: string;
  /** Positive: the group owes this person; negative: they owe the group. */
  amountMinor: bigint;
}

export interface Transfer {
  from: string;
  to: string;
  amountMinor: bigint;
}

/** Up to this many people with a balance, the plan is the proven minimum (2^16 subsets, a few milliseconds). */
export const exactSettleUpLimit = 16;

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareBigints(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Payments that bring every balance to zero, as few as possible (see above); ties go by user
 * id, so the same balances always give the same list whatever order they come in. Balances are
 * expected to add up to zero (as `balancesOf` gives them).
 */
export function settleUp(balances: readonly Balance[]): Transfer[] {
  const open = balances.filter((balance) => balance.amountMinor !== 0n).sort((a, b) => compareIds(a.userId, b.userId));
  if (open.length > exactSettleUpLimit) return settleGreedily(open);
  return zeroSumGroups(open).flatMap(settleGreedily);
}

/**
 * The people split into as many disjoint groups with a zero sum as possible. `best[mask]` is
 * the most zero-sum groups the people in `mask` can be cut into when they are added one by one
 * in some order: a prefix of that order that sums to zero closes a group. Walking back from
 * everyone recovers one such order, and its zero-sum prefixes are the cuts.
 */
function zeroSumGroups(open: readonly Balance[]): Balance[][] {
  const n = open.length;
  const size = 1 << n;
  const sums: bigint[] = new Array<bigint>(size).fill(0n);
  const best = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = Math.clz32(mask & -mask) ^ 31;
    sums[mask] = sums[mask & (mask - 1)]! + open[low]!.amountMinor;
    let most = 0;
    for (let bits = mask; bits !== 0; bits &= bits - 1) {
      const without = mask & ~(bits & -bits);
      if (best[without]! > most) most = best[without]!;
    }
    best[mask] = most + (sums[mask] === 0n ? 1 : 0);
  }
  const order: number[] = [];
  for (let mask = size - 1; mask !== 0;) {
    const gain = sums[mask] === 0n ? 1 : 0;
    let next = -1;
    for (let index = 0; index < n && next < 0; index++) {
      if (mask & (1 << index) && best[mask & ~(1 << index)]! + gain === best[mask]) next = index;
    }
    order.push(next);
    mask &= ~(1 << next);
  }
  order.reverse();
  const groups: Balance[][] = [];
  let current: Balance[] = [];
  let sum = 0n;
  for (const index of order) {
    current.push(open[index]!);
    sum += open[index]!.amountMinor;
    if (sum === 0n) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Greedy: the largest debtor pays the largest creditor as much as settles one of them, until
 * nobody is owed anything. Every payment settles at least one person and the last settles two,
 * so s people need at most s − 1 payments: the minimum within a group with no smaller zero-sum
 * part, and a fallback for very large groups.
 */
export function settleGreedily(balances: readonly Balance[]): Transfer[] {
  const open = balances.filter((balance) => balance.amountMinor !== 0n).map((balance) => ({ ...balance }));
  const transfers: Transfer[] = [];
  const largest = (sign: 1n | -1n) =>
    open.filter((balance) => balance.amountMinor * sign > 0n).sort((a, b) => compareBigints(b.amountMinor * sign, a.amountMinor * sign) || compareIds(a.userId, b.userId))[0];
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
