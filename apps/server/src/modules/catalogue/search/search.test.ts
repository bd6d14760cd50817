import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductCard, ProductSearchResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { SearchCache } from './search-cache';

const w = useTestApp(() => buildCatalogueApp());

async function search(body: Record<string, unknown>) {
  const res = await w.app.inject({ method: 'POST', url: '/api/product/search', payload: body });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: ProductSearchResult },
  };
}
async function ok(body: Record<string, unknown>): Promise<ProductSearchResult> {
  const res = await search(body);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}
async function productRows(ids: number[]) {
  return queryRows<{
    id: number;
    category_id: number;
    second_category_id: number;
    first_category_id: number;
    brand_id: number;
    min_price_fen: number;
    sales_count: number;
    created_at: string;
    attrs: Record<string, string[]>;
    sales_area_codes: string[];
    scene_ids: number[];
  }>(w.app.db.db, sql`select * from products where id = any(${sql.param(ids)}::int[])`);
}
const ids = (list: ProductCard[]) => list.map((c) => c.productId);

describe('category listing', () => {
  it('lists a level-three category by 综合 (sales) with a total and 20 per page', async () => {
    const r = await ok({ categoryId: 1909 });
    expect(r.total).toBeGreaterThan(0);
    expect(r.pageNum).toBe(1);
    expect(r.pageSize).toBe(20);
    expect(r.list.length).toBe(Math.min(20, r.total));
    expect(r.list.every((c) => c.categoryId === 1909)).toBe(true);
    const sales = r.list.map((c) => c.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const card = r.list[0]!;
    expect(card.price).toMatch(/^\d+\.\d{2}$/);
    expect(card.image).toMatch(/^\/api\/files\/product\/\d+\.svg$/);
    expect(card.titleParts.map((p) => p.text).join('')).toBe(card.title);
  });

  it('lists level-one and level-two categories through their denormalised ids', async () => {
    const first = await ok({ categoryId: 1, pageSize: 60 });
    const rows1 = await productRows(ids(first.list));
    expect(rows1.every((r) => r.first_category_id === 1)).toBe(true);
    const second = await ok({ categoryId: 19, pageSize: 60 });
    const rows2 = await productRows(ids(second.list));
    expect(rows2.every((r) => r.second_category_id === 19)).toBe(true);
    expect(first.total).toBeGreaterThan(second.total);
  });

  it('answers an unknown category with 404 and a Chinese msg', async () => {
    const r = await search({ categoryId: 999999 });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 404, msg: '商品分类不存在', data: null });
  });

  it('lists only on-shelf products', async () => {
    const r = await ok({ categoryId: 1, pageSize: 60 });
    const off = await queryRows<{ id: number }>(w.app.db.db, sql`select id from products where not on_shelf`);
    expect(off.length).toBeGreaterThan(0);
    const offIds = new Set(off.map((o) => o.id));
    expect(r.list.some((c) => offIds.has(c.productId))).toBe(false);
  });
});

