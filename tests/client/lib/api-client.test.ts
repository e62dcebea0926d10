import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, apiUrl } from '@/lib/api/client';
import { ApiError } from '@/lib/api-request';
import { api, failure, json } from '../support/fake-api';

const category = {
  id: 'c 1',
  key: 'pets',
  type: 'expense',
  name: 'Pets',
  icon: 'paw',
  color: '#aa7733',
  builtIn: false,
  transactionCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the typed API client', () => {
  it('fills path parameters encoded and leaves empty query values out', () => {
    expect(apiUrl('/api/groups/{id}/members/{userId}', { id: 'a/b', userId: 'ü' })).toBe('/api/groups/a%2Fb/members/%C3%BC');
    expect(apiUrl('/api/transactions', {}, { q: 'rent & bills', limit: 50, cursor: undefined, goalId: null })).toBe('/api/transactions?q=rent+%26+bills&limit=50');
    expect(apiUrl('/api/crypto/prices', {}, { ids: ['bitcoin', 'ether'] })).toBe('/api/crypto/prices?ids=bitcoin&ids=ether');
    expect(() => apiUrl('/api/groups/{id}')).toThrow('No value for {id}');
  });

  it('sends cookies, a JSON content type only with a body, and the Idempotency-Key it is given', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    api.use({ 'PATCH /api/categories/:id': ({ body }) => ({ ...category, ...(body as object) }), 'DELETE /api/categories/:id': () => json(204) });
    const renamed = await apiClient.patch('/api/categories/{id}', { path: { id: 'c 1' }, body: { name: 'Animals' }, idempotencyKey: 'key-1' });
    expect(renamed.name).toBe('Animals');
    const gone = await apiClient.delete('/api/categories/{id}', { path: { id: 'c 1' }, query: { moveTo: 'other' } });
    expect(gone).toBeUndefined();
    const [patch, remove] = api.calls;
    expect(patch?.url).toBe('/api/categories/c%201');
    expect(patch?.headers.get('content-type')).toBe('application/json');
    expect(patch?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(remove?.url).toBe('/api/categories/c%201?moveTo=other');
    expect(remove?.headers.get('content-type')).toBeNull();
    expect(sent.mock.calls.map(([, init]) => init?.credentials)).toEqual(['include', 'include']);
  });

  it('throws the server’s failure as an ApiError with its status and code', async () => {
    api.use({ 'DELETE /api/categories/:id': () => failure(409, 'Move its transactions first', 'CATEGORY_IN_USE') });
    const error = await apiClient.delete('/api/categories/{id}', { path: { id: 'c1' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CATEGORY_IN_USE' });
  });
});
