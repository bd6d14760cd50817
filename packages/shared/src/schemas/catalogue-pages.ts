import { z } from 'zod';
import { pageOf } from '../envelope';
import { PAGE_NUM_MAX } from './limits';
import { CATALOGUE_MSG, areaCodeSchema, productCard } from './catalogue';
import { areaRef, positiveId, quantityRule } from './fields';
import { priceMark, priceTier } from './price-mark';
import { count, dbId, yuan } from './scalars';

/*
 * Wire contract of the catalogue's pages: category pages, the product page (detail and comments) and scene
 * zones. Conventions as in catalogue.ts (yuan strings, `areaCode`, 404 for unknown ids).
 */

// ---------------------------------------------------------------------------------------------------
// Category pages
// ---------------------------------------------------------------------------------------------------

export const categoryCrumb = z.object({ id: dbId, title: z.string(), level: z.number().int() });
export type CategoryCrumb = z.infer<typeof categoryCrumb>;

/** GET /api/category/first/{firstCategoryId}?areaCode= — the /cate-menu/second-cate/{id} page. */
export const firstCategoryParams = z.object({ firstCategoryId: positiveId('分类编号') });
export const areaQuery = z.object({ areaCode: areaCodeSchema });
export const firstCategoryPage = z.object({
  category: z.object({ id: dbId, title: z.string(), background: z.string(), icon: z.string() }),
  breadcrumbs: z.array(categoryCrumb),
  /** Level-two groups in order, each with its level-three children and up to 5 featured (best-selling) products. */
  groups: z.array(
    z.object({
      id: dbId,
      title: z.string(),
      children: z.array(z.object({ id: dbId, title: z.string(), icon: z.string() })),
      featured: z.array(productCard),
    }),
  ),
});
export type FirstCategoryPage = z.infer<typeof firstCategoryPage>;

/**
 * GET /api/category/path/{categoryId} — breadcrumbs and neighbours of any category (three-cate and
 * shop-screen pages). A level-one id answers 404 from the level-one page only; here every level works.
 */
export const categoryPathParams = z.object({ categoryId: positiveId('分类编号') });
export const categoryPath = z.object({
  category: z.object({ id: dbId, title: z.string(), level: z.number().int(), parentId: dbId }),
  /** From level one down to this category. */
  breadcrumbs: z.array(categoryCrumb),
  /** Categories sharing this one's parent (including itself), in menu order. */
  siblings: z.array(z.object({ id: dbId, title: z.string() })),
  /** This category's children (empty for level three). */
  children: z.array(z.object({ id: dbId, title: z.string() })),
});
export type CategoryPath = z.infer<typeof categoryPath>;

// ---------------------------------------------------------------------------------------------------
// Product detail: GET /api/product/detail/{id}?areaCode=
// ---------------------------------------------------------------------------------------------------

/**
 * `id` of /goods/{id}: it is looked up as a SKU id first, then as a product id (docs/decisions). The answer
 * names the SKU to preselect (`selectedSkuId`: that SKU, else the product's default SKU).
 */
export const productDetailParams = z.object({ id: positiveId('商品编号') });

export const skuOption = z.object({
  skuId: dbId,
  code: z.string(),
  /** Spec values by attribute name, e.g. {规格:'M8×30', 材质:'304不锈钢'}. */
  spec: z.record(z.string(), z.string()),
  /** The same values in the order of `specAttrs`. */
  specValues: z.array(z.string()),
  price: yuan,
  ...priceMark,
  /** Quantity breaks (阶梯价), thresholds ascending; absent when the SKU has none. */
  tiers: z.array(priceTier).optional(),
  stock: z.number().int(),
  /** Can be bought in the chosen area now: in stock and sold in the area. */
  available: z.boolean(),
});
export type SkuOption = z.infer<typeof skuOption>;

