import { describe, expect, it } from 'vitest';
import { hashingOptions, hashPassword, productionHashing, verifyPassword } from '../../../../src/server/modules/auth/passwords';

describe('password hashing parameters', () => {
  it('are the production baseline everywhere but a test run that asks for the fast ones', () => {
    expect(productionHashing).toEqual({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(hashingOptions({ NODE_ENV: 'production' })).toBe(productionHashing);
    expect(hashingOptions({ NODE_ENV: 'production', TEST_PASSWORD_HASHING: 'fast' })).toBe(productionHashing);
    expect(hashingOptions({ NODE_ENV: 'development', TEST_PASSWORD_HASHING: 'fast' })).toBe(productionHashing);
    expect(hashingOptions({ TEST_PASSWORD_HASHING: 'fast' })).toBe(productionHashing);
    expect(hashingOptions({ NODE_ENV: 'test' })).toBe(productionHashing);
    expect(hashingOptions({ NODE_ENV: 'test', TEST_PASSWORD_HASHING: 'fast' })).not.toBe(productionHashing);
  });

  it('stay argon2id in a test run, so its hashes verify like real ones', async () => {
    expect(process.env.TEST_PASSWORD_HASHING).toBe('fast');
    const stored = await hashPassword('a quiet river at dawn');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(stored, 'a quiet river at dawn')).toBe(true);
    expect(await verifyPassword(stored, 'a quiet river at dusk')).toBe(false);
  });
});
