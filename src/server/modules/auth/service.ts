import { eq, sql } from 'drizzle-orm';
import { normalizeReferralCode } from '../../../domain/referrals/referrals';
import type { ChangePasswordInput, LoginInput, RegisterInput } from '../../../domain/auth/auth';
import { errorCodes, errorMessages } from '../../../domain/shared/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, fieldError, unauthenticated } from '../../http/app-error';
import type { SessionUser } from '../../http/auth-guard';
import { activeReferrerOf, ensureReferralCode, invalidReferralCode, recordReferral } from '../../shared/referral-codes';
import { createPreferences } from '../../shared/user-preferences';
import { toUser, userColumns } from '../../shared/users';
import { hashPassword, verifyPassword, warmDummyHash } from './passwords';
import { newDeviceToken, rememberDevice } from './known-device';
import { createSession, pruneEndedSessions, revokeOtherSessions } from './sessions';
import { signInKeys, tooManyAttempts } from './sign-in-keys';
import { forgiveAttempt, passwordChangeKey, reserveAttempt, takeSlowdownTry } from './throttle';
import { createSignInChallenge, needsSecondFactor } from './two-factor-sign-in';

/** A right password on an account that asks for a code next: no session yet, only the challenge to answer. */
export interface PasswordAccepted {
  challenge: string;
}

import type { ClientInfo, SignedIn } from './sign-in-types';

const emailTaken = () => new AppError(409, errorCodes.emailTaken, errorMessages.emailTaken, { email: errorMessages.emailTaken });
const invalidCredentials = () => new AppError(401, errorCodes.invalidCredentials, errorMessages.invalidCredentials);

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email}`;

export async function register(db: Database, input: RegisterInput, client: ClientInfo): Promise<SignedIn> {
  const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(input.email));
  if (existing) throw emailTaken();
  const referralCode = normalizeReferralCode(input.referralCode);
  // Refused before any work, so a mistyped code never leaves an account behind.
  if (referralCode && !(await activeReferrerOf(db, referralCode))) throw invalidReferralCode();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash, timezone: input.timezone })
        .returning(userColumns);
      if (!row) throw new Error('user insert returned no row');
      await createPreferences(tx, row.id, client.language);
      await ensureReferralCode(tx, row.id, row.firstName);
      // Checked again in the insert itself: a code paused since the check above rolls the sign-up back.
      if (referralCode) await recordReferral(tx, row.id, referralCode);
      const token = await createSession(tx, row.id, client.userAgent);
      const deviceToken = client.deviceToken ?? newDeviceToken();
      await rememberDevice(tx, row.id, deviceToken);
      return { user: toUser(row), token, deviceToken };
    });
  } catch (error) {
    // Two sign-ups with one address at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Starts a session only if the password just verified is still the account's: the row is read
 * under a share lock, so a password change either waits for this session to exist (and then
 * ends it) or has committed already (and this sign-in is refused).
 */
async function startSessionWithPassword(db: Database, userId: string, verifiedHash: string, client: ClientInfo) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('share');
    if (!current || current.passwordHash !== verifiedHash) throw invalidCredentials();
    return createSession(tx, userId, client.userAgent);
  });
}

/**
 * Unknown e-mail and wrong password give the same answer after the same argon2 work. Every
 * attempt is counted before the password is checked, so a slowed-down pair or an address over
 * its limit answers 429 (with Retry-After) without its password being checked at all.
 */
export async function signIn(db: Database, input: LoginInput, client: ClientInfo): Promise<SignedIn | PasswordAccepted> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(input.email));
  const keys = await signInKeys(db, input.email, row?.id, client);
  const slowdown = await takeSlowdownTry(db, keys.slowdown);
  if (!slowdown.allowed) throw tooManyAttempts(slowdown.retryAfterSeconds);
  if (keys.address && !(await reserveAttempt(db, [keys.address]))) throw tooManyAttempts();
  const valid = await verifyPassword(row?.passwordHash ?? (await warmDummyHash()), input.password);
  if (!row || !valid) throw invalidCredentials();
  const refunded = keys.address ? [keys.address] : [];
  if (await needsSecondFactor(db, row.id, client.deviceToken)) {
    // The slowdown keeps counting until the code is right too, so a known password never buys more code guesses.
    await forgiveAttempt(db, [], refunded);
    return { challenge: await createSignInChallenge(db, row.id) };
  }
  await forgiveAttempt(db, [keys.slowdown], refunded);
  await pruneEndedSessions(db, row.id);
  const token = await startSessionWithPassword(db, row.id, row.passwordHash, client);
  const deviceToken = client.deviceToken ?? newDeviceToken();
  await rememberDevice(db, row.id, deviceToken);
  return { user: toUser(row), token, deviceToken };
}

/** Keeps the session that made the change and ends every other one. */
export async function changePassword(db: Database, auth: SessionUser, input: ChangePasswordInput): Promise<void> {
  const throttle = passwordChangeKey(auth.id);
  if (!(await reserveAttempt(db, [throttle]))) throw tooManyAttempts();
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.id));
  if (!row) throw unauthenticated();
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', errorMessages.wrongPassword);
  }
  await forgiveAttempt(db, [throttle]);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, auth.id));
    await revokeOtherSessions(tx, auth.id, auth.sessionId);
  });
}
