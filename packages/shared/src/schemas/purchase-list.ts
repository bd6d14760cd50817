import { z } from 'zod';
import { priceMark } from './price-mark';
import { areaRef, labelledId, lineGoodsFace, lineTotal, quantityRule, skuRef } from './fields';
import { CART_MAX_QUANTITY, cartBatchCounts, cartBatchOutcome } from './cart';
import { areaCodeField } from './home';
import { PURCHASE_LIST_LIMITS } from '../codes';
import { count, dbId, isoTime, yuan } from './scalars';
export { PURCHASE_LIST_LIMITS } from '../codes';

/*
 * Wire contract of purchase lists (常购清单). Every call needs a buyer token. A list belongs
 * to the buyer who made it; a member of a verified company may share it with the company, and then every
 * active member sees it (read, export, add to cart) while only its owner and the company's 管理员 change it.
 * Another buyer's or company's list answers 404 清单不存在; a colleague's shared list changed by someone
 * who may only read it answers 403.
 *
 *   GET  /api/purchase-list/list                                   → PurchaseLists (mine + colleagues' shared)
 *   POST /api/purchase-list/create      {name, shared?, lines?}   → PurchaseListSummary
 *   POST /api/purchase-list/update      {id, name?, shared?}      → PurchaseListSummary
 *   POST /api/purchase-list/delete      {id}                      → null
 *   POST /api/purchase-list/detail      {id, areaCode?}           → PurchaseListDetail (price and stock in the area)
 *   POST /api/purchase-list/lines/add   {listId, lines}           → PurchaseListAddReport (per line)
 *   POST /api/purchase-list/lines/edit  {listId, lineId, quantity?, remark?, areaCode?} → PurchaseListDetail
 *   POST /api/purchase-list/lines/delete {listId, lineIds}        → PurchaseListDetail
 *   POST /api/purchase-list/add-to-cart {listId, lineIds?, areaCode?} → PurchaseListCartReport (one transaction)
 *   POST /api/purchase-list/export      {id, areaCode?}           → .xlsx file (not an envelope)
 *   POST /api/purchase-list/import?listId=&mode= | ?name=&shared=  multipart: file (.xlsx) → PurchaseListImportResult
 *
 * The area (price is the same everywhere; stock and sales range are not) is the one the buyer chose, else the
 * province of the default delivery address, else 全国 — as on the quick order page.
 */

export const PURCHASE_LIST_MSG = {
  NAME_EMPTY: '请输入清单名称',
  NAME_TOO_LONG: `清单名称最多 ${PURCHASE_LIST_LIMITS.NAME_MAX} 个字`,
  NAME_TAKEN: (name: string) => `已有名为「${name}」的清单，请换一个名称`,
  TOO_MANY_LISTS: `每个账号最多建立 ${PURCHASE_LIST_LIMITS.LISTS_PER_OWNER} 个常购清单，请先删除不用的清单`,
  TOO_MANY_LINES: (n: number) =>
    `一个清单最多 ${PURCHASE_LIST_LIMITS.LINES_PER_LIST} 种商品，这次操作后将有 ${n} 种，请分成多个清单`,
  NOT_FOUND: '清单不存在或已删除',
  LINE_NOT_FOUND: '清单中没有这件商品，请刷新后重试',
  READ_ONLY: '这是同事共享的清单，只有创建人或企业管理员可以修改',
  SHARE_NEEDS_COMPANY: '加入已认证的企业后才能共享清单',
  SHARE_OWNER_ONLY: '只有清单创建人可以更改共享设置',
  SKU_UNKNOWN: '商品不存在',
  QUANTITY_EMPTY: '请填写数量（正整数）',
  QUANTITY_INT: '数量必须是整数',
  QUANTITY_MIN: '数量最少为 1',
  QUANTITY_MAX: `数量过大，单行最多 ${CART_MAX_QUANTITY}`,
  REMARK_TOO_LONG: `备注最多 ${PURCHASE_LIST_LIMITS.REMARK_MAX} 个字`,
  NOTHING_CHOSEN: '请选择清单中的商品',
  EMPTY_LIST: '清单中还没有商品',
  NO_FILE: '请选择要导入的 .xlsx 文件',
  FILE_TYPE: '文件格式不支持，请上传 .xlsx 表格（可先导出一个清单作为模板）',
  FILE_BROKEN: '文件无法读取，请确认是 .xlsx 表格（可先导出一个清单作为模板）',
  FILE_TOO_LARGE: '文件不能超过 2 MB',
  FILE_NO_HEADER: '第 1 行应为表头，至少包含「商品编码」和「数量」两列（可先导出一个清单作为模板）',
  FILE_NO_ROWS: '表格中没有商品行',
  IMPORT_TARGET: '请选择导入到哪个清单，或填写新清单的名称',
  IMPORT_FAILED: (rows: number) => `有 ${rows} 行无法导入，清单未做任何修改，请改正后重新导入`,
} as const;

