import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoriesByType } from '../../../../src/domain/categories/categories';
import { addDays } from '../../../../src/domain/shared/dates';
import type { Transaction } from '../../../../src/domain/transactions/transactions';
import { expenseCategories } from '../../../../src/domain/categories/categories';
import type { GroupExpense } from '../../../../src/domain/group-expenses/group-expenses';
import { createGoal, postGroupExpense, postTransaction, registerUser, seedGroup, today } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const classification = fc.oneof(
  fc.constantFrom(...categoriesByType.income).map((category) => ({ type: 'income', category })),
  fc.constantFrom(...categoriesByType.expense).map((category) => ({ type: 'expense', category })),
  fc.constantFrom('savings', 'investment', 'goal_contribution').map((category) => ({ type: 'transfer', category })),
);
const amount = fc.integer({ min: 1, max: 5_000_000 }).map((cents) => (cents / 100).toFixed(2));
const daysAgo = fc.integer({ min: 0, max: 800 });

const command = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('insert' as const), amount, daysAgo, classification }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      amount: fc.option(amount, { nil: undefined }),
      daysAgo: fc.option(daysAgo, { nil: undefined }),
      classification: fc.option(classification, { nil: undefined }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
);

interface Totals extends Record<string, unknown> {
  month: string;
  type: string;
  category: string;
  currency: string;
  total: string;
  count: number;
}

async function rollups(userId: string) {
  const { rows } = await database.db.execute<Totals>(sql`
    select month::text, type, category, currency, total_minor::text as total, count
    from transaction_monthly_rollups where user_id = ${userId} order by 1, 2, 3, 4`);
  return rows;
}

