import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';
import { BYTES_PER_SKU, SkuFactsCopy } from './sku-facts.copy';

// A copy smaller than the catalogue (issue 51: sized by memory, not by the catalogue) keeps the SKUs asked for
// most lately in two slabs and reads the rest again: whatever is asked for and changed, it answers as a read
// of PostgreSQL at that moment would, and keeps no more than its two slabs.

const w = useTestApp(() => buildCatalogueApp(20), 120_000);
/** Eight SKUs a slab. */
const SLAB = 8;
let small: SkuFactsCopy;
/** Never keeps anything (no listener): every answer is a read of the tables. */
let tables: SkuFactsCopy;
let ids: number[];
let products: number[];

beforeAll(async () => {
  small = new SkuFactsCopy(w.app.db.db, w.app.db.listen, { megabytes: (SLAB * 2 * BYTES_PER_SKU) / 1e6 });
  tables = new SkuFactsCopy(w.app.db.db);
  const rows = await queryRows<{ id: number; product_id: number }>(
    w.app.db.db,
    sql`select id, product_id from skus order by id limit 40`,
  );
  ids = rows.map((r) => r.id);
  products = [...new Set(rows.map((r) => Number(r.product_id)))];
});
afterAll(async () => {
  await small?.close();
});

describe('SKU facts copy sized by memory', () => {
  it('answers as the tables do while SKUs are asked for, changed and moved between its slabs', async () => {
    expect(small.slabSize).toBe(SLAB);
    const ask = fc.record({ ask: fc.uniqueArray(fc.nat(39), { minLength: 1, maxLength: 12 }) });
    const price = fc.record({ price: fc.nat(39), fen: fc.integer({ min: 1, max: 99_999 }) });
    const shelf = fc.record({ shelf: fc.nat(19), on: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(ask, ask, price, shelf), { minLength: 1, maxLength: 14 }),
        async (ops) => {
          for (const o of ops) {
            if ('price' in o) {
              await w.app.db.db.execute(
                sql`update skus set price_fen = ${o.fen} where id = ${ids[o.price]!}`,
              );
              await small.caughtUp();
            } else if ('shelf' in o) {
              const product = products[o.shelf % products.length]!;
              await w.app.db.db.execute(sql`update products set on_shelf = ${o.on} where id = ${product}`);
              await small.caughtUp();
            } else {
              const asked = o.ask.map((i) => ids[i]!);
              expect(await small.get(asked)).toEqual(await tables.get(asked));
            }
            expect(small.size).toBeLessThanOrEqual(2 * SLAB);
          }
        },
      ),
      { numRuns: 25 },
    );
    // It did keep: the SKUs asked for last answer from the copy.
    expect(small.size).toBeGreaterThan(0);
  });
});
