import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { isAppCode, twoFactorMessages, type ConfirmTwoFactorInput, type EnableTwoFactorInput, type TwoFactorSetup, type TwoFactorStatus } from '../../../domain/auth/two-factor';
import { errorCodes, errorMessages } from '../../../domain/shared/errors';
import type { Database } from '../../db/client';
import { knownDevices, twoFactor, twoFactorBackupCodes, users } from '../../db/schema/index';
import { AppError, fieldError, unauthenticated } from '../../http/app-error';
import { replaceBackupCodes, unusedBackupCodes, useBackupCode } from './backup-codes';
import { verifyPassword } from './passwords';
import { passwordChangeKey, forgiveAttempt, reserveAttempt } from './throttle';
import { acceptedStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp';

type Executor = Pick<Database, 'select' | 'update' | 'insert' | 'delete'>;

const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
const tooManyAttempts = () => new AppError(429, errorCodes.rateLimited, errorMessages.rateLimited);

export async function twoFactorStatus(db: Database, userId: string): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return { twoFactorEnabled: row !== undefined, backupCodesLeft: row ? await unusedBackupCodes(db, userId) : 0 };
}

/** True when the account asks for a code after the password. */
export async function hasTwoFactor(db: Pick<Database, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return row !== undefined;
}

/** A new secret, pending until a first code from it checks out; an earlier pending one is replaced. */
export async function startTwoFactorSetup(db: Database, userId: string): Promise<TwoFactorSetup> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  const secret = newTotpSecret();
  const saved = await db
    .insert(twoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, lastUsedStep: null, createdAt: sql`now()` }, setWhere: isNull(twoFactor.enabledAt) })
    .returning({ userId: twoFactor.userId });
  if (saved.length === 0) throw conflict(twoFactorMessages.alreadyOn);
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

/** Turns two-factor on once a code from the pending secret checks out; answers the first backup codes. */
export async function enableTwoFactor(db: Database, userId: string, input: EnableTwoFactorInput): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.userId, userId)).for('update');
    if (row?.enabledAt) throw conflict(twoFactorMessages.alreadyOn);
    if (!row) throw conflict(twoFactorMessages.notStarted);
    const step = acceptedStep(row.secret, input.code, row.lastUsedStep);
    if (step === null) throw fieldError('code', twoFactorMessages.codeWrong);
    await tx
      .update(twoFactor)
      .set({ enabledAt: sql`now()`, lastUsedStep: step })
      .where(eq(twoFactor.userId, userId));
    return replaceBackupCodes(tx, userId);
  });
}

/**
 * Checks and spends a second factor inside the caller's transaction, with the account's
 * two-factor row locked: an app code's time step is recorded so it never works twice, a backup
 * code is marked used. False when the code is wrong, already spent, or two-factor is off.
 */
export async function spendSecondFactor(tx: Executor & Pick<Database, 'select'>, userId: string, code: string): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .for('update');
  if (!row) return false;
  if (!isAppCode(code)) return useBackupCode(tx, userId, code);
  const step = acceptedStep(row.secret, code, row.lastUsedStep);
  if (step === null) return false;
  await tx.update(twoFactor).set({ lastUsedStep: step }).where(eq(twoFactor.userId, userId));
  return true;
}

/**
 * The password and a second factor, counted against the same budget as password changes so
 * the two cannot be used to guess twice as fast. Runs `then` in the transaction that spent the code.
 */
async function withPasswordAndCode<T>(db: Database, userId: string, input: ConfirmTwoFactorInput, then: (tx: Executor) => Promise<T>): Promise<T> {
  const throttle = passwordChangeKey(userId);
  if (!(await reserveAttempt(db, [throttle]))) throw tooManyAttempts();
  if (!(await hasTwoFactor(db, userId))) throw conflict(twoFactorMessages.notOn);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, input.password))) throw fieldError('password', errorMessages.wrongPassword);
  const result = await db.transaction(async (tx) => {
    if (!(await spendSecondFactor(tx, userId, input.code))) return { ok: false as const };
    return { ok: true as const, value: await then(tx) };
  });
  if (!result.ok) throw fieldError('code', twoFactorMessages.codeWrong);
  await forgiveAttempt(db, [throttle]);
  return result.value;
}

export function regenerateBackupCodes(db: Database, userId: string, input: ConfirmTwoFactorInput): Promise<string[]> {
  return withPasswordAndCode(db, userId, input, (tx) => replaceBackupCodes(tx, userId));
}

/** Turns two-factor off: the secret and backup codes go, and no browser stays trusted to skip a code. */
export async function disableTwoFactor(db: Database, userId: string, input: ConfirmTwoFactorInput): Promise<void> {
  await withPasswordAndCode(db, userId, input, async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
    await tx.update(knownDevices).set({ twoFactorTrustedUntil: null }).where(eq(knownDevices.userId, userId));
  });
}
