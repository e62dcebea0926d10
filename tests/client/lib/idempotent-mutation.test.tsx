import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, newIdempotencyKey } from '@/lib/api-request';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { createQueryClient } from '@/lib/query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function recordKeys(failFirst: boolean) {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      if (failFirst && keys.length === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ id: 'saved' }), { status: 201, headers: { 'content-type': 'application/json' } });
    }),
  );
  return keys;
}

function renderWrite() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useIdempotentMutation((body: { amount: string }, idempotencyKey: string) => apiRequest('POST', '/api/transactions', body, { idempotencyKey })), {
    wrapper,
  });
}

describe('idempotent money writes', () => {
  it('send the same key on the automatic retry of one submission', async () => {
    const keys = recordKeys(true);
    const { result } = renderWrite();
    await expect(result.current.submit({ amount: '5' })).resolves.toEqual({ id: 'saved' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('send a new key for each new submission', async () => {
    const keys = recordKeys(false);
    const { result } = renderWrite();
    await result.current.submit({ amount: '5' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await result.current.submit({ amount: '5' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('make version 4 UUIDs even where crypto.randomUUID is missing (plain http)', () => {
    const secure = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => secure.getRandomValues(bytes) });
    const key = newIdempotencyKey();
    vi.unstubAllGlobals();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
