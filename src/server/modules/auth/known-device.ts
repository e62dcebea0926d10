import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { trustedDeviceDays } from '../../../domain/auth/two-factor';
import type { Database } from '../../db/client';
import { knownDevices } from '../../db/schema/index';
import { cookieAttributes, cookieName } from '../../shared/session-cookie';
import { hashToken } from './sessions';

const maxAgeSeconds = 365 * 24 * 60 * 60;
/** Browsers remembered per account; the least recently used are forgotten first. */
const devicesPerUser = 20;

/** The browser's device token, if it sent a plausible one. */
export function deviceTokenFrom(request: FastifyRequest, config: Config): string | undefined {
  const token = request.cookies[cookieName('device', config)];
  return token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : undefined;
}

export function setDeviceCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(cookieName('device', config), token, { ...cookieAttributes(config), maxAge: maxAgeSeconds });
}

export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when this browser has signed in to the account before. */
export async function isKnownDevice(db: Database, userId: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, hashToken(token))));
  return row !== undefined;
}

type Executor = Pick<Database, 'insert' | 'execute'>;

/** Remembers the browser for the account (only the token's SHA-256 is stored). */
export async function rememberDevice(db: Executor, userId: string, token: string): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.tokenHash], set: { lastSignInAt: sql`now()` } });
  await db.execute(sql`
    delete from known_devices where user_id = ${userId} and token_hash not in (
      select token_hash from known_devices where user_id = ${userId} order by last_sign_in_at desc limit ${devicesPerUser})`);
}

/** True when this browser was trusted to skip the two-factor code for the account, and still is. */
export async function isTrustedDevice(db: Database, userId: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, hashToken(token)), gt(knownDevices.twoFactorTrustedUntil, sql`now()`)));
  return row !== undefined;
}

/** Lets this (already remembered) browser skip the two-factor code for the next 30 days. */
export async function trustDevice(db: Pick<Database, 'update'>, userId: string, token: string): Promise<void> {
  await db
    .update(knownDevices)
    .set({ twoFactorTrustedUntil: sql`now() + make_interval(days => ${trustedDeviceDays})` })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, hashToken(token))));
}
