import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoriesByType } from '../../../../src/domain/categories/categories';
import { addDays } from '../../../../src/domain/shared/dates';
import type { Transaction } from '../../../../src/domain/transactions/transactions';
import { createGoal, postTransaction, registerUser, today } from '../../support/factories';
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
    from transactions where user_id = ${userId} group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
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
    from transactions where user_id = ${userId} group by 1, 2, 3 order by 1, 2, 3`);
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
