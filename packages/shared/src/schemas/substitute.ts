import { z } from 'zod';
import { chosenId, labelledId, skuRow } from './fields';
import { offeredSku } from './price-mark';
import { areaCodeSchema, productCard } from './catalogue';
import { dbId, isoTime } from './scalars';

/*
 * Wire contract of substitutes (替代品, issue 50 item 5). Operators link a SKU's substitutes with an optional
 * note; a rule on typed attributes proposes more (same level-three category, every key parameter equal
 * within ±5 % for numbers and ranges, exactly for enums and yes/no). The product page asks for them when
 * the SKU cannot be bought in the buyer's area (out of stock, off shelf, not sold there):
 *
 *   POST /api/admin/catalogue/substitute/list   {skuId}                      → SubstituteAdminList
 *   POST /api/admin/catalogue/substitute/add    {skuId, substituteSkuId | substituteSkuCode, note} → SubstituteLink
 *   POST /api/admin/catalogue/substitute/delete {id}                         → null
 *   GET  /api/product/{id}/substitutes?areaCode=                             → SubstituteAnswer
 */

/** Relative tolerance of numbers and ranges in the rule (±5 %). */
export const SUBSTITUTE_TOLERANCE = 0.05;
/** At most this many substitutes are offered for one SKU (linked ones first). */
export const SUBSTITUTE_MAX = 6;

export const SUBSTITUTE_MSG = {
  SKU_NOT_FOUND: '商品规格不存在',
  SUBSTITUTE_NOT_FOUND: '替代商品规格不存在',
  SELF: '替代品不能是商品规格本身',
  SAME_PRODUCT: '替代品不能是同一商品的其他规格',
  DUPLICATE: '已关联该替代品',
  NOT_FOUND: '替代品关联不存在',
  CODE_NOT_FOUND: (code: string) => `SKU编码「${code}」不存在`,
  CODE_AMBIGUOUS: (code: string) => `SKU编码「${code}」对应多个商品规格，请改用规格编号`,
  NEEDS_SUBSTITUTE: '请选择替代商品规格（规格编号或 SKU编码）',
} as const;

/** Why a SKU needs substitutes in the buyer's area. */
export const SUBSTITUTE_REASON = {
  OFF_SHELF: '已下架',
  NOT_IN_AREA: '该区域不销售',
  OUT_OF_STOCK: '缺货',
} as const;

export const substituteListBody = z.object({ skuId: labelledId('商品规格') });
/** The substitute by its id, or by its SKU code as an operator types it (the console's 关联). */
export const substituteAddBody = z
  .object({
    skuId: chosenId('商品规格'),
    substituteSkuId: chosenId('替代商品规格').optional(),
    substituteSkuCode: z.string().trim().max(64, 'SKU编码不能超过 64 个字符').optional(),
    note: z.string().trim().max(100, '备注不能超过 100 个字').optional(),
  })
  .refine((b) => b.substituteSkuId !== undefined || !!b.substituteSkuCode, {
    message: SUBSTITUTE_MSG.NEEDS_SUBSTITUTE,
    path: ['substituteSkuId'],
  });
export type SubstituteAddBody = z.input<typeof substituteAddBody>;
export const substituteIdBody = z.object({ id: labelledId('替代品关联') });

/** A SKU as the console lists it beside a link or a proposal. */
const substituteSku = z.object({ ...skuRow, onShelf: z.boolean() });

export const substituteLink = z.object({
  id: dbId,
  skuId: dbId,
  substitute: substituteSku,
  note: z.string(),
  createdAt: isoTime,
});
export type SubstituteLink = z.infer<typeof substituteLink>;

export const substituteAdminList = z.object({
  links: z.array(substituteLink),
  /** What the rule proposes and no link names yet (on shelf or not; stock is not asked). */
  proposed: z.array(substituteSku),
});
export type SubstituteAdminList = z.infer<typeof substituteAdminList>;

/** One key parameter side by side: each value written in the original's unit (units.ts). */
export const substituteComparison = z.object({
  name: z.string(),
  /** The original's value ("20 mm", "5–25 N·m", "2RS"); '' when it has none. */
  original: z.string(),
  substitute: z.string(),
  /** Both values equal (after unit normalising). */
  same: z.boolean(),
});
export type SubstituteComparison = z.infer<typeof substituteComparison>;

export const substituteOffer = z.object({
  ...offeredSku,
  /** Linked by an operator (else proposed by the rule). */
  linked: z.boolean(),
  /** The operator's note ('' for a rule's proposal). */
  note: z.string(),
  comparison: z.array(substituteComparison),
});
export type SubstituteOffer = z.infer<typeof substituteOffer>;

export const substituteQuery = z.object({ areaCode: areaCodeSchema });

export const substituteAnswer = z.object({
  /** The SKU asked about (the product's default SKU when a product id was given). */
  skuId: dbId,
  /** Why it cannot be bought in the area (null: it can, and no substitutes are listed). */
  reason: z.string().nullable(),
  items: z.array(substituteOffer),
});
export type SubstituteAnswer = z.infer<typeof substituteAnswer>;

/*
 * Frequently bought together (经常一起购买, item 6): product cards, the caller's company's own pairs first.
 *
 *   GET  /api/product/{id}/bought-together?areaCode=   → BoughtTogether
 *   POST /api/cart/bought-together {areaCode}          → BoughtTogether (for the cart's products)
 */
export const BOUGHT_TOGETHER_MAX = 8;

export const boughtTogetherItem = z.object({
  ...productCard.shape,
  /** From the caller's company's own orders (else every order's). */
  ownHistory: z.boolean(),
  /** Orders that held both. */
  orders: z.number().int(),
  lift: z.number(),
});
export type BoughtTogetherItem = z.infer<typeof boughtTogetherItem>;
export const boughtTogether = z.object({ items: z.array(boughtTogetherItem) });
export type BoughtTogether = z.infer<typeof boughtTogether>;
export const boughtTogetherQuery = z.object({ areaCode: areaCodeSchema });
export const cartBoughtTogetherBody = z.object({ areaCode: areaCodeSchema });
