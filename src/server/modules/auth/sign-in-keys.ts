import { errorCodes, errorMessages } from '../../../domain/shared/errors';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isKnownDevice } from './known-device';
import { hashToken } from './sessions';
import { accountAddressKey, addressKey, knownDeviceKey } from './throttle';

/** The fields of a sign-in's client the throttle reads. */
interface ThrottledClient {
  ip: string;
  failedSignInLimit: number;
  deviceToken: string | undefined;
}

export const tooManyAttempts = (retryAfterSeconds?: number) =>
  new AppError(429, errorCodes.rateLimited, errorMessages.rateLimited, undefined, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined);

/**
 * The keys a sign-in is counted against, for its password and for its two-factor code alike. A
 * browser that has signed in to the account before has a slowdown of its own, so failures from
 * elsewhere (even from its own address) never hold it back. Any other browser is slowed down per
 * (account, address) pair, which a stranger on another address cannot affect, and counts against
 * its address's limit across accounts.
 */
export async function signInKeys(db: Database, email: string, userId: string | undefined, client: ThrottledClient) {
  if (userId && client.deviceToken && (await isKnownDevice(db, userId, client.deviceToken))) {
    return { slowdown: knownDeviceKey(userId, hashToken(client.deviceToken)), address: undefined };
  }
  return { slowdown: accountAddressKey(email, client.ip), address: addressKey(client.ip, client.failedSignInLimit) };
}
