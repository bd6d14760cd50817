import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from './user.table';

/** The buyer a login names, by username or mobile (the first found): id and username; null when none. */
export async function userByLogin(
  db: DbOrTx,
  login: string,
): Promise<{ id: number; username: string } | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(or(eq(users.username, login), eq(users.mobile, login)))
    .limit(1);
  return row ?? null;
}
