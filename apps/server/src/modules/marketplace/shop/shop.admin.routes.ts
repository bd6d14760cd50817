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
import { guardedRoutes } from '../../../lib/route-options';
import { routeKit } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { PortalProductService } from './portal-product.service';
import type { ShopService } from './shop.service';

/** Operator calls on shops (/api/admin/shop, area merchants) and the product review (catalogue area). */
export function adminShopRoutes(app: App, deps: { shops: ShopService; products: PortalProductService }) {
  const { shops } = deps;
  const call = routeKit(
    app,
    guardedRoutes(requireOperator(CONSOLE_AREAS.merchants), 'admin-shop'),
    auditActor,
  );
  call.post('/api/admin/shop/list', '店铺列表', adminShopListBody, shopPage, (_, body) => shops.list(body));
  call.post('/api/admin/shop/detail', '店铺详情', shopIdBody, shop, (_, body) => shops.view(body.id));
  call.post(
    '/api/admin/shop/update',
    '修改店铺名称、经营类目、品牌、各一级类目的佣金比例（基点）',
    shopGrantBody,
    shop,
    (actor, body) => shops.grant(actor, body),
    '店铺已保存',
  );
  call.post(
    '/api/admin/shop/suspend',
    '停用店铺（商品下架、员工会话结束）或恢复',
    shopSuspendBody,
    shop,
    (actor, { id, suspend, reason }) => shops.suspend(actor, id, suspend, reason),
    (_, body) => (body.suspend ? '店铺已停用' : '店铺已恢复'),
  );
  routeKit(app, guardedRoutes(requireOperator(CONSOLE_AREAS.catalogue), 'admin-catalogue'), auditActor).post(
    '/api/admin/catalogue/product/review',
    '审核商家商品：通过（上架）或驳回（须填原因）',
    productReviewBody,
    adminProduct,
    (actor, { id, approve, reason }) => deps.products.review(actor, id, approve, reason),
    (_, body) => (body.approve ? '审核通过' : '已驳回'),
  );
}
