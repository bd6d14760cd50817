import { z } from 'zod';
import { buyerPaging, labelledId as id, materialCodeField, skuRow } from './fields';
import { pageOf } from '../envelope';
import { CART_LINE_LIMIT } from '../codes';
import { cartBatchOutcome } from './cart';
import { areaCodeField } from './home';
import { chinaDate, count, dbId, isoTime, yuan } from './scalars';

/*
 * Formal quotations (报价单). A buyer makes one from chosen cart lines; its unit prices are
 * locked until it expires: 按报价单下单 puts its lines into the cart at those prices, and checkout honours them.
 *   GET  /api/quotation/options                                        → {defaultValidDays, validityDays}
 *   POST /api/quotation/create      {ids?, areaCode?, validDays?}      → QuotationDetail
 *   POST /api/quotation/list        {pageNum, pageSize}                → Page<QuotationSummary>
 *   POST /api/quotation/detail      {id}                               → QuotationDetail
 *   POST /api/quotation/download    {id, format: pdf|xlsx}             → the file (not an envelope)
 *   POST /api/quotation/add-to-cart {id, areaCode?}                    → QuotationCartReport
 *   POST /api/cart/list/exportCartsQuotation {ids?, areaCode?}          → makes one and answers its .xlsx (spec)
 * Console (订单 area; settings: 系统设置):
 *   POST /api/admin/quotation/list {keyword?, state?, pageNum, pageSize} · /detail {id} · /download {id, format}
 *   GET  /api/admin/quotation/settings · POST /settings/save {defaultValidDays, stampUrl} · /stamp-upload (multipart)
 * Prices are yuan strings incl. 13 % VAT.
 */

/** Validity choices (days). */
export const QUOTATION_VALIDITY_DAYS = [7, 15, 30] as const;
export type QuotationValidDays = (typeof QUOTATION_VALIDITY_DAYS)[number];
export const QUOTATION_STATES = ['有效', '已过期'] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

const pageFields = buyerPaging;
const validDays = z.coerce
  .number({ error: '请选择有效期' })
  .refine((d): d is QuotationValidDays => (QUOTATION_VALIDITY_DAYS as readonly number[]).includes(d), {
    message: '有效期只能是 7、15 或 30 天',
  });

export const quotationCreateBody = z.object({
  /** Cart line ids; without them the selected available lines. */
  ids: z.array(id('购物车商品')).max(CART_LINE_LIMIT).optional(),
  areaCode: areaCodeField,
  /** Without it the operators' default (报价单设置). */
  validDays: validDays.optional(),
});
export type QuotationCreateBody = z.input<typeof quotationCreateBody>;

export const quotationOptions = z.object({
  /** The operators' default validity. */
  defaultValidDays: z.number().int(),
  validityDays: z.array(z.number().int()),
});
export type QuotationOptions = z.infer<typeof quotationOptions>;

export const quotationListBody = z.object(pageFields);
export const quotationIdBody = z.object({ id: id('报价单') });
export const quotationDownloadBody = z.object({
  id: id('报价单'),
  format: z.enum(['pdf', 'xlsx'], { error: '文件格式只能是 pdf 或 xlsx' }),
});
export type QuotationDownloadBody = z.input<typeof quotationDownloadBody>;
export const quotationCartBody = z.object({ id: id('报价单'), areaCode: areaCodeField });
export type QuotationCartBody = z.input<typeof quotationCartBody>;

export const quotationLine = z.object({
  /** spec: the spec values joined with " / ". */
  ...skuRow,
  unit: z.string(),
  quantity: count,
  /** Quoted unit price incl. VAT, yuan. */
  price: yuan,
  amount: yuan,
  /** The buyer's company's 物料编码 of the SKU, when it keeps one (the buyer's own view and files). */
  ...materialCodeField,
});
export type QuotationLine = z.infer<typeof quotationLine>;

export const quotationSummary = z.object({
  id: dbId,
  quotationNo: z.string(),
  /** YYYY-MM-DD (China). */
  date: chinaDate,
  validDays: z.number().int(),
  /** ISO time the price lock ends. */
  expiresAt: isoTime,
  state: z.enum(QUOTATION_STATES),
  companyName: z.string(),
  contactName: z.string(),
  lineCount: count,
  /** Total incl. VAT, yuan. */
  total: yuan,
});
export type QuotationSummary = z.infer<typeof quotationSummary>;
export const quotationPage = pageOf(quotationSummary);
export type QuotationPage = z.infer<typeof quotationPage>;

export const quotationDetail = quotationSummary.extend({
  contactMobile: z.string(),
  /** The VAT inside the total, yuan. */
  tax: yuan,
  /** The total in Chinese capitals (大写). */
  totalCapital: z.string(),
  lines: z.array(quotationLine),
});
export type QuotationDetail = z.infer<typeof quotationDetail>;

export const quotationCartReport = z.object({
  cartNum: z.number().int(),
  /** The quotation expired: the lines went in at current prices. */
  expired: z.boolean(),
  lines: z.array(z.object({ skuId: z.number().int(), title: z.string(), ...cartBatchOutcome })),
});
export type QuotationCartReport = z.infer<typeof quotationCartReport>;

/** The tax line every quotation prints. */
export const QUOTATION_TAX_NOTE = '以上价格均为含税价（含 13% 增值税），可开具增值税专用发票';

/** Shown when 按报价单下单 runs on an expired quotation. */
export const QUOTATION_EXPIRED_MSG = '报价单已过期，商品已按当前价格加入购物车';

export const adminQuotationListBody = z.object({
  keyword: z.string().trim().max(50, '关键词过长').optional().default(''),
  state: z.enum(QUOTATION_STATES, { error: '状态不正确' }).optional(),
  ...pageFields,
});
export type AdminQuotationListBody = z.input<typeof adminQuotationListBody>;
export const adminQuotationSummary = quotationSummary.extend({ buyerName: z.string() });
export type AdminQuotationSummary = z.infer<typeof adminQuotationSummary>;
export const adminQuotationPage = pageOf(adminQuotationSummary);
export type AdminQuotationPage = z.infer<typeof adminQuotationPage>;

/** Operator settings of quotations: the default validity and the stamp image printed on the PDF. */
export const quotationSettings = z.object({
  defaultValidDays: validDays,
  /** An uploaded PNG/JPG path (/api/files/uploads/…; the PDF embeds it), or '' for none. */
  stampUrl: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || /^\/api\/files\/uploads\/[0-9a-f]{32}\.(png|jpg)$/.test(v), {
      message: '印章图片须为 PNG 或 JPG',
    }),
});
export type QuotationSettings = z.infer<typeof quotationSettings>;
export type QuotationSettingsInput = z.input<typeof quotationSettings>;