describe('paging', () => {
  it('refuses page 0 with 400', async () => {
    const r = await search({ categoryId: 1909, pageNum: 0 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('页码最小为 1');
  });

  it('refuses more than 60 per page and a non-integer page', async () => {
    expect((await search({ pageSize: 61 })).body.msg).toContain('每页最多 60 条');
    expect((await search({ pageNum: 1.5 })).status).toBe(400);
    expect((await search({ pageNum: 'abc' })).status).toBe(400);
  });

  it('answers a page past the end with an empty list and the total', async () => {
    const first = await ok({ categoryId: 1909 });
    const past = await ok({ categoryId: 1909, pageNum: 999 });
    expect(past.list).toEqual([]);
    expect(past.total).toBe(first.total);
    expect(past.pageNum).toBe(999);
  });

  it("a page read with its filters' total and facets remembered is the page computed whole", async () => {
    const fresh = () => new SearchCache(w.app.store).bump(); // every answer computed afresh next
    const bodies = [
      { categoryId: 1, pageSize: 10 },
      { categoryId: 1, sort: 'priceAsc', pageSize: 7, inStock: true },
      { keyword: '螺丝刀', pageSize: 3 },
      { keyword: '螺丝刀', pageSize: 20 },
      { categoryId: 1, brandIds: [1, 2, 3], pageSize: 20 },
    ];
    // Pages inside the ranked head kept with the counts (the first 60), past it, and in another sort.
    const pages = [{ pageNum: 2 }, { pageNum: 3 }, { pageNum: 7 }, { pageNum: 3, sort: 'new' }];
    for (const body of bodies) {
      await fresh();
      await ok({ ...body, pageNum: 1 }); // the filters' total and facets are remembered from here on
      const remembered: ProductSearchResult[] = [];
      for (const page of pages) remembered.push(await ok({ ...body, ...page }));
      expect(remembered[0]!.list.length).toBeGreaterThan(0);
      const whole: ProductSearchResult[] = [];
      for (const page of pages) {
        await fresh();
        whole.push(await ok({ ...body, ...page }));
      }
      expect(remembered).toEqual(whole);
    }
  });

  it('pages of one keyword asked for at once (its counts computed once) equal the pages asked for alone', async () => {
    const fresh = () => new SearchCache(w.app.store).bump();
    const body = { keyword: '螺丝刀', pageSize: 10 };
    const pages = [1, 2, 3, 4, 8, 2, 1].map((pageNum) => ({ ...body, pageNum }));
    await fresh();
    const together = await Promise.all(pages.map((page) => ok(page)));
    const alone: ProductSearchResult[] = [];
    for (const page of pages) {
      await fresh();
      alone.push(await ok(page));
    }
    expect(together).toEqual(alone);
    expect(together[0]!.list.length).toBe(10);
  });

  it('pages through a listing without overlap', async () => {
    const p1 = await ok({ categoryId: 1, pageSize: 20, pageNum: 1 });
    const p2 = await ok({ categoryId: 1, pageSize: 20, pageNum: 2 });
    const all = await ok({ categoryId: 1, pageSize: 40, pageNum: 1 });
    expect([...ids(p1.list), ...ids(p2.list)]).toEqual(ids(all.list));
  });
});

describe('sorting', () => {
  it('sorts by price both ways, by sales and by newness', async () => {
    const asc = await ok({ categoryId: 1, sort: 'priceAsc', pageSize: 60 });
    const prices = asc.list.map((c) => Number(c.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await ok({ categoryId: 1, sort: 'priceDesc', pageSize: 60 });
    const dprices = desc.list.map((c) => Number(c.price));
    expect(dprices).toEqual([...dprices].sort((a, b) => b - a));
    expect(dprices[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
    const sales = await ok({ categoryId: 1, sort: 'sales', pageSize: 60 });
    const s = sales.list.map((c) => c.salesCount);
    expect(s).toEqual([...s].sort((a, b) => b - a));
    const fresh = await ok({ categoryId: 1, sort: 'new', pageSize: 60 });
    const rows = await productRows(ids(fresh.list));
    const byId = new Map(rows.map((r) => [r.id, new Date(r.created_at).getTime()]));
    const times = ids(fresh.list).map((id) => byId.get(id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses an unknown sort code', async () => {
    const r = await search({ sort: 'cheapest' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('排序方式不正确');
  });
});

describe('filters and facets', () => {
  it('filters by brand; the brand facet still counts the other brands', async () => {
    const all = await ok({ categoryId: 1 });
    expect(all.facets.brands.length).toBeGreaterThan(1);
    const brand = all.facets.brands[0]!;
    const r = await ok({ categoryId: 1, brandIds: [brand.id], pageSize: 60 });
    expect(r.total).toBe(brand.count);
    expect(r.list.every((c) => c.brandId === brand.id)).toBe(true);
    expect(r.facets.brands.length).toBe(all.facets.brands.length);
    expect(r.facets.brands.find((b) => b.id === brand.id)!.count).toBe(brand.count);
  });

  it('counts attribute values over the brand-filtered products when no attribute is chosen', async () => {
    const all = await ok({ categoryId: 1 });
    const brand = all.facets.brands.find((b) => b.count > 1 && b.count <= 60)!;
    const r = await ok({ categoryId: 1, brandIds: [brand.id], pageSize: 60 });
    const rows = await productRows(ids(r.list));
    for (const facet of r.facets.attributes) {
      for (const { value, count } of facet.values) {
        expect(count, `${facet.name}=${value}`).toBe(
          rows.filter((p) => p.attrs[facet.name]?.includes(value)).length,
        );
      }
    }
    const priceTotal = r.facets.priceRanges.reduce((n, b) => n + b.count, 0);
    expect(priceTotal).toBe(r.total);
  });

  it('filters by an attribute value; that attribute still shows its other values with counts', async () => {
    const all = await ok({ categoryId: 17 });
    const attr = all.facets.attributes.find((a) => a.values.length > 1)!;
    const value = attr.values[0]!;
    const r = await ok({ categoryId: 17, attrs: { [attr.name]: [value.value] }, pageSize: 60 });
    expect(r.total).toBe(value.count);
    const rows = await productRows(ids(r.list));
    expect(rows.every((p) => p.attrs[attr.name]?.includes(value.value))).toBe(true);
    const same = r.facets.attributes.find((a) => a.name === attr.name)!;
    expect(same.values.length).toBe(attr.values.length);
    // Other attributes' counts follow the chosen filter.
    const other = r.facets.attributes.find((a) => a.name !== attr.name);
    if (other) expect(other.values.reduce((n, v) => n + v.count, 0)).toBeLessThanOrEqual(r.total * 8);
  });

  it('combines a brand and an attribute filter (two facet filters)', async () => {
    const all = await ok({ categoryId: 17 });
    const attr = all.facets.attributes[0]!;
    const value = attr.values[0]!;
    const withAttr = await ok({ categoryId: 17, attrs: { [attr.name]: [value.value] } });
    const brand = withAttr.facets.brands[0]!;
    const r = await ok({
      categoryId: 17,
      attrs: { [attr.name]: [value.value] },
      brandIds: [brand.id],
      pageSize: 60,
    });
    expect(r.total).toBe(brand.count);
    const rows = await productRows(ids(r.list));
    expect(rows.every((p) => p.brand_id === brand.id && p.attrs[attr.name]?.includes(value.value))).toBe(
      true,
    );
  });

  it('filters by price range in yuan and offers price bands', async () => {
    const r = await ok({ categoryId: 1, priceMin: '20', priceMax: '100.5', pageSize: 60 });
    expect(r.total).toBeGreaterThan(0);
    expect(r.list.every((c) => Number(c.price) >= 20 && Number(c.price) <= 100.5)).toBe(true);
    const all = await ok({ categoryId: 1 });
    expect(all.facets.priceRanges.reduce((n, b) => n + b.count, 0)).toBe(all.total);
    expect(all.facets.priceRanges[0]!.label).toMatch(/^\d+(-\d+|以上)$/);
    const open = await ok({ categoryId: 1, priceMin: '1000' });
    expect(open.list.every((c) => Number(c.price) >= 1000)).toBe(true);
  });

  it('refuses absurd price ranges with a clear 400', async () => {
    const reversed = await search({ priceMin: '500', priceMax: '10' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toContain('最低价不能高于最高价');
    for (const bad of ['-1', 'abc', '1.234', '1e9']) {
      const r = await search({ priceMin: bad });
      expect(r.status, bad).toBe(400);
      expect(r.body.msg).toContain('价格请输入不小于 0 的数字');
    }
    expect((await search({ priceMax: -5 })).status).toBe(400);
  });

  it('shows only products in stock when asked', async () => {
    await w.app.db.db.execute(sql`update skus set stock = 0 where product_id in (
      select id from products where category_id = 1909 order by sales_count desc limit 2)`);
    const touched = await queryRows<{ id: number }>(
      w.app.db.db,
      sql`select id from products where category_id = 1909 order by sales_count desc limit 2`,
    );
    await w.app.searchIndex.reindexProducts(touched.map((t) => t.id));
    const all = await ok({ categoryId: 1909, pageSize: 60 });
    const inStock = await ok({ categoryId: 1909, inStock: true, pageSize: 60 });
    expect(all.list.some((c) => !c.inStock)).toBe(true);
    expect(inStock.list.every((c) => c.inStock && c.stock > 0)).toBe(true);
    expect(inStock.total).toBeLessThan(all.total);
  });

  it('filters by scene zone (a level-one scene includes its children); unknown scene → 404', async () => {
    const r = await ok({ sceneId: 6, pageSize: 60 });
    expect(r.total).toBeGreaterThan(0);
    const rows = await productRows(ids(r.list));
    expect(rows.every((p) => p.scene_ids.includes(6))).toBe(true);
    const parent = await ok({ sceneId: 1 });
    expect(parent.total).toBeGreaterThanOrEqual(r.total);
    const missing = await search({ sceneId: 999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('场景专区不存在');
  });
});

describe('sales area', () => {
  it('lists only products sold in the chosen province; 全国 lists everything', async () => {
    const all = await ok({ categoryId: 1, areaCode: '0000' });
    const gd = await ok({ categoryId: 1, areaCode: '440000', pageSize: 60 });
    expect(gd.total).toBeLessThan(all.total);
    const rows = await productRows(ids(gd.list));
    expect(
      rows.every((p) => p.sales_area_codes.includes('0000') || p.sales_area_codes.includes('440000')),
    ).toBe(true);
    // The cookie's list form: the first entry counts; a city code counts as its province.
    const list = await ok({ categoryId: 1, areaCode: ['440000', '110000'] });
    expect(list.total).toBe(gd.total);
    const city = await ok({ categoryId: 1, areaCode: '440300' });
    expect(city.total).toBe(gd.total);
  });

  it('refuses malformed and unknown area codes', async () => {
    expect((await search({ areaCode: 'abc' })).status).toBe(400);
    expect((await search({ areaCode: '990000' })).status).toBe(400);
  });
});

describe('keyword search', () => {
  it('finds 螺丝刀 by Chinese, full pinyin and initials, with the words highlighted', async () => {
    const zh = await ok({ keyword: '螺丝刀' });
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.list.every((c) => c.title.includes('螺丝刀'))).toBe(true);
    expect(zh.list[0]!.titleParts.some((p) => p.hit && p.text.includes('螺丝刀'))).toBe(true);
    const py = await ok({ keyword: 'luosidao' });
    const ini = await ok({ keyword: 'lsd' });
    expect(py.total).toBe(zh.total);
    expect(ids(py.list)).toEqual(ids(zh.list));
    expect(ini.list.slice(0, 10).every((c) => c.title.includes('螺丝刀'))).toBe(true);
    expect(py.highlightTerms).toContain('螺丝刀');
    expect(py.list[0]!.titleParts.some((p) => p.hit)).toBe(true);
  });

  it('finds brands by Chinese and Latin names, and brand + type', async () => {
    const zh = await ok({ keyword: '世达', pageSize: 60 });
    expect(zh.list.every((c) => c.brandName === '世达')).toBe(true);
    const latin = await ok({ keyword: 'sata', pageSize: 60 });
    expect(latin.total).toBe(zh.total);
    const both = await ok({ keyword: '世达螺丝刀' });
    expect(both.total).toBeGreaterThan(0);
    expect(both.list.every((c) => c.brandName === '世达' && c.title.includes('螺丝刀'))).toBe(true);
  });

  it('puts the exact model number first, ignoring case, spaces and dashes; prefixes match too', async () => {
    const [row] = await queryRows<{ id: number; model_no: string }>(
      w.app.db.db,
      sql`select id, model_no from products where on_shelf and model_no ~ '[A-Z].*-' order by id limit 1`,
    );
    const typed = row!.model_no.toLowerCase().replace(/[-\s]/g, '');
    const r = await ok({ keyword: typed });
    expect(r.list[0]!.productId).toBe(row!.id);
    const spaced = await ok({ keyword: row!.model_no.replace('-', ' - ') });
    expect(spaced.list[0]!.productId).toBe(row!.id);
    const prefix = await ok({ keyword: typed.slice(0, typed.length - 1) });
    expect(ids(prefix.list)).toContain(row!.id);
  });

  it('expands synonyms: 空开 finds 断路器', async () => {
    const r = await ok({ keyword: '空开' });
    expect(r.total).toBeGreaterThan(0);
    expect(r.list.every((c) => c.title.includes('断路器'))).toBe(true);
    expect(r.highlightTerms).toContain('断路器');
  });

  it('corrects a one-character typo and says so', async () => {
    const r = await ok({ keyword: '螺丝到' });
    expect(r.didYouMean).toBe('螺丝刀');
    expect(r.list.length).toBeGreaterThan(0);
    expect(r.list.every((c) => c.title.includes('螺丝刀'))).toBe(true);
  });

  it('answers a keyword that finds nothing with an empty list and hot products', async () => {
    const r = await ok({ keyword: '量子纠缠发生器' });
    expect(r.total).toBe(0);
    expect(r.list).toEqual([]);
    expect(r.hotProducts.length).toBe(10);
    const found = await ok({ keyword: '螺丝刀' });
    expect(found.hotProducts).toEqual([]);
  });

  it('refuses a 10,000-character keyword with a clear 400; trims spaces', async () => {
    const r = await search({ keyword: '螺'.repeat(10_000) });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('搜索词不能超过 100 个字符');
    const padded = await ok({ keyword: '  螺丝刀  ' });
    expect(padded.total).toBe((await ok({ keyword: '螺丝刀' })).total);
  });

  it('keeps facets for search results and narrows by category within a search', async () => {
    const r = await ok({ keyword: '手套' });
    expect(r.facets.categories.length).toBeGreaterThan(1);
    const cat = r.facets.categories[0]!;
    const narrowed = await ok({ keyword: '手套', categoryId: cat.id });
    expect(narrowed.total).toBe(cat.count);
  });

  it('treats quotes and tsquery operators in a keyword as text', async () => {
    for (const kw of ["'&|!():*", '螺丝刀 & !', "o'reilly", '\\']) {
      const r = await search({ keyword: kw });
      expect(r.status, kw).toBe(200);
    }
  });
});

describe('index maintenance', () => {
  it('reflects a renamed, re-priced and unshelved product after reindexProducts', async () => {
    const [row] = await queryRows<{ id: number }>(
      w.app.db.db,
      sql`select id from products where on_shelf order by id limit 1`,
    );
    const id = row!.id;
    await w.app.db.db.execute(sql`update products set title = title || ' 钛合金特供版' where id = ${id}`);
    const engine = w.app.searchIndex;
    expect((await ok({ keyword: '特供版' })).total).toBe(0);
    await engine.reindexProducts([id]);
    expect(ids((await ok({ keyword: '特供版' })).list)).toEqual([id]);
    await w.app.db.db.execute(sql`update products set on_shelf = false where id = ${id}`);
    await engine.reindexProducts([id]);
    expect((await ok({ keyword: '特供版' })).total).toBe(0);
    await w.app.db.db.execute(sql`update products set on_shelf = true where id = ${id}`);
    await engine.reindexProducts([id]);
  });
});

describe('suggestions', () => {
  const tips = async (payload: Record<string, unknown>) => {
    const res = await w.app.inject({ method: 'POST', url: '/api/brand/getProductSearchTips', payload });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: string[] } };
  };

  it('suggests by Chinese prefix, full pinyin and initials (at most 10 strings)', async () => {
    const zh = await tips({ keyword: '螺丝', areaCode: ['0000'] });
    expect(zh.status).toBe(200);
    expect(zh.body.data).toContain('螺丝刀');
    expect(zh.body.data.length).toBeLessThanOrEqual(10);
    expect((await tips({ keyword: 'luosi', areaCode: ['0000'] })).body.data).toContain('螺丝刀');
    expect((await tips({ keyword: 'lsd', areaCode: ['0000'] })).body.data).toContain('螺丝刀');
    expect((await tips({ keyword: '世达', areaCode: ['0000'] })).body.data[0]).toBe('世达');
    expect((await tips({ keyword: 'SATA', areaCode: ['110000'] })).body.data).toContain('sata');
  });

  it('answers an empty keyword with [] and refuses a 10,000-character one', async () => {
    expect((await tips({ keyword: '  ', areaCode: ['0000'] })).body.data).toEqual([]);
    const long = await tips({ keyword: 'a'.repeat(10_000), areaCode: ['0000'] });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('搜索词不能超过 100 个字符');
    expect((await tips({ keyword: '螺丝', areaCode: ['abc'] })).status).toBe(400);
  });
});

describe('search history', () => {
  it('is refused to visitors with 401', async () => {
    const list = await w.app.inject({ method: 'GET', url: '/api/brand/getProductHistoryRecord' });
    expect(list.statusCode).toBe(401);
    const del = await w.app.inject({
      method: 'POST',
      url: '/api/brand/deleteProductHistory',
      payload: { id: [1] },
    });
    expect(del.statusCode).toBe(401);
  });

  it('lists a buyer’s distinct recent terms newest first and deletes them by id', async () => {
    const { headers } = await buyerAuth(w.app);
    const other = await buyerAuth(w.app);
    for (const term of ['螺丝刀', '安全帽', '螺丝刀', '断路器']) {
      const res = await w.app.inject({
        method: 'POST',
        url: '/api/home/index/recordSearch',
        headers,
        payload: { searchTerms: term },
      });
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    await w.app.inject({
      method: 'POST',
      url: '/api/home/index/recordSearch',
      headers: other.headers,
      payload: { searchTerms: '别人的词' },
    });
    const res = await w.app.inject({ method: 'GET', url: '/api/brand/getProductHistoryRecord', headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: number; searchTerms: string }[];
    expect(list.map((h) => h.searchTerms)).toEqual(['断路器', '螺丝刀', '安全帽']);
    const del = await w.app.inject({
      method: 'POST',
      url: '/api/brand/deleteProductHistory',
      headers,
      payload: { id: [list[1]!.id] },
    });
    expect(del.json()).toEqual({ code: 200, msg: 'success', data: null });
    const after = await w.app.inject({ method: 'GET', url: '/api/brand/getProductHistoryRecord', headers });
    expect((after.json().data as { searchTerms: string }[]).map((h) => h.searchTerms)).toEqual([
      '断路器',
      '安全帽',
    ]);
    // Another buyer's ids are not touched.
    const theirs = await w.app.inject({
      method: 'GET',
      url: '/api/brand/getProductHistoryRecord',
      headers: other.headers,
    });
    expect(theirs.json().data).toHaveLength(1);
    const empty = await w.app.inject({
      method: 'POST',
      url: '/api/brand/deleteProductHistory',
      headers,
      payload: { id: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('请选择要删除的搜索记录');
  });
});
