import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { defaultLanguage, resolveLanguage } from '@domain/shared/languages';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/session';
import { LandingRoot } from '@/prerender/landing-root';
import './styles/index.css';

const i18n = initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root: HTMLElement = container;
const prerendered = root.dataset.prerendered === 'landing';

const queryClient = createQueryClient();
// The server sends the prerendered page only to requests without a session cookie, so the
// visitor is signed out: asking the server again would only delay the page.
if (prerendered) queryClient.setQueryData(sessionKeys.user, null);

/** Replaces the landing page with the whole app, keeping what the cache already knows. */
function handOverToApp(unmountLanding?: () => void): void {
  void import('./render-app').then(({ renderApp }) => {
    unmountLanding?.();
    root.replaceChildren();
    delete root.dataset.prerendered;
    document.documentElement.removeAttribute('data-prerender');
    renderApp(root, queryClient);
  });
}

/**
 * The markup is English; a visitor in another language gets the app rendered afresh in theirs
 * instead of a hydration that could only mismatch.
 */
function start(): void {
  const english = resolveLanguage(i18n.language) === defaultLanguage && i18n.hasResourceBundle(defaultLanguage, 'translation');
  if (!prerendered || !english) {
    handOverToApp();
    return;
  }
  // public/theme-init.js hides the markup when this device stored a language other than English.
  document.documentElement.removeAttribute('data-prerender');
  let landing: ReturnType<typeof hydrateRoot> | undefined;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page; the page is already on screen meanwhile.
  startTransition(() => {
    landing = hydrateRoot(
      root,
      <StrictMode>
        <LandingRoot queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    );
  });
  // Signing in from the landing page's dialog puts the user in the cache: the app takes over.
  const stopWatching = queryClient.getQueryCache().subscribe(() => {
    if (!queryClient.getQueryData(sessionKeys.user)) return;
    stopWatching();
    handOverToApp(() => landing?.unmount());
  });
}

if (i18n.isInitialized) start();
else {
  const onInitialized = () => {
    i18n.off('initialized', onInitialized);
    start();
  };
  i18n.on('initialized', onInitialized);
}
