import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { says } from '../../../src/domain/shared/errors';
import {
  balancesOf,
  createGroupExpenseInput,
  createGroupSettlementInput,
  groupExpenseMessages as messages,
  settleUp,
  splitAmount,
  SplitError,
  type Balance,
  type ExpenseForBalance,
  type SettlementForBalance,
  type SplitMember,
} from '../../../src/domain/group-expenses/group-expenses';
import { categoriesByType, isCategoryOfType, settleUpCategory } from '../../../src/domain/categories/categories';
import type { SplitMode } from '../../../src/domain/groups/groups';
import { minorToDecimal } from '../../../src/domain/shared/money';

const ann = '00000000-0000-4000-8000-00000000000a';
const ben = '00000000-0000-4000-8000-00000000000b';
const cat = '00000000-0000-4000-8000-00000000000c';
const dan = '00000000-0000-4000-8000-00000000000d';

const people = (...ids: string[]): SplitMember[] => ids.map((userId) => ({ userId }));
const valued = (...pairs: [string, string][]): SplitMember[] => pairs.map(([userId, value]) => ({ userId, value }));
const sharesOf = (result: { shareMinor: bigint }[]) => result.map((share) => share.shareMinor);

describe('splitting an expense', () => {
  it('splits $10 three ways as 3.34, 3.33, 3.33', () => {
    expect(sharesOf(splitAmount(1000n, 'equal', people(ann, ben, cat), 'USD'))).toEqual([334n, 333n, 333n]);
  });

  it('gives the extra cent to the lowest user id whatever order the members come in', () => {
    const shares = splitAmount(1000n, 'equal', people(cat, ann, ben), 'USD');
    expect(shares).toEqual([
      { userId: cat, shareMinor: 333n },
      { userId: ann, shareMinor: 334n },
      { userId: ben, shareMinor: 333n },
    ]);
  });

  it('splits ¥1000 three ways in whole yen: 334, 333, 333', () => {
    expect(sharesOf(splitAmount(1000n, 'equal', people(ann, ben, cat), 'JPY'))).toEqual([334n, 333n, 333n]);
  });

  it('splits by shares, decimals included: 1.5 and 1 share of $50 are 30 and 20', () => {
    expect(sharesOf(splitAmount(5000n, 'shares', valued([ann, '1.5'], [ben, '1']), 'USD'))).toEqual([3000n, 2000n]);
  });

  it('splits $100 by 2, 1 and 1 shares as 50, 25, 25', () => {
    expect(sharesOf(splitAmount(10000n, 'shares', valued([ann, '2'], [ben, '1'], [cat, '1']), 'USD'))).toEqual([5000n, 2500n, 2500n]);
  });

  it('splits by percentages: 33.33 / 33.33 / 33.34 of $10 gives the largest remainder the extra cent', () => {
    expect(sharesOf(splitAmount(1000n, 'percent', valued([ann, '33.33'], [ben, '33.33'], [cat, '33.34']), 'USD'))).toEqual([333n, 333n, 334n]);
  });

  it('takes exact amounts as typed', () => {
    expect(sharesOf(splitAmount(1000n, 'exact', valued([ann, '7.5'], [ben, '2.50']), 'USD'))).toEqual([750n, 250n]);
  });

  it('refuses exact amounts that do not add up to the total', () => {
    expect(() => splitAmount(1000n, 'exact', valued([ann, '7'], [ben, '2']), 'USD')).toThrow(new SplitError(messages.exactTotal));
  });

  it('refuses exact yen with decimals, naming the currency', () => {
    expect(() => splitAmount(1000n, 'exact', valued([ann, '999.5'], [ben, '0.5']), 'JPY')).toThrow(says('validation.noDecimals', { currency: 'JPY' }));
  });

  it('refuses percentages that do not add up to 100', () => {
    expect(() => splitAmount(1000n, 'percent', valued([ann, '50'], [ben, '40']), 'USD')).toThrow(messages.percentTotal);
  });

  it('gives someone with no weight nothing', () => {
    expect(sharesOf(splitAmount(999n, 'percent', valued([ann, '100'], [ben, '0']), 'USD'))).toEqual([999n, 0n]);
  });
});

