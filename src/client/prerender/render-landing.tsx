import { renderToString } from 'react-dom/server';
import { createInstance, type ResourceKey } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { defaultLanguage, isRtl, languageCodes, type LanguageCode } from '@domain/shared/languages';
import { LandingPage } from '@/features/landing/landing-page';

const catalogues = import.meta.glob<ResourceKey>('../locales/*.json', { import: 'default', eager: true });

/** Every language gets its own page; the server sends the visitor's (src/server/http/landing-language.ts). */
export const landingLanguages: readonly LanguageCode[] = languageCodes;

export interface LandingMarkup {
  html: string;
  /** The page's meta description, in its language. */
  description: string;
  dir: 'rtl' | 'ltr';
}

/**
 * The landing page's markup in one language, as a signed-out visitor first sees it. Runs at build
 * time (scripts/prerender-landing.mjs); the browser runs no React on it, only
 * src/client/landing-main.ts, which brings the sign-in and sign-up dialogs on first intent.
 */
export async function renderLandingHtml(language: LanguageCode): Promise<LandingMarkup> {
  const catalogue = catalogues[`../locales/${language}.json`];
  const english = catalogues[`../locales/${defaultLanguage}.json`];
  if (!catalogue || !english) throw new Error(`The ${language} catalogue is missing`);
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources: { [language]: { translation: catalogue }, [defaultLanguage]: { translation: english } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <LandingPage buildYear={new Date().getFullYear()} />
    </I18nextProvider>,
  );
  return { html, description: i18n.t('landing.hero.subtitle'), dir: isRtl(language) ? 'rtl' : 'ltr' };
}
