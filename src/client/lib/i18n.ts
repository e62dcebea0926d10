import i18n, { type BackendModule, type LanguageDetectorModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isRtl, languageCodes, resolveLanguage } from '@domain/shared/languages';
import { forgetLanguageChoice, hasLanguageChoice, languageStorageKey } from './language-choice';

export { forgetLanguageChoice, hasLanguageChoice, languageStorageKey, storeLanguageChoice } from './language-choice';

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

function storedChoice(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/**
 * The language to start in: the one chosen on this device, else the browser's, else the page's.
 * A guess is made afresh on each visit; only an explicit choice is stored (storeLanguageChoice).
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [storedChoice(), ...navigator.languages, navigator.language, document.documentElement.lang].filter((tag): tag is string => Boolean(tag)).map((tag) => resolveLanguage(tag)),
};

/** Keeps `<html lang dir>` in step with the interface language so the whole layout mirrors. */
export function applyDocumentLanguage(language: string): void {
  const code = resolveLanguage(language);
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

/**
 * Starts the app's translations; `language` fixes the language instead of detecting it (the
 * prerendered landing page already shows one, picked by the server).
 */
export function initI18n(language?: string): typeof i18n {
  if (i18n.isInitialized) return i18n;
  // A guess cached by an earlier version must not be read back as the user's choice.
  if (!hasLanguageChoice()) forgetLanguageChoice();
  i18n.on('languageChanged', applyDocumentLanguage);
  void i18n
    .use(lazyCatalogues)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: defaultLanguage,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18n;
}

export { i18n };
