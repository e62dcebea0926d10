import { eq, sql } from 'drizzle-orm';
import type { UnsubscribeType } from '../../../domain/delivery/delivery-texts';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema/index';
import { readUnsubscribeToken } from '../../shared/delivery/unsubscribe-token';

/** The person and type a token names, with the language to answer in; null for a bad token or a gone account. */
export async function unsubscribeTarget(db: Database, token: string | undefined): Promise<{ userId: string; type: UnsubscribeType; language: string } | null> {
  const target = token ? await readUnsubscribeToken(db, token) : null;
  if (!target) return null;
  const [row] = await db.select({ language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, target.userId)).limit(1);
  return row ? { ...target, language: row.language } : null;
}

/** Switches the type off for every outside channel; doing it twice changes nothing more. */
export async function switchTypeOff(db: Database, userId: string, type: UnsubscribeType): Promise<void> {
  await db
    .update(userPreferences)
    .set({ notifications: sql`jsonb_set(${userPreferences.notifications}, array['types', ${type}::text], 'false'::jsonb, true)`, updatedAt: sql`now()` })
    .where(eq(userPreferences.userId, userId));
}
