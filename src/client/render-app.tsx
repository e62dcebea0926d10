import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { App } from '@/app/app';
import { BootSpinner } from '@/components/layout/full-screen-spinner';

/** Renders the whole app into `container`, reusing `queryClient` when a page hands its cache over. */
export function renderApp(container: HTMLElement, queryClient?: QueryClient): void {
  // The outer Suspense covers the first paint while a non-English catalogue is still downloading.
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={<BootSpinner />}>
        <App queryClient={queryClient} />
      </Suspense>
    </StrictMode>,
  );
}
