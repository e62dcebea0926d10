import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { serverKeys } from '../../db/schema';

type Store = Pick<Database, 'insert' | 'select'>;

/**
 * A value the server makes once and every instance shares (VAPID keys, the unsubscribe secret).
 * Instances starting together may each make one; the first insert wins and every instance then
 * reads that one, so nobody signs with a key the others do not know.
 */
export async function serverKey<Schema extends z.ZodType>(db: Store, name: string, schema: Schema, make: () => z.infer<Schema>): Promise<z.infer<Schema>> {
  const read = async () => {
    const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name)).limit(1);
    return row ? schema.parse(row.value) : undefined;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing({ target: serverKeys.name });
  const stored = await read();
  if (stored === undefined) throw new Error(`server key ${name} was not stored`);
  return stored;
}
