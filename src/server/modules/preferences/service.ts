import { eq, sql } from 'drizzle-orm';
import { defaultLanguage, resolveLanguage } from '../../../domain/languages';
import type { Preferences, UpdatePreferencesInput } from '../../../domain/preferences';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema/index';

const columns = {
  theme: userPreferences.theme,
  hasCompletedOnboarding: userPreferences.hasCompletedOnboarding,
  language: userPreferences.language,
};

// The language column is free text in the database; anything unsupported reads as English.
const toPreferences = (row: { theme: Preferences['theme']; hasCompletedOnboarding: boolean; language: string }): Preferences => ({
  ...row,
  language: resolveLanguage(row.language),
});

export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db.select(columns).from(userPreferences).where(eq(userPreferences.userId, userId));
  return row ? toPreferences(row) : { theme: 'system', hasCompletedOnboarding: false, language: defaultLanguage };
}

export async function updatePreferences(db: Database, userId: string, changes: UpdatePreferencesInput): Promise<Preferences> {
  if (Object.keys(changes).length === 0) return getPreferences(db, userId);
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning(columns);
  if (!row) throw new Error('preferences upsert returned no row');
  return toPreferences(row);
}
