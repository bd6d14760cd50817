import { z } from 'zod';
import { pageOf } from '../envelope';
import { isValidTaxId } from '../tax-id';
import { DB_INT_MAX, PAGE_NUM_MAX } from './limits';
import { count, dbId, isoTime, isoTimeOrNull, yuan } from './scalars';

/*
 * Building blocks the schema files share (not part of the barrel: each schema names its own fields).
 * One piece serves wherever the meaning is the same: the paging of a list, an order number typed by a
 * person, a code with its Chinese label, the goods of an order line.
 */

// Inputs ---------------------------------------------------------------------------------------------

/** 页码: 1 up to PAGE_NUM_MAX. The buyer calls name the lower bound (页码最小为 1). */
const pageNumField = (minMsg?: string) =>
  z.coerce.number().int().min(1, minMsg).max(PAGE_NUM_MAX, '页码过大').default(1);
/** 每页条数: 1 up to `max`, `byDefault` when left out. */
const pageSizeField = (max: number, byDefault: number, maxMsg?: string) =>
  z.coerce.number().int().min(1).max(max, maxMsg).default(byDefault);

/** Paging of a list whose refusals say why (页码最小为 1, 每页最多 `max` 条). */
export const listPaging = (max: number, byDefault: number) => ({
  pageNum: pageNumField('页码最小为 1'),
  pageSize: pageSizeField(max, byDefault, `每页最多 ${max} 条`),
});
/** Paging of the buyer's lists: 10 a page, at most 50. */
export const buyerPaging = listPaging(50, 10);
/** Paging of the merchant portal's lists: 10 a page, at most 50. */
export const portalPaging = { pageNum: pageNumField(), pageSize: pageSizeField(50, 10, '每页最多 50 条') };
/** Paging of the operator's document lists: 20 a page, at most 100. */
export const adminPaging = { pageNum: pageNumField(), pageSize: pageSizeField(100, 20) };

/** Paging of the console's people and records lists (operators, buyers, payments, audit): 20 a page. */
export const opsPaging = {
  pageNum: pageNumField('页码最小为 1'),
  pageSize: z.coerce.number().int().min(1, '每页条数最小为 1').max(100, '每页最多 100 条').default(20),
};

/** Paging whose every refusal is named (页码必须是整数 …): console catalogue lists, the buyer's history. */
export const namedPaging = (byDefault: number) => ({
  pageNum: z.coerce
    .number()
    .int('页码必须是整数')
    .min(1, '页码最小为 1')
    .max(PAGE_NUM_MAX, '页码过大')
    .default(1),
  pageSize: z.coerce.number().int('每页条数必须是整数').min(1).max(100, '每页最多 100 条').default(byDefault),
});

/** Paging of a JSON body, numbers only (no coercion), every refusal named: the notice lists. */
export const jsonPaging = (max: number, byDefault: number) => ({
  pageNum: z
    .number({ error: '页码必须是整数' })
    .int('页码必须是整数')
    .min(1, '页码最小为 1')
    .max(PAGE_NUM_MAX, '页码过大')
    .default(1),
  pageSize: z
    .number({ error: '每页条数必须是整数' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为 1')
    .max(max, `每页最多 ${max} 条`)
    .default(byDefault),
});

/** A positive id chosen in the console's catalogue forms (`${label}不正确`). */
export const idInput = (label: string) =>
  z.coerce
    .number({ error: `${label}不正确` })
    .int(`${label}不正确`)
    .min(1, `${label}不正确`);
/** The keyword filter of a console list. */
export const keywordFilter = z.string().trim().max(100, '关键词不能超过 100 个字符').optional();
/** An optional id filter of a console list (a category of any level, a brand). */
export const idFilter = z.coerce.number().int().min(1).max(DB_INT_MAX, '编号不正确').optional();
/** An image URL: an uploaded file (/api/files/uploads/…) or a generated one (/api/files/…). */
export const imageUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/api\/files\/[\w./-]+$/, '图片地址不正确，请通过上传获得');

/** A whole number from `min` to `max` (coerced from a string), `msg` for every refusal. */
export const boundedInt = (min: number, max: number, msg: string) =>
  z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

/** An integer of an open API query, `min` to `max`: `${name} 应为整数`, `${name} 至少为 ${min}`, `${name} 最多 ${max}`. */
export const openQueryInt = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} 应为整数` })
    .int(`${name} 应为整数`)
    .min(min, `${name} 至少为 ${min}`)
    .max(max, `${name} 最多 ${max}`);

/** A positive database id typed or chosen by a person; every refusal says `${label}不正确`. */
export const labelledId = (label: string) => boundedInt(1, DB_INT_MAX, `${label}不正确`);

/** An id the caller picks (an address, a SKU, a quote …): `请选择${label}` when missing, `${label}不正确` when too large. */
export const chosenId = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int()
    .min(1, `请选择${label}`)
    .max(DB_INT_MAX, `${label}不正确`);

/** 统一社会信用代码 as typed (upper-cased; 18 characters with the GB 32100-2015 check character). */
export const creditCodeInput = z
  .string({ error: '请填写统一社会信用代码' })
  .trim()
  .toUpperCase()
  .refine(isValidTaxId, '统一社会信用代码不正确（18 位，含校验位）');

/** A positive id in a path or query of the catalogue: `${label}必须是整数` / `${label}不正确`. */
export const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是整数` })
    .int(`${label}必须是整数`)
    .min(1, `${label}不正确`)
    .max(DB_INT_MAX, `${label}不正确`);

