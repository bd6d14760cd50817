import { z } from 'zod';
import {
  adminBrand,
  adminBrandListBody,
  adminBrandPage,
  adminBrandSaveBody,
  adminCategoryNode,
  adminCategoryReorderBody,
  adminCategorySaveBody,
  adminIdBody,
  CONSOLE_AREAS,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { AdminBrandService } from './brand.admin';
import type { AdminCategoryService } from './category.admin';

export const security = [{ bearer: [] }];
export const catalogueGuard = requireOperator(CONSOLE_AREAS.catalogue);
const catalogueCall = guardedRoutes(catalogueGuard, 'admin-catalogue');

/** Console categories and brands (/api/admin/catalogue/category/…, …/brand/…): 超级管理员 and 商品. */
export function adminCategoryBrandRoutes(
  app: App,
  deps: { categories: AdminCategoryService; brands: AdminBrandService },
) {
  const { categories, brands } = deps;
  const base = '/api/admin/catalogue';

  app.post(
    `${base}/category/tree`,
    catalogueCall.noBody('分类树（三级，含隐藏分类与商品数）', z.array(adminCategoryNode)),
    async () => ok(await categories.tree()),
  );
  app.post(
    `${base}/category/save`,
    catalogueCall.withBody(
      '新增或修改分类（带 id 为修改；上级为三级时拒绝）',
      adminCategorySaveBody,
      adminCategoryNode,
    ),
    async (request) =>
      ok(
        await categories.save(auditActor(request), request.body),
        request.body.id ? '分类已保存' : '分类已新增',
      ),
  );
  app.post(
    `${base}/category/delete`,
    catalogueCall.withBody('删除分类（有子分类或商品时拒绝）', adminIdBody, z.null()),
    async (request) => {
      await categories.remove(auditActor(request), request.body.id);
      return ok(null, '分类已删除');
    },
  );
  app.post(
    `${base}/category/reorder`,
    catalogueCall.withBody(
      '调整同一上级下子分类的顺序（拖拽排序；一次事务）',
      adminCategoryReorderBody,
      z.array(adminCategoryNode),
    ),
    async (request) => ok(await categories.reorder(auditActor(request), request.body), '排序已保存'),
  );

  app.post(
    `${base}/brand/list`,
    catalogueCall.withBody('品牌列表（分页；关键词、一级分类）', adminBrandListBody, adminBrandPage),
    async (request) => ok(await brands.list(request.body)),
  );
  app.post(
    `${base}/brand/save`,
    catalogueCall.withBody('新增或修改品牌（带 id 为修改）', adminBrandSaveBody, adminBrand),
    async (request) =>
      ok(await brands.save(auditActor(request), request.body), request.body.id ? '品牌已保存' : '品牌已新增'),
  );
  app.post(
    `${base}/brand/delete`,
    catalogueCall.withBody('删除品牌（有商品使用时拒绝）', adminIdBody, z.null()),
    async (request) => {
      await brands.remove(auditActor(request), request.body.id);
      return ok(null, '品牌已删除');
    },
  );
}
