import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

const window = sql`interval '15 minutes'`;

export interface ThrottleKey {
  key: string;
  /** Failures allowed in the window; the next attempt is refused. */
  limit: number;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Limits shared by every account behind one address, per 15 minutes: failed sign-ins
 * (AUTH_ATTEMPTS_PER_ADDRESS) and registrations (REGISTRATIONS_PER_ADDRESS). Generous, because a
 * school or office shares one address; the per-account limit below stops guessing one password.
 */
export function addressLimits(config: Config) {
  return { failedSignIns: config.authAttemptsPerAddress, registrations: config.registrationsPerAddress };
}

/** Keyed by a digest so a password typed into the e-mail field is never stored. */
export const accountKey = (email: string): ThrottleKey => ({ key: `account:${digest(email)}`, limit: 10 });
export const addressKey = (ip: string, limit: number): ThrottleKey => ({ key: `ip:${ip}`, limit });
export const passwordChangeKey = (userId: string): ThrottleKey => ({ key: `password:${userId}`, limit: 10 });

/**
 * Counts an attempt against every key before the password is checked, in one atomic statement,
 * so parallel guesses cannot slip past the limit. Returns false when any key is over its limit.
 * A successful attempt gives its count back through `forgiveAttempt`.
 */
export async function reserveAttempt(db: Database, keys: ThrottleKey[]): Promise<boolean> {
  const inWindow = sql`${loginThrottle.windowStartedAt} > now() - ${window}`;
  const counted = await db
    .insert(loginThrottle)
    .values(keys.map(({ key }) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${inWindow} then ${loginThrottle.failures} + 1 else 1 end`,
        windowStartedAt: sql`case when ${inWindow} then ${loginThrottle.windowStartedAt} else now() end`,
      },
    })
    .returning({ key: loginThrottle.key, failures: loginThrottle.failures });
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStartedAt, sql`now() - ${window}`));
  return keys.every(({ key, limit }) => (counted.find((row) => row.key === key)?.failures ?? 0) <= limit);
}

/** After a success: the account's failures are forgotten, shared keys (an IP) get this attempt back. */
export async function forgiveAttempt(db: Database, cleared: ThrottleKey[], refunded: ThrottleKey[] = []): Promise<void> {
  if (cleared.length > 0) {
    await db.delete(loginThrottle).where(inArray(loginThrottle.key, cleared.map(({ key }) => key)));
  }
  if (refunded.length > 0) {
    await db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
      .where(inArray(loginThrottle.key, refunded.map(({ key }) => key)));
  }
}
