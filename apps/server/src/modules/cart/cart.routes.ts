import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  cartChange,
  cartCount,
  cartDeleteBody,
  cartEditBody,
  cartList,
  cartListBody,
  quotationBody,
  saveCartBody,
  type SiteConfig,
} from '@mall/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/reply';
import type { App } from '../../lib/types';
import { currentBuyer, requireBuyer } from '../../plugins/auth';
import { users } from '../user';
import { loadCartLines, type CartService } from './cart.service';
import { buildQuotation } from './quotation';

const security = [{ bearer: [] }];
const tags = ['cart'];

/** China date (YYYY-MM-DD and YYYYMMDD) of now. */
function chinaDate(now = new Date()) {
  const iso = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return { iso, compact: iso.replaceAll('-', '') };
}

/** The cart calls of spec section 7; every one is the signed-in buyer's own cart. */
export function cartRoutes(
  app: App,
  deps: { cart: CartService; db: Db; siteConfig: () => Promise<SiteConfig> },
) {
  const { cart } = deps;

  app.post(
    '/api/cart/list/getCartList',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '购物车列表（可购商品与失效商品分开，含已选合计）',
        body: cartListBody,
        response: okSchema(cartList),
      },
    },
    async (request) => ok(await cart.list(currentBuyer(request).id, request.body.areaCode)),
  );

  app.post(
    '/api/cart/list/saveCartProduct',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '加入购物车（同一规格累加数量；校验起订量、递增量、库存与销售区域）',
        body: saveCartBody,
        response: okSchema(cartChange),
      },
    },
    async (request) => {
      const { skuId, quantity, areaCode } = request.body;
      const added = await cart.add(currentBuyer(request).id, skuId, quantity, areaCode, requestIdOf(request));
      return ok(added, '已加入购物车');
    },
  );

  app.post(
    '/api/cart/list/editCartProduct',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '修改购物车（单个商品数量；勾选/取消勾选，全选为 all: 1）',
        body: cartEditBody,
        response: okSchema(cartList),
      },
    },
    async (request) => {
      const userId = currentBuyer(request).id;
      await cart.edit(userId, request.body);
      return ok(await cart.list(userId, request.body.areaCode));
    },
  );

  app.post(
    '/api/cart/list/deleteCartProduct',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '删除购物车商品（一个或多个）',
        body: cartDeleteBody,
        response: okSchema(cartChange),
      },
    },
    async (request) => ok(await cart.remove(currentBuyer(request).id, request.body.ids), '删除成功'),
  );

  app.get(
    '/api/cart/list/getCartListCount',
    {
      onRequest: requireBuyer,
      schema: { tags, security, summary: '购物车商品种数（cartNum）', response: okSchema(cartCount) },
    },
    async (request) => ok({ cartNum: await cart.count(currentBuyer(request).id) }),
  );

  app.post(
    '/api/cart/list/exportCartsQuotation',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '导出报价单（.xlsx；已勾选的可购商品，或 ids 指定的商品）',
        description:
          '成功时返回 application/vnd.openxmlformats-officedocument.spreadsheetml.sheet 文件（Content-Disposition 附件名 报价单-{报价单号}.xlsx），失败时返回 {code,msg,data} JSON。',
        body: quotationBody,
      },
    },
    async (request, reply) => {
      const buyer = currentBuyer(request);
      const { ids, areaCode } = request.body;
      const all = await loadCartLines(deps.db, buyer.id, areaCode, ids);
      const lines = all.filter((l) => l.available && (ids ? true : l.selected === 1));
      if (!lines.length) throw badRequest('请先勾选可购买的商品再导出报价单');
      const [user] = await deps.db
        .select({ companyName: users.companyName, name: users.name, mobile: users.mobile })
        .from(users)
        .where(eq(users.id, buyer.id));
      const date = chinaDate();
      const quotationNo = `BJ${date.compact}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      const file = await buildQuotation({
        quotationNo,
        date: date.iso,
        site: await deps.siteConfig(),
        buyer: {
          companyName: user?.companyName ?? '',
          contact: user?.name ?? '',
          mobile: user?.mobile ?? '',
        },
        lines,
      });
      const name = `报价单-${quotationNo}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="${quotationNo}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'no-store')
        .header('x-quotation-no', quotationNo)
        .send(file);
    },
  );
}

/**
 * The id nginx gives each client request (X-Request-Id, deploy/nginx.conf); the same on a retry to another
 * process. Anything else in the header is ignored: it only ever lets a buyer's own repeat go uncounted.
 */
function requestIdOf(request: FastifyRequest): string | null {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' && /^[A-Za-z0-9-]{16,64}$/.test(id) ? id : null;
}
