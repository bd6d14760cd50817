import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from './user.table';

/** The usernames of buyers by id (one query; ids without an account are absent from the map). */
export async function usernamesByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.username]));
}
