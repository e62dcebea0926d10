import { and, eq, inArray, sql } from 'drizzle-orm';
import { goalContributionCategory } from '../../../domain/categories';
import { goalMessages } from '../../../domain/goals';
import { toMinor } from '../../../domain/money';
import { calendarDateFrom } from '../../../domain/dates';
import {
  createTransactionInput,
  transactionMessages,
  type ImportResult,
  type ImportRowError,
  type ImportTransactionsInput,
} from '../../../domain/transactions';
import type { Database } from '../../db/client';
import { financialGoals, transactions } from '../../db/schema/index';
import { changeGoalBalances } from './goal-balance';
import { ownerSettings, type OwnerSettings } from '../../shared/owner-settings';

type NewRow = typeof transactions.$inferInsert & { amountMinor: bigint; occurredOn: string };

interface Prepared {
  row: number;
  values: NewRow;
}

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; errors: ImportRowError[] };

function prepareRow(raw: unknown, row: number, userId: string, settings: OwnerSettings, errors: ImportRowError[]): Prepared | null {
  const parsed = createTransactionInput.safeParse(raw);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message });
    }
    return null;
  }
  const input = parsed.data;
  const occurredOn = calendarDateFrom(input.date, settings.timezone);
  const amountMinor = toMinor(input.amount, settings.currency);
  if (occurredOn === null) errors.push({ row, field: 'date', message: transactionMessages.dateInvalid });
  else if (occurredOn > settings.today) errors.push({ row, field: 'date', message: transactionMessages.dateInFuture });
  if (amountMinor === null) errors.push({ row, field: 'amount', message: transactionMessages.invalidAmount });
  if (occurredOn === null || occurredOn > settings.today || amountMinor === null) return null;
  const values: NewRow = {
    userId,
    type: input.type,
    category: input.category,
    amountMinor,
    currency: settings.currency,
    description: input.description,
    goalId: input.goalId ?? null,
    destination: input.destination ?? null,
    occurredOn,
  };
  return { row, values };
}

/** Rows naming a goal that is missing, not active or in another currency get a row error. */
async function checkGoals(db: Database, userId: string, currency: string, prepared: Prepared[], errors: ImportRowError[]) {
  const goalIds = [...new Set(prepared.map((entry) => entry.values.goalId).filter((id): id is string => Boolean(id)))];
  if (goalIds.length === 0) return;
  const goals = await db
    .select({ id: financialGoals.id, status: financialGoals.status, currency: financialGoals.currency })
    .from(financialGoals)
    .where(and(eq(financialGoals.userId, userId), inArray(financialGoals.id, goalIds)));
  const byId = new Map(goals.map((goal) => [goal.id, goal]));
  for (const entry of prepared) {
    if (!entry.values.goalId) continue;
    const goal = byId.get(entry.values.goalId);
    const message = !goal
      ? transactionMessages.goalNotFound
      : goal.currency !== currency
        ? transactionMessages.goalCurrencyMismatch
        : goal.status !== 'active'
          ? goalMessages.notActive
          : null;
    if (message) errors.push({ row: entry.row, field: 'goalId', message });
  }
}

/** Existing transactions with the same date, amount and (case-insensitive) description. */
async function findDuplicates(db: Database, userId: string, prepared: Prepared[]): Promise<Map<number, string>> {
  const rows = await db.execute<{ position: number; id: string }>(sql`
    select distinct on (k.position) k.position, t.id
    from unnest(${sql.param(prepared.map((entry) => entry.values.occurredOn))}::date[],
                ${sql.param(prepared.map((entry) => entry.values.amountMinor.toString()))}::bigint[],
                ${sql.param(prepared.map((entry) => entry.values.description ?? ''))}::text[])
         with ordinality as k(occurred_on, amount_minor, description, position)
    join transactions t on t.user_id = ${userId} and t.occurred_on = k.occurred_on
      and t.amount_minor = k.amount_minor and lower(trim(t.description)) = lower(trim(k.description))
    order by k.position, t.id`);
  return new Map(rows.rows.map((row) => [prepared[Number(row.position) - 1]!.row, row.id]));
}

/**
 * All or nothing: every row is validated first (errors name the 1-based row and field); only a
 * clean batch is written, in one database transaction with its goal contributions.
 */
export async function importTransactions(db: Database, userId: string, input: ImportTransactionsInput): Promise<ImportOutcome> {
  const settings = await ownerSettings(db, userId);
  const errors: ImportRowError[] = [];
  const prepared = input.rows
    .map((raw, index) => prepareRow(raw, index + 1, userId, settings, errors))
    .filter((entry): entry is Prepared => entry !== null);
  await checkGoals(db, userId, settings.currency, prepared, errors);
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.row - b.row) };

  const duplicates = await findDuplicates(db, userId, prepared);
  const duplicateList = [...duplicates].map(([row, existingId]) => ({ row, existingId }));
  const toInsert = input.skipDuplicates ? prepared.filter((entry) => !duplicates.has(entry.row)) : prepared;
  const result: ImportResult = {
    dryRun: input.dryRun,
    total: input.rows.length,
    imported: input.dryRun ? 0 : toInsert.length,
    duplicates: duplicateList,
    skippedDuplicates: input.skipDuplicates ? duplicates.size : 0,
  };
  if (input.dryRun || toInsert.length === 0) return { ok: true, result };

  const contributions = new Map<string, bigint>();
  for (const { values } of toInsert) {
    if (values.type === 'transfer' && values.category === goalContributionCategory && values.goalId) {
      contributions.set(values.goalId, (contributions.get(values.goalId) ?? 0n) + values.amountMinor);
    }
  }
  await db.transaction(async (tx) => {
    const changes = [...contributions].map(([goalId, deltaMinor]) => ({ goalId, deltaMinor, currency: settings.currency, kind: 'contribute' as const }));
    await changeGoalBalances(tx, userId, changes);
    await tx.insert(transactions).values(toInsert.map((entry) => entry.values));
  });
  return { ok: true, result };
}
