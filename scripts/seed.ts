import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema } from '../src/domain/auth/auth';
import { isValidTimeZone } from '../src/domain/shared/timezone';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { seedDemoUser } from './seed-user';

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

async function main() {
  const { email, password, count, years, timezone } = options();
  const started = Date.now();
  const log = (message: string) => console.log(`[seed] ${message}`);
  const database = await openDatabase(loadConfig(), log);
  try {
    await seedDemoUser(database.pool, { email, password, count, years, timezone }, log);
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.shutdown();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
