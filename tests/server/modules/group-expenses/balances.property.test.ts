import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import {
  balancesOf,
  createGroupExpenseInput,
  createGroupSettlementInput,
  updateGroupExpenseInput,
  type ExpenseForBalance,
  type GroupExpense,
  type SettlementForBalance,
} from '../../../../src/domain/group-expenses/group-expenses';
import { currencyExponent, decimalToMinor, formatMinor } from '../../../../src/domain/shared/money';
import { groupBalances } from '../../../../src/server/modules/group-expenses/balances';
import { createExpense, deleteExpense, updateExpense } from '../../../../src/server/modules/group-expenses/expense-service';
import { createSettlement, deleteSettlement } from '../../../../src/server/modules/group-expenses/settlement-service';
import { balancesByGroup, balancesInGroup } from '../../../../src/server/shared/group-balances';
import { registerUser, seedGroup } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

/**
 * Random sequences of expenses, refunds, edits, payments and deletions, written through the
 * services, leave in the database exactly the balances the pure rule (`balancesOf`) works out
 * from what the services answered: the SQL every screen and the assistant read is held to the
 * rule, and the balances add up to zero.
 */

const { app, database } = await createTestApp();
const people = await Promise.all(['Ann', 'Ben', 'Cy', 'Dee'].map(async (firstName) => (await registerUser(app, { firstName })).user.id));
const [owner, ...others] = people as [string, ...string[]];
const bookedOn = addDays(todayInZone('UTC'), -3);

/** `total` minor units cut into one non-negative part per weight (any remainder to the last). */
function apportion(total: bigint, weights: readonly number[]): bigint[] {
  const sum = BigInt(weights.reduce((acc, weight) => acc + weight, 0));
  const parts = weights.map((weight) => (total * BigInt(weight)) / sum);
  parts[parts.length - 1]! += total - parts.reduce((acc, part) => acc + part, 0n);
  return parts;
}

interface ExpenseSpec {
  payer: number;
  minor: number;
  refund: boolean;
  mode: 'equal' | 'shares' | 'percent' | 'exact';
  members: number[];
  weights: number[];
}

const expenseSpec: fc.Arbitrary<ExpenseSpec> = fc.record({
  payer: fc.nat({ max: 3 }),
  minor: fc.integer({ min: 1, max: 5_000_000 }),
  refund: fc.boolean(),
  mode: fc.constantFrom('equal', 'shares', 'percent', 'exact'),
  members: fc.uniqueArray(fc.nat({ max: 3 }), { minLength: 1, maxLength: 4 }),
  weights: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 4, maxLength: 4 }),
});

const command = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('expense' as const), spec: expenseSpec }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), spec: expenseSpec }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete expense' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('payment' as const), from: fc.nat({ max: 3 }), step: fc.integer({ min: 1, max: 3 }), minor: fc.integer({ min: 1, max: 2_000_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete payment' as const), pick: fc.nat() }) },
);

/** The expense fields the client would send for a spec, in the group's currency. */
function expenseFields(spec: ExpenseSpec, currency: string) {
  const members = spec.members.map((index) => people[index]!);
  const weights = spec.weights.slice(0, members.length);
  const amount = `${spec.refund ? '-' : ''}${formatMinor(BigInt(spec.minor), currency)}`;
  const values: Record<ExpenseSpec['mode'], (string | undefined)[]> = {
    equal: members.map(() => undefined),
    shares: weights.map(String),
    percent: apportion(10000n, weights).map((basisPoints) => formatMinor(basisPoints, 'USD')),
    exact: apportion(BigInt(spec.minor), weights).map((minor) => formatMinor(minor, currency)),
  };
  const split = { mode: spec.mode, members: members.map((userId, index) => ({ userId, value: values[spec.mode][index] })) };
  return { description: 'Shared', amount, paidBy: people[spec.payer]!, date: bookedOn, split };
}

