import type { Seeder } from '../../../db/seeder';
import { demoCompanyId } from '../../identity/company/company.seed';
import { creditAccounts } from './credit.table';

/**
 * The demo company buys on account: ¥500,000 of credit, 30 days after the statement, statements on the 1st
 * (qy_caiwu, its 财务, sees them under 企业采购 → 账期与对账; demo and qy_caigou can choose 账期支付).
 */
export const creditSeeder: Seeder = {
  name: 'demo credit',
  async run({ db, env, log }) {
    if (env.NODE_ENV === 'production') return;
    const companyId = await demoCompanyId(db);
    if (!companyId) return;
    await db
      .insert(creditAccounts)
      .values({ companyId, limitFen: 50_000_000, termDays: 30, statementDay: 1 })
      .onConflictDoNothing();
    log('demo credit: ¥500,000, 30 days, statements on the 1st');
  },
};
