import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import {
  balancesOf,
  createGroupExpenseInput,
  groupExpenseMessages as messages,
  settleUp,
  splitAmount,
  splitExpense,
  type LeftoverHistory,
  type SplitMember,
} from '../../../src/domain/group-expenses/group-expenses';
import type { SplitMode } from '../../../src/domain/groups/groups';

const ann = '00000000-0000-4000-8000-00000000000a';
const ben = '00000000-0000-4000-8000-00000000000b';
const cat = '00000000-0000-4000-8000-00000000000c';
const ids = [ann, ben, cat, '00000000-0000-4000-8000-00000000000d', '00000000-0000-4000-8000-00000000000e', '00000000-0000-4000-8000-00000000000f'];

const people = (...userIds: string[]): SplitMember[] => userIds.map((userId) => ({ userId }));
const sum = (values: bigint[]) => values.reduce((acc, value) => acc + value, 0n);

/** Books a run of expenses split one after another, each seeing the leftovers of those before: what every person paid in total. */
function bookInTurn(expenses: readonly { totalMinor: bigint; mode: SplitMode; members: SplitMember[] }[]) {
  const history = new Map<string, bigint>();
  const paid = new Map<string, bigint>();
  for (const expense of expenses) {
    const shares = splitExpense(expense.totalMinor, expense.mode, expense.members, 'USD', history);
    expect(sum(shares.map((share) => share.shareMinor))).toBe(expense.totalMinor);
    for (const share of shares) {
      history.set(share.userId, (history.get(share.userId) ?? 0n) + share.leftoverMinor);
      paid.set(share.userId, (paid.get(share.userId) ?? 0n) + share.shareMinor);
    }
  }
  return { history: history as LeftoverHistory, paid };
}

const spread = (values: Iterable<bigint>) => {
  const list = [...values];
  const max = list.reduce((a, b) => (b > a ? b : a));
  const min = list.reduce((a, b) => (b < a ? b : a));
  return max - min;
};

describe('leftover minor units over many expenses', () => {
  it('charges the extra cent of 50 dinners of $1.00 three ways in turn: nobody pays more than a cent over the others', () => {
    const dinners = Array.from({ length: 50 }, () => ({ totalMinor: 100n, mode: 'equal' as SplitMode, members: people(ann, ben, cat) }));
    const { paid } = bookInTurn(dinners);
    expect(Object.fromEntries(paid)).toEqual({ [ann]: 1667n, [ben]: 1667n, [cat]: 1666n });
  });

  it('gives a refund’s extra cent back to whoever was charged one most', () => {
    const history = new Map([
      [ann, 1n],
      [ben, 1n],
    ]);
    expect(splitAmount(-100n, 'equal', people(ann, ben, cat), 'USD', history)).toEqual([
      { userId: ann, shareMinor: -34n },
      { userId: ben, shareMinor: -33n },
      { userId: cat, shareMinor: -33n },
    ]);
  });

  const equalRun = fc.integer({ min: 2, max: 6 }).chain((count) =>
    fc.array(
      fc.record({
        totalMinor: fc.bigInt({ min: -100_000n, max: 100_000n }).filter((total) => total !== 0n),
        members: fc.shuffledSubarray(ids.slice(0, count), { minLength: count, maxLength: count }),
      }),
      { minLength: 1, maxLength: 120 },
    ),
  );

  it('keeps everyone sharing the same expenses within one minor unit of each other, refunds included', () => {
    fc.assert(
      fc.property(equalRun, (run) => {
        const { history, paid } = bookInTurn(run.map((expense) => ({ totalMinor: expense.totalMinor, mode: 'equal', members: expense.members.map((userId) => ({ userId })) })));
        expect(spread(history.values())).toBeLessThanOrEqual(1n);
        expect(spread(paid.values())).toBeLessThanOrEqual(1n);
      }),
      { numRuns: 300 },
    );
  });

  it('does the same for equal shares typed as shares', () => {
    fc.assert(
      fc.property(equalRun, fc.constantFrom('1', '2.5'), (run, weight) => {
        const { paid } = bookInTurn(
          run.map((expense) => ({ totalMinor: expense.totalMinor, mode: 'shares', members: expense.members.map((userId) => ({ userId, value: weight })) })),
        );
        expect(spread(paid.values())).toBeLessThanOrEqual(1n);
      }),
      { numRuns: 100 },
    );
  });

  it('never lets the leftovers change a single split’s total or its order independence', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.subarray(ids, { minLength: 1 }),
        fc.array(fc.bigInt({ min: -5n, max: 5n }), { minLength: ids.length, maxLength: ids.length }),
        (total, members, counts) => {
          const history = new Map(ids.map((id, index) => [id, counts[index]!]));
          const shares = splitExpense(total, 'equal', people(...members), 'USD', history);
          expect(sum(shares.map((share) => share.shareMinor))).toBe(total);
          expect(shares.every((share) => (total < 0n ? share.shareMinor <= 0n : share.shareMinor >= 0n))).toBe(true);
          const reversed = splitExpense(total, 'equal', people(...members).reverse(), 'USD', history);
          expect(new Map(reversed.map((share) => [share.userId, share.shareMinor]))).toEqual(new Map(shares.map((share) => [share.userId, share.shareMinor])));
        },
      ),
    );
  });
});

