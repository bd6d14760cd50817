import {
  adminIdBody,
  adminProduct,
  adminProductListBody,
  adminProductPage,
  adminProductSaveBody,
  adminShelfBody,
  adminShelfResult,
} from '@mall/shared';
import { ok, savedText } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { auditActor } from '../../platform/audit';
import type { AdminProductService } from './product.admin';
import { catalogueCall } from './category-brand.admin.routes';

/** Console products (/api/admin/catalogue/product/…): 超级管理员 and 商品. */
export function adminProductRoutes(app: App, deps: { products: AdminProductService }) {
  const { products } = deps;
  const base = '/api/admin/catalogue/product';

  app.post(
    `${base}/list`,
    catalogueCall.withBody(
      '商品列表（分页；关键词=标题/型号/SKU编码/编号，分类任一级，品牌，上下架）',
      adminProductListBody,
      adminProductPage,
    ),
    async (request) => ok(await products.list(request.body)),
  );
  app.post(
    `${base}/detail`,
    catalogueCall.withBody('商品详情（编辑用）', adminIdBody, adminProduct),
    async (request) => ok(await products.detail(request.body.id)),
  );
  app.post(
    `${base}/save`,
    catalogueCall.withBody(
      '新增或修改商品及其全部 SKU（一次事务；立即更新搜索）',
      adminProductSaveBody,
      adminProduct,
    ),
    async (request) =>
      ok(await products.save(auditActor(request), request.body), savedText('商品', request.body)),
  );
  app.post(
    `${base}/shelf`,
    catalogueCall.withBody('上架 / 下架（可批量；立即更新搜索）', adminShelfBody, adminShelfResult),
    async (request) => {
      const { ids, onShelf } = request.body;
      return ok(await products.setShelf(auditActor(request), ids, onShelf), onShelf ? '已上架' : '已下架');
    },
  );
}
