import { z } from 'zod';
import { pageOf } from '../envelope';
import { brandRef, positiveId, sellerFields } from './fields';
import { areaCodeField } from './home';
import { priceMark } from './price-mark';
import { matchedPartNumber } from './part-number';
import { count, dbId, yuan } from './scalars';

/*
 * Wire contract of catalogue and discovery: product screening and search, brands, search suggestions and
 * history. The category pages, the product page and scene zones are in catalogue-pages.ts.
 *
 * Conventions
 * - Prices on the wire are yuan strings with two decimals ("12.30"); show them with formatPrice().
 * - `areaCode` follows the home calls' convention (schemas/home.ts): one code or the area cookie's list (the
 *   first entry counts); missing or '0000' 全国 shows every product; a province code ('110000', a city or
 *   district code counts as its province) lists the products sold there (their areas hold it or '0000').
 * - Unknown ids answer HTTP 404 with a Chinese msg; invalid input answers HTTP 400 with a Chinese msg.
 */

export const CATALOGUE_MSG = {
  KEYWORD_TOO_LONG: '搜索词不能超过 100 个字符',
  KEYWORD_REQUIRED: '请输入您要搜索的商品~',
  PAGE_MIN: '页码最小为 1',
  PAGE_SIZE_MAX: '每页最多 60 条',
  PRICE_INVALID: '价格请输入不小于 0 的数字，最多两位小数',
  PRICE_RANGE: '最低价不能高于最高价',
  AREA_INVALID: '销售区域编码不正确',
  CATEGORY_NOT_FOUND: '商品分类不存在',
  PRODUCT_NOT_FOUND: '商品不存在或已下架',
  BRAND_NOT_FOUND: '品牌不存在',
  SCENE_NOT_FOUND: '场景专区不存在',
  NOT_IN_AREA: '该区域暂不销售',
  RANGE_VALUE_INVALID: '参数范围请输入不小于 0 的数字，最多六位小数',
  RANGE_ORDER: '参数下限不能高于上限',
  RANGE_ATTRIBUTE_NOT_FOUND: '筛选的参数不存在或不是数值参数',
  RANGE_TOO_MANY: '最多筛选 10 个参数范围',
} as const;

/** Sales area: one code or a list (the first entry counts); missing/empty → '0000' (the home calls' field). */
export const areaCodeSchema = areaCodeField;

/** A decimal typed by a buyer, matching `pattern` (else `msg`): '' means "not set"; numbers are accepted too. */
const typedDecimal = (pattern: RegExp, msg: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z.string().trim().regex(pattern, msg).optional(),
  );

/** Yuan amount typed by a buyer. */
const yuanInput = typedDecimal(/^\d{1,8}(\.\d{1,2})?$/, CATALOGUE_MSG.PRICE_INVALID);

/** A bound of a parameter range typed by a buyer. */
const rangeBound = typedDecimal(/^\d{1,12}(\.\d{1,6})?$/, CATALOGUE_MSG.RANGE_VALUE_INVALID);

/**
 * A range filter on a numeric attribute (参数选型): either end optional, in `unit` (a units.ts code of the
 * attribute's dimension, e.g. "m" for an attribute shown in mm) or, without it, the attribute's own unit.
 */
export const rangeFilter = z.object({
  min: rangeBound,
  max: rangeBound,
  unit: z.string().trim().max(10, '单位过长').optional(),
});
export type RangeFilterInput = z.input<typeof rangeFilter>;

const keywordInput = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(100, CATALOGUE_MSG.KEYWORD_TOO_LONG).optional(),
);

// ---------------------------------------------------------------------------------------------------
// Product screening and search: POST /api/product/search
// ---------------------------------------------------------------------------------------------------

/** Sort codes of the screening panel. */
export const PRODUCT_SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'new'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABEL: Record<ProductSort, string> = {
  default: '综合',
  sales: '销量',
  priceAsc: '价格升',
  priceDesc: '价格降',
  new: '新品',
};

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE_MAX = 60;

