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
import { BASE_UNIT, UNITS, type UnitCode } from '@mall/shared';
import { Rng } from '../src/seed/rng';

export const ZIPF_S = 1.1;
const PAGE_SIZE = 20;
const CATEGORY_PAGES = 10;
const KEYWORDS = 400;
const KEYWORD_PAGES = 3;
const PART_NUMBERS = 5_000;

export type Distribution = 'uniform' | 'zipf';

/** What the drawn calls need to know of the catalogue, read before the server starts (one database owner). */
export type TrafficPrepared = {
  /** One SKU id per product on shelf: the product page shoppers land on (/goods/{skuId}). */
  skuIds: number[];
  /** Level-3 categories with products on shelf and how many pages of 20 they fill. */
  categories: { id: number; pages: number }[];
  /** Category and brand names, the most common first: what buyers type. */
  keywords: string[];
  /**
   * Categories with two or more typed numeric filters (参数选型), each filter's unit (its dimension's base
   * unit, in which values are stored) and the values its SKUs carry: what an engineer narrows by.
   */
  rangeCategories: { id: number; filters: { attributeId: number; unit: string; values: string[] }[] }[];
  /** Part numbers the catalogue cross-references (manufacturers' and equivalents'), as buyers type them. */
  partNumbers: string[];
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
    const filters = rows<{ category_id: number; id: number; unit: string; vals: string[] }>(
      await handle.db.execute(sql`select a.category_id, a.id, a.unit,
          array_agg(distinct trim_scale(v.min_value)::text) as vals
        from category_attributes a
        join sku_attribute_values v on v.attribute_id = a.id and v.problem is null
        where a.type in ('number', 'range') and a.is_filter
        group by a.category_id, a.id, a.unit order by a.category_id, a.id`),
    );
    const byCategory = new Map<number, TrafficPrepared['rangeCategories'][number]['filters']>();
    for (const f of filters) {
      const unit = UNITS[f.unit as UnitCode];
      if (!unit) continue;
      const list = byCategory.get(Number(f.category_id)) ?? [];
      list.push({ attributeId: Number(f.id), unit: BASE_UNIT[unit.dimension], values: f.vals });
      byCategory.set(Number(f.category_id), list);
    }
    const rangeCategories = [...byCategory]
      .filter(([, list]) => list.length >= 2)
      .map(([id, list]) => ({ id, filters: list }));
    const partNumbers = rows<{ number: string }>(
      await handle.db.execute(sql`select number from sku_part_numbers order by id limit ${PART_NUMBERS}`),
    ).map((r) => r.number);
    return { skuIds, categories, keywords, rangeCategories, partNumbers };
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
  {
    // Two range filters on one category: one parameter exact (内径 20 mm), another between two values the
    // catalogue has (外径 40–50 mm), both drawn from the values SKUs carry; issue 50's budget p99 ≤ 40 ms.
    name: 'category listing with two range filters',
    keys: (p) =>
      p.rangeCategories.reduce(
        (sum, c) => sum + c.filters.reduce((n, f) => n * Math.max(1, f.values.length), 1),
        0,
      ),
    draw: (p, d, seed) => {
      const next = sampler(p.rangeCategories.length, d, seed);
      const rng = new Rng(seed + 1);
      const pick = <T>(list: readonly T[]) => list[Math.floor(rng.float() * list.length)]!;
      return () => {
        const c = p.rangeCategories[next()]!;
        const a = pick(c.filters);
        const b = pick(c.filters.filter((f) => f !== a));
        const exact = pick(a.values);
        const [lo, hi] = [pick(b.values), pick(b.values)].sort((x, y) => Number(x) - Number(y));
        return post('/api/product/search', {
          categoryId: c.id,
          ranges: {
            [a.attributeId]: { min: exact, max: exact, unit: a.unit },
            [b.attributeId]: { min: lo, max: hi, unit: b.unit },
          },
          pageNum: 1,
          pageSize: PAGE_SIZE,
          areaCode: '0000',
        });
      };
    },
  },
  {
    // A competitor's or a manufacturer's number typed into search (对应 …); issue 50's budget p99 ≤ 20 ms.
    name: 'search by part number',
    keys: (p) => p.partNumbers.length,
    draw: (p, d, seed) => {
      const next = sampler(p.partNumbers.length, d, seed);
      return () =>
        post('/api/product/search', {
          keyword: p.partNumbers[next()],
          pageNum: 1,
          pageSize: PAGE_SIZE,
          areaCode: '0000',
        });
    },
  },
];
