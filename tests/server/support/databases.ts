import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template; returns its connection string. */
export async function cloneTemplate(adminUrl: string, template: string): Promise<{ url: string; name: string }> {
  const name = `tandem_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        // Two files cloning at the same instant can collide on the template's lock; try again.
        if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
      }
    }
  });
  return { url: databaseUrl(adminUrl, name), name };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
