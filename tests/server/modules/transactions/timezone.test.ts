import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import { postTransaction, registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const payload = (date: string) => ({ amount: 10, type: 'expense', category: 'dining', description: 'Dinner', date });

describe.each([
  ['Pacific/Kiritimati', 'UTC+14'],
  ['Etc/GMT+12', 'UTC-12'],
])('a user in %s (%s)', (zone) => {
  it('may record a transaction dated their today, but not their tomorrow', async () => {
    const user = await registerUser(app, { timezone: zone });
    const theirToday = todayInZone(zone);
    const accepted = await postTransaction(app, user.cookie, payload(theirToday));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().date).toBe(theirToday);
    const refused = await postTransaction(app, user.cookie, payload(addDays(theirToday, 1)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Transaction date cannot be in the future.');
  });

  it('has “now” as an ISO instant land on their today', async () => {
    const user = await registerUser(app, { timezone: zone });
    const response = await postTransaction(app, user.cookie, payload(new Date().toISOString()));
    expect(response.statusCode).toBe(201);
    expect(response.json().date).toBe(todayInZone(zone));
  });

  it('keeps a date serialised at UTC midnight on that calendar day', async () => {
    const user = await registerUser(app, { timezone: zone });
    const theirToday = todayInZone(zone);
    const response = await postTransaction(app, user.cookie, payload(`${theirToday}T00:00:00.000Z`));
    expect(response.json().date).toBe(theirToday);
  });
});

describe('a time zone change', () => {
  it('moves the user’s today with it', async () => {
    const user = await registerUser(app, { timezone: 'Etc/GMT+12' });
    const kiribatiToday = todayInZone('Pacific/Kiritimati');
    if (kiribatiToday !== todayInZone('Etc/GMT+12')) {
      expect((await postTransaction(app, user.cookie, payload(kiribatiToday))).statusCode).toBe(400);
    }
    const changed = await app.inject({ method: 'PATCH', url: '/api/users/me', headers: { cookie: user.cookie }, payload: { timezone: 'Pacific/Kiritimati' } });
    expect(changed.statusCode).toBe(200);
    expect((await postTransaction(app, user.cookie, payload(kiribatiToday))).statusCode).toBe(201);
  });
});
