import { useEffect, useRef, type ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isRtl, resolveLanguage } from '@domain/languages';
import { applyDocumentLanguage, languageStorageKey } from '@/lib/i18n';
import { useCurrentUser, usePreferences } from '@/lib/session';

let languageChosenOnDevice: boolean | null = null;

/**
 * Must run before i18next starts: its detector saves whatever it detects, so afterwards the
 * storage can no longer tell a user's own choice from a guess.
 */
export function rememberStoredLanguage(): void {
  try {
    languageChosenOnDevice = localStorage.getItem(languageStorageKey) !== null;
  } catch {
    languageChosenOnDevice = false;
  }
}

export function resetStoredLanguageMemory(): void {
  languageChosenOnDevice = null;
}

function hadStoredLanguage(): boolean {
  if (languageChosenOnDevice !== null) return languageChosenOnDevice;
  try {
    return localStorage.getItem(languageStorageKey) !== null;
  } catch {
    return false;
  }
}

/** Once, when the account's preferences arrive, adopt their language unless this device already chose one. */
export function LanguagePreferenceSync() {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: preferences } = usePreferences(Boolean(user));
  const applied = useRef(false);

  useEffect(() => {
    if (!preferences || applied.current) return;
    applied.current = true;
    if (!hadStoredLanguage() && preferences.language !== i18n.language) void i18n.changeLanguage(preferences.language);
  }, [preferences, i18n]);

  return null;
}

/** Keeps `<html lang dir>` and Radix's reading direction in step with the interface language. */
export function DocumentDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // The chosen language, not the one translations resolve to: a catalogue still on its way must not flip the layout back.
  const language = resolveLanguage(i18n.language);
  useEffect(() => applyDocumentLanguage(language), [language]);
  return <Direction.Provider dir={isRtl(language) ? 'rtl' : 'ltr'}>{children}</Direction.Provider>;
}
