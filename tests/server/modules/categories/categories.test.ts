import { describe, expect, it } from 'vitest';
import type { CategoryList, CustomCategory } from '../../../../src/domain/categories/custom-categories';
import type { ImportResult } from '../../../../src/domain/transactions/imports';
import type { Transaction, TransactionPage } from '../../../../src/domain/transactions/transactions';
import { setPlanByEmail } from '../../../../scripts/admin-commands';
import { customCategoryLabels } from '../../../../src/server/shared/custom-categories';
import { createCategory, createTransaction, grantPremium, postTransaction, signedInAgent, transactionInput } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const ana = await signedInAgent(app, { firstName: 'Ana' });
const ben = await signedInAgent(app, { firstName: 'Ben' });
const free = await signedInAgent(app, { firstName: 'Fay' });
await grantPremium(database.db, ana);
await grantPremium(database.db, ben);

const listOf = async (agent: typeof ana) => {
  const response = await agent.get('/api/categories');
  expect(response.statusCode).toBe(200);
  return response.json<CategoryList>();
};

describe('the category list', () => {
  it('shows everyone the built-in categories grouped by type, custom ones only to their owner', async () => {
    const pets = await createCategory(app, ana.cookie, { name: 'Pets' });
    const anas = await listOf(ana);
    expect(anas.income.map((category) => category.key)).toEqual(['salary', 'freelance', 'investment', 'gift', 'other']);
    expect(anas.transfer.map((category) => category.key)).toEqual(['savings', 'investment', 'goal_contribution']);
    expect(anas.expense.at(-1)).toMatchObject({ key: `custom:${pets.id}`, name: 'Pets', icon: 'paw-print', color: '#22C55E', builtIn: false, transactionCount: 0 });

    const frees = await listOf(free);
    expect(frees.expense.every((category) => category.builtIn)).toBe(true);
    expect((await listOf(ben)).expense.some((category) => !category.builtIn)).toBe(false);
  });

  it('is only for signed-in users', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
  });
});

