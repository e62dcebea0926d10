import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../goal-balance';
import type { PreparedRow } from './prepare-rows';

/**
 * Rows per INSERT. Each statement sends nine arrays (not nine parameters per row, which would
 * pass PostgreSQL's 65,535-parameter limit) and fires the statement-level rollup triggers once.
 */
export const insertChunkSize = 10_000;

/** A written row as recurring matching reads it. */
export interface InsertedRow {
  id: string;
  type: string;
  category: string;
  amountMinor: bigint;
  currency: string;
  /** The amount in the account's currency, as the database stored it. */
  baseAmountMinor: bigint;
  description: string;
  date: string;
}

/** Writes one chunk with a single INSERT … SELECT FROM unnest(…); answers the rows written. */
export async function insertChunk(tx: DbTransaction, userId: string, currency: string, chunk: readonly PreparedRow[]): Promise<InsertedRow[]> {
  const { rows } = await tx.execute<{ id: string; type: string; category: string; amount_minor: string; base_amount_minor: string; description: string; occurred_on: string }>(sql`
    insert into transactions (user_id, type, category, amount_minor, currency, description, goal_id, destination, occurred_on)
    select ${userId}::uuid, r.type, r.category, r.amount_minor, ${currency}, r.description, r.goal_id, r.destination, r.occurred_on
    from unnest(${sql.param(chunk.map((entry) => entry.type))}::text[],
                ${sql.param(chunk.map((entry) => entry.category))}::text[],
                ${sql.param(chunk.map((entry) => entry.amountMinor.toString()))}::bigint[],
                ${sql.param(chunk.map((entry) => entry.description))}::text[],
                ${sql.param(chunk.map((entry) => entry.goalId))}::uuid[],
                ${sql.param(chunk.map((entry) => entry.destination))}::text[],
                ${sql.param(chunk.map((entry) => entry.occurredOn))}::date[])
         as r(type, category, amount_minor, description, goal_id, destination, occurred_on)
    returning id, type, category, amount_minor::text as amount_minor, base_amount_minor::text as base_amount_minor, description, occurred_on::text as occurred_on`);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    category: row.category,
    amountMinor: BigInt(row.amount_minor),
    currency,
    baseAmountMinor: BigInt(row.base_amount_minor),
    description: row.description,
    date: row.occurred_on,
  }));
}
