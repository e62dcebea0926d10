import { sql } from 'drizzle-orm';
import { exchangeRates } from '../shared/exchange-rates';
import { expensesMissingShareRows, shareRates, syncExpenseShares } from '../modules/group-expenses/share-rows';
import { scheduledJob, type JobContext } from './scheduled-job';

/** Expenses read per query, and looked at per run at most (the rest wait for the next run). */
const batchSize = 200;
const runMax = 5_000;

/**
 * Posts the member share rows an expense could not get when it was written (no reference rate
 * into a member's currency: the rate source offline, or a currency it does not know), and the
 * shares migration 0020 left for it. Each expense is synced in its own transaction with its row
 * locked, so an edit at the same moment simply goes first.
 */
export async function fillMissingShareRows({ db, config }: Pick<JobContext, 'db' | 'config'>): Promise<{ expenses: number; written: number; missing: number }> {
  const lookup = shareRates(exchangeRates(db, config.fxBaseUrl));
  let written = 0;
  let missing = 0;
  let expenses = 0;
  let after: string | null = null;
  while (expenses < runMax) {
    const expenseIds = await expensesMissingShareRows(db, batchSize, after);
    for (const expenseId of expenseIds) {
      const sync = await db.transaction(async (tx) => {
        const locked = await tx.execute(sql`select 1 from group_expenses where id = ${expenseId} for update`);
        if (locked.rows.length === 0) return { written: 0, missing: 0 };
        return syncExpenseShares(tx, expenseId, lookup);
      });
      written += sync.written;
      missing += sync.missing;
    }
    expenses += expenseIds.length;
    if (expenseIds.length < batchSize) break;
    after = expenseIds.at(-1)!;
  }
  return { expenses, written, missing };
}

export const groupSharesSync = scheduledJob({
  name: 'group-shares-sync',
  cron: '*/15 * * * *',
  async run(context) {
    const { expenses, written, missing } = await fillMissingShareRows(context);
    return `looked at ${expenses} expenses with missing shares: posted ${written}, ${missing} still without a rate`;
  },
});
