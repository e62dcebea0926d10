import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput, LoginInput, RegisterInput, User } from '../../../domain/auth';
import { errorCodes, errorMessages } from '../../../domain/errors';
import type { LanguageCode } from '../../../domain/languages';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, fieldError, unauthenticated } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-guard';
import { createPreferences } from '../../shared/user-preferences';
import { toUser, userColumns } from '../../shared/users';
import { hashPassword, verifyPassword, warmDummyHash } from './passwords';
import { createSession, pruneEndedSessions, revokeOtherSessions } from './sessions';
import { accountKey, addressKey, forgiveAttempt, passwordChangeKey, reserveAttempt } from './throttle';

export interface ClientInfo {
  ip: string;
  /** Failed sign-ins this address may make in the throttle window. */
  failedSignInLimit: number;
  userAgent: string | undefined;
  language: LanguageCode;
}

export interface SignedIn {
  user: User;
  token: string;
}

const emailTaken = () =>
  new AppError(409, errorCodes.emailTaken, errorMessages.emailTaken, { email: errorMessages.emailTaken });
const invalidCredentials = () => new AppError(401, errorCodes.invalidCredentials, errorMessages.invalidCredentials);
const tooManyAttempts = () => new AppError(429, errorCodes.rateLimited, errorMessages.rateLimited);

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
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash, timezone: input.timezone })
        .returning(userColumns);
      if (!row) throw new Error('user insert returned no row');
      await createPreferences(tx, row.id, client.language);
      const token = await createSession(tx, row.id, client.userAgent);
      return { user: toUser(row), token };
    });
  } catch (error) {
    // Two sign-ups with one address at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Unknown e-mail and wrong password give the same answer after the same argon2 work. Every
 * attempt is counted per account and per address first, so a locked account answers 429
 * without its password being checked at all.
 */
export async function signIn(db: Database, input: LoginInput, client: ClientInfo): Promise<SignedIn> {
  const account = accountKey(input.email);
  const address = addressKey(client.ip, client.failedSignInLimit);
  if (!(await reserveAttempt(db, [account, address]))) throw tooManyAttempts();
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(input.email));
  const valid = await verifyPassword(row?.passwordHash ?? (await warmDummyHash()), input.password);
  if (!row || !valid) throw invalidCredentials();
  await forgiveAttempt(db, [account], [address]);
  await pruneEndedSessions(db, row.id);
  const token = await createSession(db, row.id, client.userAgent);
  return { user: toUser(row), token };
}

/** Keeps the session that made the change and ends every other one. */
export async function changePassword(db: Database, auth: AuthUser, input: ChangePasswordInput): Promise<void> {
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
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, auth.id));
    await revokeOtherSessions(tx, auth.id, auth.sessionId);
  });
}