describe('writing categories', () => {
  it('needs Premium: a Free account gets 403 premium_required and nothing is written', async () => {
    const created = await free.post('/api/categories', { name: 'Hobbies', type: 'expense', icon: 'music', color: '#3B82F6' });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ code: 'premium_required', message: 'This needs Premium. Upgrade on the pricing page to use it.' });
    const anas = await createCategory(app, ana.cookie, { name: 'Hobbies' });
    expect((await free.patch(`/api/categories/${anas.id}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await free.delete(`/api/categories/${anas.id}`)).statusCode).toBe(403);
    expect((await listOf(free)).expense.some((category) => !category.builtIn)).toBe(false);
  });

  it('trims the name, takes the British spelling of colour, and normalises the hex', async () => {
    const response = await ana.post('/api/categories', { name: '  Side gigs  ', type: 'income', icon: 'laptop', colour: '#a855f7' });
    expect(response.statusCode).toBe(201);
    expect(response.json<CustomCategory>()).toMatchObject({ name: 'Side gigs', type: 'income', icon: 'laptop', color: '#A855F7' });
  });

  it('refuses bad fields with field errors', async () => {
    const response = await ana.post('/api/categories', { name: ' ', type: 'transfer', icon: 'rocket-ship', color: 'blue' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: 'Category name is required',
      type: 'Type must be income or expense',
      icon: 'Choose an icon from the list',
      color: 'Choose a colour from the palette or enter one as #RRGGBB',
    });
    const long = await ana.post('/api/categories', { name: 'x'.repeat(41), type: 'expense' });
    expect(long.json().fieldErrors).toEqual({ name: 'Category name must be at most 40 characters' });
    expect((await ana.post('/api/categories', { name: 'y'.repeat(40), type: 'expense' })).statusCode).toBe(201);
  });

  it('keeps names unique per type ignoring case: 409 with a field error', async () => {
    await createCategory(app, ana.cookie, { name: 'Coffee', type: 'expense' });
    const again = await ana.post('/api/categories', { name: 'coffee ', type: 'expense' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'category_name_taken', fieldErrors: { name: 'You already have a category with this name' } });
    expect((await ana.post('/api/categories', { name: 'Coffee', type: 'income' })).statusCode).toBe(201);
    expect((await ben.post('/api/categories', { name: 'Coffee', type: 'expense' })).statusCode).toBe(201);

    const tea = await createCategory(app, ana.cookie, { name: 'Tea' });
    const rename = await ana.patch(`/api/categories/${tea.id}`, { name: 'COFFEE' });
    expect(rename.statusCode).toBe(409);
  });

  it('edits name, icon and colour; another user’s category answers 404 and stays as it was', async () => {
    const gym = await createCategory(app, ana.cookie, { name: 'Gym', icon: 'dumbbell' });
    const edited = await ana.patch(`/api/categories/${gym.id}`, { name: 'Sport', color: '#ef4444' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<CustomCategory>()).toMatchObject({ name: 'Sport', icon: 'dumbbell', color: '#EF4444' });

    expect((await ben.patch(`/api/categories/${gym.id}`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await ben.delete(`/api/categories/${gym.id}`)).statusCode).toBe(404);
    expect((await ben.patch('/api/categories/not-an-id', { name: 'X' })).statusCode).toBe(404);
    expect((await listOf(ana)).expense.find((category) => !category.builtIn && category.key === gym.key)).toMatchObject({ name: 'Sport' });
  });
});

describe('custom categories in transactions', () => {
  it('are accepted for their owner and type, shown in the list filter and counted', async () => {
    const garden = await createCategory(app, ana.cookie, { name: 'Garden' });
    const spent = await createTransaction(app, ana.cookie, { category: garden.key, amount: '12.30' });
    expect(spent.category).toBe(garden.key);
    const page = (await ana.get(`/api/transactions?category=${encodeURIComponent(garden.key)}`)).json<TransactionPage>();
    expect(page.items.map((item) => item.id)).toEqual([spent.id]);
    expect((await listOf(ana)).expense.find((category) => category.key === garden.key)).toMatchObject({ transactionCount: 1 });

    const labels = await customCategoryLabels(database.db, ana.user.id);
    expect(labels.get(garden.key)).toMatchObject({ name: 'Garden', type: 'expense' });
    expect((await customCategoryLabels(database.db, ben.user.id)).has(garden.key)).toBe(false);
  });

  it('refuse another user’s category, a missing one and one of the other type', async () => {
    const bens = await createCategory(app, ben.cookie, { name: 'Boat' });
    const theirs = await postTransaction(app, ana.cookie, transactionInput({ category: bens.key }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fieldErrors).toEqual({ category: 'Choose one of your own categories' });

    const missing = await postTransaction(app, ana.cookie, transactionInput({ category: 'custom:0190a1b2-0000-7000-8000-000000000000' }));
    expect(missing.statusCode).toBe(400);

    const bonus = await createCategory(app, ana.cookie, { name: 'Bonus', type: 'income' });
    const wrongType = await postTransaction(app, ana.cookie, transactionInput({ category: bonus.key, type: 'expense' }));
    expect(wrongType.json().fieldErrors).toEqual({ category: 'This category does not belong to the chosen type' });
    const transfer = await postTransaction(app, ana.cookie, transactionInput({ category: bonus.key, type: 'transfer' }));
    expect(transfer.statusCode).toBe(400);
    expect((await postTransaction(app, ana.cookie, transactionInput({ category: bonus.key, type: 'income' }))).statusCode).toBe(201);
  });

  it('apply to edits as well', async () => {
    const bens = await createCategory(app, ben.cookie, { name: 'Bikes' });
    const anas = await createCategory(app, ana.cookie, { name: 'Books' });
    const spent = await createTransaction(app, ana.cookie);
    expect((await ana.patch(`/api/transactions/${spent.id}`, { category: bens.key })).statusCode).toBe(400);
    const moved = await ana.patch(`/api/transactions/${spent.id}`, { category: anas.key });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Transaction>().category).toBe(anas.key);
  });

  it('apply to imports, row by row', async () => {
    const bens = await createCategory(app, ben.cookie, { name: 'Sailing' });
    const anas = await createCategory(app, ana.cookie, { name: 'Music' });
    const rows = [transactionInput({ category: anas.key }), transactionInput({ category: bens.key })];
    const refused = await ana.post('/api/transactions/import', { rows });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ row: 2, field: 'category', message: 'Choose one of your own categories', key: 'validation.categoryUnknown' }]);
    const accepted = await ana.post('/api/transactions/import', { rows: [rows[0]!] });
    expect(accepted.json<ImportResult>().imported).toBe(1);
  });

  it('keep working for a Free account that had Premium before', async () => {
    const lapsed = await signedInAgent(app);
    await grantPremium(database.db, lapsed);
    const kept = await createCategory(app, lapsed.cookie, { name: 'Kept' });
    await setPlanByEmail(database.db, lapsed.email, 'free');
    expect((await postTransaction(app, lapsed.cookie, transactionInput({ category: kept.key }))).statusCode).toBe(201);
    expect((await listOf(lapsed)).expense.find((category) => category.key === kept.key)).toMatchObject({ transactionCount: 1 });
  });
});

describe('deleting a category', () => {
  it('goes at once when no transaction uses it', async () => {
    const spare = await createCategory(app, ana.cookie, { name: 'Spare' });
    expect((await ana.delete(`/api/categories/${spare.id}`)).statusCode).toBe(204);
    expect((await listOf(ana)).expense.some((category) => category.key === spare.key)).toBe(false);
    expect((await ana.delete(`/api/categories/${spare.id}`)).statusCode).toBe(404);
  });

  it('in use is refused with the count, and with a target moves the transactions first', async () => {
    const kids = await createCategory(app, ana.cookie, { name: 'Kids' });
    const school = await createCategory(app, ana.cookie, { name: 'School' });
    const salaryLike = await createCategory(app, ana.cookie, { name: 'Tips', type: 'income' });
    const first = await createTransaction(app, ana.cookie, { category: kids.key });
    await createTransaction(app, ana.cookie, { category: kids.key });

    const refused = await ana.delete(`/api/categories/${kids.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'category_in_use',
      message: 'This category is used by 2 transactions. Choose a category to move them to, then delete it.',
    });
    expect((await ana.get(`/api/transactions/${first.id}`)).json<Transaction>().category).toBe(kids.key);

    for (const moveTo of ['salary', salaryLike.key, kids.key, 'nonsense']) {
      const bad = await ana.delete(`/api/categories/${kids.id}?moveTo=${encodeURIComponent(moveTo)}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ moveTo: 'Choose another category of the same type to move the transactions to' });
    }
    const bensBox = await createCategory(app, ben.cookie, { name: 'Box' });
    expect((await ana.delete(`/api/categories/${kids.id}?moveTo=${encodeURIComponent(bensBox.key)}`)).statusCode).toBe(400);

    const moved = await ana.delete(`/api/categories/${kids.id}?moveTo=${encodeURIComponent(school.key)}`);
    expect(moved.statusCode).toBe(204);
    expect((await ana.get(`/api/transactions/${first.id}`)).json<Transaction>().category).toBe(school.key);
    expect((await listOf(ana)).expense.find((category) => category.key === school.key)).toMatchObject({ transactionCount: 2 });

    const other = await ana.delete(`/api/categories/${school.id}?moveTo=other`);
    expect(other.statusCode).toBe(204);
    expect((await ana.get(`/api/transactions/${first.id}`)).json<Transaction>().category).toBe('other');
  });

  it('cannot change the type of a category in use', async () => {
    const rent = await createCategory(app, ana.cookie, { name: 'Storage' });
    await createTransaction(app, ana.cookie, { category: rent.key });
    const changed = await ana.patch(`/api/categories/${rent.id}`, { type: 'income' });
    expect(changed.statusCode).toBe(409);
    const unused = await createCategory(app, ana.cookie, { name: 'Refunds' });
    expect((await ana.patch(`/api/categories/${unused.id}`, { type: 'income' })).json<CustomCategory>().type).toBe('income');
  });
});
