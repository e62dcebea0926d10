import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { addMonths, monthKey } from '../../../domain/shared/dates';
import { formatMinor } from '../../../domain/shared/money';
import { encodeCursor, type ListTransactionsQuery, type Transaction, type TransactionPage, type TransactionSummary } from '../../../domain/transactions/transactions';
import type { TransactionType } from '../../../domain/categories/categories';
import type { Database } from '../../db/client';
import { transactionMonthlyRollups, transactions } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { isUuid } from '../../http/route-kit';
import { likePattern } from '../../shared/like-pattern';
import { ownerSettings } from '../../shared/owner-settings';
import { textRowToTransaction, transactionTextColumns, withGroupLinks, type TransactionTextRow } from '../../shared/transaction-view';

/**
 * Newest first by (date, id), keyset-paged: the cursor is the last row's key, so a page deep in
 * the history costs what the first one does and rows added meanwhile never shift a page. Ids
 * are time-ordered, so within a day the latest entry comes first.
 *
 * The busiest read of the app, so it talks to `pg` directly: each combination of filters is one
 * SQL text, prepared once per connection under its own name, and rows arrive as text ready for
 * the wire (see `transactionTextColumns`).
 */
export async function listTransactions(db: Database, userId: string, query: ListTransactionsQuery): Promise<TransactionPage> {
  const values: unknown[] = [userId];
  const conditions = ['t.user_id = $1'];
  let shape = 'transactions_page';
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const add = (name: string, condition: string) => {
    conditions.push(condition);
    shape += `_${name}`;
  };
  if (query.type) add('type', `t.type = ${param(query.type)}`);
  if (query.category) add('category', `t.category = ${param(query.category)}`);
  if (query.from) add('from', `t.occurred_on >= ${param(query.from)}::date`);
  if (query.to) add('to', `t.occurred_on <= ${param(query.to)}::date`);
  if (query.goalId) add('goal', `t.goal_id = ${param(query.goalId)}::uuid`);
  if (query.q) add('q', `t.description ilike ${param(likePattern(query.q))}`);
  if (query.cursor) add('after', `(t.occurred_on, t.id) < (${param(query.cursor.date)}::date, ${param(query.cursor.id)}::uuid)`);
  const limit = param(query.limit + 1);
  const { rows } = await db.$client.query<TransactionTextRow>({
    name: shape,
    // Qualified: a bare `occurred_on` in ORDER BY would name the text output column and bypass the index.
    text: `select ${transactionTextColumns} from transactions t where ${conditions.join(' and ')} order by t.occurred_on desc, t.id desc limit ${limit}`,
    values,
  });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ date: last.occurred_on, id: last.id }) : null;
  return { items: items.map(textRowToTransaction), nextCursor };
}

export async function getTransaction(db: Database, userId: string, id: string): Promise<Transaction> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  if (!row) throw notFound();
  const [transaction] = await withGroupLinks(db, [row]);
  return transaction!;
}

export async function recentTransactions(db: Database, userId: string, limit: number) {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.occurredOn), desc(transactions.id))
    .limit(limit)
    .prepare('recent_transactions')
    .execute();
  return withGroupLinks(db, rows);
}

const maxSummaryMonths = 120;

/** Income, spending and transfers per month and per category over a range of months, from the rollups. */
export async function summarizeTransactions(db: Database, userId: string, range: { from?: string; to?: string }): Promise<Omit<TransactionSummary, 'otherCurrencies'>> {
  const { currency, today } = await ownerSettings(db, userId);
  const to = range.to ?? monthKey(today);
  let from = range.from ?? to;
  if (from > to) from = to;
  if (from < monthKey(addMonths(`${to}-01`, -(maxSummaryMonths - 1)))) from = monthKey(addMonths(`${to}-01`, -(maxSummaryMonths - 1)));
  const r = transactionMonthlyRollups;
  const rows = await db
    .select({ month: r.month, type: r.type, category: r.category, total: r.totalMinor, count: r.count })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.currency, currency), gte(r.month, `${from}-01`), lte(r.month, `${to}-01`)));

  const months = new Map<string, Record<TransactionType, bigint>>();
  for (let month = from; month <= to; month = monthKey(addMonths(`${month}-01`, 1))) {
    months.set(month, { income: 0n, expense: 0n, transfer: 0n });
  }
  const categories = new Map<string, { type: TransactionType; category: string; total: bigint; count: number }>();
  for (const row of rows) {
    const bucket = months.get(monthKey(row.month));
    if (bucket) bucket[row.type] += row.total;
    const key = `${row.type}:${row.category}`;
    const entry = categories.get(key) ?? { type: row.type, category: row.category, total: 0n, count: 0 };
    entry.total += row.total;
    entry.count += row.count;
    categories.set(key, entry);
  }
  const money = (minor: bigint) => formatMinor(minor, currency);
  const totals = { income: 0n, expense: 0n, transfer: 0n };
  const monthList = [...months].map(([month, sums]) => {
    totals.income += sums.income;
    totals.expense += sums.expense;
    totals.transfer += sums.transfer;
    return { month, income: money(sums.income), expenses: money(sums.expense), transfers: money(sums.transfer), net: money(sums.income - sums.expense) };
  });
  return {
    currency,
    from,
    to,
    totals: { income: money(totals.income), expenses: money(totals.expense), transfers: money(totals.transfer), net: money(totals.income - totals.expense) },
    months: monthList,
    categories: [...categories.values()]
      .sort((a, b) => (a.total === b.total ? a.category.localeCompare(b.category) : a.total > b.total ? -1 : 1))
      .map((entry) => ({ type: entry.type, category: entry.category, total: money(entry.total), count: entry.count })),
  };
}
