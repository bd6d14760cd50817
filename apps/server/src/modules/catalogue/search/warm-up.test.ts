import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { buildTestApp } from '../../../testing/build-test-app';
import { cacheStats } from '../../../lib/cache';
import { useTestApp } from '../../../testing/world';
import { buildCatalogueApp } from '../../../testing/search.fixture';

const w = useTestApp(() => buildCatalogueApp(600));

const listing = (categoryId: number) =>
  w.app.inject({
    method: 'POST',
    url: '/api/product/search',
    payload: { categoryId, pageNum: 1, pageSize: 20, areaCode: '0000' },
  });

describe('warm-up before listening', () => {
  it('answers product pages, listings and searches, and leaves the caches empty for real requests', async () => {
    const categories = await queryRows<{ id: number }>(
      w.app.db.db,
      sql`select distinct category_id as id from product_search where on_shelf order by 1`,
    );
    // About a third of its requests are listings of categories drawn at random: here, dozens of these. How
    // many fit in one budget depends on the machine's load, so it warms up again until it has sent 100.
    let requests = 0;
    for (let round = 0; round < 10 && requests <= 100; round++) {
      const report = await w.app.warmUp(1500);
      expect(report.failed).toBe(0);
      requests += report.requests;
    }
    expect(requests).toBeGreaterThan(100);

    // Every listing page is computed afresh, although the warm-up asked for most of them ...
    const before = { ...cacheStats };
    for (const c of categories) expect((await listing(c.id)).statusCode).toBe(200);
    expect(cacheStats.hits - before.hits).toBe(0);
    expect(cacheStats.misses - before.misses).toBeGreaterThanOrEqual(categories.length);
    // ... and then held like any answer.
    const again = { ...cacheStats };
    for (const c of categories) await listing(c.id);
    expect(cacheStats.misses - again.misses).toBe(0);
  });

  it('is over within its time (about the budget, plus the requests under way)', async () => {
    const report = await w.app.warmUp(200);
    expect(report.ms).toBeLessThan(2000);
    expect(report.requests).toBeGreaterThan(0);
  });

  it('on an empty catalogue sends nothing and leaves the log level as it was', async () => {
    const empty = await buildTestApp();
    try {
      empty.log.level = 'info';
      expect(await empty.warmUp(500)).toMatchObject({ requests: 0, failed: 0 });
      expect(empty.log.level).toBe('info');
    } finally {
      await empty.close();
    }
  });
});
