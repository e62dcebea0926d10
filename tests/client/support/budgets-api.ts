import type { BudgetMonth } from '@domain/budgets/budgets';
import { api } from './fake-api';

/** GET /api/budgets for a month without budgets, as the server answers it. */
export function emptyBudgetMonth(month: string, currency = 'USD'): BudgetMonth {
  const zero = currency === 'JPY' ? '0' : '0.00';
  return { month, currency, income: zero, budgets: [], totals: { budgeted: zero, spent: zero, available: zero, carried: zero, income: zero }, alerts: [] };
}

/** Every month answers without budgets unless a test declares it otherwise (the dashboard and insights read this month's). */
export function declareNoBudgets() {
  api.use({ 'GET /api/budgets': ({ query }) => emptyBudgetMonth(query.get('month') ?? '2026-11') });
}
