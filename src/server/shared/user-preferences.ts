import type { LanguageCode } from '../../domain/languages';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema/index';

type Executor = Pick<Database, 'insert'>;

/** A new account's preferences: system theme, onboarding ahead, the language its browser asked for. */
export async function createPreferences(db: Executor, userId: string, language: LanguageCode): Promise<void> {
  await db.insert(userPreferences).values({ userId, language }).onConflictDoNothing();
}
