import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TAX_RATES } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { openRate, openSecurity, type OpenRates } from '../gateway';
import { batchBodyCompiler, skuIdField, skuIdsAreaBody, skuIdsBody } from './batch-body';
import { buyerOf } from './buyer-caller';
import { PAGE_MAX, type OpenBuyerProducts } from './buyer-products';

const tags = ['开放平台 · 采购方'];
const security = openSecurity;

/** The member a company's app acts as (its agreement prices and pool). */
const buyerAgent = (request: FastifyRequest): number => buyerOf(request).agentUserId;

/**
 * Sends a batch answer (100 items) as its `{code,msg,data}` text, without the zod serializer's pass over every
 * item: the service builds each item with exactly the response schema's fields, in its order, so the text is
 * the one the serializer would write (buyer-batch.test.ts checks it against the schema). The schema stays
 * for the OpenAPI document and the request validation.
 */
const sendBatch = <T extends z.ZodType>(reply: FastifyReply, _schema: T, data: z.infer<T>) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(data)));

const pageQuery = z.object({
  cursor: z.string().max(40).optional(),
  size: z.coerce.number().int().min(1, 'size 至少为 1').max(PAGE_MAX, `size 最多 ${PAGE_MAX}`).default(1000),
});

const price = z.object({
  skuId: z.number().int(),
  listPriceFen: z.number().int(),
  agreementPriceFen: z.number().int().nullable(),
  /** What the company pays for one unit (the lowest of list, agreement and the first tier reached). */
  priceFen: z.number().int(),
  source: z.string(),
  tiers: z.array(z.object({ minQuantity: z.number().int(), priceFen: z.number().int() })),
});

/** The batch price answer (`data`). */
export const batchPrices = z.object({ items: z.array(price), missing: z.array(z.number().int()) });

/** The batch stock answer (`data`). */
export const batchStock = z.object({
  areaCode: z.string(),
  items: z.array(
    z.object({
      skuId: z.number().int(),
      state: z.enum(['in_stock', 'out_of_stock', 'not_sold']),
      quantity: z.number().int(),
      leadDays: z
        .number()
        .int()
        .nullable()
        .meta({ description: '预计送达天数（与商品页一致）：本省仓 1 天，全国仓按距离 2–5 天；无货为 null' }),
    }),
  ),
  missing: z.array(z.number().int()),
});

