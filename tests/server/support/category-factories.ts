import type { FastifyInstance } from 'fastify';
import type { CustomCategory } from '../../../src/domain/categories/custom-categories';
import type { Database } from '../../../src/server/db/client';
import { setPlanByEmail } from '../../../scripts/admin-commands';

/** Gives the account Premium the way a self-hosted administrator does. */
export async function grantPremium(db: Database, account: { email: string }): Promise<void> {
  await setPlanByEmail(db, account.email, 'premium');
}

/** Creates a custom category through the API (an expense category unless overridden). */
export async function createCategory(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<CustomCategory> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { cookie },
    payload: { name: 'Pets', type: 'expense', icon: 'paw-print', color: '#22C55E', ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`createCategory: ${response.statusCode} ${response.body}`);
  return response.json<CustomCategory>();
}
