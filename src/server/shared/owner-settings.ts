import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { fieldError, unauthenticated } from '../http/app-error';
import { amountProblem, toMinor } from '../../domain/shared/money';
import { calendarDateFrom, todayInZone, type IsoDate } from '../../domain/shared/dates';

export interface OwnerSettings {
  timezone: string;
  currency: string;
  today: IsoDate;
}

type Reader = Pick<Database, 'select'>;

/** The signed-in user's zone (what "today" means) and currency (what new amounts are in). */
export async function ownerSettings(db: Reader, userId: string): Promise<OwnerSettings> {
  const [row] = await db.select({ timezone: users.timezone, currency: users.currency }).from(users).where(eq(users.id, userId)).prepare('owner_settings').execute();
  if (!row) throw unauthenticated();
  return { ...row, today: todayInZone(row.timezone) };
}

/**
 * A validated decimal string in minor units of `currency`, or a 400 on `field`: one naming the
 * currency when the amount has more decimals than it allows ("12.5" in JPY, "12.345" in USD).
 */
export function minorOrFail(decimal: string, currency: string, field: string, message: string): bigint {
  const problem = amountProblem(decimal, currency);
  if (problem) throw fieldError(field, problem);
  const minor = toMinor(decimal, currency);
  if (minor === null) throw fieldError(field, message);
  return minor;
}

/** The calendar date a client meant, read in the user's zone, or a 400 on `field`. */
export function dateOrFail(value: string, timezone: string, field: string, message: string): IsoDate {
  const date = calendarDateFrom(value, timezone);
  if (date === null) throw fieldError(field, message);
  return date;
}