const searchFields = {
  /** Free text: Chinese words, pinyin (luosidao), initials (lsd), brand, model number … at most 100 characters. */
  keyword: keywordInput,
  /** A category of any level (1, 2 or 3). Unknown → 404 商品分类不存在. */
  categoryId: positiveId('分类编号').optional(),
  brandIds: z.array(positiveId('品牌编号')).max(30, '最多选择 30 个品牌').optional(),
  /** Spec attribute filters: name → accepted values (OR within one name, AND across names). */
  attrs: z
    .record(
      z.string().min(1).max(20, '属性名过长'),
      z.array(z.string().min(1).max(50, '属性值过长')).max(30, '属性值过多'),
    )
    .refine((r) => Object.keys(r).length <= 10, '最多选择 10 个属性')
    .optional(),
  /**
   * Numeric attribute ranges: attribute id (facets.ranges[].attributeId) → {min?, max?, unit?}. A number
   * attribute matches when its value is inside, a range attribute when its interval overlaps; a product
   * matches when one of its SKUs matches every range. Values that could not be read never match.
   */
  ranges: z
    .record(z.string().regex(/^[1-9]\d{0,9}$/, CATALOGUE_MSG.RANGE_ATTRIBUTE_NOT_FOUND), rangeFilter)
    .refine((r) => Object.keys(r).length <= 10, CATALOGUE_MSG.RANGE_TOO_MANY)
    .optional(),
  /** Price range in yuan (either end optional), compared with the product's lowest SKU price. */
  priceMin: yuanInput,
  priceMax: yuanInput,
  /** Only products with stock on at least one SKU. */
  inStock: z.boolean().optional(),
  /** A scene zone (level one or two); a level-one scene includes its children. */
  sceneId: positiveId('场景编号').optional(),
  sort: z.enum(PRODUCT_SORTS, { error: '排序方式不正确' }).default('default'),
  pageNum: z.coerce
    .number({ error: '页码必须是整数' })
    .int('页码必须是整数')
    .min(1, CATALOGUE_MSG.PAGE_MIN)
    .default(1),
  pageSize: z.coerce
    .number({ error: '每页条数必须是整数' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为 1')
    .max(SEARCH_PAGE_SIZE_MAX, CATALOGUE_MSG.PAGE_SIZE_MAX)
    .default(SEARCH_PAGE_SIZE),
  areaCode: areaCodeSchema,
};

const priceOrder = (b: { priceMin?: string; priceMax?: string }) =>
  b.priceMin === undefined || b.priceMax === undefined || Number(b.priceMin) <= Number(b.priceMax);

export const productSearchBody = z
  .object(searchFields)
  .refine(priceOrder, { message: CATALOGUE_MSG.PRICE_RANGE, path: ['priceMin'] });
export type ProductSearchBody = z.input<typeof productSearchBody>;
export type ProductSearchQuery = z.output<typeof productSearchBody>;

/** A piece of a title; `hit` pieces match the keyword and are shown highlighted (render as text, never HTML). */
export const titlePart = z.object({ text: z.string(), hit: z.boolean() });
export type TitlePart = z.infer<typeof titlePart>;

/** Product card of every listing (search, category, brand, scene, related, hot products). */
export const productCard = z.object({
  productId: dbId,
  /** The SKU a click opens: /goods/{skuId}. */
  skuId: dbId,
  title: z.string(),
  /** The title cut into pieces for highlighting; one unhighlighted piece when there is no keyword. */
  titleParts: z.array(titlePart),
  ...brandRef,
  modelNo: z.string(),
  categoryId: dbId,
  /** Lowest SKU price, yuan (for a member: the company's agreement price when lower, marked 协议价). */
  price: yuan,
  ...priceMark,
  unit: z.string(),
  /** Cover image URL. */
  image: z.string(),
  salesCount: count,
  /** Total stock over the SKUs, in `unit`. */
  stock: z.number().int(),
  inStock: z.boolean(),
  /** The seller: 0 the platform (工业品商城自营), else the shop (/shop/{id}). */
  ...sellerFields,
  /** A search by part number: the number the product was found by (对应 SKF 6204-2RS). */
  matchedPartNumber: matchedPartNumber.optional(),
});
export type ProductCard = z.infer<typeof productCard>;

export const facetCount = z.object({ value: z.string(), count: z.number().int() });
export const productFacets = z.object({
  /** Brands of the matching products (counts ignore the brand filter itself). */
  brands: z.array(
    z.object({
      id: dbId,
      name: z.string(),
      latinName: z.string(),
      logo: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Level-three categories of the matching products (within `categoryId` when one is chosen). */
  categories: z.array(z.object({ id: dbId, title: z.string(), count: z.number().int() })),
  /** Spec attributes the matching products carry; each attribute's counts ignore that attribute's own filter. */
  attributes: z.array(z.object({ name: z.string(), values: z.array(facetCount) })),
  /** Suggested price bands (yuan; `max` null = open-ended); counts ignore the price filter. */
  priceRanges: z.array(
    z.object({ label: z.string(), min: z.string(), max: z.string().nullable(), count: z.number().int() }),
  ),
  /**
   * Numeric filter attributes of the chosen category (its own, its ancestors' and descendants'), in display
   * order: the lowest and highest value (decimal text in `unit`) over the products matching every other
   * filter, null when none carries one. Only with a category (a keyword search gets them once one is chosen).
   */
  ranges: z
    .array(
      z.object({
        attributeId: dbId,
        name: z.string(),
        type: z.enum(['number', 'range']),
        unit: z.string(),
        min: z.string().nullable(),
        max: z.string().nullable(),
      }),
    )
    .optional(),
});
export type ProductFacets = z.infer<typeof productFacets>;

/** `total`: the number of matching products (a page past the end gives an empty list and this total). */
export const productSearchResult = pageOf(productCard).extend({
  facets: productFacets,
  /** Terms the keyword was understood as (segmented words, synonyms, pinyin resolved to Chinese). */
  highlightTerms: z.array(z.string()),
  /**
   * Set when the keyword as typed finds nothing but a corrected one does (typo, wrong character): the list
   * then holds the corrected keyword's results (没有找到“X”，已为您显示“didYouMean”的结果). Null otherwise.
   */
  didYouMean: z.string().nullable(),
  /** Best sellers of the area, only when `total` is 0 (helpful empty state); otherwise []. */
  hotProducts: z.array(productCard),
});
export type ProductSearchResult = z.infer<typeof productSearchResult>;

// ---------------------------------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------------------------------

/** POST /api/brand/getBrandList — the brand wall. */
export const brandListBody = z
  .object({
    /** Only brands serving this level-one category. */
    firstCategoryId: positiveId('分类编号').optional(),
    /** Only brands under this index letter (A–Z, or '#' for others). */
    initial: z
      .string()
      .regex(/^[A-Z#]$/, '首字母不正确')
      .optional(),
  })
  .optional()
  .default({});
export const brandItem = z.object({
  id: dbId,
  name: z.string(),
  latinName: z.string(),
  /** A–Z index letter. */
  initial: z.string(),
  logo: z.string(),
  /** Level-one categories the brand serves. */
  categoryIds: z.array(dbId),
});
export type BrandItem = z.infer<typeof brandItem>;
export const brandList = z.object({
  /** Sorted by initial, then the operator's order. */
  list: z.array(brandItem),
  /** Index letters that have brands (of the filtered wall), in order. */
  initials: z.array(z.string()),
  /** Level-one categories for the filter tabs. */
  categories: z.array(z.object({ id: dbId, title: z.string() })),
});
export type BrandList = z.infer<typeof brandList>;

/**
 * POST /api/brand/getShopList — a brand page: the brand and its products through the screening panel.
 * Body: the product search body plus `brandId` (any `brandIds` given are ignored); answer: the product
 * search answer plus `brand`. Unknown brand → 404 品牌不存在.
 */
export const shopListBody = z
  .object({ ...searchFields, brandId: positiveId('品牌编号') })
  .refine(priceOrder, { message: CATALOGUE_MSG.PRICE_RANGE, path: ['priceMin'] });
export type ShopListBody = z.input<typeof shopListBody>;
export const shopList = productSearchResult.extend({ brand: brandItem });
export type ShopList = z.infer<typeof shopList>;

/**
 * POST /api/shop/getShopPage — a merchant's shop page /shop/{id}: the shop and its on-shelf
 * products through the same screening panel and result as search (`keyword` searches within the shop).
 * An unknown or suspended shop → 404 店铺不存在或已停业.
 */
export const storeShopBody = z
  .object({ ...searchFields, shopId: positiveId('店铺编号') })
  .refine(priceOrder, { message: CATALOGUE_MSG.PRICE_RANGE, path: ['priceMin'] });
export type StoreShopBody = z.input<typeof storeShopBody>;
export const storeShop = z.object({ id: dbId, name: z.string(), logo: z.string(), intro: z.string() });
export type StoreShop = z.infer<typeof storeShop>;
export const storeShopPage = productSearchResult.extend({ shop: storeShop });
export type StoreShopPage = z.infer<typeof storeShopPage>;

/**
 * POST /api/brand/getProductSearchTips — suggestions while typing (debounced 300 ms in the client).
 * `areaCode` is the list from the area cookie; an empty keyword answers []. At most 10 strings.
 */
export const searchTipsBody = z.object({
  keyword: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(100, CATALOGUE_MSG.KEYWORD_TOO_LONG),
  ),
  areaCode: z
    .array(z.string().regex(/^(0000|\d{6})$/, CATALOGUE_MSG.AREA_INVALID))
    .max(40, CATALOGUE_MSG.AREA_INVALID)
    .optional()
    .default(['0000']),
});
export type SearchTipsBody = z.input<typeof searchTipsBody>;
export const searchTips = z.array(z.string());

/** GET /api/brand/getProductHistoryRecord — the logged-in buyer's recent search terms (401 for visitors). */
export const searchHistoryItem = z.object({ id: dbId, searchTerms: z.string() });
export type SearchHistoryItem = z.infer<typeof searchHistoryItem>;
export const searchHistoryList = z.array(searchHistoryItem);

/** POST /api/brand/deleteProductHistory — removes these history entries (every record of their terms). */
export const deleteHistoryBody = z.object({
  id: z.array(z.number().int().min(1)).min(1, '请选择要删除的搜索记录').max(100, '一次最多删除 100 条'),
});
