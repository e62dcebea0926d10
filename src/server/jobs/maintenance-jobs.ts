import { isNotNull, lt, or, sql } from 'drizzle-orm';
import { loginThrottle, sessions } from '../db/schema/index';
import { sweepIdempotencyKeys } from '../http/idempotency';
import { absoluteTimeout, idleTimeout } from '../modules/auth/sessions';
import { longestWaitSeconds } from '../modules/auth/throttle';
import { scheduledJob } from './scheduled-job';

/** Ended sessions (signed out, idle 7 days, older than 30) and sign-in throttles past their window (one wait at most). */
export const sessionCleanup = scheduledJob({
  name: 'session-cleanup',
  cron: '17 * * * *',
  async run({ db }) {
    const ended = await db
      .delete(sessions)
      .where(or(isNotNull(sessions.revokedAt), lt(sessions.lastSeenAt, sql`now() - ${idleTimeout}`), lt(sessions.createdAt, sql`now() - ${absoluteTimeout}`)))
      .returning({ id: sessions.id });
    const throttles = await db
      .delete(loginThrottle)
      .where(lt(loginThrottle.windowStartedAt, sql`now() - make_interval(secs => ${longestWaitSeconds})`))
      .returning({ key: loginThrottle.key });
    return `removed ${ended.length} ended sessions and ${throttles.length} expired sign-in throttles`;
  },
});

/** Idempotency keys older than their 24-hour window. */
export const idempotencyKeyCleanup = scheduledJob({
  name: 'idempotency-key-cleanup',
  cron: '*/15 * * * *',
  async run({ db }) {
    return `removed ${await sweepIdempotencyKeys(db)} expired idempotency keys`;
  },
});
