import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is a const enum that isolated modules cannot read at run time; 2 is Argon2id.
const argon2id = 2 satisfies Algorithm;

/** OWASP's argon2id baseline (ASVS 5 level 2): 19 MiB, two passes, one lane. */
export const productionHashing: Options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * The API tests sign up thousands of accounts; at the baseline each costs a sign-up ~80 ms of one
 * core. This 1 MiB, one-pass variant costs ~4 ms and is still argon2id, so hashes verify the same
 * way. It is only ever chosen inside a test run, never by a production or development server.
 */
const testHashing: Options = { algorithm: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * The baseline, unless both `NODE_ENV=test` and `TEST_PASSWORD_HASHING=fast` are set (the API
 * test project of vitest.config.ts sets the second; the browser tests run the built app with
 * `NODE_ENV=production`, so every sign-up there pays the baseline).
 */
export function hashingOptions(env: NodeJS.ProcessEnv = process.env): Options {
  return env.NODE_ENV === 'test' && env.TEST_PASSWORD_HASHING === 'fast' ? testHashing : productionHashing;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashingOptions());
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows, verified when the e-mail is unknown so that a sign-in takes as
 * long whether or not the account exists.
 */
export function warmDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}
