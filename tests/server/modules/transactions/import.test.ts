import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/domain/dates';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { createGoal, createTransaction, readGoal, today } from './money-helpers';

const { app } = await createTestApp();

const importRows = (cookie: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/transactions/import', headers: { cookie }, payload: body });

const listAll = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/transactions?limit=200', headers: { cookie } })).json().items as unknown[];

const row = (overrides: Record<string, unknown> = {}) => ({ amount: '12.00', type: 'expense', category: 'dining', description: 'Pizza', date: today(), ...overrides });

describe('transaction import', () => {
  it('imports every row in one go', async () => {
    const user = await registerUser(app);
    const response = await importRows(user.cookie, { rows: [row(), row({ amount: 3000, type: 'income', category: 'salary', description: 'Pay' })] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ dryRun: false, total: 2, imported: 2, duplicates: [] });
    expect(await listAll(user.cookie)).toHaveLength(2);
  });

  it('imports nothing when any row is invalid, and names each bad row and field', async () => {
    const user = await registerUser(app);
    const response = await importRows(user.cookie, {
      rows: [row(), row({ amount: -1 }), row({ category: '' }), row({ date: addDays(today(), 3) }), row({ type: 'income', category: 'rent' })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some rows could not be imported',
      code: 'IMPORT_INVALID',
      errors: [
        { row: 2, field: 'amount', message: 'Must be a valid positive number' },
        { row: 3, field: 'category', message: 'Category is required' },
        { row: 4, field: 'date', message: 'Transaction date cannot be in the future.' },
        { row: 5, field: 'category', message: 'This category does not belong to the chosen type' },
      ],
    });
    expect(await listAll(user.cookie)).toHaveLength(0);
  });

  it('flags rows that match an existing date, amount and description, and can leave them out', async () => {
    const user = await registerUser(app);
    const existing = await createTransaction(app, user.cookie, { amount: 12, category: 'dining', description: 'pizza ' });
    const rows = [row(), row({ description: 'Sushi' })];
    const preview = await importRows(user.cookie, { rows, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, imported: 0, duplicates: [{ row: 1, existingId: existing.id }] });
    expect(await listAll(user.cookie)).toHaveLength(1);

    const skipped = await importRows(user.cookie, { rows, skipDuplicates: true });
    expect(skipped.json()).toMatchObject({ imported: 1, skippedDuplicates: 1 });
    expect(await listAll(user.cookie)).toHaveLength(2);
  });

  it('credits goal contributions to their goals, and refuses the batch for a goal that is not active', async () => {
    const user = await registerUser(app);
    const goal = await createGoal(app, user.cookie, { targetAmount: 100 });
    const contribution = (amount: number) => row({ amount, type: 'transfer', category: 'goal_contribution', goalId: goal.id, description: `Save ${amount}` });
    expect((await importRows(user.cookie, { rows: [contribution(30), contribution(20)] })).statusCode).toBe(201);
    expect((await readGoal(app, user.cookie, goal.id)).currentAmount).toBe('50.00');

    await app.inject({ method: 'PATCH', url: `/api/financial-goals/${goal.id}`, headers: { cookie: user.cookie }, payload: { status: 'archived' } });
    const refused = await importRows(user.cookie, { rows: [row(), contribution(5)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ row: 2, field: 'goalId', message: 'Only active goals can receive contributions.' }]);
  });

  it('takes a full batch of 5000 rows', async () => {
    const user = await registerUser(app);
    const rows = Array.from({ length: 5000 }, (_, index) => row({ description: `Row ${index}`, date: addDays(today(), -(index % 400)) }));
    const response = await importRows(user.cookie, { rows });
    expect(response.statusCode).toBe(201);
    expect(response.json().imported).toBe(5000);
  });

  it('takes at most 5000 rows', async () => {
    const user = await registerUser(app);
    const response = await importRows(user.cookie, { rows: Array.from({ length: 5001 }, () => row()) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Import at most 5000 rows at a time');
  });
});
