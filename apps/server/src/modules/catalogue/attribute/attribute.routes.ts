import { z } from 'zod';
import {
  adminAttribute,
  adminAttributeListBody,
  adminAttributeSaveBody,
  adminIdBody,
  attributeReparseResult,
  CONSOLE_AREAS,
  unparsedAttributePage,
  unparsedListBody,
} from '@mall/shared';
import { ok, savedText } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { AdminAttributeService } from './attribute.admin';

const call = guardedRoutes(requireOperator(CONSOLE_AREAS.catalogue), 'admin-catalogue');

/** Typed attributes of categories in the console (/api/admin/catalogue/attribute/…): 超级管理员 and 商品. */
export function adminAttributeRoutes(app: App, deps: { attributes: AdminAttributeService }) {
  const { attributes } = deps;
  const base = '/api/admin/catalogue/attribute';
  app.post(
    `${base}/list`,
    call.withBody('分类的类型化属性（含上级分类定义的）', adminAttributeListBody, z.array(adminAttribute)),
    async (request) => ok(await attributes.list(request.body.categoryId)),
  );
  app.post(
    `${base}/save`,
    call.withBody(
      '新增或修改类型化属性（数值/范围带单位；保存后重新解析该分类的商品）',
      adminAttributeSaveBody,
      adminAttribute,
    ),
    async (request) =>
      ok(await attributes.save(auditActor(request), request.body), savedText('属性', request.body)),
  );
  app.post(
    `${base}/delete`,
    call.withBody('删除类型化属性（其解析值一并删除）', adminIdBody, z.null()),
    async (request) => {
      await attributes.remove(auditActor(request), request.body.id);
      return ok(null, '属性已删除');
    },
  );
  app.post(
    `${base}/reparse`,
    call.withBody(
      '重新解析分类下全部商品的属性值（一次事务）',
      adminAttributeListBody,
      attributeReparseResult,
    ),
    async (request) => {
      const result = await attributes.reparse(auditActor(request), request.body.categoryId);
      return ok(result, `解析完成：${result.parsed} 个成功，${result.unparsed} 个无法解析`);
    },
  );
  app.post(
    `${base}/unparsed`,
    call.withBody('无法解析的属性值（商品、属性、原文、原因）', unparsedListBody, unparsedAttributePage),
    async (request) => ok(await attributes.unparsed(request.body)),
  );
}
