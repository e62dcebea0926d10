import { eq, sql } from 'drizzle-orm';
import type { CashFlow } from '../../domain/cash-flow/cash-flow';
import { todayInZone } from '../../domain/shared/dates';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { cashFlowWithRates, ratesInto } from './cash-flow';
import type { ExchangeRates } from './exchange-rates';

/*
 * The timeline is read far more often than anything under it changes, and building it costs a
 * few queries and ninety days of items. A built timeline is kept per user and length, with a
 * fingerprint of every row it was built from: the same rows, chosen by the same or wider filters
 * as the loaders (cash-flow-entries.ts, financial-snapshot.ts), each table summed as its row
 * count and the sum of its rows' `xmin` (the id of the transaction that last wrote the row, so
 * an insert, update or delete anywhere changes it; a maximum would miss writers that commit out
 * of order). A timeline is served only on the day it starts, in the user's zone.
 *
 * Each request reads the fingerprint first and builds only when it changed. Reading it before
 * the rows means a write that lands between the two leaves a timeline newer than its fingerprint,
 * which the next request rebuilds: never an older one kept. Every instance checks against the
 * database, so a write through any instance is seen by all.
 */

const rowsOf = (table: string, where: string) => sql.raw(`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${table} where ${where})`);

function fingerprintQuery(userId: string) {
  return sql<string>`(
    with mine as (select group_id from group_members where user_id = ${userId}),
      costed as (select e.id, e.xmin from events e where e.group_id in (select group_id from mine) and e.cost_minor is not null),
      owner as (select u.id, u.xmin::text as user_row, (now() at time zone u.timezone)::date as today from users u where u.id = ${userId})
    select concat_ws('|', o.user_row, (select p.xmin::text from user_preferences p where p.user_id = o.id),
      ${rowsOf('transaction_totals', 'user_id = o.id')},
      ${rowsOf('transaction_monthly_rollups', "user_id = o.id and month >= (date_trunc('month', o.today) - interval '12 months')::date")},
      ${rowsOf('financial_goals', 'user_id = o.id')},
      ${rowsOf('recurring_schedules', 'user_id = o.id')},
      ${rowsOf('recurring_occurrences', 'schedule_id in (select id from recurring_schedules where user_id = o.id) and due_on >= o.today - 70')},
      ${rowsOf('groups', 'id in (select group_id from mine)')},
      ${rowsOf('group_members', 'group_id in (select group_id from mine)')},
      (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from costed),
      ${rowsOf('event_rsvps', 'event_id in (select id from costed)')},
      ${rowsOf('event_occurrence_rsvps', 'event_id in (select id from costed)')},
      ${rowsOf('event_cost_bookings', 'event_id in (select id from costed)')},
      ${rowsOf('event_exceptions', 'event_id in (select id from costed)')})
    from owner o
  )`;
}

async function fingerprintOf(db: Database, userId: string): Promise<{ fingerprint: string; timezone: string } | null> {
  const [row] = await db
    .select({ fingerprint: fingerprintQuery(userId), timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('cash_flow_fingerprint')
    .execute();
  return row?.fingerprint ? { fingerprint: row.fingerprint, timezone: row.timezone } : null;
}

interface Entry {
  fingerprint: string;
  rates: ReadonlyMap<string, string | null>;
  flow: CashFlow;
}

/** Timelines kept per instance; each is a few hundred kilobytes at most, and the least recently read goes first. */
const maxEntries = 200;

export interface CashFlowCache {
  get(db: Database, userId: string, days: number, rates: ExchangeRates | null): Promise<CashFlow>;
}

export function cashFlowCache(): CashFlowCache {
  const entries = new Map<string, Entry>();
  const sameRates = async (entry: Entry, rates: ExchangeRates | null) => {
    if (entry.rates.size === 0) return true;
    if (!rates) return false;
    const now = await ratesInto(rates, [...entry.rates.keys()], entry.flow.currency);
    return [...entry.rates].every(([currency, rate]) => now.get(currency) === rate);
  };
  return {
    async get(db, userId, days, rates) {
      const key = `${userId}|${days}`;
      const read = await fingerprintOf(db, userId);
      const fingerprint = read?.fingerprint ?? null;
      const known = entries.get(key);
      if (read && known?.fingerprint === read.fingerprint && known.flow.from === todayInZone(read.timezone) && (await sameRates(known, rates))) {
        entries.delete(key);
        entries.set(key, known);
        return known.flow;
      }
      const built = await cashFlowWithRates(db, userId, days, { rates });
      if (fingerprint === null) return built.flow;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { fingerprint, rates: built.rates, flow: built.flow });
      return built.flow;
    },
  };
}