describe('refunds and group income', () => {
  const valid = { description: 'Deposit back', paidBy: ann, date: '2026-01-10', split: { mode: 'equal', members: [{ userId: ann }, { userId: ben }, { userId: cat }] } };

  it('accepts a negative amount, typed with either minus sign', () => {
    expect(createGroupExpenseInput.parse({ ...valid, amount: '-90' }).amount).toBe('-90');
    expect(createGroupExpenseInput.parse({ ...valid, amount: '\u221290.50' }).amount).toBe('-90.5');
    expect(createGroupExpenseInput.parse({ ...valid, amount: -12.5 }).amount).toBe('-12.5');
  });

  it('refuses zero with a message that says a negative amount is a refund', () => {
    const result = createGroupExpenseInput.safeParse({ ...valid, amount: '0' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(messages.amountInvalid);
    expect(inEnglish(messages.amountInvalid)).toMatch(/refund/);
  });

  it('takes exact amounts as what each person gets back, adding up to the refund’s size', () => {
    const split = {
      mode: 'exact',
      members: [
        { userId: ann, value: '30' },
        { userId: ben, value: '60' },
      ],
    };
    expect(createGroupExpenseInput.safeParse({ ...valid, amount: '-90', split }).success).toBe(true);
    expect(
      splitAmount(
        -9000n,
        'exact',
        [
          { userId: ann, value: '30' },
          { userId: ben, value: '60' },
        ],
        'USD',
      ),
    ).toEqual([
      { userId: ann, shareMinor: -3000n },
      { userId: ben, shareMinor: -6000n },
    ]);
  });

  it('splits $100 back three ways as −33.34, −33.33, −33.33', () => {
    expect(splitAmount(-10000n, 'equal', people(ann, ben, cat), 'USD').map((share) => share.shareMinor)).toEqual([-3334n, -3333n, -3333n]);
  });

  it('has the one who received the refund owe the others their shares, and settles to zero', () => {
    const shares = splitAmount(-9000n, 'equal', people(ann, ben, cat), 'USD');
    const balances = balancesOf([{ paidBy: ann, amountMinor: -9000n, shares }], []);
    expect(balances).toEqual([
      { userId: ann, amountMinor: -6000n },
      { userId: ben, amountMinor: 3000n },
      { userId: cat, amountMinor: 3000n },
    ]);
    expect(settleUp(balances)).toEqual([
      { from: ann, to: ben, amountMinor: 3000n },
      { from: ann, to: cat, amountMinor: 3000n },
    ]);
  });

  it('keeps balances at zero in total and settles them for any mix of expenses and refunds', () => {
    const expense = fc.record({
      paidBy: fc.constantFrom(...ids),
      totalMinor: fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }).filter((total) => total !== 0n),
      members: fc.subarray(ids, { minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(expense, { maxLength: 20 }), (expenses) => {
        const booked = expenses.map((item) => ({
          paidBy: item.paidBy,
          amountMinor: item.totalMinor,
          shares: splitAmount(item.totalMinor, 'equal', people(...item.members), 'USD'),
        }));
        const balances = balancesOf(booked, []);
        expect(sum(balances.map((balance) => balance.amountMinor))).toBe(0n);
        const after = balancesOf(booked, settleUp(balances));
        expect(after.every((balance) => balance.amountMinor === 0n)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
