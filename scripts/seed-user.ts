import type pg from 'pg';
import { addMonths, todayInZone } from '../src/domain/shared/dates';
import { isCurrencyCode } from '../src/domain/shared/money';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { demoPlanSizes, seedPlans } from './seed-plans';
import { demoGoals, generateHistory, goalBalances, randomSource, type SeedGoal, type SeedRow } from './seed-history';

const batchSize = 5000;

export interface SeedOptions {
  email: string;
  password: string;
  count: number;
  years: number;
  timezone: string;
}

async function upsertUser(client: pg.PoolClient, email: string, passwordHash: string, timezone: string) {
  const existing = await client.query<{ id: string; timezone: string; currency: string }>('select id, timezone, currency from users where lower(email) = lower($1) for update', [
    email,
  ]);
  const found = existing.rows[0];
  if (found) {
    await client.query('update users set password_hash = $2, updated_at = now() where id = $1', [found.id, passwordHash]);
    await client.query('delete from transactions where user_id = $1', [found.id]);
    await client.query('delete from financial_goals where user_id = $1', [found.id]);
    return { ...found, created: false };
  }
  const inserted = await client.query<{ id: string; timezone: string; currency: string }>(
    `insert into users (first_name, last_name, email, password_hash, timezone) values ('Demo', 'User', $1, $2, $3)
     returning id, timezone, currency`,
    [email, passwordHash, timezone],
  );
  return { ...inserted.rows[0]!, created: true };
}

async function insertGoals(client: pg.PoolClient, userId: string, currency: string, goals: SeedGoal[], balances: Map<string, bigint>) {
  const ids = new Map<string, string>();
  for (const goal of goals) {
    const current = balances.get(goal.key) ?? 0n;
    const status = goal.archived ? 'archived' : current >= goal.targetMinor ? 'completed' : 'active';
    const { rows } = await client.query<{ id: string }>(
      `insert into financial_goals (user_id, title, description, target_minor, current_minor, currency, target_date, category,
         priority, status, start_date, created_at, completed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11::date + time '09:00', case when $10 = 'completed' then now() end)
       returning id`,
      [userId, goal.title, goal.description, goal.targetMinor.toString(), current.toString(), currency, goal.targetDate, goal.category, goal.priority, status, goal.startDate],
    );
    ids.set(goal.key, rows[0]!.id);
  }
  return ids;
}

/** One INSERT per batch with one array parameter per column; the rollup trigger runs once per batch. */
async function insertTransactions(client: pg.PoolClient, userId: string, currency: string, rows: SeedRow[], goalIds: Map<string, string>) {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await client.query(
      `insert into transactions (user_id, type, category, amount_minor, currency, description, goal_id, destination, occurred_on)
       select $1, t.type, t.category, t.amount_minor, $2, t.description, t.goal_id, t.destination, t.occurred_on
       from unnest($3::text[], $4::text[], $5::bigint[], $6::text[], $7::uuid[], $8::text[], $9::date[])
         as t(type, category, amount_minor, description, goal_id, destination, occurred_on)`,
      [
        userId,
        currency,
        batch.map((row) => row.type),
        batch.map((row) => row.category),
        batch.map((row) => row.amountMinor.toString()),
        batch.map((row) => row.description),
        batch.map((row) => (row.goalKey ? goalIds.get(row.goalKey)! : null)),
        batch.map((row) => row.destination),
        batch.map((row) => row.occurredOn),
      ],
    );
    if (process.stdout.isTTY) process.stdout.write(`\r[seed] ${Math.min(start + batchSize, rows.length)} / ${rows.length} transactions`);
  }
  if (process.stdout.isTTY) process.stdout.write('\n');
}

/**
 * Creates or refills a signed-up, onboarded user with `count` transactions, the demo goals, thirty
 * recurring schedules and fifty upcoming costed group events they are going to, in one
 * transaction (rollups rebuilt), then refreshes statistics. Used by `npm run seed` and by
 * tests that need a long history fast.
 */
export async function seedDemoUser(pool: pg.Pool, { email, password, count, years, timezone }: SeedOptions, log: (message: string) => void): Promise<{ userId: string }> {
  let userId = '';
  const passwordHash = await hashPassword(password);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const user = await upsertUser(client, email, passwordHash, timezone);
    userId = user.id;
    await client.query(
      `insert into user_preferences (user_id, has_completed_onboarding) values ($1, true)
       on conflict (user_id) do update set has_completed_onboarding = true`,
      [user.id],
    );
    const currency = isCurrencyCode(user.currency) ? user.currency : 'USD';
    const today = todayInZone(user.timezone);
    const firstDay = addMonths(today, -12 * years);
    const goals = demoGoals(firstDay, today);
    const rows = generateHistory(count, firstDay, today, goals, randomSource(20_240_601));
    const goalIds = await insertGoals(client, user.id, currency, goals, goalBalances(goals, rows));
    await insertTransactions(client, user.id, currency, rows, goalIds);
    await client.query('select rebuild_transaction_rollups($1)', [user.id]);
    await seedPlans(client, user.id, currency, today);
    await client.query('commit');
    log(
      `${user.created ? 'created' : 'refilled'} ${email}: ${rows.length} transactions over ${years} years, ${goals.length} goals, ${demoPlanSizes.schedules} schedules, ${demoPlanSizes.events} upcoming group events going`,
    );
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  // Fresh statistics and a visibility map let the list queries use index-only scans at once.
  await pool
    .query('vacuum (analyze) transactions, transaction_monthly_rollups, financial_goals')
    .catch((error: unknown) => log(`skipped vacuum: ${error instanceof Error ? error.message : String(error)}`));
  return { userId };
}
