import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import type { App } from '../../../lib/types';
import type { SearchCache } from './search-cache';

/** What a warm-up did: how many requests it sent, how many were not answered 200, and how long it took. */
export type WarmUpReport = { requests: number; failed: number; ms: number };

type Call = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };

const CONCURRENCY = 24;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' };

/**
 * Warms a process up before it listens: it answers product pages, category listings and keyword searches
 * drawn at random over the catalogue through its own routes (`inject`, no socket), for about `budgetMs`.
 * V8 compiles a function well only after it has run for a while, and PostgreSQL plans a prepared statement
 * once per connection; without this, the first seconds of a just-started process answer its first
 * shoppers several times slower than later. Everything those requests cache is kept under a version of
 * the search cache's own (`SearchCache.isolated`), so the caches are as empty afterwards as before: the
 * first real request for a page still computes it. Reads only: nothing here writes to the database.
 */
export async function warmUp(
  app: App,
  deps: { db: Db; cache: SearchCache; budgetMs: number; hold?: () => Promise<unknown> },
): Promise<WarmUpReport> {
  const started = Date.now();
  const calls = await drawCalls(deps.db);
  let sent = 0;
  let failed = 0;
  if (!calls.length) return { requests: 0, failed, ms: Date.now() - started };
  // Its requests are not worth a log line each (the report is): the loggers made for them log warnings only.
  const level = app.log.level;
  if (['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
  const worker = async () => {
    while (Date.now() - started < deps.budgetMs) {
      const call = calls[sent++ % calls.length]!;
      const res = await app.inject({
        method: call.method,
        url: call.url,
        headers: HEADERS,
        payload: call.payload,
      });
      if (res.statusCode !== 200) failed++;
    }
  };
  try {
    await deps.cache.isolated(() => Promise.all(Array.from({ length: CONCURRENCY }, worker)));
    // What the first real requests would otherwise wait for, held under the real version (it answers nothing).
    await deps.hold?.();
  } finally {
    app.log.level = level;
  }
  return { requests: sent, failed, ms: Date.now() - started };
}

/** Product pages, listings and searches in a random order, in about the mix shoppers send. */
async function drawCalls(db: Db): Promise<Call[]> {
  const [skus, categories, terms, ranged] = await Promise.all([
    queryRows<{ id: number }>(
      db,
      sql`select p.default_sku_id as id from product_search s join products p on p.id = s.product_id
          where s.on_shelf order by random() limit 600`,
    ),
    queryRows<{ id: number; n: number }>(
      db,
      sql`select category_id as id, count(*)::int as n from product_search where on_shelf
          group by category_id order by random() limit 150`,
    ),
    queryRows<{ term: string }>(
      db,
      sql`select term from search_terms where kind in (1, 2, 3) and freq > 0 order by random() limit 150`,
    ),
    // Range filters (参数选型): a numeric attribute from its lowest value up, on its own category.
    queryRows<{ cat: number; id: number; min: string }>(
      db,
      sql`select a.category_id as cat, a.id::int as id, trim_scale(min(v.min_value))::text as min
          from category_attributes a join sku_attribute_values v on v.attribute_id = a.id and v.problem is null
          where a.is_filter and a.type in ('number', 'range') group by 1, 2 limit 40`,
    ),
  ]);
  const calls: Call[] = [
    ...skus.map((r): Call => ({ method: 'GET', url: `/api/product/detail/${r.id}?areaCode=0000` })),
    ...categories.flatMap((c) =>
      [1, 2].slice(0, Math.max(1, Math.ceil(c.n / 20))).map((pageNum): Call => ({
        method: 'POST',
        url: '/api/product/search',
        payload: { categoryId: c.id, pageNum, pageSize: 20, areaCode: '0000' },
      })),
    ),
    ...ranged.map((r): Call => ({
      method: 'POST',
      url: '/api/product/search',
      payload: {
        categoryId: r.cat,
        ranges: { [r.id]: { min: r.min } },
        pageNum: 1,
        pageSize: 20,
        areaCode: '0000',
      },
    })),
    ...terms.flatMap((t) =>
      [1, 2].map((pageNum): Call => ({
        method: 'POST',
        url: '/api/product/search',
        payload: { keyword: t.term, pageNum, pageSize: 20, areaCode: '0000' },
      })),
    ),
  ];
  for (let i = calls.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [calls[i], calls[j]] = [calls[j]!, calls[i]!];
  }
  return calls;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Warms the process up before it listens (see warmUp); the caches stay empty. */
    warmUp: (budgetMs: number) => Promise<WarmUpReport>;
  }
}
