import { z } from 'zod';
import { areaRef, labelledId, quantityRule } from './fields';
import { offeredSku } from './price-mark';
import { cartBatchCounts, cartBatchOutcome, cartQuantity } from './cart';
import { areaCodeField } from './home';
import { QUICK_ORDER_MAX_LINES } from '../codes';
import { count } from './scalars';
export { QUICK_ORDER_MAX_LINES } from '../codes';

/*
 * Wire contract of the quick order pad (快速下单). Every call but the template needs a
 * buyer token. Prices are yuan strings; stock is the stock of the buyer's area (its warehouse, else national).
 *
 *   POST /api/quick-order/match        {text, areaCode?}                        → QuickOrderMatch
 *   POST /api/quick-order/match/file?areaCode=  multipart: file (.xlsx / .csv)    → QuickOrderMatch
 *   GET  /api/quick-order/template                                              → .xlsx (not an envelope)
 *   POST /api/quick-order/add-to-cart  {lines:[{skuId, quantity}], areaCode?}    → QuickOrderCartReport
 *
 * A line is "code or model or name, then quantity", separated by a tab (copied from Excel), a comma or
 * spaces. Matching: the member's company material codes (物料编码), then part numbers (料号互查, normalised), then
 * the SKU code exactly, then the manufacturer model after normalising case, width,
 * spaces and dashes, then the search engine's best candidates with a score. The area is the one the buyer
 * chose (areaCode, from the area cookie); without one (0000), the province of the default address.
 */

export const QUICK_ORDER_MAX_BYTES = 2 * 1024 * 1024;
/** A pasted list's length in characters (500 lines of a long name and a quantity fit easily). */
export const QUICK_ORDER_MAX_CHARS = 100_000;
/** Candidates offered for one line (the best first). */
export const QUICK_ORDER_MAX_CANDIDATES = 8;

export const QUICK_ORDER_MSG = {
  EMPTY: '请粘贴或上传商品清单：每行一个商品编码、型号或名称，后面跟数量',
  TOO_MANY: (n: number) => `一次最多 ${QUICK_ORDER_MAX_LINES} 行，当前有 ${n} 行，请分批下单`,
  TOO_LONG: `清单内容过长，请分批粘贴（每次最多 ${QUICK_ORDER_MAX_LINES} 行）`,
  FILE_TYPE: '文件格式不支持，请上传 .xlsx 或 .csv 文件（可先下载模板填写）',
  FILE_TOO_LARGE: '文件不能超过 2 MB',
  FILE_BROKEN: '文件无法读取，请确认是 .xlsx 或 .csv 表格（可先下载模板填写）',
  NO_FILE: '请选择要上传的 .xlsx 或 .csv 文件',
} as const;

/** The outcome of one line. `invalid`: the quantity cannot be read (the match is still shown). */
export const QUICK_ORDER_OUTCOMES = [
  'matched',
  'candidates',
  'not_found',
  'out_of_stock',
  'not_in_area',
  'quantity_adjusted',
  'invalid',
] as const;
export type QuickOrderOutcome = (typeof QUICK_ORDER_OUTCOMES)[number];

export const QUICK_ORDER_OUTCOME_LABEL: Record<QuickOrderOutcome, string> = {
  matched: '已匹配',
  candidates: '请选择商品',
  not_found: '未找到',
  out_of_stock: '缺货',
  not_in_area: '该区域不销售',
  quantity_adjusted: '数量已调整',
  invalid: '数量有误',
};

/** Whether a SKU can be bought in the area, and why not. */
export const QUICK_ORDER_AVAILABILITY = ['ok', 'off_shelf', 'not_in_area', 'out_of_stock'] as const;
export type QuickOrderAvailability = (typeof QUICK_ORDER_AVAILABILITY)[number];

