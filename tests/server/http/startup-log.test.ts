import { afterAll, describe, expect, inject, it } from 'vitest';
import { listeningUrl } from '../../../src/server/http/listening-url';
import { cloneTemplate, dropDatabase } from '../support/databases';
import { spawnServer, waitForStatus } from '../support/server-process';

const adminUrl = inject('adminUrl');
const { url: databaseUrl, name } = await cloneTemplate(adminUrl, inject('templateDatabase'));
afterAll(() => dropDatabase(adminUrl, name));

describe('the start-up log', () => {
  it('names the address the server is bound to, not localhost', async () => {
    // spawnServer binds HOST=127.0.0.1 on a free port.
    const server = await spawnServer({ DATABASE_URL: databaseUrl });
    try {
      await waitForStatus(server, '/api/ready', 200);
      // The line is written as the server turns ready; it may reach this process's pipe just after the answer does.
      await expect.poll(() => server.output(), { timeout: 10_000 }).toContain(`Tandem is ready at ${server.url}`);
      expect(server.output()).not.toContain('ready at http://localhost');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('writes IPv6 addresses in brackets', () => {
    expect(listeningUrl({ address: '::1', family: 'IPv6', port: 8080 })).toBe('http://[::1]:8080');
    expect(listeningUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://0.0.0.0:3000');
  });
});
