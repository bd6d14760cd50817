import { z } from 'zod';
import { pageOf } from '../envelope';
import { areaRef, buyerPaging, chosenId, coded, requiredText as text } from './fields';
import { DB_INT_MAX } from './limits';
import { mobileSchema } from './auth';
import { count, dbId, fen, isoTime } from './scalars';

/*
 * Wire contract of bidding requests (询价/竞价). Money is integer fen on the wire.
 *
 * Buyer (token required; foreign or unknown ids answer 404 竞价单不存在):
 *   POST /api/bidding/publish  BiddingPublishBody               → {id, biddingNo}
 *   POST /api/bidding/list     BiddingListBody                  → Page<BiddingItem>
 *   GET  /api/bidding/detail?id=                                → BiddingDetail (quotes side by side)
 *   POST /api/bidding/accept   BiddingAcceptBody                → {orderNo} (order placed by the checkout path)
 *   POST /api/bidding/cancel   {id}                             → null
 * Operator (/api/admin, roles 超级管理员 / 运营 / 商品):
 *   POST /api/admin/bidding/list   BiddingListBody (any buyer)  → Page<BiddingItem>
 *   GET  /api/admin/bidding/detail?id=                          → BiddingDetail
 *   POST /api/admin/bidding/quote  BiddingQuoteBody             → {quoteId}
 * Buyer (sealed multi-supplier bidding):
 *   POST /api/bidding/award    BiddingAwardBody                 → {orderNos, requestNo} (one order per awarded
 *                                                                  supplier, or the purchase request to approve)
 * Merchant portal (/api/portal/bidding, roles 店铺管理员 / 商品; only requests the shop was invited to):
 *   POST list   PortalBiddingListBody   → Page<PortalBiddingItem>
 *   POST detail {id}                    → PortalBiddingDetail (the request and the shop's own quote only)
 *   POST quote  PortalQuoteBody         → {quoteId} (creates or replaces the shop's quote until the deadline)
 *   POST skus   {keyword?}              → PortalQuoteSku[] (the shop's approved SKUs to quote against)
 *
 * Sealing: unless the buyer chose 公开竞价, a quote's prices (lines, total) are withheld (`sealed: true`) from
 * the buyer and from operators until the deadline; a merchant only ever sees its own quote.
 *
 * Status: 1 进行中, 2 已截止 (deadline passed with no quote chosen; computed from the deadline, so a request
 * closes the moment its deadline passes), 3 已选标, 4 已取消, 5 审批中 (the award waits for the buyer's company to
 * approve its purchase request; see `requestNo`).
 */

export const BIDDING_STATUS = { OPEN: 1, CLOSED: 2, CHOSEN: 3, CANCELLED: 4, APPROVAL: 5 } as const;
export type BiddingStatus = (typeof BIDDING_STATUS)[keyof typeof BIDDING_STATUS];
export const BIDDING_STATUS_LABEL: Record<BiddingStatus, string> = {
  1: '进行中',
  2: '已截止',
  3: '已选标',
  4: '已取消',
  5: '审批中',
};

/** An attachment is a file uploaded through POST /api/files/upload. */
export const UPLOADED_FILE_PATH = /^\/api\/files\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp|pdf)$/;

export const biddingLineInput = z.object({
  productName: text('商品名称', 60),
  brand: z.string().trim().max(30, '品牌不能超过 30 个字').optional().default(''),
  spec: text('规格型号', 60),
  quantity: z.coerce
    .number({ error: '请填写数量' })
    .int('数量必须是整数')
    .min(1, '数量最少为 1')
    .max(999_999, '数量过大'),
  unit: text('单位', 8),
  /** Level-one category of the line: the shops granted it are invited to quote (none: only 自营). */
  categoryId: z.coerce
    .number()
    .int()
    .min(1, '类目不正确')
    .max(DB_INT_MAX, '类目不正确')
    .nullable()
    .optional(),
});

export const biddingId = z.coerce
  .number({ error: '竞价单编号不正确' })
  .int()
  .min(1, '竞价单编号不正确')
  .max(DB_INT_MAX, '竞价单编号不正确');

