import type { Goal } from '@domain/goals';
import type { ImportResult, Transaction, TransactionPage, TransactionSummary } from '@domain/transactions';
import { json, stubFetch, testUser, type RecordedCall } from '../../app/support';

let sequence = 0;

function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: uuid(),
    userId: testUser.id,
    title: 'Emergency fund',
    description: null,
    targetAmount: '5000.00',
    currentAmount: '1200.00',
    currency: 'USD',
    targetDate: '2030-06-01',
    category: 'emergency',
    priority: 'medium',
    status: 'active',
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    completedAt: null,
    progress: {
      percent: 24,
      expectedPercent: 10,
      state: 'on_track',
      remainingAmount: '3800.00',
      amountNeededPerMonth: '80.00',
      daysLeft: 1000,
      monthsLeft: 33,
      overdue: false,
    },
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: uuid(),
    userId: testUser.id,
    type: 'expense',
    category: 'groceries',
    amount: '42.50',
    currency: 'USD',
    description: 'Weekly groceries',
    goalId: null,
    destination: null,
    date: '2025-03-04',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<TransactionSummary> = {}): TransactionSummary {
  return {
    currency: 'USD',
    from: '2025-02',
    to: '2025-03',
    totals: { income: '5000.00', expenses: '1300.00', transfers: '0.00', net: '3700.00' },
    months: [
      { month: '2025-02', income: '2000.00', expenses: '800.00', transfers: '0.00', net: '1200.00' },
      { month: '2025-03', income: '3000.00', expenses: '500.00', transfers: '0.00', net: '2500.00' },
    ],
    categories: [
      { type: 'expense', category: 'rent', total: '900.00', count: 1 },
      { type: 'expense', category: 'groceries', total: '400.00', count: 6 },
      { type: 'income', category: 'salary', total: '5000.00', count: 2 },
    ],
    otherCurrencies: [],
    ...overrides,
  };
}

type Handler = (call: RecordedCall) => Response | undefined;

interface ServerOptions {
  goals?: Goal[];
  transactions?: Transaction[];
  pageSize?: number;
  handle?: Handler;
}

/** A signed-in session with in-memory goals and transactions; every call is recorded. */
export function moneyServer({ goals = [], transactions = [], pageSize = 50, handle }: ServerOptions = {}) {
  const store = [...transactions];
  const server = stubFetch((call) => {
    const custom = handle?.(call);
    if (custom) return custom;
    const { method, url, body } = call;
    const [path = '', query = ''] = url.split('?');
    const params = new URLSearchParams(query);
    if (path === '/api/auth/user') return json(200, testUser);
    if (path === '/api/user-preferences') return json(200, { theme: 'light', hasCompletedOnboarding: true, language: 'en' });
    if (path === '/api/financial-goals' && method === 'GET') return json(200, goals);
    if (path === '/api/transactions/summary') return json(200, makeSummary());
    if (path === '/api/transactions' && method === 'GET') {
      const start = Number(params.get('cursor') ?? 0);
      const limit = Number(params.get('limit') ?? pageSize);
      const q = params.get('q')?.toLowerCase();
      const matching = store.filter((item) => (!q || item.description.toLowerCase().includes(q)) && (!params.get('type') || item.type === params.get('type')));
      const items = matching.slice(start, start + limit);
      const page: TransactionPage = { items, nextCursor: start + limit < matching.length ? String(start + limit) : null };
      return json(200, page);
    }
    if (path === '/api/transactions' && method === 'POST') {
      const created = makeTransaction({ ...(body as Partial<Transaction>), amount: String((body as { amount: number }).amount) });
      store.unshift(created);
      return json(201, created);
    }
    const one = /^\/api\/transactions\/([^/]+)$/.exec(path);
    if (one && method === 'DELETE') {
      const index = store.findIndex((item) => item.id === one[1]);
      if (index < 0) return json(404, { message: 'Transaction not found', code: 'NOT_FOUND' });
      store.splice(index, 1);
      return json(204, null);
    }
    if (one && method === 'PATCH') {
      const index = store.findIndex((item) => item.id === one[1]);
      const updated = { ...store[index]!, ...(body as Partial<Transaction>) };
      store[index] = updated;
      return json(200, updated);
    }
    if (path === '/api/transactions/import') {
      const request = body as { rows: unknown[]; dryRun: boolean };
      const result: ImportResult = { dryRun: request.dryRun, total: request.rows.length, imported: request.dryRun ? 0 : request.rows.length, duplicates: [], skippedDuplicates: 0 };
      return json(request.dryRun ? 200 : 201, result);
    }
    return undefined;
  });
  return { ...server, store };
}