export const commentSummary = z.object({
  total: z.number().int(),
  /** Average rating 0–5 with one decimal ("4.8"); "0.0" with no comments. */
  average: z.string(),
  /** Share of 4–5 star comments, 0–100. */
  goodRate: z.number().int(),
  /** Counts for ratings 5, 4, 3, 2, 1 (always five entries). */
  byRating: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type CommentSummary = z.infer<typeof commentSummary>;

export const productDetail = z.object({
  productId: dbId,
  selectedSkuId: dbId,
  title: z.string(),
  brand: z.object({ id: dbId, name: z.string(), latinName: z.string(), logo: z.string() }),
  /** The seller: id 0 = the platform (工业品商城自营), else the shop (/shop/{id}). */
  seller: z.object({ id: dbId, name: z.string() }),
  modelNo: z.string(),
  unit: z.string(),
  /** Minimum order quantity (起订量) and step (递增量), in `unit`. */
  ...quantityRule,
  /** Gallery image URLs, cover first. */
  images: z.array(z.string()),
  /** Lowest and highest SKU price, yuan. */
  minPrice: yuan,
  maxPrice: yuan,
  salesCount: count,
  onShelf: z.boolean(),
  /**
   * Spec attributes that vary between SKUs, with their values in order. A combination is available when a
   * SKU with exactly those values exists in `skus` and is `available`; others are shown disabled.
   */
  specAttrs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(skuOption),
  /** The chosen area and whether the product is sold there; when not, `message` is 该区域暂不销售. */
  area: z.object({
    ...areaRef,
    inArea: z.boolean(),
    message: z.string().nullable(),
  }),
  /** Delivery estimate for the area: 现货 → days, no stock → 暂时缺货. */
  delivery: z.object({ text: z.string(), days: z.number().int().nullable() }),
  /** 规格参数 table rows (品牌, 型号, 单位, 分类, every attribute). */
  specsTable: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Rich detail, sanitised on the server (safe to render as HTML). */
  descriptionHtml: z.string(),
  breadcrumbs: z.array(categoryCrumb),
  /** Up to 10 products of the same level-three category (sold in the area). */
  related: z.array(productCard),
  commentSummary,
});
export type ProductDetail = z.infer<typeof productDetail>;

/** POST /api/product/getCommentList — buyer comments of a product (empty until the comments issue). */
export const commentListBody = z.object({
  productId: positiveId('商品编号'),
  /** Only this rating (1–5); all when omitted. */
  rating: z.number().int().min(1).max(5).optional(),
  pageNum: z
    .number()
    .int('页码必须是整数')
    .min(1, CATALOGUE_MSG.PAGE_MIN)
    .max(PAGE_NUM_MAX, '页码过大')
    .default(1),
  pageSize: z.number().int().min(1).max(50, '每页最多 50 条').default(10),
});
export const productComment = z.object({
  id: dbId,
  /** Masked buyer name (d***o). */
  username: z.string(),
  rating: z.number().int(),
  content: z.string(),
  specText: z.string(),
  images: z.array(z.string()),
  createTime: z.string(),
});
export type ProductComment = z.infer<typeof productComment>;
export const commentList = pageOf(productComment).extend({
  summary: commentSummary,
});
export type CommentList = z.infer<typeof commentList>;

// ---------------------------------------------------------------------------------------------------
// Scene zones: GET /api/scene-zone?firstId=&secondId=  (/scene-category/first page)
// ---------------------------------------------------------------------------------------------------

/**
 * The scene's tabs; `activeId` is `secondId` when given (it must be a child of `firstId`), else the
 * first child. The products of the active tab come from POST /api/product/search with `sceneId: activeId`.
 */
export const sceneZoneQuery = z.object({
  firstId: positiveId('场景编号'),
  secondId: positiveId('场景编号').optional(),
});
export const sceneZonePage = z.object({
  scene: z.object({ id: dbId, name: z.string() }),
  tabs: z.array(z.object({ id: dbId, name: z.string() })),
  activeId: dbId,
});
export type SceneZonePage = z.infer<typeof sceneZonePage>;
