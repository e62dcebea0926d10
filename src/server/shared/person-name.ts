import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';

type Reader = Pick<Database, 'select'>;

/** How a notification names the person who caused it: first and last name, as others see them in lists. */
export async function personName(db: Reader, userId: string): Promise<string> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** Time zones of several people, for links that name a day as each of them sees it. */
export async function timeZonesOf(db: Reader, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, timeZone: users.timezone })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.timeZone]));
}
