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
 * Buyers' contacts by id, for the notification channels: the confirmed e-mail address ('' when none or not yet
 * confirmed: mail goes only to an address its member confirmed) and the mobile ('' when the account is
 * disabled: no SMS to an account that can't sign in). One query, in no particular order.
 */
export async function userContactsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ id: number; email: string; mobile: string; username: string }[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      username: users.username,
      email: sql<string>`case when ${users.emailConfirmedAt} is null then '' else ${users.email} end`,
      mobile: sql<string>`case when ${users.status} = 1 then ${users.mobile} else '' end`,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
