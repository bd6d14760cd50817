import { ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from './user.table';

/** Buyers' usernames and company names by id (one query, in no particular order). */
export async function buyersByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ id: number; username: string; companyName: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, username: users.username, companyName: users.companyName })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/**
 * A subquery of the ids of the buyers whose username (with `alsoCompanyName`, or company name) matches the
 * ilike `pattern`, for `x.user_id in (…)` conditions.
 */
export function userIdsLike(pattern: string, alsoCompanyName = false): SQL {
  const match = alsoCompanyName
    ? or(ilike(users.username, pattern), ilike(users.companyName, pattern))
    : ilike(users.username, pattern);
  return sql`select id from users where ${match}`;
}

/**
 * Buyers' confirmed e-mail addresses by id ('' when none or not yet confirmed: mail goes only to an address its
 * member confirmed; one query, in no particular order).
 */
export async function userEmailsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ id: number; email: string }[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      email: sql<string>`case when ${users.emailConfirmedAt} is null then '' else ${users.email} end`,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
