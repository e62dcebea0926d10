import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { challengeAttempts, twoFactorCodes, twoFactorMessages, type TwoFactorSignInInput } from '../../../domain/auth/two-factor';
import type { Database } from '../../db/client';
import { accountTokens, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { toUser, userColumns } from '../../shared/users';
import { isTrustedDevice, newDeviceToken, rememberDevice, trustDevice } from './known-device';
import type { ClientInfo, SignedIn } from './sign-in-types';
import { createSession, hashToken, pruneEndedSessions } from './sessions';
import { signInKeys, tooManyAttempts } from './sign-in-keys';
import { forgiveAttempt, reserveAttempt, takeSlowdownTry } from './throttle';
import { hasTwoFactor, spendSecondFactor } from './two-factor-service';

const challengeLifetime = sql`interval '10 minutes'`;

const challengeExpired = () => new AppError(401, twoFactorCodes.challengeExpired, twoFactorMessages.challengeExpired);
const wrongCode = () => new AppError(401, twoFactorCodes.wrongCode, twoFactorMessages.codeWrong);

/** True when a right password is not enough: two-factor is on and this browser is not trusted to skip it. */
export async function needsSecondFactor(db: Database, userId: string, deviceToken: string | undefined): Promise<boolean> {
  if (!(await hasTwoFactor(db, userId))) return false;
  return !(deviceToken && (await isTrustedDevice(db, userId, deviceToken)));
}

/** The single-use token that stands for "this password was right" for ten minutes; only its hash is stored. */
export async function createSignInChallenge(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'twoFactorSignIn'), lt(accountTokens.expiresAt, sql`now()`)));
  await db.insert(accountTokens).values({ tokenHash: hashToken(token), userId, purpose: 'twoFactorSignIn', expiresAt: sql`now() + ${challengeLifetime}` });
  return token;
}

const liveChallenge = (tokenHash: string) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, 'twoFactorSignIn'),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
    lt(accountTokens.attempts, challengeAttempts),
  );

type Outcome = { kind: 'expired' } | { kind: 'wrong' } | { kind: 'signedIn'; token: string };

/**
 * The second step of a sign-in. Each code is counted by the same throttle as a password, and a
 * challenge takes a few wrong codes before it dies. The challenge is claimed, the code spent and
 * the session started in one transaction, so two requests racing with one challenge or one code
 * start at most one session.
 */
export async function completeTwoFactorSignIn(db: Database, input: TwoFactorSignInInput, client: ClientInfo): Promise<SignedIn> {
  const tokenHash = hashToken(input.challenge);
  const [challenge] = await db
    .select({ userId: accountTokens.userId, email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(liveChallenge(tokenHash));
  if (!challenge) throw challengeExpired();
  const { userId } = challenge;
  const keys = await signInKeys(db, challenge.email.toLowerCase(), userId, client);
  const slowdown = await takeSlowdownTry(db, keys.slowdown);
  if (!slowdown.allowed) throw tooManyAttempts(slowdown.retryAfterSeconds);
  if (keys.address && !(await reserveAttempt(db, [keys.address]))) throw tooManyAttempts();

  const deviceToken = client.deviceToken ?? newDeviceToken();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const claimed = await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(liveChallenge(tokenHash))
      .returning({ userId: accountTokens.userId });
    if (claimed.length === 0) return { kind: 'expired' };
    if (!(await spendSecondFactor(tx, userId, input.code))) {
      // Returned, not thrown, so the count of wrong codes is kept.
      await tx
        .update(accountTokens)
        .set({ usedAt: null, attempts: sql`${accountTokens.attempts} + 1` })
        .where(eq(accountTokens.tokenHash, tokenHash));
      return { kind: 'wrong' };
    }
    const token = await createSession(tx, userId, client.userAgent);
    await rememberDevice(tx, userId, deviceToken);
    if (input.trustDevice) await trustDevice(tx, userId, deviceToken);
    return { kind: 'signedIn', token };
  });
  if (outcome.kind === 'expired') throw challengeExpired();
  if (outcome.kind === 'wrong') throw wrongCode();

  await forgiveAttempt(db, [keys.slowdown], keys.address ? [keys.address] : []);
  await pruneEndedSessions(db, userId);
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  if (!row) throw challengeExpired();
  return { user: toUser(row), token: outcome.token, deviceToken };
}
