import { act, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberStoredLanguage, resetStoredLanguageMemory } from '@/app/language-sync';
import { completedPreferences, renderWithProviders, stubSession } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStoredLanguageMemory();
  await act(() => i18n.changeLanguage('en'));
});

describe('language from the account preferences', () => {
  it('adopts the saved language when this device has not chosen one', async () => {
    rememberStoredLanguage();
    stubSession({ preferences: { ...completedPreferences, language: 'ar' } });
    renderWithProviders(<p>app</p>);
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it("keeps this device's own choice", async () => {
    localStorage.setItem('tandem-language', 'en');
    rememberStoredLanguage();
    const { calls } = stubSession({ preferences: { ...completedPreferences, language: 'es' } });
    renderWithProviders(<p>app</p>);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user-preferences')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(i18n.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
