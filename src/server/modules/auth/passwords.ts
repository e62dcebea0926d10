import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is a const enum that isolated modules cannot read at run time; 2 is Argon2id.
const argon2id = 2 satisfies Algorithm;

/** OWASP's argon2id baseline (ASVS 5 level 2): 19 MiB, two passes, one lane. */
const options: Options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
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
