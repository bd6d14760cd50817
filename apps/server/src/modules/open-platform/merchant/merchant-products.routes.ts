import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPEN_CODE, PRODUCT_REVIEW_LABEL, type AdminProduct } from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import type { AdminProductService, SkuLevel } from '../../catalogue/catalogue-admin';
import { merchantActor } from '../../identity/auth';
import type { PortalProductService } from '../../marketplace/shop';
import { openRate, openSecurity as security, type OpenRates } from '../gateway';
import { merchantTags as tags, productIdParams, shopCaller } from './merchant-caller';

/** SKUs or products in one batch call (as the buyer API's batches). */
const BATCH_MAX = 100;
const DB_INT_MAX = 2_147_483_647;

/** A whole number of `noun` within [min, max], refused in Chinese. */
const whole = (noun: string, [min, minMsg]: [number, string], [max, maxMsg]: [number, string]) =>
  z
    .number({ error: `${noun}应为整数` })
    .int(`${noun}应为整数`)
    .min(min, minMsg)
    .max(max, maxMsg);
const idField = (noun: string) =>
  whole(`${noun}编号`, [1, `${noun}编号不正确`], [DB_INT_MAX, `${noun}编号不正确`]);

/**
 * A batch of SKU lines `{items: [{skuId, …}]}`, each SKU at most once; more than 100 is the platform's own
 * 40002 (checked in the handler).
 */
const skuBatch = <T extends z.ZodType<{ skuId: number }>>(item: T, example: object) =>
  z
    .object({
      items: z.array(item, { error: 'items 应为数组' }).min(1, '请至少提供一个 SKU').max(1000),
    })
    .refine((b) => new Set(b.items.map((i) => i.skuId)).size === b.items.length, {
      message: '同一个 SKU 在一次调用中只能出现一次',
      path: ['items'],
    })
    .meta({ example });
const skuId = idField('SKU ');

const stockBody = skuBatch(
  z.object({ skuId, stock: whole('库存', [0, '库存不能小于 0'], [99_999_999, '库存不能超过 99999999']) }),
  { items: [{ skuId: 10000012, stock: 120 }] },
);
const priceBody = skuBatch(
  z.object({
    skuId,
    priceFen: whole('价格（分）', [1, '价格必须大于 0'], [999_999_999, '价格不能超过 9999999.99 元']),
  }),
  { items: [{ skuId: 10000012, priceFen: 12800 }] },
);

const shelfBody = z
  .object({
    productIds: z
      .array(idField('商品'), { error: 'productIds 应为商品编号的数组' })
      .min(1, '请至少提供一个商品编号')
      .max(BATCH_MAX, `一次最多 ${BATCH_MAX} 个商品`),
    onShelf: z.boolean({ error: 'onShelf 应为 true（上架）或 false（下架）' }),
  })
  .meta({ example: { productIds: [10000011], onShelf: false } });

const reviewView = z.object({
  productId: z.number().int(),
  title: z.string(),
  onShelf: z.boolean(),
  /** 0 草稿, 1 待审核, 2 已通过, 3 已驳回. */
  reviewStatus: z.number().int(),
  reviewStatusText: z.string(),
  reviewReason: z.string(),
});
const toReview = (p: AdminProduct) => ({
  productId: p.id,
  title: p.title,
  onShelf: p.onShelf,
  reviewStatus: p.reviewStatus,
  reviewStatusText: PRODUCT_REVIEW_LABEL[p.reviewStatus] ?? '',
  reviewReason: p.reviewReason,
});

/**
 * The merchant API's catalogue calls: national stock (scope stock) and list prices (scope products) per SKU in
 * batches, on or off shelf and submitting for review (products) — the portal's own services, scoped to the
 * shop; another shop's SKU or product answers 404 with its id.
 */
export function merchantProductRoutes(
  app: App,
  deps: { products: PortalProductService; admin: AdminProductService; rates: OpenRates },
): void {
  const batch = openRate(deps.rates, 'batch');
  const single = openRate(deps.rates, 'single');
  const levels = async (request: FastifyRequest, items: SkuLevel[]) => {
    const shop = shopCaller(request);
    if (items.length > BATCH_MAX)
      throw new AppError(400, `一次最多更新 ${BATCH_MAX} 个 SKU`, OPEN_CODE.BATCH_TOO_LARGE);
    return deps.admin.setSkuLevels(merchantActor(shop, request.ip), shop.merchantId, items, '（开放接口）');
  };
  /** A batch write answering how many it changed. */
  const batchCall = <B extends z.ZodType>(
    openScope: 'stock' | 'products',
    rateLimit: ReturnType<typeof openRate>,
    summary: string,
    body: B,
  ) => ({
    config: { openScope, rateLimit },
    schema: { tags, security, summary, body, response: okSchema(z.object({ updated: z.number().int() })) },
  });

  app.post(
    '/open/v1/merchant/stock/update',
    batchCall(
      'stock',
      batch,
      '批量更新 SKU 库存（全国仓，最多 100 个；全部成功或全部不变，非本店 SKU 应答 404）',
      stockBody,
    ),
    async (request) => ok(await levels(request, request.body.items), '库存已更新'),
  );

  app.post(
    '/open/v1/merchant/prices/update',
    batchCall(
      'products',
      batch,
      '批量更新 SKU 价格（分，最多 100 个；立即生效，商品不需重新审核）',
      priceBody,
    ),
    async (request) => ok(await levels(request, request.body.items), '价格已更新'),
  );

  app.post(
    '/open/v1/merchant/products/shelf',
    batchCall('products', single, '上架或下架本店商品（最多 100 个；仅审核通过的商品可上架）', shelfBody),
    async (request) => {
      const { productIds, onShelf } = request.body;
      const shop = shopCaller(request);
      return ok(
        await deps.products.shelf(shop, request.ip, productIds, onShelf),
        onShelf ? '已上架' : '已下架',
      );
    },
  );

  app.post(
    '/open/v1/merchant/products/:productId/submit',
    {
      config: { openScope: 'products', rateLimit: single },
      schema: {
        tags,
        security,
        summary: '提交商品审核（草稿或已驳回 → 待审核）',
        params: productIdParams,
        response: okSchema(reviewView),
      },
    },
    async (request) =>
      ok(toReview(await deps.products.submit(shopCaller(request), request.params.productId)), '已提交审核'),
  );
}