/** Routes of the buyer API's catalogue part (scopes products, prices, stock). */
export function openBuyerProductRoutes(app: App, products: OpenBuyerProducts, rates: OpenRates): void {
  app.get(
    '/open/v1/products',
    {
      config: { openScope: 'products', rateLimit: openRate(rates, 'single') },
      schema: {
        tags,
        security,
        summary: '商品池（按 SKU 编号分页；首次全量拉取时保存第一页的 feedCursor，之后用变更接口增量同步）',
        querystring: pageQuery,
        response: okSchema(
          z.object({
            items: z.array(
              z.object({ skuId: z.number().int(), productId: z.number().int(), seq: z.number().int() }),
            ),
            nextCursor: z.string().nullable(),
            feedCursor: z.string(),
          }),
        ),
      },
    },
    async (request) => ok(await products.pool(buyerAgent(request), request.query.cursor, request.query.size)),
  );

  app.get(
    '/open/v1/products/changes',
    {
      config: { openScope: 'products', rateLimit: openRate(rates, 'single') },
      schema: {
        tags,
        security,
        summary:
          '商品池变更（价格、上下架、信息、进出商品池），按发生顺序；state: on 可采购 / off 不可采购 / removed 已删除',
        querystring: pageQuery,
        response: okSchema(
          z.object({
            items: z.array(
              z.object({
                skuId: z.number().int(),
                productId: z.number().int(),
                seq: z.number().int(),
                state: z.enum(['on', 'off', 'removed']),
              }),
            ),
            cursor: z.string(),
            more: z.boolean(),
          }),
        ),
      },
    },
    async (request) =>
      ok(await products.changes(buyerAgent(request), request.query.cursor, request.query.size)),
  );

  app.get(
    '/open/v1/products/:skuId',
    {
      config: { openScope: 'products', rateLimit: openRate(rates, 'single') },
      schema: {
        tags,
        security,
        summary: 'SKU 详情（规格、图片、单位、起订量、递增量、类目、税收分类编码）、企业价格与企业物料编码',
        params: z.object({ skuId: skuIdField }),
        response: okSchema(
          z.object({
            skuId: z.number().int(),
            productId: z.number().int(),
            code: z.string(),
            title: z.string(),
            modelNo: z.string(),
            brand: z.string(),
            spec: z.record(z.string(), z.string()),
            unit: z.string(),
            moq: z.number().int(),
            step: z.number().int(),
            listFen: z.number().int(),
            marketFen: z.number().int().nullable(),
            categoryIds: z.array(z.number().int()),
            categoryNames: z.array(z.string()),
            images: z.array(z.string()),
            salesAreaCodes: z.array(z.string()),
            seller: z.string(),
            /** 税收分类编码 of the SKU's invoice line (the product's, else its category's), with 简称 and rate. */
            taxCode: z
              .object({ code: z.string(), shortName: z.string(), rate: z.enum(TAX_RATES) })
              .nullable(),
            /** The company's own code for the SKU (客户物料编码), null when it keeps none. */
            materialCode: z.string().nullable(),
            price,
          }),
        ),
      },
    },
    async (request) => ok(await products.detail(buyerOf(request), request.params.skuId)),
  );

  app.get(
    '/open/v1/material-codes',
    {
      config: { openScope: 'products', rateLimit: openRate(rates, 'single') },
      schema: {
        tags,
        security,
        summary:
          '企业物料编码（客户物料编码与本商城 SKU 的对应，按编号分页；code 查询某个物料编码，忽略大小写、空格、横线和点）',
        querystring: pageQuery.extend({
          code: z.string().max(64, '物料编码不能超过 64 个字符').optional(),
        }),
        response: okSchema(
          z.object({
            items: z.array(
              z.object({
                id: z.number().int(),
                skuId: z.number().int(),
                code: z.string(),
                description: z.string(),
                /** 1 unit of the company's = ratioNum / ratioDen of the SKU's units. */
                ratioNum: z.number().int(),
                ratioDen: z.number().int(),
                updatedAt: z.string(),
              }),
            ),
            nextCursor: z.string().nullable(),
          }),
        ),
      },
    },
    async (request) => ok(await products.materialCodes(buyerOf(request), request.query)),
  );

  app.post(
    '/open/v1/prices/query',
    {
      config: { openScope: 'prices', rateLimit: openRate(rates, 'batch') },
      validatorCompiler: batchBodyCompiler(false),
      schema: {
        tags,
        security,
        summary: '批量价格（最多 100 个 SKU）：列表价、协议价、阶梯价；不在商品池内的列入 missing',
        body: skuIdsBody.meta({ example: { skuIds: [10000011, 10000021, 10000231] } }),
        response: okSchema(batchPrices),
      },
    },
    async (request, reply) =>
      sendBatch(reply, batchPrices, await products.prices(buyerAgent(request), request.body.skuIds)),
  );

  app.post(
    '/open/v1/stock/query',
    {
      config: { openScope: 'stock', rateLimit: openRate(rates, 'batch') },
      validatorCompiler: batchBodyCompiler(true),
      schema: {
        tags,
        security,
        summary: '按省份批量查询库存（最多 100 个 SKU）：有货 / 无货 / 不在销售区域，数量与预计送达天数',
        body: skuIdsAreaBody.meta({ example: { skuIds: [10000011, 10000021], areaCode: '320000' } }),
        response: okSchema(batchStock),
      },
    },
    async (request, reply) =>
      sendBatch(
        reply,
        batchStock,
        await products.stock(buyerAgent(request), request.body.skuIds, request.body.areaCode),
      ),
  );
}
