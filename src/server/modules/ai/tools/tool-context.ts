import { eq } from 'drizzle-orm';
import { todayInZone } from '../../../../domain/shared/dates';
import { resolveLanguage } from '../../../../domain/shared/languages';
import { userPreferences, users } from '../../../db/schema/index';
import { unauthenticated } from '../../../http/app-error';
import type { ToolContext, ToolServices } from './tool';

/** Intl knows Filipino as `fil`; the app's code for it is `tl`. */
const intlLocales: Record<string, string> = { tl: 'fil' };

export async function loadToolContext({ db, market, rates }: ToolServices, userId: string, now: Date): Promise<ToolContext> {
  const [row] = await db
    .select({
      timezone: users.timezone,
      currency: users.currency,
      language: userPreferences.language,
      numberFormat: userPreferences.numberFormat,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw unauthenticated();
  const language = resolveLanguage(row.language);
  const numberFormat = row.numberFormat && row.numberFormat !== 'auto' ? row.numberFormat : null;
  return {
    db,
    userId,
    now,
    today: todayInZone(row.timezone, now),
    timezone: row.timezone,
    currency: row.currency,
    language,
    locale: numberFormat ?? intlLocales[language] ?? language,
    market,
    ...(rates ? { rates } : {}),
  };
}
