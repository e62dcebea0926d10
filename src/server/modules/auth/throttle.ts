import { createHash } from 'node:crypto';
import { eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

const windowMinutes = 15;
const window = sql.raw(`interval '${windowMinutes} minutes'`);

export interface ThrottleKey {
  key: string;
  /** Failures allowed in the window; the next attempt is refused. */
  limit: number;
}

/** A key that never locks: after `freeFailures`, each failure doubles the wait before the next try. */
export interface SlowdownKey {
  key: string;
}

/** Failures an (account, address) pair or a known browser may make before it has to wait. */
export const freeFailures = 5;
/** The longest wait between two tries, in seconds: one attempt per window at worst. */
export const longestWaitSeconds = windowMinutes * 60;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Limits shared by every account behind one address, per 15 minutes: failed sign-ins
 * (AUTH_ATTEMPTS_PER_ADDRESS) and registrations (REGISTRATIONS_PER_ADDRESS). Generous, because a
 * school or office shares one address; the per-pair slowdown below stops guessing one password.
 */
export function addressLimits(config: Config) {
  return { failedSignIns: config.authAttemptsPerAddress, registrations: config.registrationsPerAddress };
}

/** Keyed by digests so a password typed into the e-mail field is never stored. */
export const accountAddressKey = (email: string, ip: string): SlowdownKey => ({ key: `pair:${digest(`${email}\n${ip}`)}` });
export const knownDeviceKey = (userId: string, deviceHash: string): SlowdownKey => ({ key: `device:${digest(`${userId}\n${deviceHash}`)}` });
export const addressKey = (ip: string, limit: number): ThrottleKey => ({ key: `ip:${ip}`, limit });
export const passwordChangeKey = (userId: string): ThrottleKey => ({ key: `password:${userId}`, limit: 10 });

/** Seconds to wait after the n-th failure in a window: none at first, then 1, 2, 4 … up to the window. */
const waitSeconds = (failures: SQL) => sql`case when ${failures} <= ${freeFailures} then 0 else least(power(2, ${failures} - ${freeFailures + 1}), ${longestWaitSeconds}) end`;

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

export type Slowdown = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes a try for a slowdown key if its wait is over, counting it as a failure and starting the
 * next wait in the same atomic statement (parallel tries find the wait already started). A
 * successful sign-in clears the key through `forgiveAttempt`.
 */
export async function takeSlowdownTry(db: Database, { key }: SlowdownKey): Promise<Slowdown> {
  const t = loginThrottle;
  const inWindow = sql`${t.windowStartedAt} > now() - ${window}`;
  const nextFailures = sql`case when ${inWindow} then ${t.failures} + 1 else 1 end`;
  const taken = await db
    .insert(t)
    .values({ key, failures: 1, notBefore: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${inWindow} then ${t.windowStartedAt} else now() end`,
        notBefore: sql`now() + make_interval(secs => ${waitSeconds(nextFailures)})`,
      },
      setWhere: sql`${t.notBefore} is null or ${t.notBefore} <= now() or not (${inWindow})`,
    })
    .returning({ key: t.key });
  if (taken.length > 0) return { allowed: true };
  const [row] = await db
    .select({ wait: sql<string>`ceil(extract(epoch from ${t.notBefore} - now()))` })
    .from(t)
    .where(eq(t.key, key));
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.wait ?? 1)) };
}

/** After a success: the given keys' failures are forgotten, shared keys (an IP) get this attempt back. */
export async function forgiveAttempt(db: Database, cleared: (ThrottleKey | SlowdownKey)[], refunded: ThrottleKey[] = []): Promise<void> {
  if (cleared.length > 0) {
    await db.delete(loginThrottle).where(
      inArray(
        loginThrottle.key,
        cleared.map(({ key }) => key),
      ),
    );
  }
  if (refunded.length > 0) {
    await db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
      .where(
        inArray(
          loginThrottle.key,
          refunded.map(({ key }) => key),
        ),
      );
  }
}
