import { eq } from 'drizzle-orm';
import { companyOwner } from '../../../lib/company-owner';
import { addresses } from '../../trade/address/address.table';
import { OPEN_BUYER_SCOPES } from '@mall/shared';
import type { Seeder } from '../../../db/seeder';
import { companies } from '../../identity/company/company.table';
import { DEMO_COMPANY } from '../../identity/company/company.seed';
import { users } from '../../identity/user/user.table';
import { digest } from './open-app.secrets';
import { openApps } from './open-app.table';

/**
 * The demo company's ERP app (development only; docs/integration-open-platform.md): every buyer scope,
 * sandbox, acting as its 管理员 demo; and the company's shared receiving address its orders go to
 * (GET /open/v1/addresses; examples/erp-sync.ts).
 */
const DEMO_OPEN_APP = {
  name: '演示 ERP',
  clientId: 'demo-erp-client',
  clientSecret: 'demo-erp-secret-2026',
  agent: 'demo',
} as const;

export const openAppSeeder: Seeder = {
  name: 'open-apps',
  async run({ db, log }) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY.name));
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, DEMO_OPEN_APP.agent));
    if (!company || !agent) return;
    await db.insert(openApps).values({
      ownerKind: 'company',
      ownerId: company.id,
      name: DEMO_OPEN_APP.name,
      clientId: DEMO_OPEN_APP.clientId,
      secretHash: digest(DEMO_OPEN_APP.clientSecret),
      scopes: [...OPEN_BUYER_SCOPES],
      mode: 'sandbox',
      agentUserId: agent.id,
    });
    await db.insert(addresses).values({
      userId: companyOwner(company.id),
      contactName: '李仓管',
      mobile: '13800138021',
      provinceCode: '310000',
      provinceName: '上海市',
      cityCode: '310115',
      cityName: '浦东新区',
      districtCode: '',
      districtName: '',
      detail: '张江路 665 号 1 号仓库 收货处',
      isDefault: true,
    });
    log(
      `demo open-platform app: ${DEMO_OPEN_APP.clientId} (all buyer scopes, sandbox) as ${DEMO_OPEN_APP.agent}`,
    );
  },
};
