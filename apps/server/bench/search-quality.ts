/**
 * Bench step: runs the search quality set against the freshly seeded database (in process,
 * before the server starts, without the answer cache) and prints precision@10, recall@10 and the uncached
 * latency of the quality-set searches.
 */
import { openDb } from '../src/db/client';
import { createStore } from '../src/lib/store';
import { PricingMemo } from '../src/modules/catalogue/pricing';
import { PgSearchEngine, ProductSearchService, SearchCache } from '../src/modules/catalogue/search';
import { evaluateQuality } from '../src/modules/catalogue/search/quality';
import { productSearchBody } from '@mall/shared';

export async function printSearchQuality(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const handle = await openDb({ databaseUrl, dataDir });
  const store = await createStore(undefined, 'bench-quality:');
  try {
    const cache = new SearchCache(store);
    const service = new ProductSearchService(
      handle.db,
      new PgSearchEngine(handle.db),
      cache,
      new PricingMemo(handle.db, store),
    );
    const times: number[] = [];
    let n = 0;
    const { results, precision, recall } = await evaluateQuality(handle.db, async (keyword) => {
      // A unique page size per call keeps every search out of the answer cache.
      const body = productSearchBody.parse({ keyword, pageSize: 10 + (n++ % 2) });
      const started = performance.now();
      const r = await service.search(body);
      times.push(performance.now() - started);
      return r.list;
    });
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
    const weak = results
      .filter((r) => r.precision < 1)
      .map((r) => `${r.query} ${r.relevantInTop}/${r.returned}`);
    console.log(
      `  search quality set: ${results.length} queries, precision@10 ${precision.toFixed(3)}, recall@10 ${recall.toFixed(3)}` +
        ` · uncached search latency (1 connection) p50 ${pct(50)} ms, p99 ${pct(99)} ms`,
    );
    if (weak.length) console.log(`  below precision 1: ${weak.join(', ')}`);
  } finally {
    await store.close();
    await handle.close();
  }
}
