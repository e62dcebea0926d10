import { verify } from '@node-rs/argon2';

/** Whether `password` matches a stored argon2 hash; anything that is not one never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
