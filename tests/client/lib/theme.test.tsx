import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Preferences } from '@domain/preferences/preferences';
import { createQueryClient } from '@/lib/query-client';
import { forgetAccountDecision, sessionKeys } from '@/lib/session';
import { readStoredTheme, resolveTheme, shouldAdoptPreference, themeStorageKey } from '@/lib/theme';
import { ThemeProvider, useTheme } from '@/lib/theme-provider';
import { completedPreferences, stubSession } from '../app/support';

afterEach(() => {
  // Unmount first: a still-mounted sync would decide about the account again for the next test.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetAccountDecision();
  document.documentElement.classList.remove('dark');
});

/** A system colour scheme the test can flip while the app is running. */
function controllableSystemTheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('prefers-color-scheme: dark') ? dark : false;
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent));
  };
}

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p data-testid="theme">{theme}</p>
      <p data-testid="resolved">{resolvedTheme}</p>
      <button type="button" onClick={() => setTheme('dark')}>
        dark
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        system
      </button>
    </div>
  );
}

function renderTheme() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const html = () => document.documentElement;
const withTheme = (theme: Preferences['theme']): Preferences => ({ ...completedPreferences, theme });

describe('theme rules', () => {
  it('reads only valid stored values', () => {
    expect(readStoredTheme()).toBeNull();
    localStorage.setItem(themeStorageKey, 'purple');
    expect(readStoredTheme()).toBeNull();
    localStorage.setItem(themeStorageKey, 'dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('lets the saved preference win only when nothing is stored or both agree', () => {
    expect(shouldAdoptPreference(null, 'dark')).toBe(true);
    expect(shouldAdoptPreference('dark', 'dark')).toBe(true);
    expect(shouldAdoptPreference('light', 'dark')).toBe(false);
  });

  it('resolves system from the operating system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});

describe('ThemeProvider', () => {
  it('starts from the stored theme', () => {
    stubSession({ user: null });
    localStorage.setItem(themeStorageKey, 'dark');
    renderTheme();
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(html()).toHaveClass('dark');
  });

  it('falls back to system when the stored value is invalid', () => {
    stubSession({ user: null });
    controllableSystemTheme(true);
    localStorage.setItem(themeStorageKey, 'sepia');
    renderTheme();
    expect(screen.getByTestId('theme')).toHaveTextContent('system');
    expect(html()).toHaveClass('dark');
  });

  it('follows the operating system live while on system', () => {
    stubSession({ user: null });
    const setSystemDark = controllableSystemTheme(false);
    renderTheme();
    expect(html()).not.toHaveClass('dark');
    act(() => setSystemDark(true));
    expect(html()).toHaveClass('dark');
    act(() => setSystemDark(false));
    expect(html()).not.toHaveClass('dark');
  });

  it('adopts and stores the saved preference when nothing is stored', async () => {
    stubSession({ preferences: withTheme('dark') });
    renderTheme();
    // The class follows in an effect after the render that shows the new theme.
    await waitFor(() => {
      expect(screen.getByTestId('theme')).toHaveTextContent('dark');
      expect(html()).toHaveClass('dark');
    });
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  });

  it('keeps this device’s choice when it differs from the saved preference', async () => {
    const { calls } = stubSession({ preferences: withTheme('dark') });
    localStorage.setItem(themeStorageKey, 'light');
    localStorage.setItem('tandem-account', 'u1');
    renderTheme();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user-preferences')).toBe(true));
    // The decision is made once the preferences are in: the query has settled and the effect has run.
    await waitFor(() => expect(localStorage.getItem('tandem-account')).toBe('u1'));
    await act(async () => undefined);
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
    expect(localStorage.getItem(themeStorageKey)).toBe('light');
  });

  it('gives a different account signing in on this browser its own saved theme', async () => {
    stubSession({ preferences: withTheme('dark') });
    localStorage.setItem(themeStorageKey, 'light');
    localStorage.setItem('tandem-account', 'someone-else');
    renderTheme();
    await waitFor(() => {
      expect(screen.getByTestId('theme')).toHaveTextContent('dark');
      expect(html()).toHaveClass('dark');
    });
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(localStorage.getItem('tandem-account')).toBe('u1');
  });

  it('applies the preference only once, not on later preference updates', async () => {
    stubSession({ preferences: withTheme('dark') });
    const queryClient = renderTheme();
    await waitFor(() => expect(screen.getByTestId('theme')).toHaveTextContent('dark'));
    // Another tab stores 'light' and the account later says 'light' too: this page keeps what it applied.
    localStorage.setItem(themeStorageKey, 'light');
    // act() returns once React has rendered the new data and run every effect it caused.
    await act(async () => {
      queryClient.setQueryData(sessionKeys.preferences, withTheme('light'));
    });
    expect(queryClient.getQueryData(sessionKeys.preferences)).toEqual(withTheme('light'));
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(html()).toHaveClass('dark');
  });

  it('stores a chosen theme and saves it to the account when signed in', async () => {
    const { calls } = stubSession({ preferences: withTheme('system') });
    const user = userEvent.setup();
    renderTheme();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user-preferences')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(html()).toHaveClass('dark');
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'PATCH', url: '/api/user-preferences', body: { theme: 'dark' } })));
  });

  it('stores a chosen theme without calling the server when signed out', async () => {
    const { calls } = stubSession({ user: null });
    const user = userEvent.setup();
    renderTheme();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/user')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