describe('the expense input', () => {
  const valid = { description: 'Dinner', amount: '90', paidBy: ann, date: '2026-01-10', split: { mode: 'equal', members: [{ userId: ann }, { userId: ben }] } };
  const problem = (overrides: Record<string, unknown>) => {
    const result = createGroupExpenseInput.safeParse({ ...valid, ...overrides });
    return result.success ? null : result.error.issues[0]?.message;
  };
  const split = (mode: SplitMode, members: { userId: string; value?: unknown }[]) => ({ split: { mode, members } });

  it('accepts an equal split and normalises the amount', () => {
    const parsed = createGroupExpenseInput.parse({ ...valid, amount: 90.5 });
    expect(parsed.amount).toBe('90.5');
    expect(parsed.split.members).toEqual([{ userId: ann }, { userId: ben }]);
  });

  it.each([
    [{ description: '  ' }, messages.descriptionRequired],
    [{ description: 'x'.repeat(121) }, messages.descriptionTooLong],
    [{ amount: '' }, messages.amountRequired],
    [{ amount: '0' }, messages.amountInvalid],
    [{ amount: '-0.00' }, messages.amountInvalid],
    [{ amount: 'lots' }, messages.amountInvalid],
    [{ paidBy: 'someone' }, messages.paidByRequired],
    [{ date: 'yesterday' }, messages.dateInvalid],
    [split('equal', []), messages.membersRequired],
    [split('halves' as SplitMode, [{ userId: ann }]), messages.splitModeInvalid],
    [split('equal', [{ userId: ann }, { userId: ann }]), messages.membersDuplicate],
    [split('equal', [{ userId: ann, value: '3' }]), messages.equalHasValues],
    [split('shares', [{ userId: ann, value: '1' }, { userId: ben }]), messages.shareMissing],
    [split('shares', [{ userId: ann, value: '0' }]), messages.shareInvalid],
    [split('shares', [{ userId: ann, value: '-1' }]), messages.shareInvalid],
    [split('percent', [{ userId: ann }]), messages.percentMissing],
    [
      split('percent', [
        { userId: ann, value: '50.001' },
        { userId: ben, value: '49.999' },
      ]),
      messages.percentInvalid,
    ],
    [
      split('percent', [
        { userId: ann, value: '60' },
        { userId: ben, value: '30' },
      ]),
      messages.percentTotal,
    ],
    [split('exact', [{ userId: ann, value: '50' }]), messages.exactTotal],
    [split('exact', [{ userId: ann, value: '50' }, { userId: ben }]), messages.exactMissing],
    [
      split('exact', [
        { userId: ann, value: 'lots' },
        { userId: ben, value: '40' },
      ]),
      messages.exactInvalid,
    ],
    [
      split('exact', [
        { userId: ann, value: '50' },
        { userId: ben, value: '40.01' },
      ]),
      messages.exactTotal,
    ],
  ])('answers %j with “%s”', (overrides, message) => {
    expect(problem(overrides)).toBe(message);
  });

  it('accepts shares with decimals, percentages to the hundredth and exact amounts that add up', () => {
    expect(
      problem(
        split('shares', [
          { userId: ann, value: 1.5 },
          { userId: ben, value: '1' },
        ]),
      ),
    ).toBeNull();
    expect(
      problem(
        split('percent', [
          { userId: ann, value: '33.33' },
          { userId: ben, value: '66.67' },
        ]),
      ),
    ).toBeNull();
    expect(
      problem(
        split('exact', [
          { userId: ann, value: '45.5' },
          { userId: ben, value: 44.5 },
        ]),
      ),
    ).toBeNull();
  });

  it('needs two different people for a payment', () => {
    const result = createGroupSettlementInput.safeParse({ from: ann, to: ann, amount: '5' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(messages.settlementSamePerson);
  });
});

describe('balances and settling up', () => {
  it('owes the payer what the others consumed', () => {
    const dinner: ExpenseForBalance = { paidBy: ann, amountMinor: 9000n, shares: splitAmount(9000n, 'equal', people(ann, ben, cat), 'USD') };
    expect(balancesOf([dinner], [])).toEqual([
      { userId: ann, amountMinor: 6000n },
      { userId: ben, amountMinor: -3000n },
      { userId: cat, amountMinor: -3000n },
    ]);
  });

  it('counts a payment towards the payer and against the one paid', () => {
    const dinner: ExpenseForBalance = { paidBy: ann, amountMinor: 9000n, shares: splitAmount(9000n, 'equal', people(ann, ben, cat), 'USD') };
    const paid: SettlementForBalance = { from: ben, to: ann, amountMinor: 3000n };
    expect(balancesOf([dinner], [paid]).find((balance) => balance.userId === ben)?.amountMinor).toBe(0n);
  });

  it('suggests the largest debtor pays the largest creditor first', () => {
    const balances: Balance[] = [
      { userId: ann, amountMinor: 7000n },
      { userId: ben, amountMinor: -5000n },
      { userId: cat, amountMinor: -2000n },
    ];
    expect(settleUp(balances)).toEqual([
      { from: ben, to: ann, amountMinor: 5000n },
      { from: cat, to: ann, amountMinor: 2000n },
    ]);
  });

  it('suggests nothing when everyone is settled', () => {
    expect(settleUp([{ userId: ann, amountMinor: 0n }])).toEqual([]);
  });
});

describe('settle-up transfers in money tracking', () => {
  it('are accepted as transfers but never offered by the transaction form', () => {
    expect(isCategoryOfType('transfer', settleUpCategory)).toBe(true);
    expect(isCategoryOfType('expense', settleUpCategory)).toBe(false);
    expect(categoriesByType.transfer).not.toContain(settleUpCategory);
  });
});

/* ---------------------------------------------------------------- properties */

const ids = [ann, ben, cat, dan, '00000000-0000-4000-8000-00000000000e', '00000000-0000-4000-8000-00000000000f'];
const currencies = ['USD', 'JPY', 'EUR', 'IDR'] as const;

/** A mode with valid values for a non-empty set of distinct members. */
const splitArbitrary = fc.subarray(ids, { minLength: 1 }).chain((members) =>
  fc.oneof(
    fc.constant({ mode: 'equal' as SplitMode, members: members.map((userId) => ({ userId })) }),
    fc
      .array(fc.integer({ min: 1, max: 40_000 }), { minLength: members.length, maxLength: members.length })
      .map((weights) => ({ mode: 'shares' as SplitMode, members: members.map((userId, index) => ({ userId, value: (weights[index]! / 4).toString() })) })),
    // Cut 10000 hundredths of a percent at random points so they add up to exactly 100.
    fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: members.length - 1, maxLength: members.length - 1 }).map((cuts) => {
      const points = [0, ...cuts.sort((a, b) => a - b), 10_000];
      return {
        mode: 'percent' as SplitMode,
        members: members.map((userId, index) => ({ userId, value: ((points[index + 1]! - points[index]!) / 100).toFixed(2) })),
      };
    }),
  ),
);

