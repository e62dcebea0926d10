import { resolveLanguage } from '../../../domain/shared/languages';
import type { Preferences, UpdatePreferencesInput } from '../../../domain/preferences/preferences';
import type { Database } from '../../db/client';
import { readPreferences, writePreferences, type PreferencesRow } from '../../shared/user-preferences';

// The language column is free text in the database; anything unsupported reads as English.
const toPreferences = (row: PreferencesRow): Preferences => ({
  theme: row.theme,
  hasCompletedOnboarding: row.hasCompletedOnboarding,
  language: resolveLanguage(row.language),
});

export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  return toPreferences(await readPreferences(db, userId));
}

export async function updatePreferences(db: Database, userId: string, changes: UpdatePreferencesInput): Promise<Preferences> {
  if (Object.keys(changes).length === 0) return getPreferences(db, userId);
  return toPreferences(await writePreferences(db, userId, changes));
}
