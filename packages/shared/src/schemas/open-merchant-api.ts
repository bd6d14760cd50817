import { z } from 'zod';
import { adminProductSaveBody, adminSkuInput } from './admin-product';
import { boundedInt, brandRef, labelledId, openPageQuery, openQueryInt, quantityRule } from './fields';
import { DB_INT_MAX } from './limits';
import { settlementFigures, settlementLineFigures, settlementPeriod } from './settlement';
import { count, dbId, fen, isoTime } from './scalars';

/*
 * The merchant API's product and settlement calls (`/open/v1/merchant/...`, a shop's app acting as the shop).
 * Money is integer 分 throughout, as in the rest of the open API (the portal's editor takes yuan strings).
 *
 *   POST /open/v1/merchant/products                     OpenProductCreateBody → OpenProduct (草稿)
 *   PUT  /open/v1/merchant/products/{productId}         OpenProductBody → OpenProduct (back to 草稿, off shelf)
 *   GET  /open/v1/merchant/products/{productId}                         → OpenProduct
 *   GET  /open/v1/merchant/products?updatedSince=&cursor=&size=         → {items: OpenProductBrief[], nextCursor}
 *   GET  /open/v1/merchant/settlements?period=&status=&page=&size=      → {items, page, size, more}
 *   GET  /open/v1/merchant/settlements/{id}                             → statement with lines
 *   POST /open/v1/merchant/settlements/{id}/confirm                     → statement (待确认 → 已确认)
 */

/** 分, as the price calls take it: at least 1, at most 9,999,999.99 元. */
const fenField = (label: string) =>
  z
    .number({ error: `${label}应为整数（分）` })
    .int(`${label}应为整数（分）`)
    .min(1, `${label}必须大于 0`)
    .max(999_999_999, `${label}不能超过 9999999.99 元`);

/** A SKU of a product written through the API: an existing SKU's `skuId` edits it; without, a new SKU. */
const openSkuInput = adminSkuInput.pick({ spec: true, code: true, stock: true, areaStocks: true }).extend({
  skuId: labelledId('SKU 编号').optional(),
  priceFen: fenField('价格（分）'),
  /** 划线价 (market price); omitted or null: none. */
  marketPriceFen: fenField('市场价（分）').nullable().optional(),
});

const PRODUCT_EXAMPLE = {
  title: '世达 内六角扳手 9 件套 公制',
  brandId: 12,
  categoryId: 1909,
  modelNo: '09101',
  unit: '套',
  moq: 1,
  step: 1,
  specs: [{ name: '规格', values: ['公制'] }],
  skus: [{ spec: { 规格: '公制' }, code: 'XH-09101', priceFen: 12800, stock: 120, areaStocks: [] }],
  salesAreaCodes: ['0000'],
  images: [],
  descriptionHtml: '<p>铬钒钢，球头设计。</p>',
  sceneIds: [],
};

/** A product of the shop as the API writes it (the portal editor's fields; saved as 草稿, off shelf). */
export const openProductBody = adminProductSaveBody
  .pick({
    title: true,
    modelNo: true,
    unit: true,
    moq: true,
    step: true,
    specs: true,
    salesAreaCodes: true,
    images: true,
    descriptionHtml: true,
  })
  .extend({
    brandId: labelledId('品牌'),
    /** A level-three category the shop is granted. */
    categoryId: labelledId('分类'),
    skus: z
      .array(openSkuInput, { error: 'skus 应为 SKU 的数组' })
      .min(1, '至少需要一个 SKU')
      .max(200, '最多 200 个 SKU'),
    /** Scene zone ids (场景标签). */
    sceneIds: z
      .array(z.number({ error: '场景编号应为整数' }).int('场景编号应为整数').min(1).max(DB_INT_MAX))
      .max(20, '最多 20 个场景')
      .default([]),
  })
  .meta({ example: PRODUCT_EXAMPLE });
export type OpenProductBody = z.input<typeof openProductBody>;

/** A key the caller's system chooses per product it creates (its own product code will do). */
const openIdempotencyKey = z
  .string({ error: 'idempotencyKey 应为字符串' })
  .regex(/^[\w-]{8,64}$/, 'idempotencyKey 应为 8–64 位字母、数字、- 或 _');

export const openProductCreateBody = openProductBody
  .extend({
    /** Or the `Idempotency-Key` header: a repeat with the same key answers the product created first. */
    idempotencyKey: openIdempotencyKey.optional(),
  })
  .meta({ example: { ...PRODUCT_EXAMPLE, idempotencyKey: 'ERP-ITEM-09101' } });

/** `GET /open/v1/merchant/products`: the shop's products changed at or after `updatedSince`, oldest change first. */
export const openProductListQuery = z.object({
  updatedSince: z.iso
    .datetime({ offset: true, error: 'updatedSince 应为 ISO 8601 时间，如 2026-11-01T00:00:00+08:00' })
    .optional(),
  cursor: z
    .string()
    .regex(/^\d{1,17}_\d{1,10}$/, '游标不正确，请使用上一页返回的 nextCursor')
    .optional(),
  size: openQueryInt('size', 1, 200).default(50),
});

/** A SKU as the API answers it. */
const openSku = z.object({
  skuId: dbId,
  spec: z.record(z.string(), z.string()),
  code: z.string(),
  priceFen: fen,
  marketPriceFen: fen.nullable(),
  /** National warehouse. */
  stock: count,
  /** Provincial warehouses. */
  areaStocks: z.array(z.object({ areaCode: z.string(), areaName: z.string(), stock: count })),
});

