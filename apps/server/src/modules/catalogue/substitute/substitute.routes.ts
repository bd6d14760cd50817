import { z } from 'zod';
import {
  CONSOLE_AREAS,
  productDetailParams,
  substituteAddBody,
  substituteAdminList,
  substituteAnswer,
  substituteIdBody,
  substituteLink,
  substituteListBody,
  substituteQuery,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { ok, okSchema } from '../../../lib/reply';
import { routeKit, thenNull } from '../../../lib/route-kit';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { auditActor } from '../../platform/audit';
import { optionalBuyer, requireOperator } from '../../../plugins/auth';
import type { SubstituteAdmin } from './substitute.admin';
import { substitutesForPage } from './substitute.buyer';

/** The console's catalogue area (超级管理员 and 商品), as the other catalogue administration calls. */
const catalogueCall = guardedRoutes(requireOperator(CONSOLE_AREAS.catalogue), 'admin-catalogue');

/** Operators' substitute links: /api/admin/catalogue/substitute/list, add, delete. */
export function adminSubstituteRoutes(app: App, deps: { substitutes: SubstituteAdmin }) {
  const { substitutes } = deps;
  const base = '/api/admin/catalogue/substitute';
  const call = routeKit(app, catalogueCall, auditActor);
  call.post(
    `${base}/list`,
    '商品规格的替代品：运营关联的，及按类型化参数规则推荐的（同三级分类、关键参数 ±5 % 以内或相同）',
    substituteListBody,
    substituteAdminList,
    (_, body) => substitutes.list(body.skuId),
  );
  call.post(
    `${base}/add`,
    '关联替代品（其他商品的规格，可附备注）',
    substituteAddBody,
    substituteLink,
    (actor, body) => substitutes.add(actor, body),
    '替代品已关联',
  );
  call.post(
    `${base}/delete`,
    '取消替代品关联',
    substituteIdBody,
    z.null(),
    (actor, body) => thenNull(substitutes.remove(actor, body.id)),
    '替代品关联已取消',
  );
}

/** The product page's substitutes, asked for lazily when the chosen SKU cannot be bought in the area. */
export function substituteRoutes(app: App, deps: { db: Db }) {
  app.get(
    '/api/product/:id/substitutes',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          '替代品：所选规格（id 先按 SKU 编号，再按商品编号取默认规格）在该区域缺货、下架或不销售时，可购买的替代品及参数对比',
        params: productDetailParams,
        querystring: substituteQuery,
        response: okSchema(substituteAnswer),
      },
    },
    async (request) =>
      ok(
        await substitutesForPage(
          deps.db,
          request.params.id,
          request.query.areaCode,
          optionalBuyer(request)?.id ?? null,
        ),
      ),
  );
}
