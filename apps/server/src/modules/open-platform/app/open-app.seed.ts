import { companyOwner } from '../../../lib/company-owner';
import { zhangjiangAddress } from '../../trade/address/address.seed';
import { addresses } from '../../trade/address/address.table';
import { sql } from 'drizzle-orm';
import { OPEN_BUYER_SCOPES, OPEN_MERCHANT_SCOPES } from '@mall/shared';
import { queryRows } from '../../../db/client';
import type { Seeder } from '../../../db/seeder';
import { demoCompanyId } from '../../identity/company/company.seed';
import { seededUserId } from '../../identity/user/user.seed';
import { DEMO_MERCHANTS } from '../../marketplace/shop/shop.seed';
import { digest } from './open-app.secrets';
import { openApps } from './open-app.table';

/**
 * The demo company's ERP app (development only; docs/integration-open-platform.md): every buyer scope,
 * sandbox, acting as its 管理员 demo; the company's shared receiving address its orders go to
 * (GET /open/v1/addresses; examples/erp-sync.ts); and the demo shop's ERP app (below).
 */
const DEMO_OPEN_APP = {
  name: '演示 ERP',
  clientId: 'demo-erp-client',
  clientSecret: 'demo-erp-secret-2026',
  agent: 'demo',
} as const;

/** The demo shop 星湖精密五金's ERP app: every merchant scope, sandbox, acting as its 店铺管理员. */
const DEMO_SHOP_APP = {
  name: '星湖 ERP',
  clientId: 'xinghu-erp-client',
  clientSecret: 'xinghu-erp-secret-2026',
  shop: DEMO_MERCHANTS[0],
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
    // The demo shops are not seeded in production, nor is their app.
    const [shop] = await queryRows<{ merchant_id: number; staff_id: number }>(
      db,
      sql`select m.id as merchant_id, s.id as staff_id from merchants m
          join merchant_staff s on s.merchant_id = m.id and s.username = ${DEMO_SHOP_APP.shop.mobile}
          where m.name = ${DEMO_SHOP_APP.shop.name}`,
    );
    if (!shop) return;
    await db.insert(openApps).values({
      ownerKind: 'shop',
      ownerId: Number(shop.merchant_id),
      name: DEMO_SHOP_APP.name,
      clientId: DEMO_SHOP_APP.clientId,
      secretHash: digest(DEMO_SHOP_APP.clientSecret),
      scopes: [...OPEN_MERCHANT_SCOPES],
      mode: 'sandbox',
      agentUserId: Number(shop.staff_id),
    });
    log(
      `demo shop app: ${DEMO_SHOP_APP.clientId} (all merchant scopes, sandbox) of ${DEMO_SHOP_APP.shop.name}`,
    );
  },
};