const listId = labelledId('清单编号');
const lineId = labelledId('清单商品编号');

export const purchaseListName = z
  .string({ error: PURCHASE_LIST_MSG.NAME_EMPTY })
  .trim()
  .min(1, PURCHASE_LIST_MSG.NAME_EMPTY)
  .max(PURCHASE_LIST_LIMITS.NAME_MAX, PURCHASE_LIST_MSG.NAME_TOO_LONG);

export const purchaseListQuantity = z.coerce
  .number({ error: PURCHASE_LIST_MSG.QUANTITY_EMPTY })
  .int(PURCHASE_LIST_MSG.QUANTITY_INT)
  .min(1, PURCHASE_LIST_MSG.QUANTITY_MIN)
  .max(CART_MAX_QUANTITY, PURCHASE_LIST_MSG.QUANTITY_MAX);

const remark = z.string().trim().max(PURCHASE_LIST_LIMITS.REMARK_MAX, PURCHASE_LIST_MSG.REMARK_TOO_LONG);
const flag = z.union([z.literal(0), z.literal(1)], { error: '共享设置只能是 1 或 0' });

/** A line to put in a list: a SKU of the catalogue, a quantity, an optional remark (用途、使用部门…). */
export const purchaseListLineInput = z.object({
  skuId: labelledId('商品规格编号'),
  quantity: purchaseListQuantity,
  remark: remark.optional(),
});
export type PurchaseListLineInput = z.input<typeof purchaseListLineInput>;

const lineInputs = z
  .array(purchaseListLineInput, { error: '请选择要加入清单的商品' })
  .max(PURCHASE_LIST_LIMITS.LINES_PER_LIST, `一次最多加入 ${PURCHASE_LIST_LIMITS.LINES_PER_LIST} 种商品`);

export const purchaseListCreateBody = z.object({
  name: purchaseListName,
  /** 1: shared with the buyer's company (a member of a verified company only). */
  shared: flag.optional(),
  /** Lines to start with (the picker's 新建清单 from a product, the cart or an order). */
  lines: lineInputs.optional(),
});
export type PurchaseListCreateBody = z.input<typeof purchaseListCreateBody>;

export const purchaseListUpdateBody = z
  .object({ id: listId, name: purchaseListName.optional(), shared: flag.optional() })
  .refine((b) => b.name !== undefined || b.shared !== undefined, { message: '请填写新的名称或共享设置' });
export type PurchaseListUpdateBody = z.input<typeof purchaseListUpdateBody>;

export const purchaseListIdBody = z.object({ id: listId });
export type PurchaseListIdBody = z.input<typeof purchaseListIdBody>;

export const purchaseListDetailBody = z.object({ id: listId, areaCode: areaCodeField });
export type PurchaseListDetailBody = z.input<typeof purchaseListDetailBody>;

export const purchaseListAddLinesBody = z.object({
  listId,
  lines: lineInputs.min(1, '请选择要加入清单的商品'),
});
export type PurchaseListAddLinesBody = z.input<typeof purchaseListAddLinesBody>;

export const purchaseListEditLineBody = z
  .object({
    listId,
    lineId,
    quantity: purchaseListQuantity.optional(),
    remark: remark.optional(),
    areaCode: areaCodeField,
  })
  .refine((b) => b.quantity !== undefined || b.remark !== undefined, { message: '请填写新的数量或备注' });
export type PurchaseListEditLineBody = z.input<typeof purchaseListEditLineBody>;

const lineIds = z
  .array(lineId, { error: PURCHASE_LIST_MSG.NOTHING_CHOSEN })
  .max(PURCHASE_LIST_LIMITS.LINES_PER_LIST, PURCHASE_LIST_MSG.NOTHING_CHOSEN);

export const purchaseListDeleteLinesBody = z.object({
  listId,
  lineIds: lineIds.min(1, PURCHASE_LIST_MSG.NOTHING_CHOSEN),
  areaCode: areaCodeField,
});
export type PurchaseListDeleteLinesBody = z.input<typeof purchaseListDeleteLinesBody>;

/** The whole list, or the chosen lines (`lineIds`), into the caller's own cart. */
export const purchaseListCartBody = z.object({
  listId,
  lineIds: lineIds.min(1, PURCHASE_LIST_MSG.NOTHING_CHOSEN).optional(),
  areaCode: areaCodeField,
});
export type PurchaseListCartBody = z.input<typeof purchaseListCartBody>;

export const purchaseListExportBody = z.object({ id: listId, areaCode: areaCodeField });
export type PurchaseListExportBody = z.input<typeof purchaseListExportBody>;

/**
 * Where an uploaded sheet goes: an existing list (`listId`; `mode` merge keeps the lines the file does not
 * name, replace removes them), or a new list (`name`, `shared`).
 */
export const purchaseListImportQuery = z
  .object({
    listId: listId.optional(),
    mode: z.enum(['merge', 'replace'], { error: '导入方式只能是合并或替换' }).optional(),
    name: purchaseListName.optional(),
    shared: z.coerce.number().pipe(flag).optional(),
  })
  .refine((q) => (q.listId === undefined) !== (q.name === undefined), {
    message: PURCHASE_LIST_MSG.IMPORT_TARGET,
  });