/** Text a person must type: `prompt` when missing or shorter than `min` (1), `tooLong` when over `max` characters. */
export const promptedText = (prompt: string, max: number, tooLong: string, min = 1) =>
  z.string({ error: prompt }).trim().min(min, prompt).max(max, tooLong);

/** Required text of a form, 1 to `max` characters. */
export const requiredText = (label: string, max: number) =>
  promptedText(`请填写${label}`, max, `${label}不能超过 ${max} 个字`);

/** Text a person must type (请输入…), `min` (1) to `max` characters; too long: `${label}不能超过 ${max} 个字`. */
export const inputText = (label: string, max: number, min = 1) =>
  promptedText(`请输入${label}`, max, `${label}不能超过 ${max} 个字`, min);
/** The same with the content pages' wording of the limit: `${label}最多 ${max} 个字`. */
export const contentText = (label: string, max: number) =>
  promptedText(`请输入${label}`, max, `${label}最多 ${max} 个字`);

/** A reason a person must give (2–200 characters): `prompt` when missing, `${noun}不能超过 200 个字` when long. */
export const reasonText = (prompt: string, noun: string) =>
  promptedText(prompt, 200, `${noun}不能超过 200 个字`, 2);

/** A status filter of a list: one of `codes` (the caller adds `.optional()` or `.default(…)`). */
export const statusFilter = (codes: readonly number[], msg: string) =>
  z.coerce
    .number()
    .int()
    .refine((v) => codes.includes(v), msg);

/** 备注 of a form: optional, at most 200 characters, '' when left out. */
export const remarkField = z.string().trim().max(200, '备注不能超过 200 个字').optional().default('');

/** 订单号 as a caller sends it. */
export const orderNoField = z
  .string({ error: '请提供订单号' })
  .trim()
  .regex(/^\d{10,24}$/, '订单号格式不正确');
/** One 订单号 of a list of them. */
export const orderNoItem = z
  .string()
  .trim()
  .regex(/^\d{10,24}$/, '订单号格式不正确');

