import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AdminUsageError, parseAdminArgs, setPlanByEmail } from '../../../../scripts/admin-commands';
import type { SubscriptionState } from '../../../../src/domain/billing/plans';
import { AppError } from '../../../../src/server/http/app-error';
import { planOf, requirePremium } from '../../../../src/server/shared/plan';
import { signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

// No Stripe key: the server has no payments, as on a self-hosted install.
const { app, database } = await createTestApp();
const ana = await signedInAgent(app);
const ben = await signedInAgent(app);

describe('a server without payments', () => {
  it('answers 503 payments_not_configured to checkout and billing management, and no invoices', async () => {
    const checkout = await ana.post('/api/checkout', { planId: 'premium-monthly' });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toMatchObject({ code: 'payments_not_configured' });
    expect(checkout.json().message).toContain('Payments are not set up on this server');
    expect((await ana.post('/api/billing/portal')).json()).toMatchObject({ code: 'payments_not_configured' });
    expect((await ana.get('/api/billing/invoices')).json()).toEqual([]);
  });

  it('refuses webhooks it cannot verify', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
    });
    expect(answer.statusCode).toBe(503);
  });

  it('answers Free to someone who never subscribed', async () => {
    expect((await ana.get('/api/subscription')).json()).toEqual({ plan: 'free', interval: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect((await app.inject({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(401);
  });
});

describe('the admin plan command', () => {
  it('grants Premium without an end date to that account only, and takes it back', async () => {
    const line = await setPlanByEmail(database.db, ana.email.toUpperCase(), 'premium');
    expect(line).toBe(`${ana.email} now has Premium (granted by an administrator, no end date).`);
    expect((await ana.get('/api/subscription')).json<SubscriptionState>()).toEqual({
      plan: 'premium',
      interval: null,
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect((await ben.get('/api/subscription')).json<SubscriptionState>().plan).toBe('free');

    expect(await setPlanByEmail(database.db, ana.email, 'free')).toBe(`${ana.email} is now on the Free plan.`);
    expect((await ana.get('/api/subscription')).json<SubscriptionState>().plan).toBe('free');
  });

  it('says so for an e-mail no account has', async () => {
    await expect(setPlanByEmail(database.db, 'nobody@tandem.test', 'premium')).rejects.toThrow('No account has the e-mail nobody@tandem.test');
  });

  it('reads its arguments and refuses bad ones with one clear line', () => {
    expect(parseAdminArgs(['plan', '--email', 'someone@example.com', '--plan', 'premium'])).toEqual({ command: 'plan', email: 'someone@example.com', plan: 'premium' });
    expect(() => parseAdminArgs(['plan', '--email', 'someone@example.com', '--plan', 'gold'])).toThrow('--plan must be premium or free');
    expect(() => parseAdminArgs(['plan', '--plan', 'free'])).toThrow('--email must be the e-mail address of an account');
    expect(() => parseAdminArgs(['grant'])).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(['plan', '--colour', 'red'])).toThrow(AdminUsageError);
  });

  it('exits with code 1 and the reason when run with bad arguments', async () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const run = promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/admin.ts', 'plan', '--email', 'someone@example.com', '--plan', 'gold'], { cwd: root });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--plan must be premium or free') });
  });
});

describe('the premium check', () => {
  it('refuses a Free user with 403 premium_required and lets a Premium user through', async () => {
    const refusal = await requirePremium(database.db, ben.user.id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 403, code: 'premium_required', message: 'This needs Premium. Upgrade on the pricing page to use it.' });

    await setPlanByEmail(database.db, ben.email, 'premium');
    await expect(requirePremium(database.db, ben.user.id)).resolves.toBeUndefined();
    expect(await planOf(database.db, ben.user.id)).toBe('premium');
    expect(await planOf(database.db, ana.user.id)).toBe('free');
  });
});
