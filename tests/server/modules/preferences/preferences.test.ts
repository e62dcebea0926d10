import { describe, expect, it } from 'vitest';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const getPreferences = (cookie: string) => app.inject({ method: 'GET', url: '/api/user-preferences', headers: { cookie } });
const updatePreferences = (cookie: string, payload: unknown) => app.inject({ method: 'PATCH', url: '/api/user-preferences', headers: { cookie }, payload: payload as object });

describe('/api/user-preferences', () => {
  it.each([
    ['es-MX,es;q=0.9', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,pt-BR;q=0.8', 'pt'],
    ['xx', 'en'],
    [undefined, 'en'],
  ])('starts a new account from Accept-Language %s with %s, system theme and onboarding ahead', async (header, language) => {
    const { cookie } = await registerUser(app, {}, header ? { 'accept-language': header } : {});
    const response = await getPreferences(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ theme: 'system', hasCompletedOnboarding: false, language });
  });

  it('changes any of the fields and keeps the rest', async () => {
    const { cookie } = await registerUser(app);
    const first = await updatePreferences(cookie, { theme: 'dark' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ theme: 'dark', hasCompletedOnboarding: false, language: 'en' });

    const second = await updatePreferences(cookie, { hasCompletedOnboarding: true, language: 'ar' });
    expect(second.json()).toEqual({ theme: 'dark', hasCompletedOnboarding: true, language: 'ar' });
    expect((await getPreferences(cookie)).json()).toEqual({ theme: 'dark', hasCompletedOnboarding: true, language: 'ar' });
  });

  it("keeps each user's preferences to themselves", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    await updatePreferences(alice.cookie, { theme: 'light', hasCompletedOnboarding: true });
    expect((await getPreferences(bob.cookie)).json()).toEqual({ theme: 'system', hasCompletedOnboarding: false, language: 'en' });
  });

  it.each([
    ['an unknown theme', { theme: 'purple' }, 'theme'],
    ['an unsupported language', { language: 'fr' }, 'language'],
    ['onboarding as text', { hasCompletedOnboarding: 'yes' }, 'hasCompletedOnboarding'],
    ['an unknown field', { fontSize: 14 }, 'fontSize'],
  ])('refuses %s', async (_case, payload, field) => {
    const { cookie } = await registerUser(app);
    const response = await updatePreferences(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().fieldErrors).toHaveProperty(field);
    expect((await getPreferences(cookie)).json()).toEqual({ theme: 'system', hasCompletedOnboarding: false, language: 'en' });
  });

  it('answers 401 when signed out', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user-preferences' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url: '/api/user-preferences', payload: { theme: 'dark' } })).statusCode).toBe(401);
  });
});