/** Review: 0 草稿, 1 待审核, 2 已通过, 3 已驳回 (with the operator's reason). */
const review = {
  onShelf: z.boolean(),
  reviewStatus: z.number().int(),
  reviewStatusText: z.string(),
  reviewReason: z.string(),
};

export const openProduct = z
  .object({
    productId: dbId,
    title: z.string(),
    ...brandRef,
    categoryId: dbId,
    /** [一级, 二级, 三级] names. */
    categoryPath: z.array(z.string()),
    modelNo: z.string(),
    unit: z.string(),
    ...quantityRule,
    specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
    skus: z.array(openSku),
    salesAreaCodes: z.array(z.string()),
    images: z.array(z.string()),
    descriptionHtml: z.string(),
    sceneIds: z.array(dbId),
    minPriceFen: fen,
    ...review,
    createdAt: isoTime,
  })
  .meta({
    example: {
      productId: 10000011,
      title: '世达 内六角扳手 9 件套 公制',
      brandId: 12,
      brandName: '世达',
      categoryId: 1909,
      categoryPath: ['工具耗材', '手动工具', '扳手'],
      modelNo: '09101',
      unit: '套',
      moq: 1,
      step: 1,
      specs: [{ name: '规格', values: ['公制'] }],
      skus: [
        {
          skuId: 10000012,
          spec: { 规格: '公制' },
          code: 'XH-09101',
          priceFen: 12800,
          marketPriceFen: null,
          stock: 120,
          areaStocks: [],
        },
      ],
      salesAreaCodes: ['0000'],
      images: [],
      descriptionHtml: '<p>铬钒钢，球头设计。</p>',
      sceneIds: [],
      minPriceFen: 12800,
      onShelf: false,
      reviewStatus: 0,
      reviewStatusText: '草稿',
      reviewReason: '',
      createdAt: '2026-11-29T02:00:00.000Z',
    },
  });
export type OpenProduct = z.infer<typeof openProduct>;

/** A product in the list: enough to tell what changed; the detail call has the rest. */
const openProductBrief = z.object({
  productId: dbId,
  title: z.string(),
  modelNo: z.string(),
  brandId: dbId,
  categoryId: dbId,
  minPriceFen: fen,
  ...review,
  skus: z.array(z.object({ skuId: dbId, code: z.string(), priceFen: fen, stock: count })),
  updatedAt: isoTime,
});
export const openProductPage = z
  .object({ items: z.array(openProductBrief), nextCursor: z.string().nullable() })
  .meta({
    example: {
      items: [
        {
          productId: 10000011,
          title: '世达 内六角扳手 9 件套 公制',
          modelNo: '09101',
          brandId: 12,
          categoryId: 1909,
          minPriceFen: 12800,
          onShelf: true,
          reviewStatus: 2,
          reviewStatusText: '已通过',
          reviewReason: '',
          skus: [{ skuId: 10000012, code: 'XH-09101', priceFen: 12800, stock: 120 }],
          updatedAt: '2026-11-29T02:00:00.000Z',
        },
      ],
      nextCursor: '1795936005693000_10000011',
    },
  });

// Settlement statements ----------------------------------------------------------------------------

export const openSettlementListQuery = z.object({
  /** A month, YYYY-MM. */
  period: settlementPeriod.optional(),
  /** 1 待确认, 2 已确认, 3 已付款; omitted: all. */
  status: boundedInt(1, 3, 'status 应为 1–3').optional(),
  ...openPageQuery,
});

const SETTLEMENT_EXAMPLE = {
  id: 31,
  statementNo: 'JS202611000031',
  period: '2026-11',
  status: 1,
  statusText: '待确认',
  orderCount: 1,
  completedFen: 25600,
  refundFen: 0,
  commissionFen: 1280,
  payableFen: 24320,
  confirmedBy: '',
  confirmedAt: null,
  payRef: '',
  paidAt: null,
  generatedAt: '2026-12-01T01:00:00.000Z',
};

/** A statement: completed − refunds − commission = payable, all in 分. */
export const openSettlement = z
  .object({
    id: dbId,
    statementNo: z.string(),
    period: z.string(),
    /** 1 待确认, 2 已确认, 3 已付款. */
    status: z.number().int(),
    statusText: z.string(),
    ...settlementFigures,
  })
  .meta({ example: SETTLEMENT_EXAMPLE });

export const openSettlementPage = z
  .object({
    items: z.array(openSettlement),
    page: z.number().int(),
    size: z.number().int(),
    more: z.boolean(),
  })
  .meta({ example: { items: [SETTLEMENT_EXAMPLE], page: 1, size: 20, more: false } });

export const openSettlementDetail = openSettlement
  .extend({
    lines: z.array(
      z.object({
        /** 1 订单; 2 退款调整 (a refund after an earlier statement was fixed). */
        kind: z.number().int(),
        kindText: z.string(),
        ...settlementLineFigures,
      }),
    ),
  })
  .meta({
    example: {
      ...SETTLEMENT_EXAMPLE,
      lines: [
        {
          kind: 1,
          kindText: '订单',
          adjustsStatementNo: '',
          orderNo: '2026112900000012345',
          completedAt: '2026-11-20T08:00:00.000Z',
          title: '世达 内六角扳手 9 件套 公制',
          categoryTitle: '工具耗材',
          rateBp: 500,
          amountFen: 25600,
          refundFen: 0,
          commissionFen: 1280,
          payableFen: 24320,
        },
      ],
    },
  });
