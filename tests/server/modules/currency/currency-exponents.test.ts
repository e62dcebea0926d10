import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currencyExponents } from '../../../../src/domain/shared/currencies';
import { createTestApp } from '../../support/test-app';

const { database } = await createTestApp();

describe('the database’s currency table', () => {
  it('gives every currency the decimals of the domain’s table, and nothing for an unknown code', async () => {
    for (const [code, exponent] of Object.entries(currencyExponents)) {
      const { rows } = await database.db.execute<{ exponent: number }>(sql`select currency_exponent(${code}) as exponent`);
      expect(rows[0]?.exponent, code).toBe(exponent);
    }
    const { rows } = await database.db.execute<{ exponent: number | null }>(sql`select currency_exponent('XYZ') as exponent`);
    expect(rows[0]?.exponent).toBeNull();
  });
});
