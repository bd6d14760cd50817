import {
  CONSOLE_AREAS,
  buyerDetail,
  buyerListBody,
  buyerListItem,
  buyerListPage,
  buyerSetStatusBody,
  idBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { BuyerAdminService } from './buyer.service';

/** Buyer accounts in the console (area buyers). */
export function buyerAdminRoutes(app: App, deps: { buyers: BuyerAdminService }) {
  const { buyers } = deps;
  const { withBody: opts } = guardedRoutes(requireOperator(CONSOLE_AREAS.buyers), 'admin-buyer');
  app.post('/api/admin/buyer/list', opts('买家列表', buyerListBody, buyerListPage), async (request) =>
    ok(await buyers.list(request.body)),
  );
  app.post(
    '/api/admin/buyer/detail',
    opts('买家详情（资料、统计、最近订单/发票/售后）', idBody, buyerDetail),
    async (request) => ok(await buyers.detail(request.body.id)),
  );
  app.post(
    '/api/admin/buyer/setStatus',
    opts('停用或启用买家账号（停用立即使其全部登录失效）', buyerSetStatusBody, buyerListItem),
    async (request) => {
      const item = await buyers.setStatus(auditActor(request), request.body.id, request.body.enabled);
      return ok(item, request.body.enabled ? '已启用' : '已停用');
    },
  );
}
