import {
  CONSOLE_AREAS,
  adminProduct,
  adminShopListBody,
  productReviewBody,
  shop,
  shopGrantBody,
  shopIdBody,
  shopPage,
  shopSuspendBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { PortalProductService } from './portal-product.service';
import type { ShopService } from './shop.service';

/** Operator calls on shops (/api/admin/shop, area merchants) and the product review (catalogue area). */
export function adminShopRoutes(app: App, deps: { shops: ShopService; products: PortalProductService }) {
  const { shops } = deps;
  const { withBody: opts } = guardedRoutes(requireOperator(CONSOLE_AREAS.merchants), 'admin-shop');
  app.post('/api/admin/shop/list', opts('店铺列表', adminShopListBody, shopPage), async (request) =>
    ok(await shops.list(request.body)),
  );
  app.post('/api/admin/shop/detail', opts('店铺详情', shopIdBody, shop), async (request) =>
    ok(await shops.view(request.body.id)),
  );
  app.post(
    '/api/admin/shop/update',
    opts('修改店铺名称、经营类目、品牌、各一级类目的佣金比例（基点）', shopGrantBody, shop),
    async (request) => ok(await shops.grant(auditActor(request), request.body), '店铺已保存'),
  );
  app.post(
    '/api/admin/shop/suspend',
    opts('停用店铺（商品下架、员工会话结束）或恢复', shopSuspendBody, shop),
    async (request) => {
      const { id, suspend, reason } = request.body;
      return ok(
        await shops.suspend(auditActor(request), id, suspend, reason),
        suspend ? '店铺已停用' : '店铺已恢复',
      );
    },
  );
  app.post(
    '/api/admin/catalogue/product/review',
    guardedRoutes(requireOperator(CONSOLE_AREAS.catalogue), 'admin-catalogue').withBody(
      '审核商家商品：通过（上架）或驳回（须填原因）',
      productReviewBody,
      adminProduct,
    ),
    async (request) => {
      const { id, approve, reason } = request.body;
      return ok(
        await deps.products.review(auditActor(request), id, approve, reason),
        approve ? '审核通过' : '已驳回',
      );
    },
  );
}
