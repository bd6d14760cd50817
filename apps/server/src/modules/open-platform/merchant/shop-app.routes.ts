import { openShopAppInput } from '@mall/shared';
import type { App } from '../../../lib/types';
import { merchantActor, type PortalGuard } from '../../identity/auth';
import { ownedAppRoutes, type OpenAppService } from '../app';

/**
 * 商家后台 → 开放接口 (the shop's 店铺管理员): the shop's apps, kept with the same calls and service as a
 * company's, behind the portal's guard. An app acts as the administrator who registered it; the audit log
 * names the shop's account for each write, as for the shop's other writes.
 */
export function shopAppRoutes(app: App, deps: { apps: OpenAppService; guard: PortalGuard }): void {
  const { guard } = deps;
  ownedAppRoutes(app, {
    apps: deps.apps,
    base: '/api/portal/open-apps',
    tag: 'portal',
    onRequest: guard.area('shop').onRequest,
    listSummary: '本店的开放接口应用',
    input: openShopAppInput,
    owner: async (request) => {
      const c = guard.caller(request);
      return {
        owner: { kind: 'shop', id: c.merchantId },
        userId: c.staffId,
        actor: merchantActor(c, request.ip),
      };
    },
  });
}
