import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_STATUS, type CompanyRole } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { forbidden } from '../../../lib/app-error';

/** Who a buyer is inside their company: the one answer every company call starts from. */
export type CompanyContext = {
  userId: number;
  companyId: number;
  companyName: string;
  companyStatus: number;
  poRequired: boolean;
  roles: string[];
  departmentId: number | null;
  memberStatus: number;
  /** Departments this member heads, with their sub-departments. */
  headOf: number[];
};

/** The columns of a membership row that make a CompanyContext (checkout's context reads them too). */
export type CompanyContextRow = {
  company_id: number;
  name: string;
  status: number;
  po_required: boolean;
  roles: string[];
  department_id: number | null;
  member_status: number;
  head_of: number[] | null;
};

/** The caller's company membership (any company state), or null for 个人采购. One indexed query. */
export async function companyContextOf(db: DbOrTx, userId: number): Promise<CompanyContext | null> {
  const [row] = await queryRows<CompanyContextRow>(
    db,
    sql`select m.company_id, c.name, c.status, c.po_required, m.roles, m.department_id, m.status as member_status,
          (select array_agg(d.id) from company_departments d
            where d.company_id = m.company_id and (d.head_user_id = m.user_id or d.parent_id in
              (select h.id from company_departments h where h.company_id = m.company_id and h.head_user_id = m.user_id))
          ) as head_of
        from company_members m join companies c on c.id = m.company_id where m.user_id = ${userId}`,
    'company_context_of',
  );
  return row ? companyContextFromRow(userId, row) : null;
}

/** A CompanyContext from its membership row. */
export function companyContextFromRow(userId: number, row: CompanyContextRow): CompanyContext {
  return {
    userId,
    companyId: Number(row.company_id),
    companyName: row.name,
    companyStatus: row.status,
    poRequired: row.po_required,
    roles: row.roles,
    departmentId: row.department_id === null ? null : Number(row.department_id),
    memberStatus: row.member_status,
    headOf: (row.head_of ?? []).map(Number),
  };
}

export const hasRole = (ctx: CompanyContext, ...roles: CompanyRole[]) =>
  roles.some((r) => ctx.roles.includes(r));

/** Whether company rules (approvals, budgets, shared records) apply: an active member of a verified company. */
export const isActiveMember = (ctx: CompanyContext | null): ctx is CompanyContext =>
  !!ctx && ctx.companyStatus === COMPANY_STATUS.VERIFIED && ctx.memberStatus === 1;

/** 403 unless the caller holds one of `roles` in an active company. */
export function requireRole(ctx: CompanyContext | null, ...roles: CompanyRole[]): CompanyContext {
  if (!ctx) throw forbidden('您还没有加入企业');
  if (ctx.memberStatus !== 1) throw forbidden('您的企业成员账号已被停用');
  if (ctx.companyStatus === COMPANY_STATUS.DISABLED) throw forbidden('企业已被停用，请联系平台客服');
  if (ctx.companyStatus !== COMPANY_STATUS.VERIFIED) throw forbidden('企业尚未通过认证');
  if (roles.length && !hasRole(ctx, ...roles)) throw forbidden(`需要${roles.join('或')}角色`);
  return ctx;
}

/**
 * Which company orders a member sees, as a condition on `orders` (alias-free column names): 管理员 and 财务
 * all of the company's, a department head their departments', anyone else their own.
 */
export function companyOrderScope(ctx: CompanyContext): SQL {
  if (hasRole(ctx, '管理员', '财务')) return sql`orders.company_id = ${ctx.companyId}`;
  if (ctx.headOf.length)
    return sql`orders.company_id = ${ctx.companyId} and (orders.user_id = ${ctx.userId}
      or orders.department_id = any(${sql.param(ctx.headOf)}::bigint[]))`;
  return sql`orders.company_id = ${ctx.companyId} and orders.user_id = ${ctx.userId}`;
}