/** A yuan amount typed by a person: up to 2 decimals, below 100 亿. */
export const YUAN_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** A yuan amount typed by a person: up to 2 decimals, ≥ 0, below 100 亿. */
export const yuanInput = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(YUAN_PATTERN, `${label}格式不正确（最多两位小数）`);
/** A calendar day as typed: 'YYYY-MM-DD'. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Carrier and tracking number of goods sent (the seller's shipment, the buyer's return). */
export const shipmentFields = {
  carrier: promptedText('请输入物流公司', 50, '物流公司名称过长', 2),
  trackingNo: z
    .string({ error: '请输入运单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, '运单号格式不正确'),
};

// Answers --------------------------------------------------------------------------------------------

/** A code with its Chinese label beside it: `coded('status')` is `status` (integer) and `statusLabel`. */
export const coded = <K extends string>(key: K) =>
  ({ [key]: z.number().int(), [`${key}Label`]: z.string() }) as Record<K, z.ZodNumber> &
    Record<`${K}Label`, z.ZodString>;

/** A code word with its Chinese label beside it: `codedWord('kind')` is `kind` (string) and `kindLabel`. */
export const codedWord = <K extends string>(key: K) =>
  ({ [key]: z.string(), [`${key}Label`]: z.string() }) as Record<K | `${K}Label`, z.ZodString>;

/** How the console lists an account (operators, buyers): its status, its last sign-in, when it was made. */
export const accountActivity = {
  ...coded('status'),
  lastLoginAt: isoTimeOrNull,
  createdAt: isoTime,
};

/** How an outbound message went (a notification, a punch-out order message): its tries, last error, times. */
export const deliveryAttempts = {
  attempts: count,
  lastError: z.string(),
  createdAt: isoTime,
  sentAt: isoTimeOrNull,
};

/** The buyer beside a console record (after-sales, invoices). */
const buyerBrief = z.object({ id: dbId, username: z.string() });
/** The console's page of buyers' documents (after-sales, invoices): the buyer's list item, the buyer beside it. */
export const buyerDocumentPage = <T extends z.ZodRawShape>(item: z.ZodObject<T>) =>
  pageOf(item.extend({ buyer: buyerBrief }));

/** The seller of an order, an invoice or a product: 0 the platform (自营), else the shop; and its name. */
export const sellerFields = { sellerId: dbId, sellerName: z.string() };

/** The company a record belongs to, and its name. */
export const companyRef = { companyId: dbId, companyName: z.string() };

/** The brand of a product, and its name. */
export const brandRef = { brandId: dbId, brandName: z.string() };

/** The sales area a view was made for (its stock and sales range): its code and name. */
export const areaRef = { areaCode: z.string(), areaName: z.string() };

/** How a SKU's quantity may be chosen: at least 起订量 `moq`, then in steps of 递增量 `step`. */
export const quantityRule = { moq: count, step: count };

/** The order line a shipment's or a receipt's row is about, and its title. */
export const orderLineRef = { orderLineId: z.number(), title: z.string() };

/** The SKU a line is about and its product. */
export const skuRef = { skuId: dbId, productId: dbId };

/** The buyer's company's own code for the line's SKU (客户物料编码), where it keeps one. */
export const materialCodeField = { materialCode: z.string().optional() };

/** A SKU as quick order and quotations list it: its codes, names and spec values joined for display. */
export const skuRow = {
  ...skuRef,
  code: z.string(),
  title: z.string(),
  brandName: z.string(),
  modelNo: z.string(),
  /** Spec values joined for display ("M8×30 / 304不锈钢"). */
  spec: z.string(),
};

/** The goods of a line as after-sales, comments and purchase requests show them (unit price, yuan). */
export const lineGoods = {
  ...skuRef,
  title: z.string(),
  image: z.string(),
  specValues: z.array(z.string()),
  unit: z.string(),
  price: yuan,
};

/** The goods of a line as checkout and the order show them, after `skuRef` (unit price, yuan). */
export const lineGoodsFace = {
  image: z.string(),
  title: z.string(),
  brandName: z.string(),
  modelNo: z.string(),
  specValues: z.array(z.string()),
  unit: z.string(),
  price: yuan,
};

/** How many of a line's goods, and what they cost: price × quantity, yuan. */
export const lineTotal = { quantity: count, amount: yuan };

/** One entry of a document's history (orders, after-sales): the event, the status after it, who and when. */
export const documentTimelineEntry = z.object({
  ...codedWord('event'),
  /** Status after the event, with its label. */
  ...coded('status'),
  note: z.string(),
  /** buyer | operator | system. */
  actor: z.string(),
  at: isoTime,
});

/** `page` and `size` of the open API's numbered lists (after-sales, invoices, statements, settlements). */
export const openPageQuery = {
  page: openQueryInt('page', 1, 10_000).default(1),
  size: openQueryInt('size', 1, 50).default(20),
};
