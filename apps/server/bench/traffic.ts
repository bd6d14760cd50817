/**
 * Shoppers' and crawlers' traffic: product pages, category pages and keywords drawn over the whole catalogue
 * rather than one hot key. Each call is driven twice per distribution: "cold" right after the server started
 * with its caches empty (a fresh process, the Redis cache keys deleted; PostgreSQL's own buffers stay as they
 * are), then "warm" with the same draw again.
 *
 * - uniform: every product on shelf (one page per product, its first SKU), every level-3 category with products
 *   × its first 10 pages (fewer when it has fewer), 400 keywords × 3 pages;
 * - zipf: the same items ranked in a seeded random order, item k drawn with weight 1 / k^1.1 (a few hot
 *   products and categories, a long tail) — how shop traffic and search-engine crawls are usually described.
 *
 * The draw is seeded, so two commits benched side by side request the same sequence.
 */
import { sql } from 'drizzle-orm';
import { openDb } from '../src/db/client';
import { Rng } from '../src/seed/rng';

export const ZIPF_S = 1.1;
const PAGE_SIZE = 20;
const CATEGORY_PAGES = 10;
const KEYWORDS = 400;
const KEYWORD_PAGES = 3;

export type Distribution = 'uniform' | 'zipf';

/** What the drawn calls need to know of the catalogue, read before the server starts (one database owner). */
export type TrafficPrepared = {
  /** One SKU id per product on shelf: the product page shoppers land on (/goods/{skuId}). */
  skuIds: number[];
  /** Level-3 categories with products on shelf and how many pages of 20 they fill. */
  categories: { id: number; pages: number }[];
  /** Category and brand names, the most common first: what buyers type. */
  keywords: string[];
};

export async function prepareTraffic(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<TrafficPrepared> {
  const handle = await openDb({ databaseUrl, dataDir });
  try {
    const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
    const skuIds = rows<{ id: number }>(
      await handle.db.execute(sql`select (select s.id from skus s where s.product_id = ps.product_id
          order by s.sort, s.id limit 1) as id
        from product_search ps where ps.on_shelf order by ps.product_id`),
    )
      .map((r) => Number(r.id))
      .filter((id) => id > 0);
    const categories = rows<{ id: number; n: number }>(
      await handle.db.execute(sql`select category_id as id, count(*)::int as n from product_search
        where on_shelf group by category_id order by category_id`),
    ).map((r) => ({ id: Number(r.id), pages: Math.min(CATEGORY_PAGES, Math.ceil(Number(r.n) / PAGE_SIZE)) }));
    const keywords = rows<{ term: string }>(
      await handle.db.execute(sql`select term from search_terms where kind in (2, 3) and freq > 0
        order by freq desc, term limit ${KEYWORDS}`),
    ).map((r) => r.term);
    return { skuIds, categories, keywords };
  } finally {
    await handle.close();
  }
}

/**
 * Draws indexes 0..n-1: uniformly, or by a Zipf law over a seeded random ranking (so popularity is not tied
 * to id order). Inverse-CDF sampling over the precomputed cumulative weights.
 */
export function sampler(n: number, distribution: Distribution, seed: number, s = ZIPF_S): () => number {
  if (n <= 0) throw new Error('nothing to draw from');
  const rng = new Rng(seed);
  if (distribution === 'uniform') return () => Math.floor(rng.float() * n);
  const ranking = Array.from({ length: n }, (_, i) => i);
  for (let i = ranking.length - 1; i > 0; i--) {
    const j = Math.floor(rng.float() * (i + 1));
    [ranking[i], ranking[j]] = [ranking[j]!, ranking[i]!];
  }
  const cdf = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) cdf[k] = total += 1 / Math.pow(k + 1, s);
  return () => {
    const x = rng.float() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return ranking[lo]!;
  };
}

/** One drawn call: what autocannon sends next. */
export type DrawnRequest = { method: 'GET' | 'POST'; path: string; body?: string };

export type TrafficCall = {
  name: string;
  /** How many distinct keys the draw spreads over (shown in the table). */
  keys: (p: TrafficPrepared) => number;
  draw: (p: TrafficPrepared, distribution: Distribution, seed: number) => () => DrawnRequest;
};

const post = (path: string, body: unknown): DrawnRequest => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
});

export const trafficCalls: TrafficCall[] = [
  {
    name: 'product detail',
    keys: (p) => p.skuIds.length,
    draw: (p, d, seed) => {
      const next = sampler(p.skuIds.length, d, seed);
      return () => ({ method: 'GET', path: `/api/product/detail/${p.skuIds[next()]}?areaCode=0000` });
    },
  },
  {
    name: 'category listing',
    keys: (p) => p.categories.reduce((sum, c) => sum + c.pages, 0),
    draw: (p, d, seed) => {
      const pages = p.categories.flatMap((c) =>
        Array.from({ length: c.pages }, (_, i) => ({ id: c.id, page: i + 1 })),
      );
      const next = sampler(pages.length, d, seed);
      return () => {
        const { id, page } = pages[next()]!;
        return post('/api/product/search', {
          categoryId: id,
          pageNum: page,
          pageSize: PAGE_SIZE,
          areaCode: '0000',
        });
      };
    },
  },
  {
    name: 'search with facets',
    keys: (p) => p.keywords.length * KEYWORD_PAGES,
    draw: (p, d, seed) => {
      const pages = p.keywords.flatMap((keyword) =>
        Array.from({ length: KEYWORD_PAGES }, (_, i) => ({ keyword, page: i + 1 })),
      );
      const next = sampler(pages.length, d, seed);
      return () => {
        const { keyword, page } = pages[next()]!;
        return post('/api/product/search', { keyword, pageNum: page, pageSize: PAGE_SIZE, areaCode: '0000' });
      };
    },
  },
];
