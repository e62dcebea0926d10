import { renderToString } from 'react-dom/server';
import { createInstance } from 'i18next';
import { defaultLanguage } from '@domain/shared/languages';
import { createQueryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/session';
import english from '@/locales/en.json';
import { LandingRoot } from './landing-root';

/**
 * The landing page's markup in English, as a signed-out visitor's browser first renders it.
 * Runs at build time (scripts/build.mjs); the browser hydrates it from src/client/landing-main.tsx.
 */
export async function renderLandingHtml(): Promise<string> {
  const i18n = createInstance();
  // Handed to the tree through its provider, so the browser's global instance is never touched.
  await i18n.init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    resources: { [defaultLanguage]: { translation: english } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.user, null);
  try {
    return renderToString(<LandingRoot queryClient={queryClient} i18n={i18n} prerendering />);
  } finally {
    // Its garbage-collection timer would otherwise keep the build process alive for minutes.
    queryClient.clear();
  }
}
