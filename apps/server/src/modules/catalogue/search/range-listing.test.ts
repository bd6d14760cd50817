import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { decimalToMicro } from '@mall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { buildTypedCatalogueApp, level2CategoryId } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';
import { AreaScope } from '../region';
import { attrsOfCategory, loadRangeCatalogue, rangeAsks, type RangeCatalogue } from './range-filter';
import { loadRangeIndex } from './range-index';
import { PgSearchEngine } from './search-engine';
import type { SearchRequest } from './search-request';

/*
 * The ranged category listing answered in the process (range-listing.ts) against the listing statement
 * (search-engine.ts) on the fixture catalogue: the same page in every sort, the same total, and the same
 * counts of every facet and the same bounds, for random filters, pages, areas and stock.
 */

const w = useTestApp(buildTypedCatalogueApp);

let bearings: number;
let rc: RangeCatalogue;
let points: Map<number, string[]>;
let brandIds: number[];
let sealKeys: string[];
let level3: number[];

beforeAll(async () => {
  const db = w.app.db.db;
  bearings = await level2CategoryId(w.app, '轴承');
  rc = await loadRangeCatalogue(db);
  const values = await queryRows<{ a: number; v: string }>(
    db,
    sql`select distinct attribute_id::int as a, trim_scale(min_value)::text as v from sku_attribute_values
        where problem is null and min_value is not null order by 1, 2`,
  );
  points = new Map();
  for (const { a, v } of values) points.set(a, [...(points.get(a) ?? []), v]);
  const rows = await queryRows<{ brand: number; keys: string[]; cat: number }>(
    db,
    sql`select brand_id as brand, attr_keys as keys, category_id as cat from product_search
        where second_category_id = ${bearings}`,
  );
  brandIds = [...new Set(rows.map((r) => r.brand))];
  sealKeys = [...new Set(rows.flatMap((r) => r.keys))].filter((k) => k.startsWith('密封形式='));
  level3 = [...new Set(rows.map((r) => r.cat))];
});

const micro = (text: string | null) => (text === null ? null : decimalToMicro(text));

/** Facets in one order whatever the engine's (attributes come unordered from both). */
const normal = (hits: Awaited<ReturnType<PgSearchEngine['search']>>) => ({
  ids: hits.ids,
  cards: hits.cards.map((c) => c.id).sort((a, b) => a - b),
  total: hits.total,
  facets: {
    ...hits.facets,
    attrs: [...hits.facets.attrs].sort((a, b) =>
      `${a.name}=${a.value}`.localeCompare(`${b.name}=${b.value}`),
    ),
    // Decimal base units, written "20" or "20.000000": the same number.
    ranges: hits.facets.ranges?.map((r) => ({ ...r, min: micro(r.min), max: micro(r.max) })),
  },
});

