import { sql } from 'drizzle-orm';
import type { CardRow } from './product-cards';
import type { RangeBounds } from './range-filter';

/** What a listing or search finds: a page of ids, the total and the facets (search-engine.ts, search-request.ts). */

/** Price bands of the facet, in fen (upper bound exclusive; the last is open-ended). */
export const PRICE_BANDS: readonly [number, number | null][] = [
  [0, 2000],
  [2000, 5000],
  [5000, 10000],
  [10000, 20000],
  [20000, 50000],
  [50000, 100000],
  [100000, 200000],
  [200000, 500000],
  [500000, null],
];

/** The price band (index of PRICE_BANDS) of a row's `min_price_fen`, in SQL: live facets and prepared ones. */
export const BAND_CASE = sql.raw(
  `case ${PRICE_BANDS.map(([, hi], i) => (hi === null ? `else ${i}` : `when min_price_fen < ${hi} then ${i}`)).join(' ')} end`,
);

/** The total and facets of a listing or search, whatever the page and sort. */
export type CountedFacets = Pick<SearchHits, 'total' | 'facets'>;

export type SearchHits = {
  ids: number[];
  /** The rows of the page's cards (read with the ids), in any order. */
  cards: CardRow[];
  total: number;
  facets: {
    brands: { id: number; count: number }[];
    categories: { id: number; count: number }[];
    attrs: { name: string; value: string; count: number }[];
    prices: { band: number; count: number }[];
    /** Bounds of the request's numeric filter attributes (`rangeAttrs`), in base units; absent without. */
    ranges?: RangeBounds[];
  };
  /** Words to highlight (query words, synonyms, Chinese words behind pinyin). */
  terms: string[];
  /** The corrected keyword whose results these are, when the keyword as typed found nothing. */
  corrected: string | null;
  /** Products found by a part number of one of their SKUs, with the number that matched (料号互查). */
  partNumbers?: Map<number, { number: string; source: string }>;
};
