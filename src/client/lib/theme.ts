import type { Theme } from '@domain/preferences/preferences';

export const themeStorageKey = 'tandem-theme';

/**
 * The same list as the domain's `themes`, repeated here so the first page load does not pull in
 * the validation library that the domain module is built on.
 */
export const themeChoices = ['light', 'dark', 'system'] as const satisfies readonly Theme[];

export type ResolvedTheme = 'light' | 'dark';

const darkQuery = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return themeChoices.some((theme) => theme === value);
}

/** The locally saved choice, or null when nothing valid is stored. */
export function readStoredTheme(): Theme | null {
  try {
    const value = localStorage.getItem(themeStorageKey);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Private browsing can refuse storage; the theme still applies for this visit.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

export function resolveTheme(theme: Theme, systemDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
}

export function applyThemeClass(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

/** Calls back whenever the operating system switches between light and dark. */
export function watchSystemTheme(onChange: (dark: boolean) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(darkQuery);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * Decides, when the saved preference first arrives, whether it should win over the local choice:
 * only when nothing is stored locally or both already agree (docs/product/behaviour.md#theme).
 */
export function shouldAdoptPreference(stored: Theme | null, preference: Theme): boolean {
  return stored === null || stored === preference;
}
