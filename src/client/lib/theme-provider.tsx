import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Theme } from '@domain/preferences/preferences';
import { isNewAccountOnDevice, useCurrentUser, usePreferences, useUpdatePreferences } from './session';
import { applyThemeClass, readStoredTheme, resolveTheme, shouldAdoptPreference, storeTheme, systemPrefersDark, watchSystemTheme, type ResolvedTheme } from './theme';

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  /** A choice made by the user: kept locally and, when signed in, saved to their preferences. */
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme() ?? 'system');
  const [systemDark, setSystemDark] = useState(systemPrefersDark);
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  const { data: preferences } = usePreferences(signedIn);
  const { mutate: updatePreferences } = useUpdatePreferences();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => watchSystemTheme(setSystemDark), []);

  const resolvedTheme = resolveTheme(theme, systemDark);
  useEffect(() => applyThemeClass(resolvedTheme), [resolvedTheme]);

  // Once per account: its saved theme wins when this device has none or agrees (docs/product/behaviour.md#theme), or when this
  // browser last showed a different account, whose choice is not this one's.
  useEffect(() => {
    if (!user || !preferences || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    if (isNewAccountOnDevice(user.id) || shouldAdoptPreference(readStoredTheme(), preferences.theme)) {
      setThemeState(preferences.theme);
      storeTheme(preferences.theme);
    }
  }, [user, preferences]);

  const setTheme = useCallback(
    (next: Theme) => {
      setThemeState(next);
      storeTheme(next);
      if (signedIn) updatePreferences({ theme: next });
    },
    [signedIn, updatePreferences],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside ThemeProvider');
  return context;
}
