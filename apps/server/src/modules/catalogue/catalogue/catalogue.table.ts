import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bigNumber,
  blankable,
  bytea,
  createdAt,
  integerArray,
  jsonRecord,
  seller,
  updatedAt,
} from '../../../db/columns';

/**
 * Three-level category tree. Ids are explicit (the storefront links to fixed ids such as 16, 19 and 1909);
 * roots have parent_id 0.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    level: smallint('level').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Icon shown in menus (logoList[].previewPath). */
    iconPath: text('icon_path').notNull().default(''),
    /** Background image of the category menu flyout / category page header. */
    background: text('background').notNull().default(''),
    /** Hidden categories (and their subtrees) leave the storefront menus and floors (operator console). */
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

/** Brands; `categoryIds` are the level-one categories the brand serves (brand wall filter). */
export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    latinName: blankable('latin_name', 80),
    /** A–Z index letter (from the pinyin of the Chinese name, or the Latin name). */
    initial: varchar('initial', { length: 1 }).notNull(),
    logoPath: text('logo_path').notNull().default(''),
    /** Brand colour (#rrggbb), used by the generated logo. */
    color: varchar('color', { length: 7 }).notNull().default('#1677ff'),
    categoryIds: integerArray('category_ids'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('brands_initial_idx').on(t.initial, t.sort)],
);

/**
 * Products (SPUs). `categoryId` is the level-three category; first/second ids are denormalised so that
 * listings on any level use one index. `salesAreaCodes` holds province codes (GB/T 2260) or '0000'
 * (sold in every mainland province). `attrs` maps attribute name → values over the SKUs (facets).
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    secondCategoryId: integer('second_category_id').notNull(),
    firstCategoryId: integer('first_category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    modelNo: varchar('model_no', { length: 64 }).notNull(),
    unit: varchar('unit', { length: 8 }).notNull(),
    /** Minimum order quantity (起订量) and order step (递增量), in `unit`. */
    moq: integer('moq').notNull().default(1),
    step: integer('step').notNull().default(1),
    descriptionHtml: text('description_html').notNull().default(''),
    onShelf: boolean('on_shelf').notNull().default(true),
    salesCount: integer('sales_count').notNull().default(0),
    /** Lowest SKU price in fen (列表价). */
    minPriceFen: integer('min_price_fen').notNull(),
    /** The SKU shown in listings (the cheapest). */
    defaultSkuId: integer('default_sku_id').notNull(),
    salesAreaCodes: text('sales_area_codes')
      .array()
      .notNull()
      .default(sql`'{0000}'::text[]`),
    sceneIds: integerArray('scene_ids'),
    attrs: jsonRecord<string[]>('attrs'),
    /** Operator-uploaded gallery (/api/files/uploads/…), main image first; empty → generated drawings. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /**
     * When what a shop's system keeps of the product last changed (its fields, review, shelf, SKU codes, specs
     * and prices; not stock or sales counts): kept by triggers (migration 0041), read by the merchant API.
     */
    updatedAt: updatedAt(),
    /** The seller (merchants.id) and its name as the storefront shows it: listings read no other table. */
    ...seller(),
    /** 0 草稿, 1 待审核, 2 已通过, 3 已驳回; only 已通过 may be on shelf (the platform's own are 已通过). */
    reviewStatus: smallint('review_status').notNull().default(2),
    reviewReason: blankable('review_reason', 200),
  },
  (t) => [
    index('products_merchant_idx')
      .on(t.merchantId, t.createdAt.desc(), t.id)
      .where(sql`${t.merchantId} <> 0`),
    index('products_merchant_updated_idx')
      .on(t.merchantId, t.updatedAt, t.id)
      .where(sql`${t.merchantId} <> 0`),
    // Listings per category level, sorted by sales (综合/销量), price and newness; only on-shelf rows.
    index('products_cat_sales_idx')
      .on(t.categoryId, t.salesCount.desc(), t.id)
      .where(sql`${t.onShelf}`),
    index('products_cat_price_idx')
      .on(t.categoryId, t.minPriceFen, t.id)
      .where(sql`${t.onShelf}`),
    index('products_cat_new_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id)
      .where(sql`${t.onShelf}`),
    index('products_second_sales_idx')
      .on(t.secondCategoryId, t.salesCount.desc(), t.id)
      .where(sql`${t.onShelf}`),
    index('products_first_sales_idx')
      .on(t.firstCategoryId, t.salesCount.desc(), t.id)
      .where(sql`${t.onShelf}`),
    index('products_sales_idx')
      .on(t.salesCount.desc(), t.id)
      .where(sql`${t.onShelf}`),
    index('products_brand_sales_idx')
      .on(t.brandId, t.salesCount.desc(), t.id)
      .where(sql`${t.onShelf}`),
    index('products_area_gin').using('gin', t.salesAreaCodes),
    index('products_scene_gin').using('gin', t.sceneIds),
    index('products_attrs_gin').using('gin', sql`${t.attrs} jsonb_path_ops`),
  ],
);

/** Stock-keeping units of a product: spec values such as {规格:'M8×30', 材质:'304不锈钢'}. */
export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    spec: jsonRecord<string>('spec'),
    priceFen: integer('price_fen').notNull(),
    /** Market (list) price shown struck through; null when none. */
    marketPriceFen: integer('market_price_fen'),
    stock: integer('stock').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('skus_product_idx').on(t.productId, t.sort), index('skus_code_idx').on(t.code)],
);

/**
 * Stock held for one sales area (a province's warehouse). A buyer in that province buys from it; every other
 * area draws from the SKU's own `stock`, the national warehouse (docs/decisions/…-stock-per-area.md).
 */
export const skuAreaStocks = pgTable(
  'sku_area_stocks',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    areaCode: varchar('area_code', { length: 6 }).notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.areaCode] }),
    check('sku_area_stocks_stock_check', sql`${t.stock} >= 0`),
  ],
);

/**
 * Ids of products and SKUs created in the operator console (seeded ids are explicit and stay far below).
 * Products and SKUs share the sequence, so a new SKU id never equals a new product id (/goods/{id}).
 */
export const catalogueItemIdSeq = pgSequence('catalogue_item_id_seq', { startWith: 10_000_001 });

/**
 * The shared part of each product page (/goods/{id}), prepared when the product is written: the answer's text
 * cut at what a request fills in (the area's stock, shelf and sales, the related cards, the comment counts).
 * A page read costs one primary-key read, not a product assembled per request
 * (docs/decisions/2026-11-27-prepared-product-pages.md).
 *
 * Triggers (migration 0030) null `page` and take a new `stamp` in the writer's own transaction whenever
 * something the page shows changes (the product's own columns, its SKUs, tiers, brand, categories); a page
 * prepared from what was read before such a write is only kept while the stamp it read is still there.
 */
export const productPages = pgTable('product_pages', {
  productId: integer('product_id').primaryKey(),
  stamp: bigNumber('stamp').notNull(),
  /** The prepared page (see PreparedPage in product-page.prepare.ts); null: to be prepared. */
  page: json('page'),
  /** The page's long segments deflated, one after another (their lengths are in the page). */
  packed: bytea('packed'),
  /** What the page was prepared by (PAGE_FORMAT): a page of another format is prepared again. */
  format: varchar('format', { length: 16 }),
});

/** Stamps of product_pages rows: every write a page shows takes the next one. */
export const productPageStamps = pgSequence('product_page_stamps');
