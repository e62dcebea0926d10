import type { Goal } from '@domain/goals';
import { json, stubFetch, testUser, type RecordedCall } from '../../app/support';

let sequence = 0;

/** A goal as the API answers it, with progress; override any field. */
export function makeGoal(overrides: Partial<Omit<Goal, 'progress'>> & { progress?: Partial<Goal['progress']> } = {}): Goal {
  sequence += 1;
  const { progress, ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: testUser.id,
    title: `Goal ${sequence}`,
    description: null,
    targetAmount: '1000.00',
    currentAmount: '250.00',
    currency: 'USD',
    targetDate: '2030-06-01',
    category: 'other',
    priority: 'medium',
    status: 'active',
    createdAt: `2026-01-${String((sequence % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: '2026-01-01T10:00:00.000Z',
    completedAt: null,
    ...rest,
    progress: {
      percent: 25,
      expectedPercent: 10,
      state: 'on_track',
      remainingAmount: '750.00',
      amountNeededPerMonth: '18.75',
      daysLeft: 1200,
      monthsLeft: 40,
      overdue: false,
      ...progress,
    },
  };
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

interface GoalServerOptions {
  goals?: Goal[];
  /** null: GET /api/groups answers 404, as before groups exist. */
  groups?: { id: string; name: string }[] | null;
  /** Overrides for particular calls; return undefined to fall through to the fake. */
  handle?: Handler;
}

/** A signed-in session plus an in-memory goals API; every call is recorded. */
export function goalServer({ goals = [], groups = null, handle }: GoalServerOptions = {}) {
  const store = [...goals];
  return stubFetch((call) => {
    const custom = handle?.(call);
    if (custom) return custom;
    const { method, url, body } = call;
    if (url === '/api/auth/user') return json(200, testUser);
    if (url === '/api/user-preferences') return json(200, { theme: 'light', hasCompletedOnboarding: true, language: 'en' });
    if (url === '/api/groups') return groups ? json(200, groups) : json(404, { message: 'Not found', code: 'NOT_FOUND' });
    if (url === '/api/financial-goals' && method === 'GET') return json(200, store);
    if (url === '/api/financial-goals' && method === 'POST') {
      const input = body as Record<string, string>;
      const goal = makeGoal({ ...input, description: input.description ?? null, category: input.category as Goal['category'], priority: input.priority as Goal['priority'] });
      store.unshift(goal);
      return json(201, goal);
    }
    if (/^\/api\/goals\/[^/]+\/share-with-group$/.test(url) && method === 'POST') return json(201, { ok: true });
    const one = /^\/api\/financial-goals\/([^/]+)$/.exec(url);
    if (one) {
      const index = store.findIndex((goal) => goal.id === one[1]);
      if (index < 0) return json(404, { message: 'Goal not found', code: 'NOT_FOUND' });
      if (method === 'DELETE') {
        store.splice(index, 1);
        return json(204, null);
      }
      if (method === 'PATCH') {
        const current = store[index]!;
        const updated: Goal = { ...current, ...(body as Partial<Goal>), progress: current.progress };
        store[index] = updated;
        return json(200, updated);
      }
    }
    return undefined;
  });
}
