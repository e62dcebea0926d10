import { parseArgs } from 'node:util';
import type pg from 'pg';
import { emailSchema, newPasswordSchema } from '../src/domain/auth';
import { addMonths, todayInZone } from '../src/domain/dates';
import { isCurrencyCode } from '../src/domain/money';
import { isValidTimeZone } from '../src/domain/timezone';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { demoGoals, generateHistory, goalBalances, randomSource, type SeedGoal, type SeedRow } from './seed-history';

const usage = `Creates (or refills) a demo user with a realistic multi-year money history.

  npm run seed -- --email demo@tandem.local --password 'a-long-demo-password' --transactions 100000

Options:
  --email         account e-mail (default demo@tandem.local)
  --password      account password, 8–128 characters (default a-long-demo-password)
  --transactions  number of transactions (default 2000)
  --years         years of history (default: 2–10, scaled to the number of transactions)
  --timezone      IANA zone for a new account (default UTC)
  --help          show this text

Uses the database \`npm start\` uses: DATABASE_URL when set, else the embedded server under
DATA_DIR (stop \`npm start\` first; only one process may own the data directory). An existing
account keeps its id and sessions; its goals and transactions are replaced.`;

const batchSize = 5000;

function options() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', default: 'demo@tandem.local' },
      password: { type: 'string', default: 'a-long-demo-password' },
      transactions: { type: 'string', default: '2000' },
      years: { type: 'string' },
      timezone: { type: 'string', default: 'UTC' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const email = emailSchema.safeParse(values.email);
  const password = newPasswordSchema.safeParse(values.password);
  const count = Number(values.transactions);
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message}`);
  if (!password.success) throw new Error(`--password: ${password.error.issues[0]?.message}`);
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000) throw new Error('--transactions must be a whole number from 1 to 2000000');
  if (!isValidTimeZone(values.timezone)) throw new Error(`--timezone: unknown zone ${values.timezone}`);
  const years = values.years ? Number(values.years) : Math.min(10, Math.max(2, Math.ceil(count / 15_000)));
  if (!Number.isInteger(years) || years < 1 || years > 30) throw new Error('--years must be a whole number from 1 to 30');
  return { email: email.data, password: password.data, count, years, timezone: values.timezone };
}

async function upsertUser(client: pg.PoolClient, email: string, passwordHash: string, timezone: string) {
  const existing = await client.query<{ id: string; timezone: string; currency: string }>(
    'select id, timezone, currency from users where lower(email) = lower($1) for update',
    [email],
  );
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

async function main() {
  const { email, password, count, years, timezone } = options();
  const started = Date.now();
  const log = (message: string) => console.log(`[seed] ${message}`);
  const database = await openDatabase(loadConfig(), log);
  try {
    const passwordHash = await hashPassword(password);
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      const user = await upsertUser(client, email, passwordHash, timezone);
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
      await client.query('commit');
      log(`${user.created ? 'created' : 'refilled'} ${email}: ${rows.length} transactions over ${years} years, ${goals.length} goals`);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    // Fresh statistics and a visibility map let the list queries use index-only scans at once.
    await database.pool
      .query('vacuum (analyze) transactions, transaction_monthly_rollups, financial_goals')
      .catch((error: unknown) => log(`skipped vacuum: ${error instanceof Error ? error.message : String(error)}`));
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.shutdown();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
