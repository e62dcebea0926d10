import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { EmailChangeInput, PasswordResetConfirmInput } from '../../../domain/auth/account-recovery';
import { recoveryMessages } from '../../../domain/auth/account-recovery';
import { errorCodes, errorMessages } from '../../../domain/shared/errors';
import type { Database } from '../../db/client';
import { accountTokens, sessions, userPreferences, users } from '../../db/schema/index';
import { AppError, fieldError, unauthenticated } from '../../http/app-error';
import type { AccountEmail } from './account-emails';
import { accountLinks } from './account-emails';
import { consumeLinkToken, linkExpired, newLinkToken, storeLinkToken } from './account-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { reserveAttempt, forgiveAttempt, passwordChangeKey, type ThrottleKey } from './throttle';
import { createHash } from 'node:crypto';

/** Where mail goes out and which origin its links open. */
export interface Outbox {
  origin: string;
  send(email: AccountEmail): void;
}

const tooMany = () => new AppError(429, errorCodes.rateLimited, errorMessages.rateLimited);
const emailTaken = () => new AppError(409, errorCodes.emailTaken, errorMessages.emailTaken, { email: errorMessages.emailTaken });

/** Reset mails one address may ask for in the throttle window, whether or not an account has it. */
const resetKey = (email: string): ThrottleKey => ({ key: `reset:${createHash('sha256').update(email).digest('hex')}`, limit: 5 });

async function accountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, language: userPreferences.language })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(sql`lower(${users.email}) = ${email}`);
  return row;
}

async function accountById(db: Pick<Database, 'select'>, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, language: userPreferences.language })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/**
 * POST /api/auth/password-reset. A token is made and hashed for every request so an unknown
 * address costs the same; only a real account stores it and gets mail.
 */
export async function requestPasswordReset(db: Database, email: string, outbox: Outbox): Promise<void> {
  if (!(await reserveAttempt(db, [resetKey(email)]))) throw tooMany();
  const { token, tokenHash } = newLinkToken();
  const account = await accountByEmail(db, email);
  if (!account) return;
  await db.transaction((tx) => storeLinkToken(tx, account.id, 'passwordReset', tokenHash, account.email.toLowerCase()));
  outbox.send({ kind: 'passwordReset', to: account.email, language: account.language ?? 'en', url: accountLinks.passwordReset(outbox.origin, token) });
}

/**
 * POST /api/auth/password-reset/confirm: the new password, every session ended (whoever held
 * one may be the reason for the reset) and every other open link retired. Opening the mail
 * proved the mailbox, so the address counts as confirmed when it is still the account's.
 */
export async function confirmPasswordReset(db: Database, input: PasswordResetConfirmInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, input.token, 'passwordReset');
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, case when lower(${users.email}) = ${link.email ?? ''} then now() end)`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, link.userId));
    await tx.delete(sessions).where(eq(sessions.userId, link.userId));
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.userId, link.userId), isNull(accountTokens.usedAt)));
  });
}

/** Mails a confirmation link for the account's current address (on sign-up and on request). */
export async function sendVerification(db: Database, userId: string, outbox: Outbox): Promise<void> {
  const account = await accountById(db, userId);
  if (!account) throw unauthenticated();
  const { token, tokenHash } = newLinkToken();
  await db.transaction((tx) => storeLinkToken(tx, account.id, 'emailVerification', tokenHash, account.email.toLowerCase()));
  outbox.send({ kind: 'emailVerification', to: account.email, language: account.language ?? 'en', url: accountLinks.emailVerification(outbox.origin, token) });
}

/** POST /api/auth/email-verification: at most one link a minute, and none once the address is confirmed. */
export async function resendVerification(db: Database, userId: string, outbox: Outbox): Promise<void> {
  const [user] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  if (user.verifiedAt) return;
  const [recent] = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'emailVerification'), gt(accountTokens.createdAt, sql`now() - interval '1 minute'`)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  if (recent) throw new AppError(429, errorCodes.rateLimited, recoveryMessages.verificationRecentlySent, undefined, { 'retry-after': '60' });
  await sendVerification(db, userId, outbox);
}

/** POST /api/auth/email-verification/confirm: a link for an address the account no longer has confirms nothing. */
export async function confirmVerification(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, 'emailVerification');
    const confirmed = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = ${link.email ?? ''}`))
      .returning({ id: users.id });
    if (confirmed.length === 0) throw linkExpired();
  });
}

async function addressTaken(db: Pick<Database, 'select'>, email: string, exceptUserId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, exceptUserId)));
  return other !== undefined;
}

/**
 * POST /api/auth/email-change: nothing changes yet. The new address gets the link that makes the
 * change, the old one a notice, so a stolen session or password cannot move the account quietly.
 */
export async function requestEmailChange(db: Database, userId: string, input: EmailChangeInput, outbox: Outbox): Promise<void> {
  const throttle = passwordChangeKey(userId);
  if (!(await reserveAttempt(db, [throttle]))) throw tooMany();
  const account = await accountById(db, userId);
  if (!account) throw unauthenticated();
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) throw fieldError('currentPassword', errorMessages.wrongPassword);
  await forgiveAttempt(db, [throttle]);
  if (account.email.toLowerCase() === input.email) throw fieldError('email', recoveryMessages.emailUnchanged);
  if (await addressTaken(db, input.email, userId)) throw emailTaken();
  const { token, tokenHash } = newLinkToken();
  await db.transaction((tx) => storeLinkToken(tx, userId, 'emailChange', tokenHash, input.email));
  const language = account.language ?? 'en';
  outbox.send({ kind: 'emailChange', to: input.email, language, url: accountLinks.emailChange(outbox.origin, token), email: input.email });
  outbox.send({ kind: 'emailChangeNotice', to: account.email, language, email: input.email });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

/**
 * POST /api/auth/email-change/confirm: moves the account to the new address, which the click
 * just confirmed. Taken by someone else since the request, it answers 409 and the link stays
 * unused (the transaction rolls back).
 */
export async function confirmEmailChange(db: Database, token: string): Promise<{ email: string }> {
  try {
    return await db.transaction(async (tx) => {
      const link = await consumeLinkToken(tx, token, 'emailChange');
      if (!link.email) throw linkExpired();
      if (await addressTaken(tx, link.email, link.userId)) throw emailTaken();
      await tx
        .update(users)
        .set({ email: link.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, link.userId));
      // A verification link for the old address must not confirm the new one.
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.userId, link.userId), eq(accountTokens.purpose, 'emailVerification'), isNull(accountTokens.usedAt)));
      return { email: link.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
