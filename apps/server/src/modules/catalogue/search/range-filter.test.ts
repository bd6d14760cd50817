import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimalToMicro, type ProductSearchResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import {
  buildTypedCatalogueApp,
  freshSearch,
  level2CategoryId,
  preparedAndWhole,
} from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';
import { refreshListingFacets } from './listing-facets';

/*
 * Range filters on numeric attributes (issue 50 part 2): the listing's total, brand and attribute counts and
 * each numeric attribute's bounds, for random combinations of brands, checkbox attributes and ranges, against
 * a brute-force count over the fixture catalogue's rows.
 */

const w = useTestApp(buildTypedCatalogueApp);

type Product = {
  id: number;
  brand: number;
  keys: string[];
  skus: Map<number, Map<number, [number, number]>>;
};
type Attr = { id: number; name: string; unit: string };
let bearings: number;
let attrs: Attr[];
let products: Product[];

beforeAll(async () => {
  const db = w.app.db.db;
  bearings = await level2CategoryId(w.app, '轴承');
  attrs = await queryRows<Attr>(
    db,
    sql`select id::int as id, name, unit from category_attributes
        where category_id = ${bearings} and type in ('number', 'range') order by sort, id`,
  );
  const rows = await queryRows<{ id: number; brand: number; keys: string[] }>(
    db,
    sql`select product_id as id, brand_id as brand, attr_keys as keys from product_search
        where on_shelf and second_category_id = ${bearings} order by product_id`,
  );
  const values = await queryRows<{ sku: number; product: number; attr: number; lo: string; hi: string }>(
    db,
    sql`select sku_id as sku, product_id as product, attribute_id::int as attr, min_value::text as lo,
          max_value::text as hi
        from sku_attribute_values where problem is null and min_value is not null`,
  );
  products = rows.map((r) => ({ ...r, skus: new Map() }));
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const v of values) {
    const p = byId.get(v.product);
    if (!p) continue;
    if (!p.skus.has(v.sku)) p.skus.set(v.sku, new Map());
    p.skus.get(v.sku)!.set(v.attr, [decimalToMicro(v.lo)!, decimalToMicro(v.hi)!]);
  }
});

type Ask = { attr: number; min?: number; max?: number };
type Filters = { brands: number[]; attr?: [string, string[]]; asks: Ask[] };

const skuInside = (sku: Map<number, [number, number]>, asks: readonly Ask[]) =>
  asks.every((a) => {
    const v = sku.get(a.attr);
    return !!v && (a.max === undefined || v[0] <= a.max) && (a.min === undefined || v[1] >= a.min);
  });

/** The brute-force answer: each facet honours every filter but its own. */
function expected(f: Filters) {
  const brandOk = (p: Product) => !f.brands.length || f.brands.includes(p.brand);
  const attrOk = (p: Product) => !f.attr || p.keys.some((k) => f.attr![1].includes(k));
  const rangeOk = (p: Product, asks: readonly Ask[]) =>
    !asks.length || [...p.skus.values()].some((s) => skuInside(s, asks));
  const hits = products.filter((p) => brandOk(p) && attrOk(p) && rangeOk(p, f.asks));
  const brands = new Map<number, number>();
  for (const p of products.filter((p) => attrOk(p) && rangeOk(p, f.asks)))
    brands.set(p.brand, (brands.get(p.brand) ?? 0) + 1);
  const ranges = attrs.map((a) => {
    const others = f.asks.filter((x) => x.attr !== a.id);
    let lo: number | null = null;
    let hi: number | null = null;
    for (const p of products.filter((p) => brandOk(p) && attrOk(p)))
      for (const s of p.skus.values()) {
        const v = s.get(a.id);
        if (!v || !skuInside(s, others)) continue;
        lo = lo === null ? v[0] : Math.min(lo, v[0]);
        hi = hi === null ? v[1] : Math.max(hi, v[1]);
      }
    return { attributeId: a.id, min: lo, max: hi };
  });
  return { total: hits.length, brands, ranges };
}

const micro = (text: string | null) => (text === null ? null : decimalToMicro(text)!);

async function search(body: object): Promise<{ status: number; data: ProductSearchResult; msg: string }> {
  const res = await w.app.inject({ method: 'POST', url: '/api/product/search', payload: body });
  const json = res.json() as { data: ProductSearchResult; msg: string };
  return { status: res.statusCode, data: json.data, msg: json.msg };
}

