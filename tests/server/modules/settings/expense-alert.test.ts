import { describe, expect, it } from 'vitest';
import { signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

describe('the expense alert amount in /api/settings', () => {
  it('is off for a new account, is set, answered in GET and switched off again, for the signed-in user only', async () => {
    const ana = await signedInAgent(app);
    const ben = await signedInAgent(app);
    expect((await ana.get('/api/settings')).json().expenseAlert).toBeNull();

    const set = await ana.patch('/api/settings', { expenseAlert: { amount: '250.5' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().expenseAlert).toEqual({ amount: '250.50' });
    expect((await ana.get('/api/settings')).json().expenseAlert).toEqual({ amount: '250.50' });
    expect((await ben.get('/api/settings')).json().expenseAlert).toBeNull();

    // Other settings leave it as it is.
    expect((await ana.patch('/api/settings', { theme: 'dark' })).json().expenseAlert).toEqual({ amount: '250.50' });

    const off = await ana.patch('/api/settings', { expenseAlert: null });
    expect(off.json().expenseAlert).toBeNull();
    expect((await ana.get('/api/settings')).json().expenseAlert).toBeNull();
  });

  it('refuses amounts that are not money in the user’s currency with a 400 naming the field, and saves nothing', async () => {
    const cleo = await signedInAgent(app);
    await cleo.patch('/api/settings', { expenseAlert: { amount: 100 } });
    for (const body of [
      { expenseAlert: { amount: '12.345' } },
      { expenseAlert: { amount: 'lots' } },
      { expenseAlert: { amount: '0' } },
      { expenseAlert: { amount: '-5' } },
      { expenseAlert: { amount: '' } },
      { expenseAlert: {} },
      { expenseAlert: '100' },
      { expenseAlert: { amount: '100', currency: 'EUR' } },
    ]) {
      const response = await cleo.patch('/api/settings', { theme: 'dark', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBeTruthy();
      expect(Object.keys(response.json().fieldErrors ?? {}).join(), JSON.stringify(body)).toContain('expenseAlert');
    }
    const unchanged = (await cleo.get('/api/settings')).json();
    expect(unchanged.expenseAlert).toEqual({ amount: '100.00' });
    expect(unchanged.theme).toBe('system');

    const yen = await cleo.patch('/api/settings', { currency: 'JPY', expenseAlert: { amount: '12.5' } });
    expect(yen.statusCode).toBe(400);
  });

  it('follows the account’s currency when it changes', async () => {
    const dan = await signedInAgent(app);
    await dan.patch('/api/settings', { expenseAlert: { amount: '250.50' } });
    // A relabel keeps the figure, rounded to the new currency's whole yen.
    const relabelled = await dan.patch('/api/settings', { currency: 'JPY' });
    expect(relabelled.json()).toMatchObject({ currency: 'JPY', expenseAlert: { amount: '251' } });
    const chosenTogether = await dan.patch('/api/settings', { currency: 'USD', expenseAlert: { amount: '80' } });
    expect(chosenTogether.json()).toMatchObject({ currency: 'USD', expenseAlert: { amount: '80.00' } });
  });
});
