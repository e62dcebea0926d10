import { eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../domain/shared/languages';
import { defaultNotifications } from '../../domain/settings/settings';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema/index';

type Executor = Pick<Database, 'insert'>;
type Reader = Pick<Database, 'select'>;

/** A new account's preferences: system theme, onboarding ahead, the language its browser asked for. */
export async function createPreferences(db: Executor, userId: string, language: LanguageCode): Promise<void> {
  await db.insert(userPreferences).values({ userId, language }).onConflictDoNothing();
}

/**
 * The one row behind both /api/user-preferences and /api/settings: whichever answers, it reads
 * and writes these columns, so the two never disagree.
 */
export const preferenceColumns = {
  theme: userPreferences.theme,
  hasCompletedOnboarding: userPreferences.hasCompletedOnboarding,
  language: userPreferences.language,
  dateFormat: userPreferences.dateFormat,
  timeFormat: userPreferences.timeFormat,
  numberFormat: userPreferences.numberFormat,
  notifications: userPreferences.notifications,
  monthlyIncomeMinor: userPreferences.monthlyIncomeMinor,
  monthlyExpenseMinor: userPreferences.monthlyExpenseMinor,
  quietHours: userPreferences.quietHours,
  smsNumber: userPreferences.smsNumber,
  expenseAlertMinor: userPreferences.expenseAlertMinor,
};

export type PreferencesRow = {
  theme: 'light' | 'dark' | 'system';
  hasCompletedOnboarding: boolean;
  language: string;
  dateFormat: 'short' | 'medium' | 'long' | 'full';
  timeFormat: '12h' | '24h' | null;
  numberFormat: string;
  notifications: typeof defaultNotifications;
  monthlyIncomeMinor: bigint | null;
  monthlyExpenseMinor: bigint | null;
  quietHours: { start: string; end: string } | null;
  smsNumber: string | null;
  expenseAlertMinor: bigint | null;
};

export type PreferencesChanges = Partial<Omit<PreferencesRow, 'notifications'>> & { notifications?: PreferencesRow['notifications'] };

/** What the columns default to, for an account whose row has not been written yet. */
export const defaultPreferencesRow: PreferencesRow = {
  theme: 'system',
  hasCompletedOnboarding: false,
  language: 'en',
  dateFormat: 'medium',
  timeFormat: null,
  numberFormat: 'auto',
  notifications: defaultNotifications,
  monthlyIncomeMinor: null,
  monthlyExpenseMinor: null,
  quietHours: null,
  smsNumber: null,
  expenseAlertMinor: null,
};

export async function readPreferences(db: Reader, userId: string): Promise<PreferencesRow> {
  const [row] = await db.select(preferenceColumns).from(userPreferences).where(eq(userPreferences.userId, userId));
  return row ?? defaultPreferencesRow;
}

export async function writePreferences(db: Executor, userId: string, changes: PreferencesChanges): Promise<PreferencesRow> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning(preferenceColumns);
  if (!row) throw new Error('preferences upsert returned no row');
  return row;
}
