import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { companyContextFromRow, type CompanyContext, type CompanyContextRow } from '../../identity/company';
import type { ChargeableBudget } from '../budget';
import type { ApprovalRuleRow } from '../approval/approval.table';

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
  const [row] = await queryRows<
    CompanyContextRow & { rules: RuleJson[] | null; budgets: ChargeableBudget[] | null }
  >(
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
    ...companyContextFromRow(userId, row),
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
