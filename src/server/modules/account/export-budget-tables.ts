import { asc, eq } from 'drizzle-orm';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { budgetAlerts, budgets } from '../../db/schema/index';
import type { ExportSource } from './export-tables';

async function* once<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}

/** The user's monthly budgets and the alerts they raised. */
export function budgetSources(db: Database, userId: string): ExportSource[] {
  return [
    {
      name: 'budgets',
      columns: ['month', 'category', 'amount', 'currency', 'rollover', 'createdAt', 'updatedAt'],
      batches: () =>
        once(
          db
            .select()
            .from(budgets)
            .where(eq(budgets.userId, userId))
            .orderBy(asc(budgets.month), asc(budgets.category))
            .then((rows) =>
              rows.map((row) => ({
                month: row.month.slice(0, 7),
                category: row.category,
                amount: formatMinor(row.amountMinor, row.currency),
                currency: row.currency,
                rollover: row.rollover,
                createdAt: row.createdAt,
                updatedAt: row.updatedAt,
              })),
            ),
        ),
    },
    {
      name: 'budget_alerts',
      columns: ['month', 'category', 'threshold', 'createdAt', 'dismissedAt'],
      batches: () =>
        once(
          db
            .select({
              month: budgetAlerts.month,
              category: budgetAlerts.category,
              threshold: budgetAlerts.threshold,
              createdAt: budgetAlerts.createdAt,
              dismissedAt: budgetAlerts.dismissedAt,
            })
            .from(budgetAlerts)
            .where(eq(budgetAlerts.userId, userId))
            .orderBy(asc(budgetAlerts.month), asc(budgetAlerts.category), asc(budgetAlerts.threshold))
            .then((rows) => rows.map((row) => ({ ...row, month: row.month.slice(0, 7) }))),
        ),
    },
  ];
}
