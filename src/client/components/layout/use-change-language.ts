import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage, type LanguageCode } from '@domain/shared/languages';
import { storeLanguageChoice } from '@/lib/i18n';
import { useCurrentUser, useUpdatePreferences } from '@/lib/session';

/** Switches the interface language, remembers it on this device and, when signed in, in the account. */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const { mutate: updatePreferences } = useUpdatePreferences();
  const current = resolveLanguage(i18n.language);

  const changeLanguage = useCallback(
    (language: LanguageCode) => {
      void i18n.changeLanguage(language);
      storeLanguageChoice(language);
      if (user) updatePreferences({ language });
    },
    [i18n, user, updatePreferences],
  );

  return { current, changeLanguage };
}