export const quickOrderMatchBody = z.object({
  text: z.string({ error: QUICK_ORDER_MSG.EMPTY }).max(QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MSG.TOO_LONG),
  areaCode: areaCodeField,
});
export type QuickOrderMatchBody = z.input<typeof quickOrderMatchBody>;

/** The upload's sales area, in the query string (the body is the file). */
export const quickOrderAreaQuery = z.object({ areaCode: areaCodeField });

export const quickOrderSku = z.object({
  ...offeredSku,
  ...quantityRule,
  /** The largest quantity moq + n × step the stock covers (0 when even the moq is not). */
  maxQuantity: count,
  availability: z.enum(QUICK_ORDER_AVAILABILITY),
  /** How sure the match is, 0–1: 1 for a code or model, the search's relevance for a name. */
  score: z.number(),
});
export type QuickOrderSku = z.infer<typeof quickOrderSku>;

export const quickOrderLine = z.object({
  /** Row of the pasted text or the spreadsheet (1-based, counting the header and blank rows). */
  lineNo: z.number().int(),
  /** The row as given. */
  input: z.string(),
  /** What was read as the code, model or name (normalised width and spaces). */
  text: z.string(),
  /** The quantity as typed ('' when none) and as read (null when none or unreadable). */
  quantityText: z.string(),
  requested: z.number().int().nullable(),
  /** How the SKU was found, when it was: the company's material code first, then part numbers, code, model, name. */
  matchedBy: z.enum(['material_code', 'part_number', 'code', 'model', 'name']).nullable(),
  /** What matched, said to the buyer: 物料编码 A-1001, 对应 SKF 6204-2RS (material codes and part numbers only). */
  matchedNote: z.string().optional(),
  outcome: z.enum(QUICK_ORDER_OUTCOMES),
  /** Why the outcome is what it is (quantity changes, stock, area, unreadable quantity). */
  note: z.string().nullable(),
  /** The chosen SKU (null when the buyer must pick one or nothing was found). */
  sku: quickOrderSku.nullable(),
  /**
   * Several matches, the best first (kept when one was chosen, so the buyer can change it); empty when the
   * line's SKU was the only match.
   */
  candidates: z.array(quickOrderSku),
  /**
   * Substitutes (替代品) that can be bought in the area, offered when the line's SKU cannot be (out of stock,
   * off shelf, not sold there): an operator's links first, then the typed-attribute rule's. Absent otherwise.
   */
  substitutes: z.array(quickOrderSku).optional(),
  /** The quantity to put in the cart (0 when there is nothing to add). */
  quantity: count,
});
export type QuickOrderLine = z.infer<typeof quickOrderLine>;

export const quickOrderMatch = z.object({
  /** The area whose sales range and stock decided the outcomes. */
  ...areaRef,
  lines: z.array(quickOrderLine),
  /** Number of lines per outcome. */
  summary: z.record(z.enum(QUICK_ORDER_OUTCOMES), z.number().int()),
  /** Whether a header row was recognised and left out. */
  headerSkipped: z.boolean(),
});
export type QuickOrderMatch = z.infer<typeof quickOrderMatch>;

export const quickOrderCartBody = z.object({
  lines: z
    .array(
      z.object({
        skuId: labelledId('商品规格'),
        quantity: cartQuantity,
      }),
      { error: '请选择要加入购物车的商品' },
    )
    .min(1, '请选择要加入购物车的商品')
    .max(QUICK_ORDER_MAX_LINES, `一次最多加入 ${QUICK_ORDER_MAX_LINES} 行`),
  areaCode: areaCodeField,
});
export type QuickOrderCartBody = z.input<typeof quickOrderCartBody>;

export const quickOrderCartReport = z.object({
  ...cartBatchCounts,
  /** One entry per line sent, in order. */
  lines: z.array(z.object({ skuId: z.number().int(), quantity: z.number().int(), ...cartBatchOutcome })),
});
export type QuickOrderCartReport = z.infer<typeof quickOrderCartReport>;
