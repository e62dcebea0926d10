import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isRtl, languageCodes, resolveLanguage } from '@domain/languages';
import en from '../locales/en.json';

export const languageStorageKey = 'tandem-language';

const catalogues = import.meta.glob<{ default: ResourceKey }>(['../locales/*.json', '!../locales/en.json']);

/** English ships in the main bundle; every other catalogue is fetched when first chosen. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = catalogues[`../locales/${language}.json`];
    if (!load) return callback(null, language === 'en' ? en : {});
    load().then(
      (module) => callback(null, module.default),
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
  i18n.on('languageChanged', applyDocumentLanguage);
  void i18n
    .use(lazyCatalogues)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      partialBundledLanguages: true,
      resources: { en: { translation: en } },
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: defaultLanguage,
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: languageStorageKey,
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => resolveLanguage(lng),
      },
      react: { useSuspense: true },
    });
  return i18n;
}

export { i18n };
