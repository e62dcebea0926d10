import { useEffect, useRef, type ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isRtl, resolveLanguage } from '@domain/shared/languages';
import { applyDocumentLanguage, forgetLanguageChoice, hasLanguageChoice } from '@/lib/i18n';
import { isNewAccountOnDevice, useCurrentUser, usePreferences } from '@/lib/session';

/**
 * When an account's preferences arrive, adopt their language unless the user picked one on this
 * device; a different account signing in on this browser always gets its own.
 */
export function LanguagePreferenceSync() {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: preferences } = usePreferences(Boolean(user));
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user || !preferences || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    if (isNewAccountOnDevice(user.id)) forgetLanguageChoice();
    else if (hasLanguageChoice()) return;
    if (preferences.language !== resolveLanguage(i18n.language)) void i18n.changeLanguage(preferences.language);
  }, [user, preferences, i18n]);

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
