import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme-provider';
import { DocumentDirection, LanguagePreferenceSync } from './language-sync';
import { LazyToaster } from './lazy-toaster';
import { QuickActionFormsProvider } from './quick-action-forms';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client to start from a clean cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <DocumentDirection>
        <ThemeProvider>
          <QuickActionFormsProvider>{children}</QuickActionFormsProvider>
          <LanguagePreferenceSync />
          <LazyToaster />
        </ThemeProvider>
      </DocumentDirection>
    </QueryClientProvider>
  );
}
