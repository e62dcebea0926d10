import { describe, expect, it } from 'vitest';
import { makeToken, signedInAgent, withToken } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const limit = 40;
const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(limit) });

describe('rate limits on token requests', () => {
  it('count per user: many tokens and many addresses share one allowance', async () => {
    const ana = await signedInAgent(app);
    const first = await makeToken(ana, 'read');
    const second = await makeToken(ana, 'read');
    const statuses: number[] = [];
    for (let index = 0; index < limit + 2; index += 1) {
      const { secret } = index % 2 === 0 ? first : second;
      const response = await withToken(app, secret, { method: 'GET', url: '/api/transactions', remoteAddress: `10.0.${index}.1` });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.at(-1)).toBe(429);
    const refused = await withToken(app, first.secret, { method: 'GET', url: '/api/transactions', remoteAddress: '10.9.9.9' });
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });

    // Another person's token has an allowance of its own.
    const ben = await signedInAgent(app);
    const bens = await makeToken(ben, 'read');
    expect((await withToken(app, bens.secret, { method: 'GET', url: '/api/transactions', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
  });
});
