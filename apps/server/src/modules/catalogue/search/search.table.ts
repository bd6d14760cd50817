import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../db/columns';

/** PostgreSQL full-text document; written as a tsvector literal built by the analyzer. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index: one row per product (SPU), derived from products, brands, categories and SKUs by
 * `SearchIndex.reindexProducts`. It carries every column listings filter, sort and facet on, so a listing
 * never joins until it has its page of ids. `doc` holds segmented Chinese words, pinyin (full and initials),
 * brand names, normalised model numbers, category names and attribute values with weights
 * A (title, model) · B (brand, categories) · C (attribute values).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    secondCategoryId: integer('second_category_id').notNull(),
    firstCategoryId: integer('first_category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    /** The seller: 0 the platform (自营), else the shop (the shop page filters on it). */
    merchantId: integer('merchant_id').notNull().default(0),
    minPriceFen: integer('min_price_fen').notNull(),
    salesCount: integer('sales_count').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    onShelf: boolean('on_shelf').notNull(),
    inStock: boolean('in_stock').notNull(),
    areaCodes: text('area_codes').array().notNull(),
    sceneIds: integer('scene_ids').array().notNull(),
    /** Attribute facet keys 'name=value' over all SKUs. */
    attrKeys: text('attr_keys').array().notNull(),
    /**
     * The bounds of the product's numeric attribute values over its SKUs: [[attribute id, min, max]…] in base
     * units as decimal text (null: none). The prepared listings' bounds are read from it.
     */
    ranges: jsonb('ranges').$type<[number, string | null, string | null][]>(),
    /** Model number lower-cased without spaces, dashes, dots and slashes (exact and prefix match). */
    modelNorm: varchar('model_norm', { length: 64 }).notNull(),
    doc: tsvector('doc').notNull(),
  },
  (t) => [
    index('product_search_doc_gin').using('gin', t.doc),
    index('product_search_model_idx').using('btree', t.modelNorm.op('text_pattern_ops')),
    index('product_search_attr_gin').using('gin', t.attrKeys),
    index('product_search_area_gin').using('gin', t.areaCodes),
    index('product_search_scene_gin').using('gin', t.sceneIds),
    index('product_search_cat3_idx').on(t.categoryId, t.salesCount.desc()),
    index('product_search_cat2_idx').on(t.secondCategoryId, t.salesCount.desc()),
    index('product_search_cat1_idx').on(t.firstCategoryId, t.salesCount.desc()),
    index('product_search_brand_idx').on(t.brandId, t.salesCount.desc()),
    index('product_search_merchant_idx').on(t.merchantId, t.salesCount.desc()),
    index('product_search_sales_idx').on(t.salesCount.desc()),
  ],
);

/**
 * Terms of the catalogue: words of titles, brand names (Chinese and Latin), category names and
 * "brand + category" phrases, with their pinyin. Feeds suggestions (`suggest`), pinyin → Chinese
 * resolution for highlighting, and did-you-mean (trigram similarity on word and pinyin).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: varchar('term', { length: 80 }).primaryKey(),
    /** Full pinyin without tones or spaces ('luosidao'); Latin terms: the lower-cased term. */
    pinyin: varchar('pinyin', { length: 240 }).notNull(),
    /** Pinyin initials ('lsd'). */
    initials: varchar('initials', { length: 80 }).notNull(),
    /** How many products carry the term (ranking of suggestions and corrections). */
    freq: integer('freq').notNull().default(0),
    /** 1 word · 2 brand · 3 category · 4 brand + category phrase. */
    kind: smallint('kind').notNull(),
    /** Offered as a suggestion while typing. */
    suggest: boolean('suggest').notNull().default(false),
    /** Sales areas of the products carrying the term ('0000' = nationwide). */
    areaCodes: text('area_codes')
      .array()
      .notNull()
      .default(sql`'{0000}'::text[]`),
  },
  (t) => [
    index('search_terms_term_prefix_idx').using('btree', t.term.op('text_pattern_ops')),
    index('search_terms_pinyin_prefix_idx').using('btree', t.pinyin.op('text_pattern_ops')),
    index('search_terms_initials_prefix_idx').using('btree', t.initials.op('text_pattern_ops')),
    index('search_terms_term_trgm').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_pinyin_trgm').using('gin', t.pinyin.op('gin_trgm_ops')),
  ],
);

/** Search synonyms maintained by operators: a buyer's word → the catalogue's words (空开 → 断路器). */
export const searchSynonyms = pgTable('search_synonyms', {
  term: varchar('term', { length: 40 }).primaryKey(),
  synonyms: text('synonyms').array().notNull(),
});

/**
 * The total and facet counts of a plain category listing (no keyword, no other filter), prepared whenever
 * the index rows of the category's products change (`refreshListingFacets`), so a category's first page
 * costs what its later pages cost. One row per category (any level) and area set:
 * - `*`: every product on shelf (the area 全国); this row exists for every prepared category, even empty;
 * - `0000`: the products sold nationwide;
 * - a mainland province's code: the products sold there and not nationwide.
 * A mainland province's facets are the `0000` row's counts plus its own row's. Counts are complete (no top-N
 * cut): the reader merges them and cuts as a live listing does.
 */
export const listingFacets = pgTable(
  'listing_facets',
  {
    categoryId: integer('category_id').notNull(),
    area: varchar('area', { length: 8 }).notNull(),
    total: integer('total').notNull(),
    /** [[brand id, count]…] */
    brands: json('brands').$type<[number, number][]>().notNull(),
    /** [[level-3 category id, count]…] */
    categories: json('categories').$type<[number, number][]>().notNull(),
    /** [[price band, count]…] (PRICE_BANDS) */
    prices: json('prices').$type<[number, number][]>().notNull(),
    /** [['name=value', count]…] */
    attrs: json('attrs').$type<[string, number][]>().notNull(),
    /**
     * The bounds of the numeric attributes over these products (参数选型's sliders):
     * [[attribute id, min, max]…], decimal text in base units; a province merges them with the `0000` row.
     */
    ranges: json('ranges').$type<[number, string | null, string | null][]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.area] })],
);

/**
 * The total and facet counts of a plain keyword search (a keyword and nothing else) for the catalogue's own
 * names buyers type most: every brand and category name (`search_terms` kinds 2 and 3). Prepared like
 * `listing_facets` (same area rows, complete counts) whenever the index rows a keyword finds change
 * (`refreshKeywordFacets`), so the first page of such a keyword ranks its ids without counting its facets.
 * Keyed by the keyword's full-text query as the search builds it (synonyms applied): a row is read only for
 * a search whose query is the same text.
 */
export const keywordFacets = pgTable(
  'keyword_facets',
  {
    query: text('query').notNull(),
    area: varchar('area', { length: 8 }).notNull(),
    /** The catalogue term the query was built from (for reading the table). */
    term: varchar('term', { length: 80 }).notNull(),
    total: integer('total').notNull(),
    brands: json('brands').$type<[number, number][]>().notNull(),
    categories: json('categories').$type<[number, number][]>().notNull(),
    prices: json('prices').$type<[number, number][]>().notNull(),
    attrs: json('attrs').$type<[string, number][]>().notNull(),
    /**
     * On the `*` row: the first ids of the keyword's hits on shelf in its default order (relevance, sales,
     * id), kept exact when a sale moves them too; the first pages of 全国 read them instead of ranking.
     */
    head: integer('head').array(),
  },
  (t) => [primaryKey({ columns: [t.query, t.area] })],
);
