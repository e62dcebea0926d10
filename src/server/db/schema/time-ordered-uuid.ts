import { sql } from 'drizzle-orm';

/**
 * Default for ids that order rows by creation: a UUIDv7 built by the SQL function of migration
 * 0007 (the built-in `uuidv7()` exists only from PostgreSQL 18). Lists that break ties on id
 * then show the newest row first, and every insert path (API, import, seed, raw SQL) gets it.
 */
export const timeOrderedUuid = sql`time_ordered_uuid()`;
