import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { LazyAuthDialog } from '@/app/auth-dialog';
import { ErrorBoundary } from '@/app/error-boundary';
import { DocumentDirection } from '@/app/language-sync';
import { LazyToaster } from '@/app/lazy-toaster';
import { PwaLayer } from '@/app/pwa/pwa-layer';
import { BootSpinner } from '@/components/layout/full-screen-spinner';
import { LandingPage } from '@/features/landing/landing-page';
import { useHydrated } from '@/features/landing/use-hydrated';
import { ThemeProvider } from '@/lib/theme-provider';

interface LandingRootProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** True at build time: nothing that reads the browser (theme, storage) may run. */
  prerendering?: boolean;
}

/** The toast layer and the installable-app layer show nothing a prerendered page could contain. */
function LiveLayers() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      <PwaLayer />
      <LazyToaster />
    </>
  );
}

/** Theme state reads storage and the system setting, so it exists only in the browser; it adds no markup. */
function BrowserTheme({ prerendering, children }: { prerendering: boolean; children: ReactNode }) {
  return prerendering ? children : <ThemeProvider>{children}</ThemeProvider>;
}

/**
 * The landing page as one tree, rendered to HTML at build time and hydrated by the browser:
 * both sides render exactly this, so the markup they produce is the same.
 */
export function LandingRoot({ queryClient, i18n, prerendering = false }: LandingRootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DocumentDirection>
          <BrowserTheme prerendering={prerendering}>
            {/* Covers a switch to a language whose catalogue is still downloading. */}
            <Suspense fallback={<BootSpinner />}>
              <ErrorBoundary>
                <LandingPage authDialog={LazyAuthDialog} />
              </ErrorBoundary>
              <LiveLayers />
            </Suspense>
          </BrowserTheme>
        </DocumentDirection>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
