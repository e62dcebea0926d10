import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { User } from '@domain/auth';
import type { Preferences } from '@domain/preferences';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';

export const testUser: User = {
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const completedPreferences: Preferences = { theme: 'system', hasCompletedOnboarding: true, language: 'en' };

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

/** Replaces the network: answers by handler, 404 otherwise, and records every call. */
export function stubFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body, headers: new Headers(init?.headers) };
    calls.push(call);
    return (await handler(call)) ?? json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

interface SessionOptions {
  user?: User | null;
  preferences?: Preferences;
  /** Keeps GET /api/auth/user pending forever. */
  userPending?: boolean;
}

/** A server with a signed-in (or signed-out) session and preferences; PATCH echoes the merge. */
export function stubSession({ user = testUser, preferences = completedPreferences, userPending = false }: SessionOptions = {}) {
  let current = preferences;
  return stubFetch(({ method, url, body }) => {
    if (url === '/api/auth/user') {
      if (userPending) return new Promise<Response>(() => undefined);
      return user ? json(200, user) : json(401, { message: 'Please sign in to continue', code: 'UNAUTHENTICATED' });
    }
    if (url === '/api/user-preferences' && method === 'GET') return json(200, current);
    if (url === '/api/user-preferences' && method === 'PATCH') {
      current = { ...current, ...(body as Partial<Preferences>) };
      return json(200, current);
    }
    if (url === '/api/auth/logout') return json(204, null);
    return undefined;
  });
}

/** Makes `matchMedia` answer as a phone (or a desktop) for the mobile breakpoint. */
export function setViewport(kind: 'phone' | 'desktop') {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: kind === 'phone' && query.includes('max-width: 767px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList);
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
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
  if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
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
