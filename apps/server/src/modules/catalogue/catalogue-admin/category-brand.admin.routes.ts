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
import { ok, savedText } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor, type AuditActor } from '../../platform/audit';
import type { AdminBrandService } from './brand.admin';
import type { AdminCategoryService } from './category.admin';

export const catalogueCall = guardedRoutes(requireOperator(CONSOLE_AREAS.catalogue), 'admin-catalogue');

/** Console categories and brands (/api/admin/catalogue/category/…, …/brand/…): 超级管理员 and 商品. */
export function adminCategoryBrandRoutes(
  app: App,
  deps: { categories: AdminCategoryService; brands: AdminBrandService },
) {
  const { categories, brands } = deps;
  const base = '/api/admin/catalogue';
  /** An audited delete by id that answers null and `done`. */
  const removeRoute = (
    path: string,
    summary: string,
    service: { remove(actor: AuditActor, id: number): Promise<unknown> },
    done: string,
  ) =>
    app.post(path, catalogueCall.withBody(summary, adminIdBody, z.null()), async (request) => {
      await service.remove(auditActor(request), request.body.id);
      return ok(null, done);
    });

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
      ok(await categories.save(auditActor(request), request.body), savedText('分类', request.body)),
  );
  removeRoute(`${base}/category/delete`, '删除分类（有子分类或商品时拒绝）', categories, '分类已删除');
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
      ok(await brands.save(auditActor(request), request.body), savedText('品牌', request.body)),
  );
  removeRoute(`${base}/brand/delete`, '删除品牌（有商品使用时拒绝）', brands, '品牌已删除');
}
