import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/domain/shared/dates';
import type { Transaction, TransactionPage } from '../../../../src/domain/transactions/transactions';
import { createTransaction, registerUser, today } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();
const alice = await registerUser(app);

const categories = ['groceries', 'dining', 'rent', 'transport'];
const rows = Array.from({ length: 137 }, (_, index) => ({
  amount: (index % 17) + 0.25,
  type: 'expense',
  category: categories[index % categories.length],
  // Several rows share each date, so the id must break ties.
  description: index % 10 === 0 ? `Coffee 100% arabica #${index}` : `Purchase ${index}`,
  date: addDays(today(), -Math.floor(index / 3)),
}));
const imported = await app.inject({ method: 'POST', url: '/api/transactions/import', headers: { cookie: alice.cookie }, payload: { rows } });
if (imported.statusCode !== 201) throw new Error(imported.body);

async function page(query: string): Promise<TransactionPage> {
  const response = await app.inject({ method: 'GET', url: `/api/transactions?${query}`, headers: { cookie: alice.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<TransactionPage>();
}

async function everything(query: string): Promise<Transaction[]> {
  const items: Transaction[] = [];
  let cursor: string | null = null;
  do {
    const result: TransactionPage = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    items.push(...result.items);
    cursor = result.nextCursor;
  } while (cursor);
  return items;
}

const isNewestFirst = (items: Transaction[]) =>
  items.every((item, index) => {
    const previous = items[index - 1];
    return !previous || previous.date > item.date || (previous.date === item.date && previous.id > item.id);
  });

describe('transaction list', () => {
  it('pages through everything newest first, without duplicates or gaps', async () => {
    const items = await everything('limit=25');
    expect(items).toHaveLength(137);
    expect(new Set(items.map((item) => item.id)).size).toBe(137);
    expect(isNewestFirst(items)).toBe(true);
  });

  it('keeps its place when new rows arrive between pages', async () => {
    const first = await page('limit=10');
    await createTransaction(app, alice.cookie, { description: 'Arrived meanwhile' });
    const second = await page(`limit=10&cursor=${first.nextCursor}`);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(20);
    expect(first.items.at(-1)!.date >= second.items[0]!.date).toBe(true);
  });

  it('defaults to 50 a page and ends with a null cursor', async () => {
    const first = await page('');
    expect(first.items).toHaveLength(50);
    const last = await page('limit=200');
    expect(last.items.length).toBeLessThan(200);
    expect(last.nextCursor).toBeNull();
  });

  it('filters by type, category and date range', async () => {
    const dining = await everything('category=dining&limit=100');
    expect(dining.length).toBeGreaterThan(0);
    expect(dining.every((item) => item.category === 'dining')).toBe(true);
    const from = addDays(today(), -5);
    const recent = await everything(`from=${from}&to=${today()}`);
    expect(recent.every((item) => item.date >= from)).toBe(true);
    expect(recent.length).toBeGreaterThanOrEqual(18);
    expect((await page('type=income')).items).toEqual([]);
  });

  it('searches descriptions case-insensitively, taking % literally', async () => {
    const coffee = await everything('q=COFFEE');
    expect(coffee).toHaveLength(14);
    expect((await everything(`q=${encodeURIComponent('100%')}`)).length).toBe(14);
    expect((await everything(`q=${encodeURIComponent('%')}`)).length).toBe(14);
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of ['from=yesterday', 'limit=abc', 'type=gift', 'goalId=nope']) {
      const response = await app.inject({ method: 'GET', url: `/api/transactions?${query}`, headers: { cookie: alice.cookie } });
      expect(response.statusCode).toBe(400);
    }
  });
});
