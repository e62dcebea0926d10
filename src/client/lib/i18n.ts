import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isRtl, languageCodes, resolveLanguage } from '@domain/shared/languages';

export const languageStorageKey = 'tandem-language';
/**
 * Set beside the language only when the user picks one in the language menu or settings. Earlier
 * versions let the detector cache its guess under the same key; without this mark it is no choice.
 */
const languageChoiceMarkKey = 'tandem-language-chosen';

/** Records a language the user picked on this device; it wins over the account's saved language here. */
export function storeLanguageChoice(language: string): void {
  try {
    localStorage.setItem(languageStorageKey, language);
    localStorage.setItem(languageChoiceMarkKey, '1');
  } catch {
    // Storage can be unavailable (private mode); the choice still applies to this visit.
  }
}

export function hasLanguageChoice(): boolean {
  try {
    return localStorage.getItem(languageChoiceMarkKey) !== null && localStorage.getItem(languageStorageKey) !== null;
  } catch {
    return false;
  }
}

export function forgetLanguageChoice(): void {
  try {
    localStorage.removeItem(languageStorageKey);
    localStorage.removeItem(languageChoiceMarkKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** Each catalogue is a hashed, forever-cached JSON file: data, not code, in no JavaScript bundle. */
const catalogueUrls = import.meta.glob<string>('../locales/*.json', { query: '?url', import: 'default', eager: true });

/** Every catalogue, English included, is fetched when its language is first needed. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const url = catalogueUrls[`../locales/${language}.json`];
    if (!url) return callback(null, {});
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`Could not load the ${language} catalogue (${response.status})`);
        return response.json() as Promise<ResourceKey>;
      })
      .then(
        (catalogue) => callback(null, catalogue),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
  },
};

/** Keeps `<html lang dir>` in step with the interface language so the whole layout mirrors. */
export function applyDocumentLanguage(language: string): void {
  const code = resolveLanguage(language);
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  // A guess cached by an earlier version must not be read back as the user's choice.
  if (!hasLanguageChoice()) forgetLanguageChoice();
  i18n.on('languageChanged', applyDocumentLanguage);
  void i18n
    .use(lazyCatalogues)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: defaultLanguage,
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: languageStorageKey,
        // Only an explicit choice is stored (storeLanguageChoice); a guess is made afresh on each visit.
        caches: [],
        convertDetectedLanguage: (lng: string) => resolveLanguage(lng),
      },
      react: { useSuspense: true },
    });
  return i18n;
}

export { i18n };
