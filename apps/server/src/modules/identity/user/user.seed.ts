import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from './user.table';

/** The id of a seeded account by its username, or undefined when the accounts are not seeded. */
export async function seededUserId(db: DbOrTx, username: string): Promise<number | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return user?.id;
}
