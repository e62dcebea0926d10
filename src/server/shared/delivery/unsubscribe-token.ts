import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { unsubscribeTypes, type UnsubscribeType } from '../../../domain/delivery/delivery-texts';
import type { Database } from '../../db/client';
import { serverKey } from './server-keys';

type Store = Pick<Database, 'insert' | 'select'>;

const secretName = 'unsubscribe-secret';

function secret(db: Store): Promise<string> {
  return serverKey(db, secretName, z.string().min(32), () => randomBytes(32).toString('base64url'));
}

function signature(key: string, userId: string, type: string): Buffer {
  return createHmac('sha256', key).update(`${userId}:${type}`).digest();
}

/**
 * A link that needs no sign-in and can only switch off one type for one person: the user id and
 * type in the clear, with an HMAC under a secret only the server knows.
 */
export async function unsubscribeToken(db: Store, userId: string, type: UnsubscribeType): Promise<string> {
  return `${userId}.${type}.${signature(await secret(db), userId, type).toString('base64url')}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who and what a token names, or null for anything not signed by this server. */
export async function readUnsubscribeToken(db: Store, token: string): Promise<{ userId: string; type: UnsubscribeType } | null> {
  const [userId = '', type = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !uuidPattern.test(userId)) return null;
  const known = unsubscribeTypes.find((candidate) => candidate === type);
  if (!known) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(await secret(db), userId, known);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, type: known };
}
