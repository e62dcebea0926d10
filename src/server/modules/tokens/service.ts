import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { maxActiveTokens, tokenErrorCodes, tokenMessages, type ApiToken, type CreateTokenInput } from '../../../domain/tokens/api-tokens';
import { addDays, maximumDate, type IsoDate } from '../../../domain/shared/dates';
import { says } from '../../../domain/shared/errors';
import { instantFromWallTime } from '../../../domain/shared/zoned-time';
import type { Database } from '../../db/client';
import { apiTokens, users } from '../../db/schema/index';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { isUuid } from '../../http/route-kit';
import { newTokenSecret } from '../../shared/api-tokens';
import { recordAudit } from '../../shared/audit-log';
import { ownerSettings } from '../../shared/owner-settings';

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expired: sql<boolean>`coalesce(${apiTokens.expiresAt} <= now(), false)`,
};

type TokenRow = { id: string; name: string; scope: ApiToken['scope']; prefix: string; createdAt: Date; expiresAt: Date | null; lastUsedAt: Date | null; expired: boolean };

function toWire(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expired: row.expired,
  };
}

/** The user's tokens that are not revoked, expired ones included (marked), newest first. */
export async function listTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select(columns)
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toWire);
}

/** The first instant after `lastDay` in `timeZone`: when a token chosen to last until that day stops. */
function endOfDay(lastDay: IsoDate, timeZone: string): Date {
  const [year, month, day] = addDays(lastDay, 1).split('-').map(Number) as [number, number, number];
  return instantFromWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

async function expiryOf(db: Database, userId: string, expiresAt: string | null | undefined): Promise<Date | null> {
  if (expiresAt === null || expiresAt === undefined) return null;
  if (expiresAt > maximumDate) throw fieldError('expiresAt', tokenMessages.expiryInvalid);
  const { timezone, today } = await ownerSettings(db, userId);
  if (expiresAt <= today) throw fieldError('expiresAt', tokenMessages.expiryNotFuture);
  return endOfDay(expiresAt, timezone);
}

const active = and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)));

/**
 * Makes a token and returns it with its secret, the only time the secret leaves the server. The
 * user's row is locked while the active tokens are counted, so two tabs cannot pass the cap together.
 */
export async function createToken(db: Database, userId: string, input: CreateTokenInput): Promise<{ token: ApiToken; secret: string }> {
  const expiresAt = await expiryOf(db, userId, input.expiresAt);
  const { secret, hash, prefix } = newTokenSecret();
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ count: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), active));
    if ((held?.count ?? 0) >= maxActiveTokens) throw new AppError(409, tokenErrorCodes.tooMany, says(tokenMessages.tooMany, { max: maxActiveTokens }));
    const [row] = await tx.insert(apiTokens).values({ userId, name: input.name, scope: input.scope, tokenHash: hash, prefix, expiresAt }).returning(columns);
    if (!row) throw new Error('token insert returned no row');
    await recordAudit(tx, { userId, tokenId: row.id, action: 'token.created' });
    return { token: toWire(row), secret };
  });
}

/** Revokes one of the user's tokens at once; someone else's, or one already revoked, is not found. */
export async function revokeToken(db: Database, userId: string, tokenId: string): Promise<void> {
  if (!isUuid(tokenId)) throw notFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    if (!row) throw notFound();
    await recordAudit(tx, { userId, tokenId: row.id, action: 'token.revoked' });
  });
}
