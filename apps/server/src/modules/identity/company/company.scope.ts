import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_STATUS, type CompanyRole } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { forbidden } from '../../../lib/app-error';
import type { ChargeableBudget } from '../../finance/budget';
import type { ApprovalRuleRow } from './company.table';

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

type Row = {
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
  const [row] = await queryRows<Row>(
    db,
    sql`select m.company_id, c.name, c.status, c.po_required, m.roles, m.department_id, m.status as member_status,
          (select array_agg(d.id) from company_departments d
            where d.company_id = m.company_id and (d.head_user_id = m.user_id or d.parent_id in
              (select h.id from company_departments h where h.company_id = m.company_id and h.head_user_id = m.user_id))
          ) as head_of
        from company_members m join companies c on c.id = m.company_id where m.user_id = ${userId}`,
    'company_context_of',
  );
  return row ? toContext(userId, row) : null;
}

function toContext(userId: number, row: Row): CompanyContext {
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

/** A member's checkout facts in one round trip: the context, the company's enabled rules and budgets. */
export type CheckoutContext = CompanyContext & {
  rules: ApprovalRuleRow[];
  /** Budgets of the member and of their own department (and its parent). */
  budgets: ChargeableBudget[];
};

type RuleJson = {
  id: number;
  name: string;
  enabled: boolean;
  min_amount_fen: number | null;
  member_ids: number[];
  department_ids: number[];
  category_ids: number[];
  levels: ApprovalRuleRow['levels'];
};

/**
 * companyContextOf plus what checkout needs, in ONE statement (the order path's only extra read for a
 * member): enabled approval rules in creation order, and the budgets an order charged to the member's own
 * department would be charged to.
 */
export async function checkoutContextOf(db: DbOrTx, userId: number): Promise<CheckoutContext | null> {
  const [row] = await queryRows<Row & { rules: RuleJson[] | null; budgets: ChargeableBudget[] | null }>(
    db,
    // No head_of (checkout does not need it) and no budget names (read only when a charge is refused).
    sql`select m.company_id, c.name, c.status, c.po_required, m.roles, m.department_id, m.status as member_status,
          null as head_of,
          (select json_agg(r order by r.id) from approval_rules r where r.company_id = m.company_id and r.enabled) as rules,
          (select json_agg(json_build_object('id', b.id, 'period', b.period, 'amountFen', b.amount_fen, 'name', '')
              order by b.id)
            from budgets b
            where b.company_id = m.company_id and ((b.scope = 'member' and b.scope_id = m.user_id)
              or (b.scope = 'department' and b.scope_id in (select m.department_id union
                select parent_id from company_departments where id = m.department_id and parent_id is not null)))
          ) as budgets
        from company_members m join companies c on c.id = m.company_id where m.user_id = ${userId}`,
    'checkout_context_of',
  );
  if (!row) return null;
  return {
    ...toContext(userId, row),
    rules: (row.rules ?? []).map((r) => ({
      id: Number(r.id),
      companyId: Number(row.company_id),
      name: r.name,
      enabled: r.enabled,
      minAmountFen: r.min_amount_fen === null ? null : Number(r.min_amount_fen),
      memberIds: r.member_ids,
      departmentIds: r.department_ids,
      categoryIds: r.category_ids,
      levels: r.levels,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    })),
    budgets: (row.budgets ?? []).map((b) => ({ ...b, id: Number(b.id), amountFen: Number(b.amountFen) })),
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
