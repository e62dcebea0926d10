import { eq } from 'drizzle-orm';
import type { User } from '../../domain/auth/auth';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { unauthenticated } from '../http/app-error';

/** The only columns that ever leave the server as a user. */
export const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

interface UserFields {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

export function toUser(row: UserFields): User {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, emailVerified: row.emailVerifiedAt !== null, createdAt: row.createdAt.toISOString() };
}

/** The signed-in user; a session whose account has just disappeared counts as signed out. */
export async function getUser(db: Database, userId: string): Promise<User> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  if (!row) throw unauthenticated();
  return toUser(row);
}
