import { z } from 'zod';
import { chosenId, materialCodeField, quantityRule, sellerFields, skuRef } from './fields';
import { DB_INT_MAX } from './limits';
import { areaCodeField } from './home';
import { CART_LINE_LIMIT, CART_MAX_QUANTITY } from '../codes';
export { CART_LINE_LIMIT, CART_MAX_QUANTITY } from '../codes';
import { priceMark } from './price-mark';
import { count, dbId, isoTime, yuan } from './scalars';

/*
 * Wire contract of the cart (paths). Every call needs a buyer token; the cart is
 * the buyer's own (foreign line ids answer 404 购物车商品不存在). Prices are yuan strings ("12.30", show them
 * with formatPrice). `areaCode` follows the home calls' convention (the area cookie's list, first entry
 * counts, '0000' 全国 by default) and decides whether a line is sold in the chosen area.
 *
 *   POST /api/cart/list/getCartList       {areaCode?}                       → CartList
 *   POST /api/cart/list/saveCartProduct   {skuId, quantity, areaCode?}      → CartChange (adds to an existing line of the SKU)
 *   POST /api/cart/list/editCartProduct   CartEditBody                      → CartList  (quantity and/or selected)
 *   POST /api/cart/list/deleteCartProduct {ids}                             → CartChange
 *   POST /api/cart/list/exportCartsQuotation {ids?, areaCode?}              → .xlsx file (not an envelope)
 *   GET  /api/cart/list/getCartListCount                                   → {cartNum}
 *
 * Quantity rules: at least the product's moq (起订量), moq + n × step (递增量), at most the stock and
 * CART_MAX_QUANTITY. A quantity that breaks them answers 400 with the reason (e.g. 起订量为 10 个 /
 * 数量须按 5 个递增 / 库存不足，最多可购买 37 个). The cart holds at most CART_LINE_LIMIT lines.
 * cartNum is the number of lines (product.md), not the sum of quantities.
 */

/** Why a line cannot be bought now (it is listed apart, unselectable, and never exported or checked out). */
export const CART_UNAVAILABLE_REASON = {
  OFF_SHELF: '商品已下架',
  NOT_IN_AREA: '该区域暂不销售',
  OUT_OF_STOCK: '商品已售罄',
  SHORT_STOCK: '库存不足',
} as const;

const lineId = z.coerce
  .number()
  .int('购物车商品编号不正确')
  .min(1, '购物车商品编号不正确')
  .max(DB_INT_MAX, '购物车商品编号不正确');
/** 购买数量 of a cart line as typed: 1 up to CART_MAX_QUANTITY. */
export const cartQuantity = z.coerce
  .number({ error: '请输入购买数量' })
  .int('购买数量必须是整数')
  .min(1, '购买数量最少为 1')
  .max(CART_MAX_QUANTITY, '购买数量过大');

export const cartListBody = z.object({ areaCode: areaCodeField }).optional().default({ areaCode: '0000' });

export const saveCartBody = z.object({
  skuId: chosenId('商品规格'),
  quantity: cartQuantity,
  areaCode: areaCodeField,
});
export type SaveCartBody = z.input<typeof saveCartBody>;

/**
 * Edit one or many lines. `ids` names the lines (or `all: 1` every line); `quantity` applies to a single
 * line; `selected` (1/0) to all named lines — select all is `{all: 1, selected: 1}`. Unavailable lines stay
 * unselected whatever is asked.
 */
export const cartEditBody = z
  .object({
    ids: z.array(lineId).max(CART_LINE_LIMIT).optional(),
    all: z.union([z.literal(0), z.literal(1)]).optional(),
    quantity: cartQuantity.optional(),
    selected: z.union([z.literal(0), z.literal(1)]).optional(),
    areaCode: areaCodeField,
  })
  .refine((b) => (b.ids && b.ids.length > 0) || b.all === 1, { message: '请选择购物车商品' })
  .refine((b) => b.quantity !== undefined || b.selected !== undefined, {
    message: '请指定要修改的数量或勾选状态',
  })
  .refine((b) => b.quantity === undefined || (b.ids?.length === 1 && b.all !== 1), {
    message: '一次只能修改一个商品的数量',
  });
