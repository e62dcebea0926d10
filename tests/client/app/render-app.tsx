import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';
import { installLayoutPolyfills } from './support';

/** The whole app, as the browser would start it, at a given path. */
export function renderAt(path: string, children?: ReactNode) {
  installLayoutPolyfills();
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(<Router hook={location.hook}>{children ?? <App queryClient={queryClient} />}</Router>);
  return { ...result, location, queryClient };
}