const expenseArbitrary = fc.record({
  paidBy: fc.constantFrom(...ids),
  amountMinor: fc.bigInt({ min: 1n, max: 10n ** 14n }),
  split: splitArbitrary,
});

const settlementArbitrary = fc
  .tuple(fc.constantFrom(...ids), fc.constantFrom(...ids), fc.bigInt({ min: 1n, max: 10n ** 12n }))
  .filter(([from, to]) => from !== to)
  .map(([from, to, amountMinor]) => ({ from, to, amountMinor }));

const sum = (values: bigint[]) => values.reduce((acc, value) => acc + value, 0n);

describe('split and balance properties', () => {
  it('splits always add up to the total, in every mode and currency', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), splitArbitrary, fc.constantFrom(...currencies), (total, split, currency) => {
        const shares = splitAmount(total, split.mode, split.members, currency);
        expect(sum(sharesOf(shares))).toBe(total);
        expect(shares.every((share) => share.shareMinor >= 0n)).toBe(true);
        expect(shares.map((share) => share.userId)).toEqual(split.members.map((member) => member.userId));
      }),
      { numRuns: 500 },
    );
  });

  it('exact splits built from any partition of the total come back unchanged', () => {
    fc.assert(
      fc.property(fc.subarray(ids, { minLength: 1 }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 8n }), { minLength: 6, maxLength: 6 }), (members, amounts) => {
        const parts = members.map((_, index) => amounts[index]!);
        const total = sum(parts);
        const split = members.map((userId, index) => ({ userId, value: minorToDecimal(parts[index]!, 2) }));
        expect(sharesOf(splitAmount(total, 'exact', split, 'USD'))).toEqual(parts);
      }),
    );
  });

  it('never lets the split depend on the order the members were sent in', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 9n }), splitArbitrary, (total, split) => {
        const forward = splitAmount(total, split.mode, split.members, 'USD');
        const backward = splitAmount(total, split.mode, [...split.members].reverse(), 'USD');
        const byId = (shares: { userId: string; shareMinor: bigint }[]) => Object.fromEntries(shares.map((share) => [share.userId, share.shareMinor]));
        expect(byId(backward)).toEqual(byId(forward));
      }),
    );
  });

  const history = fc
    .record({ expenses: fc.array(expenseArbitrary, { maxLength: 25 }), settlements: fc.array(settlementArbitrary, { maxLength: 10 }) })
    .map(({ expenses, settlements }) => ({
      expenses: expenses.map((expense) => ({
        paidBy: expense.paidBy,
        amountMinor: expense.amountMinor,
        shares: splitAmount(expense.amountMinor, expense.split.mode, expense.split.members, 'USD'),
      })),
      settlements,
    }));

  it('balances always add up to zero for any sequence of expenses and payments', () => {
    fc.assert(
      fc.property(history, ({ expenses, settlements }) => {
        expect(sum(balancesOf(expenses, settlements).map((balance) => balance.amountMinor))).toBe(0n);
      }),
      { numRuns: 300 },
    );
  });

  it('brings every balance to zero once the suggestions are booked, in at most n − 1 payments', () => {
    fc.assert(
      fc.property(history, ({ expenses, settlements }) => {
        const balances = balancesOf(expenses, settlements);
        const suggestions = settleUp(balances);
        const booked = balancesOf(expenses, [...settlements, ...suggestions]);
        expect(booked.every((balance) => balance.amountMinor === 0n)).toBe(true);
        const open = balances.filter((balance) => balance.amountMinor !== 0n).length;
        expect(suggestions.length).toBeLessThanOrEqual(Math.max(open - 1, 0));
        expect(suggestions.every((transfer) => transfer.amountMinor > 0n && transfer.from !== transfer.to)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same suggestions for the same balances, whatever order they come in', () => {
    fc.assert(
      fc.property(history, ({ expenses, settlements }) => {
        const balances = balancesOf(expenses, settlements);
        expect(settleUp([...balances].reverse())).toEqual(settleUp(balances));
      }),
    );
  });
});
