import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { users } from '../../../src/server/db/schema/index';
import { loggerOptions } from '../../../src/server/http/logging';
import { hashPassword } from '../../../src/server/modules/auth/passwords';
import { uniqueEmail } from '../support/factories';
import { createTestApp } from '../support/test-app';

const { database } = await createTestApp();
const lineCap = 16 * 1024;

/** The server's logger, writing into memory. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = pino(loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' })), sink);
  return { logger, lines };
}

async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('error logging', () => {
  it('leaves a failed query’s parameters (e-mail, password hash) out of the log', async () => {
    const email = uniqueEmail('private');
    const passwordHash = await hashPassword('a secret passphrase');
    const row = { firstName: 'Ann', lastName: 'Lee', email, passwordHash, timezone: 'UTC' };
    await database.db.insert(users).values(row);
    const error = await failure(() => database.db.insert(users).values(row));

    const { logger, lines } = capturedLogger();
    logger.error({ err: error }, 'unhandled error');
    const [line = ''] = lines;
    expect(line).toContain('users_email_unique');
    expect(line).toContain('parameters, not logged');
    expect(line).not.toContain(email);
    expect(line).not.toContain(passwordHash);
    expect(line).not.toContain(passwordHash.slice(-20));
  });

  it('keeps a line small when a query with megabytes of data fails', async () => {
    const huge = 'x'.repeat(8 * 1024 * 1024);
    const error = await failure(() => database.db.execute(sql`select ${huge}::integer`));
    const { logger, lines } = capturedLogger();
    logger.error({ err: error, rows: Array.from({ length: 5000 }, () => ({ description: huge.slice(0, 1000) })) }, `import failed: ${huge}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(lineCap);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, err: { message: expect.stringContaining('parameters, not logged'), cause: { code: '22P02' } } });
  });
});