export type CartEditBody = z.input<typeof cartEditBody>;

export const cartDeleteBody = z.object({
  ids: z.array(lineId, { error: '请选择要删除的商品' }).min(1, '请选择要删除的商品').max(CART_LINE_LIMIT),
});
export type CartDeleteBody = z.input<typeof cartDeleteBody>;

/** Quotation of the selected lines (or of `ids` when given; unavailable lines are left out). */
export const quotationBody = z
  .object({ ids: z.array(lineId).max(CART_LINE_LIMIT).optional(), areaCode: areaCodeField })
  .optional()
  .default({ areaCode: '0000' });
export type QuotationBody = z.input<typeof quotationBody>;

export const cartLine = z.object({
  id: dbId,
  ...skuRef,
  ...materialCodeField,
  image: z.string(),
  title: z.string(),
  brandName: z.string(),
  /** The seller: 0 the platform (自营); the cart shows lines grouped by it. */
  ...sellerFields,
  modelNo: z.string(),
  /** Spec values in attribute order (e.g. ['M8×30', '304不锈钢']) and the same as name → value. */
  specValues: z.array(z.string()),
  spec: z.record(z.string(), z.string()),
  unit: z.string(),
  /** Unit price, yuan: what checkout charges now (the price resolver's answer). */
  price: yuan,
  ...priceMark,
  /** The quotation (报价单号) whose locked price the line carries, while it holds. */
  quotationNo: z.string().optional(),
  /** 报价单已过期… when the line came from a quotation that expired (current prices apply). */
  notice: z.string().optional(),
  quantity: count,
  ...quantityRule,
  stock: z.number().int(),
  /** price × quantity, yuan. */
  amount: yuan,
  /** 1/0; always 0 for unavailable lines. */
  selected: z.union([z.literal(0), z.literal(1)]),
  available: z.boolean(),
  /** One of CART_UNAVAILABLE_REASON when not available, else null. */
  reason: z.string().nullable(),
  addedAt: isoTime,
});
export type CartLine = z.infer<typeof cartLine>;

export const cartTotals = z.object({
  /** Selected available lines and the sum of their quantities. */
  selectedLines: z.number().int(),
  selectedQuantity: count,
  /** Sum of the selected lines' amounts, yuan (tax included). */
  selectedAmount: yuan,
  /** 1 when every available line is selected (and there is at least one). */
  allSelected: z.union([z.literal(0), z.literal(1)]),
});
export type CartTotals = z.infer<typeof cartTotals>;

export const cartList = z.object({
  /**
   * Lines that can be bought, newest first. A line whose quantity no longer fits (stock fell below it, moq
   * changed) stays here with available false and the reason (库存不足，最多可购买 N 个) until the quantity is
   * edited.
   */
  lines: z.array(cartLine),
  /** Lines shown apart (失效商品): off shelf, not sold in the area, or out of stock. */
  unavailableLines: z.array(cartLine),
  totals: cartTotals,
  cartNum: z.number().int(),
});
export type CartList = z.infer<typeof cartList>;

export const cartCount = z.object({ cartNum: z.number().int() });
export type CartCount = z.infer<typeof cartCount>;

/** A batch of lines put into the cart (quick order, purchase lists): lines added, refused, the cart's count after. */
export const cartBatchCounts = {
  added: z.number().int(),
  failed: z.number().int(),
  cartNum: z.number().int(),
};
/** How one line of such a batch went: whether it went in, and the reason or note. */
export const cartBatchOutcome = { ok: z.boolean(), msg: z.string() };

export const cartChange = z.object({ cartNum: z.number().int(), lineId: z.number().int().nullable() });
export type CartChange = z.infer<typeof cartChange>;

/** File name pattern of the quotation download: 报价单-{quotationNo}.xlsx. */
export const QUOTATION_VALID_DAYS = 7;
