import { afterAll, describe, expect, it } from 'vitest';
import type { PlanningWeek } from '../../../../src/domain/planning/planning';
import { createEntry, createGoal, createProject, entryInput, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter } from '../currency/fake-frankfurter';

const frankfurter = await startFakeFrankfurter();
afterAll(() => frankfurter.server.close());
const { app } = await createTestApp({ FX_BASE_URL: frankfurter.server.url });

describe('planning after the account’s currency changed', () => {
  it('says what the goals need in the account’s currency and keeps the plan of a project priced in the old one', async () => {
    const agent = await signedInAgent(app);
    const goal = await createGoal(app, agent.cookie, { title: 'Vacation', targetAmount: '1500' });
    const project = await createProject(app, agent.cookie, { name: 'Client', hourlyRate: '50', currency: 'USD', goalId: goal.id });
    await createEntry(app, agent.cookie, entryInput(project.id, 60, 5));
    const before = (await agent.get('/api/planning/week')).json<PlanningWeek>();
    expect(before.goalsNeed.currency).toBe('USD');
    const neededInDollars = Number(before.goalsNeed.perMonth);
    expect(neededInDollars).toBeGreaterThan(100);

    expect((await agent.post('/api/settings/currency', { currency: 'EUR', mode: 'convert' })).statusCode).toBe(200);
    const week = (await agent.get('/api/planning/week')).json<PlanningWeek>();
    // The hours stay priced in dollars (a row in its own currency); the goals' need is a total, in euros.
    expect(week.earnings).toEqual([{ currency: 'USD', billableSeconds: 3600, earned: '50.00', billed: '0.00' }]);
    expect(week.goalsNeed.currency).toBe('EUR');
    expect(Number(week.goalsNeed.perMonth)).toBeCloseTo(neededInDollars * 0.92, 0);
    // 1,380 EUR left is 1,500 USD at the project's rate: the same hours as before.
    expect(week.goalPlans).toEqual([
      expect.objectContaining({ goalId: goal.id, projectId: project.id, currency: 'EUR', remainingAmount: '1380.00', neededHoursPerWeek: before.goalPlans[0]!.neededHoursPerWeek }),
    ]);
  });
});
