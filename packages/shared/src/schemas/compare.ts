import { z } from 'zod';
import { priceMark } from './price-mark';
import { areaCodeSchema } from './catalogue';
import { areaRef, brandRef, quantityRule } from './fields';
import { DB_INT_MAX } from './limits';
import { COMPARE_MAX } from '../codes';
import { UNIT_CODES, type UnitCode } from '../units';
import { dbId, yuan } from './scalars';
export { COMPARE_MAX } from '../codes';

/*
 * Wire contract of product comparison (商品对比): GET /api/product/compare. The buyer
 * compares SKUs (what a listing tile or the product page has chosen), at most COMPARE_MAX at a time.
 */

export const COMPARE_MSG = {
  EMPTY: '请选择要对比的商品',
  TOO_MANY: `最多对比 ${COMPARE_MAX} 件商品`,
  ID_INVALID: '商品编号不正确',
  NOT_FOUND: '商品不存在',
  OFF_SHELF: '商品已下架',
} as const;

const skuIdText = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, COMPARE_MSG.ID_INVALID)
  .transform(Number)
  .pipe(z.number().int().min(1, COMPARE_MSG.ID_INVALID).max(DB_INT_MAX, COMPARE_MSG.ID_INVALID));

/**
 * `skuIds`: a comma list (`1,2,3`) or the parameter repeated (`skuIds=1&skuIds=2`). Empty pieces are
 * ignored, repeats count once (first place kept); 1 to COMPARE_MAX ids.
 */
export const compareSkuIds = z
  .union(
    [
      z.string().max(200, COMPARE_MSG.TOO_MANY),
      z.array(z.string().max(200, COMPARE_MSG.TOO_MANY)).max(20, COMPARE_MSG.TOO_MANY),
    ],
    { error: COMPARE_MSG.EMPTY },
  )
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((piece) => piece.split(/[,，]/))
      .map((piece) => piece.trim())
      .filter((piece) => piece !== ''),
  )
  .pipe(
    z
      .array(skuIdText)
      .min(1, COMPARE_MSG.EMPTY)
      .transform((ids) => [...new Set(ids)])
      .pipe(z.array(z.number()).max(COMPARE_MAX, COMPARE_MSG.TOO_MANY)),
  );

export const compareQuery = z.object({
  skuIds: compareSkuIds,
  areaCode: areaCodeSchema,
});
export type CompareQueryInput = z.input<typeof compareQuery>;

/** One column of the compare page: a SKU with its product's facts and attributes. */
export const compareItem = z.object({
  skuId: dbId,
  productId: dbId,
  title: z.string(),
  /** Cover image URL. */
  image: z.string(),
  ...brandRef,
  modelNo: z.string(),
  /** SKU code (商品编码). */
  code: z.string(),
  /**
   * The SKU's values of the attributes that vary between the product's SKUs ({功率:'36W'}), what tells
   * two specs of one product apart; {} for a single-spec product.
   */
  spec: z.record(z.string(), z.string()),
  /** Level-three category and its ancestors (links to keep adding similar products). */
  category: z.object({ id: dbId, title: z.string(), parentId: dbId, firstId: dbId }),
  /** The SKU's price, yuan. */
  price: yuan,
  ...priceMark,
  unit: z.string(),
  ...quantityRule,
  /** Stock for the chosen area (its province's warehouse, else the national one), in `unit`. */
  stock: z.number().int(),
  /** Sold in the chosen area. */
  inArea: z.boolean(),
  /** Can be bought in the chosen area now (on shelf, in the area, stock covers the minimum). */
  available: z.boolean(),
  /**
   * Every attribute of the product, in the product's order: this SKU's own value for a spec attribute,
   * the product's values (joined by 、) otherwise.
   */
  attributes: z.array(
    z.object({
      name: z.string(),
      value: z.string(),
      /**
       * The value read as a quantity (typed attributes, issue 50): min and max in micro base units (equal
       * for a number) and the attribute's display unit; absent when untyped or unreadable. The page writes a
       * row's values in one unit with it.
       */
      typed: z
        .object({
          min: z.number().int(),
          max: z.number().int(),
          unit: z.enum(UNIT_CODES as [UnitCode, ...UnitCode[]]),
        })
        .optional(),
    }),
  ),
});
export type CompareItem = z.infer<typeof compareItem>;

export const compareResult = z.object({
  /** The SKUs found on shelf, in the order asked. */
  items: z.array(compareItem),
  /** Asked ids that cannot be compared: unknown (`商品不存在`) or off shelf (`商品已下架`, with its title). */
  missing: z.array(z.object({ skuId: dbId, title: z.string().nullable(), reason: z.string() })),
  area: z.object(areaRef),
});
export type CompareResult = z.infer<typeof compareResult>;
