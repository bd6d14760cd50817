import {
  areaQuery,
  commentList,
  commentListBody,
  compareQuery,
  compareResult,
  productDetail,
  productDetailParams,
} from '@mall/shared';
import { sendCachedBody, sendPrivateJson } from '../../../lib/cache';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { optionalBuyer } from '../../../plugins/auth';
import { sendSpliced } from '../pricing';
import type { ProductService } from './product.service';

/**
 * Where a signed-in buyer's product view is written (their footprint): storefront's history registers it at
 * app build; catalogue imports nothing above it. Undefined when there is nothing to wait for.
 */
type ViewRecorder = { recordView(userId: number, productId: number): Promise<void> | undefined };

export function productRoutes(app: App, deps: { products: ProductService; history: ViewRecorder }) {
  const { products, history } = deps;

  app.get(
    '/api/product/detail/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: '商品详情（id 先按 SKU 编号解析，再按商品编号；登录买家记录浏览足迹）',
        params: productDetailParams,
        querystring: areaQuery,
        response: okSchema(productDetail),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await products.detailBody(id, request.query.areaCode); // unknown id → 404 thrown here
      // The footprint is written before the answer goes, so the buyer's next call sees it.
      const buyer = optionalBuyer(request);
      if (!buyer) return sendCachedBody(reply, body);
      // A member's pool and agreement prices go on top of the shared body, read now (never cached per company).
      // A hot member's page is answered from the per-process memo without a promise (knownDetailFor).
      const priced = products.knownDetailFor(buyer.id, body) ?? (await products.detailFor(buyer.id, body));
      const viewed = history.recordView(buyer.id, priced.productId);
      if (viewed) await viewed;
      if (priced.text === null) return sendCachedBody(reply, body);
      return typeof priced.text === 'string'
        ? sendPrivateJson(reply, priced.text)
        : sendSpliced(reply, priced.text);
    },
  );

  app.get(
    '/api/product/compare',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          '商品对比：最多 4 个 SKU（skuIds=1,2,3），按所选区域给出价格、库存与对齐用的属性；不存在或已下架的列在 missing',
        querystring: compareQuery,
        response: okSchema(compareResult),
      },
    },
    async (request) =>
      ok(
        await products.compare(
          request.query.skuIds,
          request.query.areaCode,
          optionalBuyer(request)?.id ?? null,
        ),
      ),
  );

  app.post(
    '/api/product/getCommentList',
    {
      schema: {
        tags: ['catalogue'],
        summary: '商品评价列表与评分汇总',
        body: commentListBody,
        response: okSchema(commentList),
      },
    },
    async (request) => ok(await products.comments(request.body)),
  );
}