async function rawSums(userId: string) {
  const { rows } = await database.db.execute<Totals>(sql`
    select date_trunc('month', occurred_on::timestamp)::date::text as month, type, category, base_currency as currency,
      sum(base_amount_minor)::text as total, count(*)::int as count
    from transactions where user_id = ${userId} and paid_group_expense_id is null group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  return rows;
}

async function totals(userId: string) {
  const { rows } = await database.db.execute(sql`
    select type, category, currency, total_minor::text as total, count
    from transaction_totals where user_id = ${userId} order by 1, 2, 3`);
  return rows;
}

async function rawTotals(userId: string) {
  const { rows } = await database.db.execute(sql`
    select type, category, base_currency as currency, sum(base_amount_minor)::text as total, count(*)::int as count
    from transactions where user_id = ${userId} and paid_group_expense_id is null group by 1, 2, 3 order by 1, 2, 3`);
  return rows;
}

function body(classification: { type: string; category: string }, goalId: string) {
  return { ...classification, goalId: classification.category === 'goal_contribution' ? goalId : null };
}

describe('monthly rollups', () => {
  it('and all-time totals equal the raw sums after any sequence of inserts, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const user = await registerUser(app);
        const goal = await createGoal(app, user.cookie, { targetAmount: '100000000' });
        const live: Transaction[] = [];
        for (const step of commands) {
          if (step.kind === 'insert') {
            const response = await postTransaction(app, user.cookie, {
              amount: step.amount,
              date: addDays(today(), -step.daysAgo),
              description: 'generated',
              ...body(step.classification, goal.id),
            });
            expect(response.statusCode).toBe(201);
            live.push(response.json());
          } else if (live.length > 0) {
            const index = step.pick % live.length;
            const target = live[index]!;
            if (step.kind === 'delete') {
              const response = await app.inject({ method: 'DELETE', url: `/api/transactions/${target.id}`, headers: { cookie: user.cookie } });
              expect(response.statusCode).toBe(204);
              live.splice(index, 1);
            } else {
              const payload: Record<string, unknown> = {};
              if (step.amount) payload.amount = step.amount;
              if (step.daysAgo !== undefined) payload.date = addDays(today(), -step.daysAgo);
              if (step.classification) Object.assign(payload, body(step.classification, goal.id));
              const response = await app.inject({ method: 'PATCH', url: `/api/transactions/${target.id}`, headers: { cookie: user.cookie }, payload });
              expect(response.statusCode).toBe(200);
              live[index] = response.json();
            }
          }
        }
        expect(await rollups(user.user.id)).toEqual(await rawSums(user.user.id));
        expect(await totals(user.user.id)).toEqual(await rawTotals(user.user.id));
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('equal the raw sums (linked payments left out) through group expenses, their edits, splits, refunds and links', async () => {
    const groupAmount = fc
      .integer({ min: -20_000, max: 100_000 })
      .filter((cents) => cents !== 0)
      .map((cents) => (cents / 100).toFixed(2));
    const who = fc.subarray([0, 1, 2], { minLength: 1 });
    const groupCommand = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({ kind: fc.constant('add' as const), amount: groupAmount, daysAgo, payer: fc.nat(2), members: who, category: fc.constantFrom(...expenseCategories) }),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('edit' as const),
          pick: fc.nat(),
          amount: fc.option(groupAmount, { nil: undefined }),
          daysAgo: fc.option(daysAgo, { nil: undefined }),
          members: fc.option(who, { nil: undefined }),
          category: fc.option(fc.constantFrom(...expenseCategories), { nil: undefined }),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), amount, daysAgo }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('link' as const), pick: fc.nat(), expense: fc.nat() }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('unlink' as const), pick: fc.nat() }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(groupCommand, { minLength: 1, maxLength: 15 }), async (commands) => {
        const people = [await registerUser(app), await registerUser(app), await registerUser(app)];
        const [owner, ...others] = people;
        const group = await seedGroup(
          database.db,
          owner!.user,
          others.map((person) => ({ id: person.user.id })),
        );
        const expenses: GroupExpense[] = [];
        const payments: { id: string; cookie: string }[] = [];
        const send = (method: 'PATCH' | 'DELETE' | 'PUT', url: string, cookie: string, payload?: Record<string, unknown>) =>
          app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
        const split = (members: number[]) => ({ mode: 'equal', members: members.map((index) => ({ userId: people[index]!.user.id })) });
        for (const step of commands) {
          if (step.kind === 'add') {
            const response = await postGroupExpense(app, owner!.cookie, group.id, {
              description: 'shared',
              amount: step.amount,
              paidBy: people[step.payer]!.user.id,
              date: addDays(today(), -step.daysAgo),
              split: split(step.members),
              category: step.category,
            });
            expect(response.statusCode).toBe(201);
            expenses.push(response.json());
          } else if (step.kind === 'pay') {
            const payer = people[payments.length % people.length]!;
            const response = await postTransaction(app, payer.cookie, { amount: step.amount, date: addDays(today(), -step.daysAgo), type: 'expense', category: 'other' });
            expect(response.statusCode).toBe(201);
            payments.push({ id: response.json<Transaction>().id, cookie: payer.cookie });
          } else if (step.kind === 'link' || step.kind === 'unlink') {
            const payment = payments[step.pick % Math.max(payments.length, 1)];
            const expense = step.kind === 'link' ? expenses[step.expense % Math.max(expenses.length, 1)] : undefined;
            if (!payment || (step.kind === 'link' && !expense)) continue;
            const url = `/api/transactions/${payment.id}/group-expense`;
            const response = expense ? await send('PUT', url, payment.cookie, { groupExpenseId: expense.id }) : await send('DELETE', url, payment.cookie);
            expect(response.statusCode).toBe(200);
          } else if (expenses.length > 0) {
            const index = step.pick % expenses.length;
            const url = `/api/groups/${group.id}/expenses/${expenses[index]!.id}`;
            if (step.kind === 'delete') {
              expect((await send('DELETE', url, owner!.cookie)).statusCode).toBe(204);
              expenses.splice(index, 1);
            } else {
              const payload: Record<string, unknown> = {};
              if (step.amount) payload.amount = step.amount;
              if (step.daysAgo !== undefined) payload.date = addDays(today(), -step.daysAgo);
              if (step.members) payload.split = split(step.members);
              if (step.category) payload.category = step.category;
              const response = await send('PATCH', url, owner!.cookie, payload);
              expect(response.statusCode).toBe(200);
              expenses[index] = response.json();
            }
          }
        }
        for (const person of people) {
          expect(await rollups(person.user.id)).toEqual(await rawSums(person.user.id));
          expect(await totals(person.user.id)).toEqual(await rawTotals(person.user.id));
        }
        // Every member's row is their share (all in the group's currency here), so the rows add up to each expense.
        const { rows } = await database.db.execute<{ id: string; amount: string; rows: string; shares: string; members: number; posted: number }>(sql`
          select e.id, e.amount_minor::text as amount,
            (select coalesce(sum(t.amount_minor), 0) from transactions t where t.group_expense_id = e.id)::text as rows,
            (select sum(s.share_minor) from group_expense_shares s where s.expense_id = e.id)::text as shares,
            (select count(*) from group_expense_shares s where s.expense_id = e.id and s.share_minor <> 0)::int as members,
            (select count(*) from transactions t where t.group_expense_id = e.id and t.type = 'expense' and t.category = e.category and t.occurred_on = e.occurred_on)::int as posted
          from group_expenses e where e.group_id = ${group.id}`);
        expect(rows).toHaveLength(expenses.length);
        for (const row of rows) expect(row).toEqual({ ...row, rows: row.amount, shares: row.amount, posted: row.members });
      }),
      { numRuns: 10 },
    );
  }, 120_000);

  it('leave nothing behind, and block nothing, when an account is deleted', async () => {
    const user = await registerUser(app);
    const goal = await createGoal(app, user.cookie);
    await postTransaction(app, user.cookie, { amount: 5, type: 'expense', category: 'rent', date: today() });
    await postTransaction(app, user.cookie, { amount: 5, type: 'transfer', category: 'goal_contribution', goalId: goal.id, date: today() });
    await database.db.execute(sql`delete from users where id = ${user.user.id}`);
    expect(await rollups(user.user.id)).toEqual([]);
    expect(await totals(user.user.id)).toEqual([]);
  });
});
