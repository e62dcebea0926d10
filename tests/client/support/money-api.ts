import type { Goal } from '@domain/goals/goals';
import type { ImportResult } from '@domain/transactions/imports';
import type { Transaction, TransactionPage } from '@domain/transactions/transactions';
import { api, json, failure } from './fake-api';
import { emptyCategoryList, makeSummary, makeTransaction } from './fixtures';
import { declareSession } from './session';

export interface MoneyApiOptions {
  goals?: Goal[];
  transactions?: Transaction[];
  pageSize?: number;
}

/**
 * A signed-in session with in-memory transactions (paged list with search and type filter,
 * create, edit, delete, import) and a fixed goals list and summary. Later `api.use` calls
 * override any route.
 */
export function declareMoneyApi({ goals = [], transactions = [], pageSize = 50 }: MoneyApiOptions = {}) {
  const store = [...transactions];
  declareSession({ preferences: { theme: 'light', hasCompletedOnboarding: true, language: 'en' } });
  const indexOf = (id: string | undefined) => store.findIndex((item) => item.id === id);
  api.use({
    'GET /api/financial-goals': () => goals,
    'GET /api/categories': () => emptyCategoryList(),
    'GET /api/transactions/summary': () => makeSummary(),
    'GET /api/transactions': ({ query }) => {
      const start = Number(query.get('cursor') ?? 0);
      const limit = Number(query.get('limit') ?? pageSize);
      const text = query.get('q')?.toLowerCase();
      const type = query.get('type');
      const matching = store.filter((item) => (!text || item.description.toLowerCase().includes(text)) && (!type || item.type === type));
      const page: TransactionPage = { items: matching.slice(start, start + limit), nextCursor: start + limit < matching.length ? String(start + limit) : null };
      return page;
    },
    'POST /api/transactions': ({ body }) => {
      const created = makeTransaction(body as Partial<Transaction>);
      store.unshift(created);
      return json(201, created);
    },
    'PATCH /api/transactions/:id': ({ params, body }) => {
      const index = indexOf(params.id);
      const current = store[index];
      if (!current) return failure(404, 'Transaction not found', 'NOT_FOUND');
      const updated = { ...current, ...(body as Partial<Transaction>) };
      store[index] = updated;
      return updated;
    },
    'DELETE /api/transactions/:id': ({ params }) => {
      const index = indexOf(params.id);
      if (index < 0) return failure(404, 'Transaction not found', 'NOT_FOUND');
      store.splice(index, 1);
      return json(204);
    },
    'POST /api/transactions/import': ({ body }) => {
      const request = body as { rows: unknown[]; dryRun: boolean };
      const result: ImportResult = {
        dryRun: request.dryRun,
        total: request.rows.length,
        imported: request.dryRun ? 0 : request.rows.length,
        duplicates: [],
        skippedDuplicates: 0,
      };
      return json(request.dryRun ? 200 : 201, result);
    },
  });
  return { calls: api.calls, store };
}
