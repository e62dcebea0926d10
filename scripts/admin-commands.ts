import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { emailSchema } from '../src/domain/auth/auth';
import type { PlanId } from '../src/domain/billing/plans';
import type { Database } from '../src/server/db/client';
import { subscriptions, users } from '../src/server/db/schema';

export const adminUsage = `Administers a Tandem server.

  npm run admin -- plan --email someone@example.com --plan premium|free

Commands:
  plan   grants Premium (without payment, no end date) or sets the account back to Free

Uses the database \`npm start\` uses: DATABASE_URL when set, else the embedded server under
DATA_DIR (stop \`npm start\` first; only one process may own the data directory).`;

export class AdminUsageError extends Error {}

export type AdminCommand = { command: 'plan'; email: string; plan: PlanId } | { command: 'help' };

/** Reads `plan --email … --plan premium|free`; throws AdminUsageError with a clear line otherwise. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: 'string' }, plan: { type: 'string' }, help: { type: 'boolean', default: false } } });
  } catch (error) {
    throw new AdminUsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  const [command, ...rest] = positionals;
  if (command !== 'plan' || rest.length > 0)
    throw new AdminUsageError(`Unknown command ${JSON.stringify(positionals.join(' '))}: use "plan --email someone@example.com --plan premium|free"`);
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new AdminUsageError('--email must be the e-mail address of an account');
  if (values.plan !== 'premium' && values.plan !== 'free') throw new AdminUsageError('--plan must be premium or free');
  return { command: 'plan', email: email.data, plan: values.plan };
}

/**
 * Puts an account on a plan by hand (servers without payments). Premium granted this way has
 * no end date; Stripe ids already stored are kept so a later checkout reuses the customer.
 * Returns the line to print; throws AdminUsageError for an unknown e-mail.
 */
export async function setPlanByEmail(db: Database, email: string, plan: PlanId): Promise<string> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) throw new AdminUsageError(`No account has the e-mail ${email}`);
  const change =
    plan === 'premium'
      ? { plan, status: 'active' as const, interval: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, source: 'admin' as const, updatedAt: new Date() }
      : { plan, status: null, interval: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, source: 'admin' as const, updatedAt: new Date() };
  await db
    .insert(subscriptions)
    .values({ userId: user.id, ...change })
    .onConflictDoUpdate({ target: subscriptions.userId, set: change });
  return plan === 'premium' ? `${user.email} now has Premium (granted by an administrator, no end date).` : `${user.email} is now on the Free plan.`;
}
