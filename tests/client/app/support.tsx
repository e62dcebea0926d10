import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { declareSession, type SessionOptions } from '../support/session';

export { api, json, type RecordedCall } from '../support/fake-api';
export { completedPreferences, testUser } from '../support/fixtures';

/** A server with a signed-in (or signed-out) session and preferences; see `declareSession`. */
export const stubSession = (options?: SessionOptions) => declareSession(options);

/** Makes `matchMedia` answer as a phone (or a desktop) for the mobile breakpoint. */
export function setViewport(kind: 'phone' | 'desktop') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: kind === 'phone' && query.includes('max-width: 767px'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** jsdom lacks the layout APIs Radix popovers measure with. */
export function installLayoutPolyfills() {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  }
  const element: Partial<Element> = Element.prototype;
  element.hasPointerCapture ??= () => false;
  element.releasePointerCapture ??= () => undefined;
  element.setPointerCapture ??= () => undefined;
}

/** Any component inside the app's real providers, at a given path. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  installLayoutPolyfills();
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <Router hook={location.hook}>
      <AppProviders queryClient={queryClient}>{ui}</AppProviders>
    </Router>,
  );
  return { ...result, location, queryClient };
}
