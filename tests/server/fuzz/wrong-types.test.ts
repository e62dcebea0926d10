import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/shared/dates';
import { createEvent, createGroup, eventInput, registerUser } from '../support/factories';
import { createEntry, createProject, createTask } from '../support/planning-factories';
import { createTestApp } from '../support/test-app';
import { createGoal, createTransaction, nextYear, today } from '../modules/transactions/money-helpers';

/**
 * Every documented route with a body, given a body that is valid but for one field (at any
 * depth: inside arrays and records too) holding a value of the wrong JSON type, answers below
 * 500. A type that slips past a field's schema reaches the rules and the database as something
 * they never expected; this walks every field of every route instead of sampling.
 */

const { app } = await createTestApp({ FX_BASE_URL: 'http://127.0.0.1:9' });

const wrongValues: unknown[] = [0, 12.5, -1, 'text', '', null, true, [], {}, [1, 'a'], { nested: { deeper: 1 } }, 'not-a-uuid', '00000000-0000-0000-0000-00000000000g'];

interface Operation {
  method: string;
  path: string;
}

async function bodyOperations(): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody !== undefined)
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
}

/** Every path to a value inside a body: `['split', 'members', 0, 'value']` and so on. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, index) => leafPaths(item, [...prefix, index]))];
  if (value !== null && typeof value === 'object')
    return [...(prefix.length ? [prefix] : []), ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]))];
  return [prefix];
}

function withValueAt(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(body)) return body.map((item, index) => (index === head ? withValueAt(item, rest, replacement) : item));
  const record = body as Record<string, unknown>;
  return { ...record, [head!]: withValueAt(record[head!], rest, replacement) };
}

describe('wrong JSON types on every field', () => {
  it('never answer 500, on any route', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const group = await createGroup(app, a.cookie, { name: 'A’s group' });
    const goal = await createGoal(app, a.cookie, { title: 'A saves' });
    const spend = await createTransaction(app, a.cookie, { description: 'A spends' });
    const event = await createEvent(app, a.cookie, { title: 'A meets' });
    const project = await createProject(app, a.cookie);
    const start = new Date(Date.now() - 3 * 3600_000);
    const entry = await createEntry(app, a.cookie, { projectId: project.id, start: start.toISOString(), end: new Date(start.getTime() + 3600_000).toISOString() });
    const task = await createTask(app, a.cookie);
    const transaction = { amount: '12.50', type: 'expense', category: 'dining', description: 'Lunch', date: today() };
    const expense = {
      description: 'Dinner',
      amount: '30.00',
      paidBy: a.user.id,
      date: today(),
      split: { mode: 'exact', members: [{ userId: a.user.id, value: 30 }] },
    };
    const ids: Record<string, string> = {
      '/api/financial-goals/{id}': goal.id,
      '/api/transactions/{id}': spend.id,
      '/api/goals/{id}/share-with-group': goal.id,
      '/api/events/{id}': event.id,
      '/api/time/projects/{id}': project.id,
      '/api/time/entries/{id}': entry.id,
      '/api/planning/tasks/{id}': task.id,
    };
    const goodBodies: Record<string, unknown> = {
      'POST /api/auth/register': { firstName: 'Fuzz', lastName: 'Tester', email: 'fuzz@example.com', password: 'a fuzzing passphrase 1' },
      'PATCH /api/users/me': { firstName: 'Renamed', lastName: 'Person', timezone: 'Asia/Tokyo' },
      'POST /api/financial-goals': { title: 'Car', description: 'New', targetAmount: 1000, currentAmount: 5, targetDate: nextYear(), category: 'car', priority: 'high' },
      'PATCH /api/financial-goals/{id}': { title: 'Renamed goal', currentAmount: 5, targetAmount: 100 },
      'POST /api/transactions': { ...transaction, goalId: null, destination: null },
      'PATCH /api/transactions/{id}': { amount: 1, date: addDays(today(), -1), category: 'groceries' },
      'POST /api/transactions/import': { rows: [transaction], dryRun: true },
      'POST /api/goals/{id}/share-with-group': { groupId: group.id, permission: 'view' },
      'POST /api/groups': { name: 'Fuzz group', description: 'x', color: '#10b981', currency: 'EUR' },
      'POST /api/groups/{id}/expenses': expense,
      'POST /api/groups/{id}/settlements': { from: a.user.id, to: b.user.id, amount: '5.00', date: today() },
      'POST /api/events': eventInput(),
      'PUT /api/events/{id}': eventInput({ title: 'Renamed event' }),
      'POST /api/time/projects': { name: 'Client', color: '#22c55e', hourlyRate: '50.00', currency: 'EUR', goalId: goal.id, groupId: null },
      'PATCH /api/time/projects/{id}': { name: 'Renamed', hourlyRate: '60.00', currency: 'EUR' },
      'POST /api/time/entries': { projectId: project.id, start: start.toISOString(), end: new Date(start.getTime() + 1800_000).toISOString(), note: 'Work', billable: true },
      'PATCH /api/time/entries/{id}': { start: start.toISOString(), end: new Date(start.getTime() + 600_000).toISOString(), note: 'Less' },
      'POST /api/planning/tasks': { title: 'Call bank', dueOn: today(), goalId: goal.id, eventId: event.id },
      'PATCH /api/planning/tasks/{id}': { title: 'Call bank again', dueOn: today(), done: true },
    };

    const failures: string[] = [];
    for (const operation of await bodyOperations()) {
      const key = `${operation.method} ${operation.path}`;
      const url = operation.path.replace(/\{id\}/, ids[operation.path] ?? group.id).replace(/\{\w+\}/g, a.user.id);
      const good = goodBodies[key] ?? {};
      for (const path of [[], ...leafPaths(good)]) {
        for (const value of wrongValues) {
          const payload = JSON.stringify(withValueAt(good, path, value));
          const response = await app.inject({ method: operation.method as 'POST', url, headers: { cookie: a.cookie, 'content-type': 'application/json' }, payload });
          const configured503 = response.statusCode === 503;
          if (response.statusCode >= 500 && !configured503)
            failures.push(`${key} ${path.join('.')}=${JSON.stringify(value)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
