import type { DbOrTx } from '../../../db/client';
import { columnByIds } from '../../../lib/by-id';
import { users } from './user.table';

/** The usernames of buyers by id (one query; ids without an account are absent from the map). */
export function usernamesByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  return columnByIds(db, users, 'username', ids);
}
