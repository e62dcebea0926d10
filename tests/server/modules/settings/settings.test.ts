import { describe, expect, it } from 'vitest';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const getSettings = (cookie: string) => app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } });
const patchSettings = (cookie: string, payload: unknown) => app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: payload as object });
const getPreferences = (cookie: string) => app.inject({ method: 'GET', url: '/api/user-preferences', headers: { cookie } });

const defaults = {
  language: 'en',
  currency: 'USD',
  timezone: 'UTC',
  theme: 'system',
  dateFormat: 'medium',
  timeFormat: '12h',
  numberFormat: 'auto',
  notifications: {
    channels: { email: true, push: false, sms: false },
    types: { goalReminders: true, eventReminders: true, transactionAlerts: false },
  },
  monthlyIncome: null,
  monthlyExpense: null,
  quietHours: null,
  smsNumber: null,
  expenseAlert: null,
  delivery: { email: false, sms: false, push: true },
};

describe('/api/settings', () => {
  it('answers the defaults of a new account with its e-mail and the zone detected at sign-up', async () => {
    const { cookie, email } = await registerUser(app, { timezone: 'Pacific/Tongatapu' });
    const response = await getSettings(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...defaults, email, timezone: 'Pacific/Tongatapu' });
  });

  it("names the language's own clock until the user picks one", async () => {
    const { cookie } = await registerUser(app, {}, { 'accept-language': 'es-ES' });
    expect((await getSettings(cookie)).json().timeFormat).toBe('24h');
    await patchSettings(cookie, { language: 'en' });
    expect((await getSettings(cookie)).json().timeFormat).toBe('12h');
    await patchSettings(cookie, { timeFormat: '24h' });
    await patchSettings(cookie, { language: 'tl' });
    expect((await getSettings(cookie)).json().timeFormat).toBe('24h');
  });

  it('changes any subset and keeps the rest', async () => {
    const { cookie, email } = await registerUser(app);
    const first = await patchSettings(cookie, { currency: 'EUR', numberFormat: 'de-DE', dateFormat: 'long', timeFormat: '24h' });
    expect(first.statusCode).toBe(200);
    const expected = { ...defaults, email, currency: 'EUR', numberFormat: 'de-DE', dateFormat: 'long', timeFormat: '24h' };
    expect(first.json()).toEqual(expected);

    const second = await patchSettings(cookie, {
      timezone: 'Asia/Bangkok',
      theme: 'dark',
      monthlyIncome: '4200.50',
      monthlyExpense: '3100',
      notifications: { channels: { push: true }, types: { transactionAlerts: true } },
    });
    const after = {
      ...expected,
      timezone: 'Asia/Bangkok',
      theme: 'dark',
      monthlyIncome: '4200.50',
      monthlyExpense: '3100.00',
      notifications: {
        channels: { email: true, push: true, sms: false },
        types: { goalReminders: true, eventReminders: true, transactionAlerts: true },
      },
    };
    expect(second.json()).toEqual(after);
    expect((await getSettings(cookie)).json()).toEqual(after);

    const cleared = await patchSettings(cookie, { monthlyIncome: null });
    expect(cleared.json()).toMatchObject({ monthlyIncome: null, monthlyExpense: '3100.00' });
    expect((await patchSettings(cookie, {})).json()).toEqual({ ...after, monthlyIncome: null });
  });

  it('writes locale tags in their canonical spelling', async () => {
    const { cookie } = await registerUser(app);
    expect((await patchSettings(cookie, { numberFormat: 'en-in' })).json().numberFormat).toBe('en-IN');
  });

  it('keeps the monthly figures when the currency changes, with the decimals the new one allows', async () => {
    const { cookie } = await registerUser(app);
    await patchSettings(cookie, { monthlyIncome: '5000.50', monthlyExpense: '1200' });
    const yen = await patchSettings(cookie, { currency: 'JPY' });
    expect(yen.json()).toMatchObject({ currency: 'JPY', monthlyIncome: '5001', monthlyExpense: '1200' });
    const both = await patchSettings(cookie, { currency: 'EUR', monthlyIncome: '10.25' });
    expect(both.json()).toMatchObject({ currency: 'EUR', monthlyIncome: '10.25', monthlyExpense: '1200.00' });
  });

  it.each([
    ['a currency outside the 15', { currency: 'CHF' }, 'currency', 'Choose one of the supported currencies'],
    ['an unknown zone', { timezone: 'Mars/Olympus' }, 'timezone', 'Choose a time zone from the list'],
    ['an offset instead of a zone', { timezone: '+05:00' }, 'timezone', 'Choose a time zone from the list'],
    ['an unknown date format', { dateFormat: 'iso' }, 'dateFormat', 'Choose short, medium, long or full'],
    ['an unknown clock', { timeFormat: '13h' }, 'timeFormat', 'Choose 12h or 24h'],
    ['a made-up locale', { numberFormat: 'not a locale' }, 'numberFormat', 'Enter a locale such as en-US or de-DE, or auto'],
    ['a negative income', { monthlyIncome: '-5' }, 'monthlyIncome', 'Enter an amount of 0 or more'],
    ['an expense as a number', { monthlyExpense: 12 }, 'monthlyExpense', 'Enter an amount of 0 or more'],
    ['cents in yen', { currency: 'JPY', monthlyIncome: '10.5' }, 'monthlyIncome', 'JPY amounts cannot have decimals'],
    ['a notification as text', { notifications: { channels: { sms: 'yes' } } }, 'notifications', 'Choose on or off'],
    ['an unknown field', { fontSize: 14 }, 'fontSize', 'Unknown field: fontSize'],
  ])('refuses %s with a field error and saves nothing', async (_case, payload, field, message) => {
    const { cookie, email } = await registerUser(app);
    const response = await patchSettings(cookie, { theme: 'dark', language: 'pt', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
    expect((await getSettings(cookie)).json()).toEqual({ ...defaults, email });
  });

  it('names every bad field at once', async () => {
    const { cookie } = await registerUser(app);
    const response = await patchSettings(cookie, { currency: 'XYZ', dateFormat: 'tiny', monthlyIncome: '-1' });
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['currency', 'dateFormat', 'monthlyIncome']);
  });

  it('stays in step with /api/user-preferences both ways', async () => {
    const { cookie } = await registerUser(app);
    await patchSettings(cookie, { theme: 'dark', language: 'ar' });
    expect((await getPreferences(cookie)).json()).toEqual({ theme: 'dark', hasCompletedOnboarding: false, language: 'ar' });
    await app.inject({ method: 'PATCH', url: '/api/user-preferences', headers: { cookie }, payload: { theme: 'light', language: 'th' } });
    expect((await getSettings(cookie)).json()).toMatchObject({ theme: 'light', language: 'th' });
  });

  it("keeps each user's settings to themselves", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    await patchSettings(alice.cookie, { currency: 'GBP', timezone: 'Europe/London', monthlyIncome: '100', notifications: { channels: { sms: true } } });
    expect((await getSettings(bob.cookie)).json()).toEqual({ ...defaults, email: bob.email });
    expect((await getSettings(alice.cookie)).json()).toMatchObject({ email: alice.email, currency: 'GBP', timezone: 'Europe/London' });
  });

  it('answers 401 when signed out', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url: '/api/settings', payload: { theme: 'dark' } })).statusCode).toBe(401);
  });

  it('keeps quiet hours, an SMS number in E.164 form and the expense alert amount', async () => {
    const { cookie } = await registerUser(app);
    const saved = await patchSettings(cookie, { quietHours: { start: '22:00', end: '07:00' }, smsNumber: '+1 (555) 123-4567', expenseAlert: { amount: '250.50' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ quietHours: { start: '22:00', end: '07:00' }, smsNumber: '+15551234567', expenseAlert: { amount: '250.50' } });
    const cleared = await patchSettings(cookie, { quietHours: null, smsNumber: null, expenseAlert: null });
    expect(cleared.json()).toMatchObject({ quietHours: null, smsNumber: null, expenseAlert: null });
  });

  it.each([
    [{ quietHours: { start: '25:00', end: '07:00' } }, 'quietHours', 'validation.settingsQuietHours'],
    [{ quietHours: { start: '22:00', end: '22:00' } }, 'quietHours', 'validation.settingsQuietHours'],
    [{ smsNumber: '555-1234' }, 'smsNumber', 'validation.settingsSmsNumber'],
    [{ smsNumber: '+0123456789' }, 'smsNumber', 'validation.settingsSmsNumber'],
    [{ expenseAlert: { amount: '0' } }, 'expenseAlert.amount', 'validation.positiveNumber'],
    [{ expenseAlert: { amount: 'lots' } }, 'expenseAlert.amount', 'validation.positiveNumber'],
  ])('refuses %j (%s) with its message and saves nothing', async (payload, _field, key) => {
    const { cookie } = await registerUser(app);
    const refused = await patchSettings(cookie, { ...payload, theme: 'dark' });
    expect(refused.statusCode).toBe(400);
    expect(Object.values(refused.json().fieldKeys)).toContainEqual({ key });
    expect((await getSettings(cookie)).json().theme).toBe('system');
  });
});