export const biddingPublishBody = z.object({
  title: text('竞价标题', 50),
  lines: z
    .array(biddingLineInput, { error: '请至少添加一条采购明细' })
    .min(1, '请至少添加一条采购明细')
    .max(50, '采购明细最多 50 条'),
  /** GB/T 2260 region code (province, city or district) of the delivery area. */
  areaCode: z
    .string({ error: '请选择交货地区' })
    .trim()
    .regex(/^\d{6}$/, '请选择交货地区'),
  /** ISO date-time; must be in the future and at most 90 days ahead. */
  deadline: z.iso.datetime({ offset: true, error: '请选择截止时间' }),
  budgetFen: z.coerce
    .number()
    .int('预算金额不正确')
    .min(1, '预算金额不正确')
    .max(100_000_000_000, '预算金额过大')
    .nullable()
    .optional(),
  /** 0 不需要发票, 1 增值税普通发票, 2 增值税专用发票. */
  invoiceType: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '请选择发票需求' }),
  contactName: text('联系人', 20),
  contactMobile: mobileSchema,
  remark: z.string().trim().max(500, '补充说明不能超过 500 个字').optional().default(''),
  attachments: z
    .array(z.string().regex(UPLOADED_FILE_PATH, '附件不正确'))
    .max(5, '附件最多 5 个')
    .optional()
    .default([]),
  /** 公开竞价: the buyer sees prices as they arrive; otherwise (密封竞价) only after the deadline. */
  openBidding: z.boolean().optional().default(false),
});
export type BiddingPublishBody = z.input<typeof biddingPublishBody>;

export const biddingListBody = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((v) => [0, 1, 2, 3, 4].includes(v), '竞价状态不正确')
    .optional()
    .default(0),
  ...buyerPaging,
});
export type BiddingListBody = z.input<typeof biddingListBody>;

export const biddingAcceptBody = z.object({
  id: biddingId,
  quoteId: chosenId('报价'),
  addressId: chosenId('收货地址'),
  payMethod: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '请选择支付方式' }),
});
export type BiddingAcceptBody = z.input<typeof biddingAcceptBody>;

/** A request line's number, as a quote or an award names it. */
const lineNo = z.coerce.number().int().min(1, '明细序号不正确').max(DB_INT_MAX, '明细序号不正确');

export const biddingQuoteBody = z.object({
  id: biddingId,
  /** One entry per request line: the catalogue SKU supplied and its quoted unit price (fen). */
  lines: z
    .array(
      z.object({
        lineNo,
        skuId: chosenId('商品规格'),
        unitPriceFen: z.coerce
          .number({ error: '请填写单价' })
          .int('单价不正确')
          .min(1, '单价不正确')
          .max(1_000_000_000, '单价过大'),
      }),
    )
    .min(1, '请填写报价明细')
    .max(50),
  deliveryDays: z.coerce
    .number({ error: '请填写交货天数' })
    .int()
    .min(1, '交货天数不正确')
    .max(365, '交货天数不正确'),
  validDays: z.coerce
    .number({ error: '请填写报价有效期' })
    .int()
    .min(1, '报价有效期不正确')
    .max(180, '报价有效期不正确'),
  remark: z.string().trim().max(200, '报价备注不能超过 200 个字').optional().default(''),
});
export type BiddingQuoteBody = z.input<typeof biddingQuoteBody>;

/** 选标: each request line awarded to one quote (the whole request to one supplier = every line to it). */
export const biddingAwardBody = biddingAcceptBody.omit({ quoteId: true }).extend({
  awards: z
    .array(
      z.object({
        lineNo,
        quoteId: chosenId('报价'),
      }),
      { error: '请选择中标报价' },
    )
    .min(1, '请至少为一条明细选择中标报价')
    .max(50),
});
export type BiddingAwardBody = z.input<typeof biddingAwardBody>;
/** The award's answer: its orders, or (orderNos empty) the purchase request a company rule requires. */
export const biddingAwardResult = z.object({
  orderNos: z.array(z.string()),
  requestNo: z.string().nullable(),
});
export type BiddingAwardResult = z.infer<typeof biddingAwardResult>;

/** A merchant's quote: the lines it offers (at least one), each against one of its own approved SKUs. */
export const portalQuoteBody = biddingQuoteBody.extend({
  attachment: z.string().regex(UPLOADED_FILE_PATH, '附件不正确').or(z.literal('')).optional().default(''),
});
export type PortalQuoteBody = z.input<typeof portalQuoteBody>;

