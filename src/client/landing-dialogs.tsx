import { StrictMode, Suspense, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { DocumentDirection } from '@/app/language-sync';
import { LazyToaster } from '@/app/lazy-toaster';
import { PwaLayer } from '@/app/pwa/pwa-layer';
import { AuthDialog } from '@/features/auth/components/auth-dialog';
import type { AuthDialogs, AuthMode } from '@/features/landing/plain/auth-buttons';
import { initI18n } from '@/lib/i18n';
import { moneyKeys } from '@/lib/money-caches';
import { paths } from '@/lib/paths';
import { createQueryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/session';
import { settingsKeys } from '@/lib/settings';
import { ThemeProvider } from '@/lib/theme-provider';

/** The open dialog, set from outside React by the page's plain buttons. */
function modeStore() {
  let mode: AuthMode | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => mode,
    set: (next: AuthMode | null) => {
      mode = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type ModeStore = ReturnType<typeof modeStore>;

function LandingAuthDialog({ store, referralCode }: { store: ModeStore; referralCode?: string }) {
  const mode = useSyncExternalStore(store.subscribe, store.get);
  return <AuthDialog mode={mode} onModeChange={store.set} referralCode={referralCode} />;
}

interface LandingDialogsOptions {
  /** The prerendered page, replaced by the app once the visitor signs in. */
  page: HTMLElement;
  referralCode?: string;
}

/**
 * The React part of the prerendered landing page, loaded on a visitor's first reach for sign-in
 * or sign-up (src/client/landing-main.ts): the dialogs, the toasts and the installable-app layer,
 * in a root of their own beside the page, which stays as it is. Signing in hands the page to the app.
 */
export function startLandingDialogs({ page, referralCode }: LandingDialogsOptions): AuthDialogs {
  // The page is already in the language the server picked; the dialogs speak the same.
  const i18n = initI18n(document.documentElement.lang);
  const queryClient = createQueryClient();
  // The server sends the prerendered page only to requests without a session cookie, so the
  // visitor is signed out: asking the server would only delay the dialog.
  queryClient.setQueryData(sessionKeys.user, null);
  const store = modeStore();

  // Empty until a dialog opens, and a dialog is a layer above the page: nothing on it moves.
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <DocumentDirection>
            <ThemeProvider>
              {/* Covers the catalogue still downloading: the dialog opens once it can speak. */}
              <Suspense fallback={null}>
                <LandingAuthDialog store={store} referralCode={referralCode} />
                <PwaLayer />
                <LazyToaster />
              </Suspense>
            </ThemeProvider>
          </DocumentDirection>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );

  // Signing in puts the user in the cache: the app takes over, keeping what the cache knows.
  const stopWatching = queryClient.getQueryCache().subscribe(() => {
    if (!queryClient.getQueryData(sessionKeys.user)) return;
    stopWatching();
    // What the first screen waits for is asked at once, not after each gate and chunk in turn.
    void queryClient.prefetchQuery({ queryKey: sessionKeys.preferences });
    void queryClient.prefetchQuery({ queryKey: settingsKeys.settings });
    if (window.location.pathname === paths.dashboard) void queryClient.prefetchQuery({ queryKey: moneyKeys.dashboardStats });
    void import('./render-app').then(({ renderApp }) => {
      root.unmount();
      container.remove();
      page.replaceChildren();
      delete page.dataset.prerendered;
      document.documentElement.removeAttribute('data-prerender');
      renderApp(page, queryClient);
    });
  });

  // Someone opening a dialog is about to sign in: the app's code downloads while they type rather
  // than after the password is accepted (fetched during the check, it slowed the check itself).
  let preloaded = false;
  const preloadApp = () => {
    if (preloaded) return;
    preloaded = true;
    void import('./render-app');
    void import('./app/signed-in-app');
  };
  return {
    open: (mode) => {
      preloadApp();
      store.set(mode);
    },
  };
}
