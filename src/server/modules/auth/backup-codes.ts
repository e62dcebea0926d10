import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { backupCodeCount, normalizeBackupCode } from '../../../domain/auth/two-factor';
import type { Database } from '../../db/client';
import { twoFactorBackupCodes } from '../../db/schema/index';
import { hashToken } from './sessions';

/** No 0/o, 1/l/i: a code read off paper is typed back right. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function newBackupCode(): string {
  const characters = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
}

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

/** Replaces the account's backup codes with a fresh set and returns them; only their hashes are kept. */
export async function replaceBackupCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < backupCodeCount) codes.add(newBackupCode());
  await db.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
  await db.insert(twoFactorBackupCodes).values([...codes].map((code) => ({ userId, codeHash: hashToken(code) })));
  return [...codes];
}

/** Marks an unused backup code used; false when the code is not one of the account's unused ones. */
export async function useBackupCode(db: Executor, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(twoFactorBackupCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorBackupCodes.userId, userId), eq(twoFactorBackupCodes.codeHash, hashToken(normalizeBackupCode(code))), isNull(twoFactorBackupCodes.usedAt)))
    .returning({ id: twoFactorBackupCodes.id });
  return used.length > 0;
}

export async function unusedBackupCodes(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorBackupCodes)
    .where(and(eq(twoFactorBackupCodes.userId, userId), isNull(twoFactorBackupCodes.usedAt)));
  return row?.count ?? 0;
}