export type PurchaseListImportQuery = z.input<typeof purchaseListImportQuery>;

export const purchaseListSummary = z.object({
  id: dbId,
  name: z.string(),
  /** Shared with the owner's company. */
  shared: z.boolean(),
  lineCount: count,
  /** Who made it (their name, else their username). */
  ownerName: z.string(),
  /** The caller made it. */
  mine: z.boolean(),
  /** The caller may rename it, change its lines, import into it and delete it. */
  canEdit: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type PurchaseListSummary = z.infer<typeof purchaseListSummary>;

export const purchaseLists = z.object({
  /** The caller's own lists, the latest changed first. */
  mine: z.array(purchaseListSummary),
  /** Lists colleagues share with the caller's company. */
  shared: z.array(purchaseListSummary),
  /** The caller's company when they may share with it (an active member of a verified company), else null. */
  companyName: z.string().nullable(),
  limits: z.object({ lists: z.number().int(), lines: z.number().int() }),
});
export type PurchaseLists = z.infer<typeof purchaseLists>;

/** Whether a line's SKU can be bought in the area, and why not (the quick order's vocabulary). */
export const PURCHASE_LINE_AVAILABILITY = ['ok', 'off_shelf', 'not_in_area', 'out_of_stock'] as const;
export type PurchaseLineAvailability = (typeof PURCHASE_LINE_AVAILABILITY)[number];

export const purchaseListLine = z.object({
  id: dbId,
  /** productId is 0 when the SKU no longer exists. */
  ...skuRef,
  code: z.string(),
  /** price: the current unit price, yuan. */
  ...lineGoodsFace,
  ...priceMark,
  ...lineTotal,
  ...quantityRule,
  /** Stock in the area (its warehouse, else the national stock). */
  stock: z.number().int(),
  /** The largest quantity moq + n × step the stock covers (0: none). */
  maxQuantity: count,
  remark: z.string(),
  availability: z.enum(PURCHASE_LINE_AVAILABILITY),
  /**
   * Why the line cannot go to the cart as it is: off shelf, not sold in the area, sold out, or the quantity
   * breaks the moq/step/stock rules (起订量为 10 个 …); null when it can.
   */
  reason: z.string().nullable(),
});
export type PurchaseListLine = z.infer<typeof purchaseListLine>;

export const purchaseListDetail = purchaseListSummary.extend({
  ...areaRef,
  lines: z.array(purchaseListLine),
  /** Lines that can go to the cart as they are, and their amount (yuan). */
  readyLines: z.number().int(),
  readyAmount: yuan,
});
export type PurchaseListDetail = z.infer<typeof purchaseListDetail>;

export const purchaseListAddReport = z.object({
  list: purchaseListSummary,
  added: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** One entry per line sent, in order. */
  lines: z.array(
    z.object({
      skuId: dbId,
      quantity: count,
      outcome: z.enum(['added', 'updated', 'failed']),
      msg: z.string(),
    }),
  ),
});
export type PurchaseListAddReport = z.infer<typeof purchaseListAddReport>;

export const purchaseListCartReport = z.object({
  ...cartBatchCounts,
  /** One entry per list line sent to the cart, in the list's order. */
  lines: z.array(
    z.object({
      lineId: dbId,
      skuId: dbId,
      title: z.string(),
      quantity: count,
      ...cartBatchOutcome,
    }),
  ),
});
export type PurchaseListCartReport = z.infer<typeof purchaseListCartReport>;

/** Columns of the export; an import reads 商品编码, 数量 and 备注 (by header name) and ignores the rest. */
export const PURCHASE_SHEET_COLUMNS = [
  '商品编码',
  '商品名称',
  '品牌',
  '型号',
  '规格',
  '单位',
  '数量',
  '单价（元）',
  '金额（元）',
  '库存状态',
  '备注',
] as const;

export const purchaseImportProblem = z.object({
  /** Row of the sheet (1 is the header). */
  row: z.number().int(),
  column: z.string(),
  msg: z.string(),
});
export type PurchaseImportProblem = z.infer<typeof purchaseImportProblem>;

/** A refused import's data (HTTP 400): every bad row; nothing was written. */
export const purchaseImportRejection = z.object({
  total: z.number().int(),
  errors: z.array(purchaseImportProblem),
});
export type PurchaseImportRejection = z.infer<typeof purchaseImportRejection>;

export const purchaseListImportResult = z.object({
  list: purchaseListSummary,
  /** Data rows read. */
  total: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  /** Lines the file did not name, removed (mode replace). */
  removed: z.number().int(),
  /** Rows taken but worth a look: the product is off the shelf, the same code appears twice. */
  notes: z.array(purchaseImportProblem),
});
export type PurchaseListImportResult = z.infer<typeof purchaseListImportResult>;
