import { companyOwner } from '../../../lib/company-owner';
import { zhangjiangAddress } from '../../trade/address/address.seed';
import { addresses } from '../../trade/address/address.table';
import { OPEN_BUYER_SCOPES } from '@mall/shared';
import type { Seeder } from '../../../db/seeder';
import { demoCompanyId } from '../../identity/company/company.seed';
import { seededUserId } from '../../identity/user/user.seed';
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
    const companyId = await demoCompanyId(db);
    const agentId = await seededUserId(db, DEMO_OPEN_APP.agent);
    if (!companyId || !agentId) return;
    await db.insert(openApps).values({
      ownerKind: 'company',
      ownerId: companyId,
      name: DEMO_OPEN_APP.name,
      clientId: DEMO_OPEN_APP.clientId,
      secretHash: digest(DEMO_OPEN_APP.clientSecret),
      scopes: [...OPEN_BUYER_SCOPES],
      mode: 'sandbox',
      agentUserId: agentId,
    });
    await db
      .insert(addresses)
      .values(
        zhangjiangAddress(companyOwner(companyId), '李仓管', '13800138021', '张江路 665 号 1 号仓库 收货处'),
      );
    log(
      `demo open-platform app: ${DEMO_OPEN_APP.clientId} (all buyer scopes, sandbox) as ${DEMO_OPEN_APP.agent}`,
    );
  },
};
