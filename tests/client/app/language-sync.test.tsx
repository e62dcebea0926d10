import { act, cleanup, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasLanguageChoice, storeLanguageChoice } from '@/lib/i18n';
import { forgetAccountDecision } from '@/lib/session';
import { completedPreferences, renderWithProviders, stubSession } from './support';

afterEach(async () => {
  // Unmount first: a still-mounted sync would decide about the account again for the next test.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
  forgetAccountDecision();
});

/** The preferences arrived and the sync ran: it records which account this browser shows. */
async function preferencesApplied(userId = 'u1'): Promise<void> {
  await waitFor(() => expect(localStorage.getItem('tandem-account')).toBe(userId));
}

describe('language from the account preferences', () => {
  it('adopts the saved language when this device has not chosen one, without storing it as a choice', async () => {
    stubSession({ preferences: { ...completedPreferences, language: 'ar' } });
    renderWithProviders(<p>app</p>);
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(hasLanguageChoice()).toBe(false);
  });

  it('ignores a language an earlier version cached without the user choosing it', async () => {
    // What the detector used to leave behind on a first visit: the language, without the choice mark.
    localStorage.setItem('tandem-language', 'en');
    localStorage.setItem('tandem-account', 'u1');
    stubSession({ preferences: { ...completedPreferences, language: 'ar' } });
    renderWithProviders(<p>app</p>);
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it("keeps this device's own choice for the same account", async () => {
    storeLanguageChoice('en');
    localStorage.setItem('tandem-account', 'u1');
    stubSession({ preferences: { ...completedPreferences, language: 'es' } });
    renderWithProviders(<p>app</p>);
    await preferencesApplied();
    expect(i18n.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(hasLanguageChoice()).toBe(true);
  });

  it('gives a different account signing in on this browser its own saved language', async () => {
    storeLanguageChoice('es');
    localStorage.setItem('tandem-account', 'someone-else');
    stubSession({ preferences: { ...completedPreferences, language: 'ar' } });
    renderWithProviders(<p>app</p>);
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('tandem-account')).toBe('u1');
    // The other account's pick is no choice of this one's: a later change on another device will apply.
    expect(hasLanguageChoice()).toBe(false);
  });
});
