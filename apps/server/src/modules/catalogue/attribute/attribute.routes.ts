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
import { savedText } from '../../../lib/reply';
import { routeKit, thenNull } from '../../../lib/route-kit';
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
  const kit = routeKit(app, call, auditActor);
  kit.post(
    `${base}/list`,
    '分类的类型化属性（含上级分类定义的）',
    adminAttributeListBody,
    z.array(adminAttribute),
    (_, body) => attributes.list(body.categoryId),
  );
  kit.post(
    `${base}/save`,
    '新增或修改类型化属性（数值/范围带单位；保存后重新解析该分类的商品）',
    adminAttributeSaveBody,
    adminAttribute,
    (actor, body) => attributes.save(actor, body),
    (_, body) => savedText('属性', body),
  );
  kit.post(
    `${base}/delete`,
    '删除类型化属性（其解析值一并删除）',
    adminIdBody,
    z.null(),
    (actor, body) => thenNull(attributes.remove(actor, body.id)),
    '属性已删除',
  );
  kit.post(
    `${base}/reparse`,
    '重新解析分类下全部商品的属性值（一次事务）',
    adminAttributeListBody,
    attributeReparseResult,
    (actor, body) => attributes.reparse(actor, body.categoryId),
    (result) => `解析完成：${result.parsed} 个成功，${result.unparsed} 个无法解析`,
  );
  kit.post(
    `${base}/unparsed`,
    '无法解析的属性值（商品、属性、原文、原因）',
    unparsedListBody,
    unparsedAttributePage,
    (_, body) => attributes.unparsed(body),
  );
}
