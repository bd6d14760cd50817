import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { columnByIds } from '../../../lib/by-id';
import { users } from '../user/user.table';
import { companies, companyDepartments, companyMembers } from './company.table';

/*
 * What the domains above read of companies, their members and departments (procurement's checkout, punch-out):
 * read models of the company tables, owned here.
 */

/** Company names by id (one query; ids without a company are absent from the map). */
export function companyNamesByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  return columnByIds(db, companies, 'name', ids);
}

/** The first of the company's active members (an active account too) with this e-mail (lower case); null when none. */
export async function activeMemberByEmail(
  db: DbOrTx,
  companyId: number,
  email: string,
): Promise<number | null> {
  const where = sql`lower(${users.email}) = ${email}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(
      and(where, eq(companyMembers.companyId, companyId), eq(companyMembers.status, 1), eq(users.status, 1)),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The company's active members (active accounts too) holding any of `roles` (管理员, 财务 …), by user id. */
export async function activeMembersWithRoles(
  db: DbOrTx,
  companyId: number,
  roles: readonly string[],
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.status, 1),
        eq(users.status, 1),
        sql`${companyMembers.roles} ?| ${`{${roles.join(',')}}`}::text[]`,
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

/** The department's id when it belongs to the company, else null. */
export async function departmentIdIn(
  db: DbOrTx,
  companyId: number,
  departmentId: number,
): Promise<number | null> {
  const [d] = await db
    .select({ id: companyDepartments.id })
    .from(companyDepartments)
    .where(and(eq(companyDepartments.id, departmentId), eq(companyDepartments.companyId, companyId)));
  return d?.id ?? null;
}

/** A company's departments: id and name (in no particular order). */
export function departmentNamesOf(db: DbOrTx, companyId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: companyDepartments.id, name: companyDepartments.name })
    .from(companyDepartments)
    .where(eq(companyDepartments.companyId, companyId));
}
