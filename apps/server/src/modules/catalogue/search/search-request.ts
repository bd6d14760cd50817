import type { ProductSort } from '@mall/shared';
import type { AreaScope } from '../region';
import type { KeywordMatch } from './batch-match';
import type { RangeAsk, RangeAttr } from './range-filter';
import type { RangeIndex } from './range-index';
import type { Slot } from './search-cache';
import type { CountedFacets, SearchHits } from './search-hits';

/** A screening / search request in index terms (ids resolved, money in fen, area as match codes). */
export type SearchRequest = {
  keyword?: string;
  category?: { id: number; level: 1 | 2 | 3 };
  brandIds?: number[];
  /** One seller's products only (the shop page): 0 the platform, else the shop. */
  merchantId?: number;
  attrs?: Record<string, string[]>;
  priceMinFen?: number;
  priceMaxFen?: number;
  /** Numeric attribute ranges in base units: a product matches when one SKU lies inside all of them. */
  ranges?: RangeAsk[];
  /** The numeric filter attributes whose bounds the answer carries (a category's; none: no bounds read). */
  rangeAttrs?: RangeAttr[];
  /**
   * The typed values and search rows of the asked attributes' products (range-listing.ts): the service sets it
   * for a ranged category listing with no keyword, shop, scene or pool, which is then answered in the process.
   */
  rangeIndex?: RangeIndex | null;
  inStock?: boolean;
  /** Scene ids (a scene and its children); any of them. */
  sceneIds?: number[];
  /** The buyer's area: products sold there only. */
  area: AreaScope;
  /** A company whose product pool (商品池) limits the results, facets and counts (a pool member's search). */
  poolCompanyId?: number;
  sort: ProductSort;
  offset: number;
  limit: number;
};

/**
 * Where the page-independent part of a listing or search (the total and the facets of one set of filters)
 * is remembered: pages 2–10 of a category or a keyword, and its other sort orders, then cost only the
 * page's ids. `key` names the filters (everything but the sort and the page).
 */
export type FacetMemo = {
  key: unknown;
  /** The remembered value under `input` (the filters and the keyword run), and how to remember one. */
  open(input: unknown): Promise<Slot<MemoValue>>;
};

/**
 * What a facet memo remembers: the total and facets, and the first ids in the order of the sort that
 * computed them (`head`, the first three pages of 20): those pages of that sort then cost only their cards.
 */
export type MemoValue = CountedFacets & { head?: { sort: ProductSort; ids: number[] } };

/**
 * The search backend. The PostgreSQL implementation below is the only one today; an outside engine
 * (OpenSearch, Meilisearch …) would implement the same calls and be fed by the same reindex hook.
 */
export interface SearchEngine {
  /** `memo`: where the total and facets of these filters are remembered (none: computed every time). */
  search(req: SearchRequest, memo?: FacetMemo): Promise<SearchHits>;
  suggest(keyword: string, area: AreaScope, limit: number): Promise<string[]>;
  /** The best products of many keywords at once (a pasted parts list), each with a 0–1 score. */
  bestMatchesMany(
    keywords: readonly string[],
    opts: { area: AreaScope; limit: number },
  ): Promise<KeywordMatch[][]>;
  /** Products by normalised model number (case, width, spaces and dashes ignored), on or off the shelf. */
  productsByModel(models: readonly string[]): Promise<Map<string, number[]>>;
  reindexProducts(productIds: readonly number[]): Promise<void>;
  rebuild(): Promise<{ products: number; terms: number }>;
}