export const portalBiddingListBody = z.object({
  /** 1 进行中 (can quote), 2 已截止, 3 已选标, 4 已取消; 0 all. */
  status: biddingListBody.shape.status,
  pageNum: biddingListBody.shape.pageNum,
  pageSize: biddingListBody.shape.pageSize,
});
export type PortalBiddingListBody = z.input<typeof portalBiddingListBody>;

export const portalQuoteSku = z.object({
  skuId: dbId,
  title: z.string(),
  specText: z.string(),
  modelNo: z.string(),
  priceFen: fen,
});
export type PortalQuoteSku = z.infer<typeof portalQuoteSku>;

export const biddingLine = z.object({
  lineNo: z.number().int(),
  productName: z.string(),
  brand: z.string(),
  spec: z.string(),
  quantity: count,
  unit: z.string(),
  categoryId: z.number().int().nullable().optional(),
});
export type BiddingLine = z.infer<typeof biddingLine>;

export const biddingQuoteLine = z.object({
  lineNo: z.number().int(),
  skuId: dbId,
  unitPriceFen: fen,
  amountFen: fen,
  /** The SKU quoted (title and specification), for the comparison table. */
  skuTitle: z.string().optional(),
});
export type BiddingQuoteLine = z.infer<typeof biddingQuoteLine>;

export const biddingQuote = z.object({
  id: dbId,
  /** 0 = the platform (自营), else the quoting shop. */
  merchantId: dbId,
  supplierName: z.string(),
  /** True while the prices are withheld (密封竞价 before the deadline): lines empty, total null. */
  sealed: z.boolean(),
  /** How many request lines the quote covers (shown even when sealed). */
  lineCount: count,
  lines: z.array(biddingQuoteLine),
  totalFen: fen.nullable(),
  attachment: z.string(),
  deliveryDays: z.number().int(),
  validUntil: z.string(),
  /** Whether the quote can still be accepted (valid, and the request open). */
  expired: z.boolean(),
  remark: z.string(),
  chosen: z.boolean(),
  createdAt: isoTime,
});
export type BiddingQuote = z.infer<typeof biddingQuote>;

export const biddingItem = z.object({
  id: dbId,
  biddingNo: z.string(),
  title: z.string(),
  ...coded('status'),
  lineCount: count,
  quoteCount: count,
  ...areaRef,
  deadline: isoTime,
  budgetFen: fen.nullable(),
  orderNo: z.string().nullable(),
  /** Every order of the award (one per awarded supplier). */
  orderNos: z.array(z.string()),
  /** The purchase request (采购申请) an award became when a company rule requires approval, else null. */
  requestNo: z.string().nullable(),
  openBidding: z.boolean(),
  createdAt: isoTime,
});
export type BiddingItem = z.infer<typeof biddingItem>;

export const biddingPage = pageOf(biddingItem);
export type BiddingPage = z.infer<typeof biddingPage>;

export const biddingDetail = biddingItem.extend({
  lines: z.array(biddingLine),
  invoiceType: z.number().int(),
  contactName: z.string(),
  contactMobile: z.string(),
  remark: z.string(),
  attachments: z.array(z.string()),
  quotes: z.array(biddingQuote),
  /** The award, line by line (empty until 已选标). */
  awards: z.array(z.object({ lineNo: z.number().int(), quoteId: z.number().int(), orderNo: z.string() })),
});
export type BiddingDetail = z.infer<typeof biddingDetail>;

/** A request as an invited shop sees it (no buyer identity beyond the delivery area). */
export const portalBiddingItem = biddingItem
  .omit({ orderNo: true, orderNos: true, requestNo: true, quoteCount: true, budgetFen: true })
  .extend({
    /** The shop's own quote: its id and total, or null. */
    myQuoteId: dbId.nullable(),
    myTotalFen: fen.nullable(),
    /** Lines awarded to the shop (after 已选标). */
    wonLines: z.number().int(),
  });
export type PortalBiddingItem = z.infer<typeof portalBiddingItem>;
export const portalBiddingPage = pageOf(portalBiddingItem);
export const portalBiddingDetail = portalBiddingItem.extend({
  lines: z.array(biddingLine),
  invoiceType: z.number().int(),
  remark: z.string(),
  attachments: z.array(z.string()),
  myQuote: biddingQuote.nullable(),
  /** The request lines awarded to the shop (after 已选标). */
  wonLineNos: z.array(z.number().int()),
});
export type PortalBiddingDetail = z.infer<typeof portalBiddingDetail>;
