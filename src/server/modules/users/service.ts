import { eq, sql } from 'drizzle-orm';
import type { UpdateUserInput, User } from '../../../domain/auth/auth';
import { getUser, toUser, userColumns } from '../../shared/users';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { unauthenticated } from '../../http/app-error';

export async function updateUser(db: Database, userId: string, changes: UpdateUserInput): Promise<User> {
  if (Object.keys(changes).length === 0) return getUser(db, userId);
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(userColumns);
  if (!row) throw unauthenticated();
  return toUser(row);
}
