import { createHash } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  COMPANY_STATUS,
  COMPANY_STATUS_LABEL,
  type CompanyMember,
  type CompanyStatus,
  type Department,
  type MyCompany,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { companyContextOf } from './company.scope';
import { companies, companyDepartments, type CompanyRow } from './company.table';

/** The invitation code is kept hashed with the mobile it was sent to (joining checks both). */
export const invitationHash = (mobile: string, code: string) =>
  createHash('sha256').update(`${mobile}:${code}`).digest('hex');

type MemberQueryRow = {
  user_id: number;
  username: string;
  name: string;
  mobile: string;
  email: string;
  roles: string[];
  department_id: number | null;
  department_name: string | null;
  status: number;
  sub_account: boolean;
  must_change_password: boolean;
  joined_at: Date | string;
};

const toMember = (r: MemberQueryRow): CompanyMember => ({
  userId: Number(r.user_id),
  username: r.username,
  name: r.name,
  mobile: r.mobile,
  email: r.email ?? '',
  roles: r.roles,
  departmentId: r.department_id === null ? null : Number(r.department_id),
  departmentName: r.department_name ?? '',
  status: r.status,
  subAccount: r.sub_account,
  mustChangePassword: r.must_change_password,
  joinedAt: new Date(r.joined_at).toISOString(),
});

/** Every member of a company (or one), with name and department. */
export async function membersOf(db: DbOrTx, companyId: number, userId?: number): Promise<CompanyMember[]> {
  const rows = await queryRows<MemberQueryRow>(
    db,
    sql`select m.user_id, u.username, u.name, u.mobile, u.email, m.roles, m.department_id, d.name as department_name,
          m.status, m.sub_account, u.must_change_password, m.joined_at
        from company_members m join users u on u.id = m.user_id
        left join company_departments d on d.id = m.department_id
        where m.company_id = ${companyId} ${userId ? sql`and m.user_id = ${userId}` : sql``}
        order by m.joined_at, m.user_id`,
  );
  return rows.map(toMember);
}

/** A company's departments, parents first, with head and member count. */
export async function departmentsOf(db: DbOrTx, companyId: number): Promise<Department[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    parent_id: number | null;
    head_user_id: number | null;
    head_name: string | null;
    member_count: number;
  }>(
    db,
    sql`select d.id, d.name, d.parent_id, d.head_user_id, coalesce(nullif(u.name, ''), u.username) as head_name,
          (select count(*)::int from company_members m where m.department_id = d.id) as member_count
        from company_departments d left join users u on u.id = d.head_user_id
        where d.company_id = ${companyId} order by coalesce(d.parent_id, d.id), d.parent_id nulls first, d.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    headUserId: r.head_user_id === null ? null : Number(r.head_user_id),
    headName: r.head_name ?? '',
    memberCount: Number(r.member_count),
  }));
}

/** The company's own fields, as the buyer's and the operator's views both show them. */
export function companyCore(c: CompanyRow) {
  return {
    id: c.id,
    name: c.name,
    creditCode: c.creditCode,
    licenseImage: c.licenseImage,
    contactName: c.contactName,
    contactMobile: c.contactMobile,
    status: c.status,
    statusLabel: COMPANY_STATUS_LABEL[c.status as CompanyStatus] ?? '',
    rejectReason: c.rejectReason,
    poRequired: c.poRequired,
    createdAt: c.createdAt.toISOString(),
    verifiedAt: c.verifiedAt?.toISOString() ?? null,
  };
}

/** My company and my place in it; null for a buyer without one (个人采购). */
export async function myCompanyOf(db: DbOrTx, userId: number): Promise<MyCompany | null> {
  const ctx = await companyContextOf(db, userId);
  if (!ctx) return null;
  const [c] = await db.select().from(companies).where(eq(companies.id, ctx.companyId));
  if (!c) return null;
  const [dept] = ctx.departmentId
    ? await db
        .select({ name: companyDepartments.name })
        .from(companyDepartments)
        .where(eq(companyDepartments.id, ctx.departmentId))
    : [];
  return {
    ...companyCore(c),
    roles: ctx.roles,
    departmentId: ctx.departmentId,
    departmentName: dept?.name ?? '',
    headOf: ctx.headOf,
    active: c.status === COMPANY_STATUS.VERIFIED && ctx.memberStatus === 1,
  };
}

/** The department must belong to the company (else 404: nothing about other companies leaks). */
export async function departmentOfCompany(
  db: DbOrTx,
  companyId: number,
  departmentId: number | null | undefined,
) {
  if (!departmentId) return null;
  const [d] = await db
    .select({ id: companyDepartments.id })
    .from(companyDepartments)
    .where(and(eq(companyDepartments.id, departmentId), eq(companyDepartments.companyId, companyId)));
  if (!d) throw notFound('部门不存在');
  return d.id;
}

/**
 * The company's department a cost centre from its own procurement system names (punch-out, the open
 * platform): by its name, or also by its number when `byNumber`; null when there is none.
 */
export async function costCentreDepartment(
  db: DbOrTx,
  companyId: number,
  costCentre: string,
  byNumber = false,
): Promise<number | null> {
  const [d] = await db
    .select({ id: companyDepartments.id })
    .from(companyDepartments)
    .where(
      and(
        eq(companyDepartments.companyId, companyId),
        or(
          eq(companyDepartments.name, costCentre),
          byNumber && /^\d{1,9}$/.test(costCentre)
            ? eq(companyDepartments.id, Number(costCentre))
            : sql`false`,
        ),
      ),
    )
    .limit(1);
  return d?.id ?? null;
}
