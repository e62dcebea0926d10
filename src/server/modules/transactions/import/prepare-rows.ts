import { and, eq, inArray } from 'drizzle-orm';
import { says } from '../../../../domain/shared/errors';
import { calendarDateFrom } from '../../../../domain/shared/dates';
import { goalMessages } from '../../../../domain/goals/goals';
import { amountProblem, toMinor } from '../../../../domain/shared/money';
import type { ImportRowError } from '../../../../domain/transactions/imports';
import { createTransactionInput, transactionMessages } from '../../../../domain/transactions/transactions';
import type { Database } from '../../../db/client';
import { financialGoals } from '../../../db/schema/index';
import type { OwnerSettings } from '../../../shared/owner-settings';

/** A row ready to be written, with its 1-based position in the request. */
export interface PreparedRow {
  row: number;
  type: string;
  category: string;
  amountMinor: bigint;
  description: string;
  goalId: string | null;
  destination: string | null;
  occurredOn: string;
}

function prepareRow(raw: unknown, row: number, settings: OwnerSettings, errors: ImportRowError[]): PreparedRow | null {
  const parsed = createTransactionInput.safeParse(raw);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: issue.code === 'unrecognized_keys' ? says('messages.unknownField', { fields: issue.keys.join(', ') }) : issue.message });
    }
    return null;
  }
  const input = parsed.data;
  const occurredOn = calendarDateFrom(input.date, settings.timezone);
  const amountMinor = toMinor(input.amount, settings.currency);
  if (occurredOn === null) errors.push({ row, field: 'date', message: transactionMessages.dateInvalid });
  else if (occurredOn > settings.today) errors.push({ row, field: 'date', message: transactionMessages.dateInFuture });
  if (amountMinor === null) errors.push({ row, field: 'amount', message: amountProblem(input.amount, settings.currency) ?? transactionMessages.invalidAmount });
  if (occurredOn === null || occurredOn > settings.today || amountMinor === null) return null;
  return {
    row,
    type: input.type,
    category: input.category,
    amountMinor,
    description: input.description,
    goalId: input.goalId ?? null,
    destination: input.destination ?? null,
    occurredOn,
  };
}

/** Validates every row; errors name the 1-based row and the field, as POST /transactions would. */
export function prepareRows(rows: readonly unknown[], settings: OwnerSettings, errors: ImportRowError[]): PreparedRow[] {
  const prepared: PreparedRow[] = [];
  rows.forEach((raw, index) => {
    const entry = prepareRow(raw, index + 1, settings, errors);
    if (entry) prepared.push(entry);
  });
  return prepared;
}

/**
 * Rows naming a goal that is missing, not active or in another currency get a row error. Only
 * the signed-in user's goals are looked up, so another user's goal reads as missing.
 */
export async function checkGoals(db: Database, userId: string, currency: string, prepared: readonly PreparedRow[], errors: ImportRowError[]) {
  const goalIds = [...new Set(prepared.map((entry) => entry.goalId).filter((id): id is string => Boolean(id)))];
  if (goalIds.length === 0) return;
  const goals = await db
    .select({ id: financialGoals.id, status: financialGoals.status, currency: financialGoals.currency })
    .from(financialGoals)
    .where(and(eq(financialGoals.userId, userId), inArray(financialGoals.id, goalIds)));
  const byId = new Map(goals.map((goal) => [goal.id, goal]));
  for (const entry of prepared) {
    if (!entry.goalId) continue;
    const goal = byId.get(entry.goalId);
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