/** The expense as the pure rule takes it, from what the service answered. */
function forBalance(expense: GroupExpense): ExpenseForBalance {
  const exponent = currencyExponent(expense.currency);
  const minor = (decimal: string) => (decimal.startsWith('-') ? -1n : 1n) * decimalToMinor(decimal.replace('-', ''), exponent)!;
  return {
    paidBy: expense.paidBy.userId,
    amountMinor: minor(expense.amount),
    shares: expense.split.members.map((member) => ({ userId: member.userId, shareMinor: minor(member.share) })),
  };
}

const asTable = (balances: Iterable<readonly [string, bigint]>) => Object.fromEntries([...balances].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => (a < b ? -1 : 1)));

describe('group balances from the database', () => {
  it('are the pure rule’s balances of what was written, and add up to zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('USD', 'JPY', 'EUR'), fc.array(command, { minLength: 1, maxLength: 12 }), async (currency, commands) => {
        const group = await seedGroup(
          database.db,
          { id: owner },
          others.map((id) => ({ id })),
          { currency },
        );
        const expenses = new Map<string, ExpenseForBalance>();
        const payments = new Map<string, SettlementForBalance>();
        const pick = <T>(map: Map<string, T>, index: number) => [...map.keys()][index % map.size];

        for (const step of commands) {
          if (step.kind === 'expense') {
            const written = await createExpense(database.db, group.id, owner, createGroupExpenseInput.parse(expenseFields(step.spec, currency)));
            expenses.set(written.id, forBalance(written));
          } else if (step.kind === 'edit' && expenses.size > 0) {
            const { description: _unchanged, date: _sameDay, ...patch } = expenseFields(step.spec, currency);
            const written = await updateExpense(database.db, group.id, pick(expenses, step.pick)!, owner, updateGroupExpenseInput.parse(patch));
            expenses.set(written.id, forBalance(written));
          } else if (step.kind === 'delete expense' && expenses.size > 0) {
            const id = pick(expenses, step.pick)!;
            await deleteExpense(database.db, group.id, id, owner);
            expenses.delete(id);
          } else if (step.kind === 'payment') {
            const [from, to] = [people[step.from]!, people[(step.from + step.step) % people.length]!];
            const amount = formatMinor(BigInt(step.minor), currency);
            const written = await createSettlement(database.db, group.id, owner, createGroupSettlementInput.parse({ from, to, amount }));
            payments.set(written.id, { from, to, amountMinor: BigInt(step.minor) });
          } else if (step.kind === 'delete payment' && payments.size > 0) {
            const id = pick(payments, step.pick)!;
            await deleteSettlement(database.db, group.id, id, owner);
            payments.delete(id);
          }
        }

        const expected = asTable(balancesOf([...expenses.values()], [...payments.values()]).map((balance) => [balance.userId, balance.amountMinor] as const));
        const stored = await balancesInGroup(database.db, group.id);
        expect(asTable(stored)).toEqual(expected);
        expect([...stored.values()].reduce((sum, amount) => sum + amount, 0n)).toBe(0n);
        // The assistant reads every group of a member at once; this group's part is the same.
        const everyGroupOfOthers = await balancesByGroup(database.db, { memberId: others[0]! });
        expect(asTable(everyGroupOfOthers.get(group.id) ?? [])).toEqual(expected);
        // The balances screen shows everyone, settled or not, in the group's currency.
        const screen = await groupBalances(database.db, group.id, owner);
        const shown = screen.balances.map(
          (balance) => [balance.userId, (balance.amount.startsWith('-') ? -1n : 1n) * decimalToMinor(balance.amount.replace('-', ''), currencyExponent(currency))!] as const,
        );
        expect(shown).toHaveLength(people.length);
        expect(asTable(shown)).toEqual(expected);
      }),
      { seed: 20261127, numRuns: 30, endOnFailure: true },
    );
  });
});