const mm = (n: number) => n * 1_000_000;

describe('range filters on the listing', () => {
  it('answer the bearings’ numeric attributes with their bounds, without any filter', async () => {
    const { data } = await search({ categoryId: bearings, pageSize: 5 });
    expect(data.facets.ranges!.map((r) => [r.name, r.unit])).toEqual([
      ['内径', 'mm'],
      ['外径', 'mm'],
      ['宽度', 'mm'],
    ]);
    const want = expected({ brands: [], asks: [] });
    expect(data.total).toBe(want.total);
    expect(
      data.facets.ranges!.map((r) => ({ attributeId: r.attributeId, min: micro(r.min), max: micro(r.max) })),
    ).toEqual(want.ranges);
    expect(want.ranges.every((r) => r.min !== null)).toBe(true);
    // The prepared listing (listing_facets) and the listing computed whole answer the same bounds.
    const { prepared, whole } = await preparedAndWhole(
      w.app,
      'listing_facets',
      async () => (await freshSearch(w.app, { categoryId: bearings, pageSize: 5 })).facets.ranges,
      () => refreshListingFacets(w.app.db.db, 'all'),
    );
    expect(whole).toEqual(prepared);
  });

  it('filter bore 20 mm and outer diameter 40–50 mm on the same SKU; a unit converts (4–5 cm)', async () => {
    const [bore, outer] = attrs;
    const asks = [
      { attr: bore!.id, min: mm(20), max: mm(20) },
      { attr: outer!.id, min: mm(40), max: mm(50) },
    ];
    const want = expected({ brands: [], asks });
    expect(want.total).toBeGreaterThan(0);
    const ranges = { [bore!.id]: { min: 20, max: '20' }, [outer!.id]: { min: '4', max: '5', unit: 'cm' } };
    const { data } = await search({ categoryId: bearings, ranges, pageSize: 60 });
    expect(data.total).toBe(want.total);
    const { data: level3 } = await search({
      categoryId: data.list[0]!.categoryId,
      ranges,
      keyword: '轴承',
    });
    expect(level3.total).toBeGreaterThan(0);
    expect(level3.facets.ranges!.length).toBe(3);
  });

  it('refuse an unknown attribute, a unit of another dimension, a reversed range and a malformed value', async () => {
    const bore = attrs[0]!.id;
    const cases: [object, string][] = [
      [{ 999999: { min: 1 } }, '筛选的参数不存在或不是数值参数'],
      [{ [bore]: { min: 1, unit: 'kg' } }, '单位「kg」不能用于「内径」'],
      [{ [bore]: { min: 30, max: 20 } }, '参数下限不能高于上限'],
      [{ [bore]: { min: '-1' } }, '参数范围请输入不小于 0 的数字，最多六位小数'],
      [{ [bore]: { min: 1, unit: 'parsec' } }, '无法识别的单位「parsec」'],
    ];
    for (const [ranges, msg] of cases) {
      const res = await search({ categoryId: bearings, ranges });
      expect([res.status, res.msg]).toEqual([400, msg]);
    }
  });

  it('keep every count and bound equal to the brute-force count, for random filter combinations', async () => {
    const brandIds = [...new Set(products.map((p) => p.brand))];
    const keys = [...new Set(products.flatMap((p) => p.keys))].filter((k) => k.startsWith('密封形式='));
    const points = attrs.map((a) => [
      ...new Set(products.flatMap((p) => [...p.skus.values()].flatMap((s) => s.get(a.id) ?? []))),
    ]);
    const ask = (i: number) =>
      fc.record(
        {
          attr: fc.constant(attrs[i]!.id),
          min: fc.option(fc.constantFrom(...points[i]!), { nil: undefined }),
          max: fc.option(fc.constantFrom(...points[i]!.map((v) => v + mm(3))), { nil: undefined }),
        },
        { requiredKeys: ['attr'] },
      );
    const filters = fc.record({
      brands: fc.subarray(brandIds, { maxLength: 3 }),
      attr: fc.option(fc.subarray(keys, { minLength: 1, maxLength: 2 }), { nil: undefined }),
      asks: fc.subarray([0, 1, 2]).chain((is) => fc.tuple(...is.map(ask))),
    });
    await fc.assert(
      fc.asyncProperty(filters, async ({ brands, attr, asks: raw }) => {
        const asks = raw.filter((a) => !(a.min !== undefined && a.max !== undefined && a.min > a.max));
        const f: Filters = { brands, asks, attr: attr && ['密封形式', attr] };
        const want = expected(f);
        const { status, data } = await search({
          categoryId: bearings,
          brandIds: brands.length ? brands : undefined,
          attrs: attr && { 密封形式: attr.map((k) => k.slice('密封形式='.length)) },
          ranges: Object.fromEntries(
            asks.map((a) => [
              a.attr,
              {
                min: a.min === undefined ? undefined : a.min / 1e6,
                max: a.max === undefined ? '' : a.max / 1e6,
              },
            ]),
          ),
          pageSize: 1,
        });
        expect(status).toBe(200);
        expect(data.total).toBe(want.total);
        expect(new Map(data.facets.brands.map((b) => [b.id, b.count]))).toEqual(want.brands);
        expect(
          data.facets.ranges!.map((r) => ({
            attributeId: r.attributeId,
            min: micro(r.min),
            max: micro(r.max),
          })),
        ).toEqual(want.ranges);
      }),
      { numRuns: 40 },
    );
  });

  it('give every page the category’s bounds, and follow a typed value a catalogue write changes', async () => {
    const want = expected({ brands: [], asks: [] }).ranges;
    const boundsOfPage = async (pageNum: number) =>
      (await search({ categoryId: bearings, pageSize: 5, pageNum })).data.facets.ranges!.map((r) => ({
        attributeId: r.attributeId,
        min: micro(r.min),
        max: micro(r.max),
      }));
    for (const page of [1, 2, 3]) expect(await boundsOfPage(page)).toEqual(want);
    // A SKU's bore becomes the widest; the product is written again (its reindex bumps the index version).
    const [bore] = attrs;
    const [row] = await queryRows<{ sku: number; product: number; hi: string }>(
      w.app.db.db,
      sql`select v.sku_id as sku, v.product_id as product, v.max_value::text as hi
          from sku_attribute_values v join product_search s on s.product_id = v.product_id
          where v.attribute_id = ${bore!.id} and v.problem is null and s.on_shelf and s.second_category_id = ${bearings}
          order by v.sku_id limit 1`,
    );
    const widest = want[0]!.max! + mm(7);
    const setHi = (hi: string) =>
      w.app.db.db.execute(
        sql`update sku_attribute_values set max_value = ${hi}::numeric
            where sku_id = ${row!.sku} and attribute_id = ${bore!.id}`,
      );
    await setHi(String(widest / 1_000_000));
    try {
      await w.app.searchIndex.reindexProducts([row!.product]);
      expect((await boundsOfPage(2))[0]).toEqual({ ...want[0], max: widest });
    } finally {
      await setHi(row!.hi);
      await w.app.searchIndex.reindexProducts([row!.product]);
    }
    expect(await boundsOfPage(2)).toEqual(want);
  });

  it('prepare each area’s bounds: a province’s own products with those sold nationwide', async () => {
    const db = w.app.db.db;
    // The province selling most bearings that are not sold nationwide: its listing merges two prepared rows.
    const [row] = await queryRows<{ area: string }>(
      db,
      sql`select x as area from product_search s, unnest(s.area_codes) x
          where s.on_shelf and s.second_category_id = ${bearings} and not ('0000' = any(s.area_codes))
            and x ~ '^[0-9]{2}0000$' and x < '710000'
          group by x order by count(*) desc, x limit 1`,
    );
    expect(row, 'a bearing sold in some provinces only').toBeDefined();
    // One SKU of each row gets the extreme bore: the widest sold there only, the narrowest sold nationwide.
    const [bore] = attrs;
    const skuOf = async (where: ReturnType<typeof sql>) =>
      (
        await queryRows<{ sku: number; product: number; lo: string; hi: string }>(
          db,
          sql`select v.sku_id as sku, v.product_id as product, v.min_value::text as lo, v.max_value::text as hi
              from sku_attribute_values v join product_search s on s.product_id = v.product_id
              where v.attribute_id = ${bore!.id} and v.problem is null and s.on_shelf
                and s.second_category_id = ${bearings} and ${where}
              order by v.sku_id limit 1`,
        )
      )[0]!;
    const own = await skuOf(sql`${row!.area} = any(s.area_codes) and not ('0000' = any(s.area_codes))`);
    const everywhere = await skuOf(sql`'0000' = any(s.area_codes)`);
    const want = expected({ brands: [], asks: [] }).ranges[0]!;
    const set = async (v: typeof own, lo: string, hi: string) => {
      await db.execute(sql`update sku_attribute_values set min_value = ${lo}::numeric, max_value = ${hi}::numeric
          where sku_id = ${v.sku} and attribute_id = ${bore!.id}`);
      await w.app.searchIndex.reindexProducts([v.product]);
    };
    const read = async () =>
      (await freshSearch(w.app, { categoryId: bearings, pageSize: 5, areaCode: row!.area })).facets.ranges!;
    await set(own, own.lo, String((want.max! + mm(7)) / 1_000_000));
    await set(everywhere, '0.1', everywhere.hi);
    try {
      const { prepared, whole } = await preparedAndWhole(w.app, 'listing_facets', read, () =>
        refreshListingFacets(db, 'all'),
      );
      expect([micro(prepared[0]!.min), micro(prepared[0]!.max)]).toEqual([mm(0.1), want.max! + mm(7)]);
      expect(prepared.every((r) => r.min !== null && r.max !== null)).toBe(true);
      expect(prepared).toEqual(whole);
    } finally {
      await set(own, own.lo, own.hi);
      await set(everywhere, everywhere.lo, everywhere.hi);
    }
  });

  it('follow the values an operator’s reparse reads again from the SKUs’ specs', async () => {
    const want = expected({ brands: [], asks: [] }).ranges;
    const bounds = async () =>
      (await search({ categoryId: bearings, pageSize: 5 })).data.facets.ranges!.map((r) => ({
        attributeId: r.attributeId,
        min: micro(r.min),
        max: micro(r.max),
      }));
    const [bore] = attrs;
    const [sku] = await queryRows<{ id: number; raw: string }>(
      w.app.db.db,
      sql`select v.sku_id as id, v.raw from sku_attribute_values v
          join product_search s on s.product_id = v.product_id
          join skus k on k.id = v.sku_id and k.spec ? ${bore!.name}
          where v.attribute_id = ${bore!.id} and v.problem is null and s.on_shelf
            and s.second_category_id = ${bearings}
          order by v.sku_id limit 1`,
    );
    // The spec's text changes behind the catalogue's back (as an import would leave it), then the reparse.
    const setSpec = (raw: string) =>
      w.app.db.db.execute(
        sql`update skus set spec = jsonb_set(spec, array[${bore!.name}], to_jsonb(${raw}::text))
            where id = ${sku!.id}`,
      );
    const { headers } = await operatorAuth(w.app, '商品');
    const reparse = async () => {
      const res = await w.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/attribute/reparse',
        headers,
        payload: { categoryId: bearings },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setSpec('999 mm');
    try {
      await reparse();
      expect((await bounds())[0]).toEqual({ ...want[0], max: mm(999) });
    } finally {
      await setSpec(sku!.raw);
      await reparse();
    }
    expect(await bounds()).toEqual(want);
  });

  it('leave a listing without numeric attributes as it was (no bounds)', async () => {
    const [{ id }] = (await queryRows<{ id: number }>(
      w.app.db.db,
      sql`select id from categories where level = 2 and title = '螺丝刀'`,
    )) as [{ id: number }];
    const { data } = await search({ categoryId: id });
    expect(data.total).toBeGreaterThan(0);
    expect(data.facets.ranges).toBeUndefined();
  });

  it('follow a definition an operator saves or deletes (the cached answer is dropped)', async () => {
    const before = await search({ categoryId: bearings, pageSize: 5 });
    expect(before.data.facets.ranges!.map((r) => r.name)).not.toContain('倒角');
    const { headers } = await operatorAuth(w.app, '商品');
    const saved = await w.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/attribute/save',
      headers,
      payload: { categoryId: bearings, name: '倒角', type: 'number', unit: 'mm', sort: 9, isFilter: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await search({ categoryId: bearings, pageSize: 5 });
    const added = after.data.facets.ranges!.find((r) => r.name === '倒角')!;
    expect([added.min, added.max]).toEqual([null, null]);
    const removed = await w.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/attribute/delete',
      headers,
      payload: { id: added.attributeId },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await search({ categoryId: bearings, pageSize: 5 });
    expect(again.data.facets.ranges!.map((r) => r.name)).toEqual(['内径', '外径', '宽度']);
  });
});
