import { and, eq, inArray } from 'drizzle-orm';
import type { Seeder } from '../../../db/seeder';
import { DEMO_COMPANY_MEMBERS, demoCompanyId } from '../../identity/company/company.seed';
import { companyDepartments } from '../../identity/company/company.table';
import { users } from '../../identity/user/user.table';
import { zhangjiangAddress } from '../../trade/address/address.seed';
import { addresses } from '../../trade/address/address.table';
import { approvalRules } from '../approval/approval.table';
import { budgets } from '../budget/budget.table';

/**
 * The demo company's purchasing, right after the company's seeder: each seeded member's default address, a
 * rule that sends 李采购's orders of ¥5,000 or more to the 研发部 head, and a ¥200,000 monthly 研发部 budget.
 * demo's own orders match no rule, so the shop's journeys run as before.
 */
export const companyPurchasingSeeder: Seeder = {
  name: 'demo company purchasing',
  async run({ db, env }) {
    if (env.NODE_ENV === 'production') return;
    const companyId = await demoCompanyId(db);
    if (!companyId) return;
    const [rule] = await db
      .select({ id: approvalRules.id })
      .from(approvalRules)
      .where(eq(approvalRules.companyId, companyId));
    if (rule) return;
    const members = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(
        inArray(
          users.username,
          DEMO_COMPANY_MEMBERS.map((m) => m.username),
        ),
      );
    const ids = new Map(members.map((u) => [u.username, u.id]));
    const [research] = await db
      .select({ id: companyDepartments.id })
      .from(companyDepartments)
      .where(and(eq(companyDepartments.companyId, companyId), eq(companyDepartments.name, '研发部')));
    await db.transaction(async (tx) => {
      for (const m of DEMO_COMPANY_MEMBERS) {
        await tx.insert(addresses).values(zhangjiangAddress(ids.get(m.username)!, m.name, m.mobile));
      }
      await tx.insert(approvalRules).values({
        companyId,
        name: '大额采购审批',
        minAmountFen: 500_000,
        memberIds: [ids.get('qy_caigou')!],
        levels: [{ kind: 'departmentHead' }],
      });
      await tx.insert(budgets).values({
        companyId,
        scope: 'department',
        scopeId: research!.id,
        period: 'month',
        amountFen: 20_000_000,
      });
    });
  },
};
