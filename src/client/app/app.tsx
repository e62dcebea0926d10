import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from './error-boundary';
import { PwaLayer } from './pwa/pwa-layer';
import { AppProviders } from './providers';
import { RootRoutes } from './root-routes';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <ErrorBoundary>
        <RootRoutes />
      </ErrorBoundary>
      <PwaLayer />
    </AppProviders>
  );
}
