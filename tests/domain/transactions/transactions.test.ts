import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import { createTransactionInput, decodeCursor, encodeCursor, listTransactionsQuery, transactionRuleIssues } from '../../../src/domain/transactions/transactions';

const messages = (value: unknown) => {
  const result = createTransactionInput.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0] ?? ''), inEnglish(issue.message)]).reverse());
};

const valid = { amount: 12.5, type: 'expense', category: 'groceries', description: 'Market', date: '2025-01-02' };

describe('transaction input', () => {
  it('takes the documented payload, ignoring userId and treating empty goal and destination as none', () => {
    const parsed = createTransactionInput.parse({ ...valid, userId: 'someone-else', goalId: '', destination: null });
    expect(parsed).toMatchObject({ amount: '12.5', type: 'expense', category: 'groceries', goalId: undefined, destination: undefined });
  });

  it('defaults the type to expense', () => {
    expect(createTransactionInput.parse({ amount: 1, category: 'rent', date: '2025-01-02' }).type).toBe('expense');
  });

  it('answers missing fields with the documented texts', () => {
    expect(messages({})).toMatchObject({ amount: 'Amount is required', category: 'Category is required', date: 'Date is required' });
    expect(messages({ ...valid, amount: -4 })).toEqual({ amount: 'Must be a valid positive number' });
    expect(messages({ ...valid, type: 'gift' })).toEqual({ type: 'Type must be income, expense or transfer' });
  });

  it('keeps categories, goals and destinations with their type', () => {
    expect(transactionRuleIssues({ type: 'income', category: 'rent' })).toEqual([{ field: 'category', message: 'validation.categoryMismatch' }]);
    expect(transactionRuleIssues({ type: 'transfer', category: 'goal_contribution' })[0]?.field).toBe('goalId');
    expect(transactionRuleIssues({ type: 'expense', category: 'rent', goalId: '00000000-0000-4000-8000-000000000000' })[0]?.field).toBe('goalId');
    expect(transactionRuleIssues({ type: 'transfer', category: 'savings', destination: 'roth_ira' })[0]?.field).toBe('destination');
    expect(transactionRuleIssues({ type: 'transfer', category: 'investment', destination: 'roth_ira' })).toEqual([]);
    expect(transactionRuleIssues({ type: 'expense', category: 'food' })).toEqual([]);
  });
});

describe('cursor', () => {
  it('round-trips and refuses tampering', () => {
    const cursor = { date: '2025-01-02', id: '0b7e7d3e-4a8e-4d8f-9a51-3c2c3f0e9d11' };
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
    expect(decodeCursor('not a cursor')).toBeNull();
    expect(decodeCursor(encodeCursor({ date: '2025-13-40', id: cursor.id }))).toBeNull();
  });

  it('pages 50 by default and at most 200', () => {
    expect(listTransactionsQuery.parse({}).limit).toBe(50);
    expect(listTransactionsQuery.parse({ limit: '500' }).limit).toBe(200);
    expect(listTransactionsQuery.safeParse({ limit: '0' }).success).toBe(false);
  });
});