describe('a ranged category listing answered in the process', () => {
  it('answers exactly what the listing statement answers, for random filters, sorts, pages, areas and stock', async () => {
    const attrs = attrsOfCategory(rc, bearings);
    expect(attrs.length).toBe(3);
    const engine = new PgSearchEngine(w.app.db.db);
    const ask = (id: number) => {
      const vs = points.get(id) ?? ['0'];
      return fc
        .record(
          {
            min: fc.option(fc.constantFrom(...vs), { nil: undefined }),
            max: fc.option(fc.constantFrom(...vs), { nil: undefined }),
          },
          { requiredKeys: [] },
        )
        .map((r) => [id, r] as const);
    };
    const filters = fc.record({
      asks: fc.subarray(attrs.map((a) => a.id)).chain((ids) => fc.tuple(...ids.map(ask))),
      category: fc.oneof(
        fc.constant({ id: bearings, level: 2 as const }),
        fc.constantFrom(...level3).map((id) => ({ id, level: 3 as const })),
      ),
      // Each other filter in about a third of the draws, so that most answers are not empty.
      brands: fc.oneof(
        fc.constant([]),
        fc.constant([]),
        fc.subarray(brandIds, { minLength: 1, maxLength: 3 }),
      ),
      seal: fc.option(fc.subarray(sealKeys, { minLength: 1, maxLength: 2 }), { nil: undefined, freq: 2 }),
      price: fc.option(fc.tuple(fc.nat(20_000), fc.nat(80_000)), { nil: undefined, freq: 2 }),
      inStock: fc.constantFrom(false, false, true),
      area: fc.constantFrom('0000', '330000', '810000'),
      sort: fc.constantFrom('default', 'sales', 'priceAsc', 'priceDesc', 'new' as const),
      page: fc.constantFrom(0, 0, 1, 2),
      limit: fc.constantFrom(1, 5, 20),
    });
    let nonEmpty = 0;
    let runs = 0;
    const seed = Date.now() ^ (Math.random() * 0x100000000);
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const ranges = Object.fromEntries(
          f.asks
            .filter(([, r]) => r.min !== undefined || r.max !== undefined)
            .map(([id, r]) => {
              const [lo, hi] = [r.min, r.max].sort((a, b) => Number(a) - Number(b));
              return [id, r.min !== undefined && r.max !== undefined ? { min: lo, max: hi } : r];
            }),
        );
        const asks = rangeAsks(rc, ranges);
        fc.pre(asks.length > 0);
        const req: SearchRequest = {
          category: f.category,
          brandIds: f.brands.length ? [...f.brands] : undefined,
          attrs: f.seal && { 密封形式: f.seal.map((k) => k.slice('密封形式='.length)) },
          priceMinFen: f.price?.[0],
          priceMaxFen: f.price && f.price[0] + f.price[1],
          ranges: asks,
          rangeAttrs: attrsOfCategory(rc, f.category.id),
          inStock: f.inStock || undefined,
          area: AreaScope.of(f.area),
          sort: f.sort,
          offset: f.page * f.limit,
          limit: f.limit,
        };
        const ids = [...new Set([...asks.map((a) => a.attributeId), ...req.rangeAttrs!.map((a) => a.id)])];
        const rangeIndex = await loadRangeIndex(w.app.db.db, ids);
        expect(rangeIndex).not.toBeNull();
        const [inProcess, statement] = await Promise.all([
          engine.search({ ...req, rangeIndex }),
          engine.search(req),
        ]);
        runs++;
        if (statement.total > 0) nonEmpty++;
        expect(normal(inProcess)).toEqual(normal(statement));
      }),
      { numRuns: 120, seed },
    );
    // A good part of the draws finds products: the comparison is not only of empty answers. About 37% do
    // (43–48 of 120 in six runs on 2026-12-06, σ ≈ 5); a fresh-clone run drew 28 against the old bound of a
    // quarter (30). A sixth (20) is over 4σ below the mean and still fails when most answers go empty.
    expect(nonEmpty, `fast-check seed ${seed}`).toBeGreaterThan(runs / 6);
  });

  it('is taken by the storefront listing: a value the index holds answers without the statement', async () => {
    // Typed values changed behind the index (no reindex) are not seen until the version moves: the answer
    // comes from the index the listing holds, not from a statement over the current rows.
    const [bore] = attrsOfCategory(rc, bearings);
    const body = { categoryId: bearings, ranges: { [bore!.id]: { min: '0' } }, pageSize: 1 };
    const first = await w.app.inject({ method: 'POST', url: '/api/product/search', payload: body });
    expect(first.statusCode).toBe(200);
    const total = (first.json() as { data: { total: number } }).data.total;
    expect(total).toBeGreaterThan(0);
    await w.app.db.db.execute(sql`update sku_attribute_values set problem = 'hidden by the test'
      where attribute_id = ${bore!.id}`);
    const again = await w.app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { ...body, pageSize: 2 },
    });
    expect((again.json() as { data: { total: number } }).data.total).toBe(total);
    // A reindex moves the version: the index is read again and nothing matches.
    await w.app.searchIndex.reindexProducts([]);
    const after = await w.app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { ...body, pageSize: 3 },
    });
    expect((after.json() as { data: { total: number } }).data.total).toBe(0);
    await w.app.db.db.execute(sql`update sku_attribute_values set problem = null
      where attribute_id = ${bore!.id} and problem = 'hidden by the test'`);
  });
});
