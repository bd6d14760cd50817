import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  BrandList,
  CategoryPath,
  FirstCategoryPage,
  ProductDetail,
  ProductSearchResult,
  SceneZonePage,
  ShopList,
} from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { buildCatalogueApp, skuNotSoldInXinjiang } from '../../../testing/search.fixture';

const w = useTestApp(() => buildCatalogueApp());

async function call<T>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, headers = {}) {
  const res = await w.app.inject({ method, url, payload, headers });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: T } };
}

describe('category pages', () => {
  it('serves the level-one page with level-two groups, their children and featured products', async () => {
    const r = await call<FirstCategoryPage>('GET', '/api/category/first/16');
    expect(r.status).toBe(200);
    const page = r.body.data;
    expect(page.category.title).toBe('五金建材');
    expect(page.breadcrumbs).toEqual([{ id: 16, title: '五金建材', level: 1 }]);
    expect(page.groups.length).toBeGreaterThan(0);
    for (const g of page.groups) {
      expect(g.children.length).toBeGreaterThan(0);
      expect(g.featured.length).toBeLessThanOrEqual(5);
    }
    expect(page.groups.some((g) => g.featured.length > 0)).toBe(true);
  });

  it('answers 404 with a Chinese msg for an unknown or non-level-one id', async () => {
    for (const id of [999999, 19]) {
      const r = await call('GET', `/api/category/first/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.msg).toBe('商品分类不存在');
    }
    expect((await call('GET', '/api/category/first/abc')).status).toBe(400);
    expect((await call('GET', '/api/category/first/0')).status).toBe(400);
  });

  it('gives the path of a level-three category: breadcrumbs, siblings, children', async () => {
    const r = await call<CategoryPath>('GET', '/api/category/path/1909');
    expect(r.status).toBe(200);
    expect(r.body.data.breadcrumbs.map((c) => c.title)).toEqual(['工具耗材', '测量工具', '激光测距仪']);
    expect(r.body.data.breadcrumbs.map((c) => c.id)).toEqual([1, 19, 1909]);
    expect(r.body.data.siblings.map((s) => s.id)).toContain(1909);
    expect(r.body.data.children).toEqual([]);
    const level2 = await call<CategoryPath>('GET', '/api/category/path/19');
    expect(level2.body.data.children.map((c) => c.id)).toContain(1909);
    const missing = await call('GET', '/api/category/path/424242');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商品分类不存在');
  });
});

describe('product detail', () => {
  async function multiSkuProduct() {
    const [row] = await queryRows<{ id: number; sku_id: number }>(
      w.app.db.db,
      sql`select p.id, max(k.id) as sku_id from products p join skus k on k.product_id = p.id
          where p.on_shelf and '0000' = any(p.sales_area_codes)
          group by p.id having count(*) >= 3 order by p.id limit 1`,
    );
    return row!;
  }

  it('resolves a SKU id first and preselects that SKU', async () => {
    const { id, sku_id } = await multiSkuProduct();
    const r = await call<ProductDetail>('GET', `/api/product/detail/${sku_id}`);
    expect(r.status).toBe(200);
    expect(r.body.data.productId).toBe(id);
    expect(r.body.data.selectedSkuId).toBe(sku_id);
  });

  it('falls back to a product id, with gallery, SKUs, spec matrix, specs table, breadcrumbs, related', async () => {
    const { id } = await multiSkuProduct();
    // Pick a product id that is no SKU id, so it can only resolve as a product.
    const [free] = await queryRows<{ id: number }>(
      w.app.db.db,
      sql`select p.id from products p where p.on_shelf and not exists (select 1 from skus k where k.id = p.id)
          order by p.id desc limit 1`,
    );
    const target = free?.id ?? id;
    const r = await call<ProductDetail>('GET', `/api/product/detail/${target}?areaCode=0000`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.productId).toBe(target);
    expect(d.images.length).toBeGreaterThanOrEqual(1);
    expect(d.skus.length).toBeGreaterThan(0);
    expect(d.skus.map((s) => s.skuId)).toContain(d.selectedSkuId);
    for (const s of d.skus) expect(s.specValues.length).toBe(d.specAttrs.length);
    expect(d.specsTable.map((s) => s.name)).toEqual(expect.arrayContaining(['品牌', '型号', '单位']));
    expect(d.breadcrumbs.map((b) => b.level)).toEqual([1, 2, 3]);
    expect(d.related.every((c) => c.productId !== target)).toBe(true);
    expect(d.commentSummary).toEqual({
      total: 0,
      average: '0.0',
      goodRate: 0,
      byRating: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
    });
    expect(d.area).toEqual({ areaCode: '0000', areaName: '全国', inArea: true, message: null });
    expect(Number(d.minPrice)).toBeLessThanOrEqual(Number(d.maxPrice));
  });

  it('shows as related the category’s best sellers in the area, itself left out', async () => {
    const [full] = await queryRows<{ category_id: number }>(
      w.app.db.db,
      sql`select category_id from products where on_shelf group by category_id order by count(*) desc limit 1`,
    );
    for (const areaCode of ['0000', '440000']) {
      const page = (pageNum: number) =>
        call<ProductSearchResult>('POST', '/api/product/search', {
          categoryId: full!.category_id,
          areaCode,
          sort: 'sales',
          pageSize: 11,
          pageNum,
        }).then((r) => r.body.data.list);
      const best = await page(1);
      const [later] = await page(2);
      expect(best.length).toBeGreaterThan(2);
      if (areaCode === '0000') expect(later).toBeDefined(); // the category fills more than a page
      // By SKU id, as the storefront links (a product id may also be another product's SKU id).
      for (const target of [best[0]!, best[best.length - 1]!, ...(later ? [later] : [])]) {
        const d = (
          await call<ProductDetail>('GET', `/api/product/detail/${target.skuId}?areaCode=${areaCode}`)
        ).body.data;
        expect(d.productId).toBe(target.productId);
        expect(d.related).toEqual(best.filter((c) => c.productId !== target.productId).slice(0, 10));
      }
    }
  });

  it('shows each category its own best sellers when pages of many categories are asked for at once', async () => {
    const categories = await queryRows<{ category_id: number; sku_id: number }>(
      w.app.db.db,
      sql`select distinct on (category_id) category_id, default_sku_id as sku_id from products
          where on_shelf and '0000' = any(sales_area_codes) order by category_id, id desc limit 12`,
    );
    expect(categories.length).toBeGreaterThan(5);
    for (const areaCode of ['0000', '440000']) {
      // Asked for together: the server reads the categories' best sellers together.
      const pages = await Promise.all(
        categories.map((c) =>
          call<ProductDetail>('GET', `/api/product/detail/${c.sku_id}?areaCode=${areaCode}`),
        ),
      );
      for (const [i, c] of categories.entries()) {
        const d = pages[i]!.body.data;
        const best = (
          await call<ProductSearchResult>('POST', '/api/product/search', {
            categoryId: c.category_id,
            areaCode,
            sort: 'sales',
            pageSize: 11,
            pageNum: 1,
          })
        ).body.data.list;
        expect(d.related).toEqual(best.filter((card) => card.productId !== d.productId).slice(0, 10));
        for (const card of d.related) expect(card.categoryId).toBe(c.category_id);
      }
    }
  });

  it('lists the varying spec attribute with every SKU as a distinct combination', async () => {
    const { id } = await multiSkuProduct();
    const d = (await call<ProductDetail>('GET', `/api/product/detail/${id}`)).body.data;
    expect(d.specAttrs.length).toBeGreaterThan(0);
    const combos = new Set(d.skus.map((s) => s.specValues.join('|')));
    expect(combos.size).toBe(d.skus.length);
    for (const s of d.skus) expect(s.available).toBe(s.stock > 0);
  });

  it('marks a product not sold in the chosen area 该区域暂不销售', async () => {
    const row = await skuNotSoldInXinjiang(w.app);
    const r = await call<ProductDetail>('GET', `/api/product/detail/${row.skuId}?areaCode=650000`);
    expect(r.status).toBe(200);
    expect(r.body.data.area).toMatchObject({ areaCode: '650000', inArea: false, message: '该区域暂不销售' });
    expect(r.body.data.skus.every((s) => !s.available)).toBe(true);
    expect(r.body.data.delivery.text).toBe('该区域暂不销售');
    const home = await call<ProductDetail>(
      'GET',
      `/api/product/detail/${row.skuId}?areaCode=${row.areas[0]}`,
    );
    expect(home.body.data.area.inArea).toBe(true);
    expect(home.body.data.delivery.days).not.toBeNull();
  });

  it('gives each page of one area the delivery of its own stock: shipped, out of stock, local', async () => {
    const db = w.app.db.db;
    const [shipped, out, local] = await queryRows<{ id: number; sku: number }>(
      db,
      sql`select p.id, p.default_sku_id as sku from products p
          where p.on_shelf and '0000' = any(p.sales_area_codes)
            and not exists (select 1 from sku_area_stocks a join skus k on k.id = a.sku_id where k.product_id = p.id)
          order by p.id desc limit 3`,
    );
    await db.execute(sql`update skus set stock = 50 where product_id in (${shipped!.id}, ${local!.id})`);
    await db.execute(sql`update skus set stock = 0 where product_id = ${out!.id}`);
    await db.execute(sql`insert into sku_area_stocks (sku_id, area_code, stock)
      select id, '440000', 20 from skus where product_id = ${local!.id}`);
    const delivery = async (sku: number, area: string) =>
      (await call<ProductDetail>('GET', `/api/product/detail/${sku}?areaCode=${area}`)).body.data.delivery;
    // 广东 is three days from the national warehouse; its own warehouse delivers the next day.
    expect(await delivery(shipped!.sku, '440000')).toEqual({ text: '现货，预计 3 天内送达', days: 3 });
    expect(await delivery(out!.sku, '440000')).toEqual({ text: '暂时缺货，到货后发货', days: null });
    expect(await delivery(local!.sku, '440000')).toEqual({ text: '本地仓现货，预计 1 天内送达', days: 1 });
    // 江苏 (another area) is two days away, and 广东's own stock is not its own.
    expect(await delivery(local!.sku, '320000')).toEqual({ text: '现货，预计 2 天内送达', days: 2 });
    expect(await delivery(shipped!.sku, '440000')).toEqual({ text: '现货，预计 3 天内送达', days: 3 });
  });

  it('answers an unknown id with 404 and a Chinese msg, and a malformed id with 400', async () => {
    const r = await call('GET', '/api/product/detail/987654321');
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('商品不存在或已下架');
    expect((await call('GET', '/api/product/detail/abc')).status).toBe(400);
    expect((await call('GET', '/api/product/detail/1?areaCode=xyz')).status).toBe(400);
  });

  it('sanitises the rich detail', async () => {
    const { id } = await multiSkuProduct();
    await w.app.db.db.execute(
      sql`update products set description_html = '<p onclick="x()">好<script>alert(1)</script></p><img src="javascript:alert(1)">' where id = ${id}`,
    );
    await w.app.searchIndex.reindexProducts([id]);
    const d = (await call<ProductDetail>('GET', `/api/product/detail/${id}`)).body.data;
    expect(d.descriptionHtml).not.toMatch(/script|onclick|javascript/);
    expect(d.descriptionHtml).toContain('<p>好</p>');
  });

  it('records browsing history for a logged-in buyer once a day, not for visitors', async () => {
    const { id } = await multiSkuProduct();
    const { buyer, headers } = await buyerAuth(w.app);
    await call('GET', `/api/product/detail/${id}`);
    await call('GET', `/api/product/detail/${id}`, undefined, headers);
    await call('GET', `/api/product/detail/${id}`, undefined, headers);
    const rows = await queryRows<{ user_id: number; product_id: number }>(
      w.app.db.db,
      sql`select user_id, product_id from browsing_history where product_id = ${id}`,
    );
    expect(rows).toEqual([{ user_id: buyer.id, product_id: id }]);
  });

  it('serves an empty comment list with zero counts; unknown product → 404', async () => {
    const { id } = await multiSkuProduct();
    const r = await call<{ list: unknown[]; total: number }>('POST', '/api/product/getCommentList', {
      productId: id,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.list).toEqual([]);
    expect(r.body.data.total).toBe(0);
    expect((await call('POST', '/api/product/getCommentList', { productId: 987654321 })).status).toBe(404);
  });
});

describe('brands', () => {
  it('serves the brand wall sorted by letter with its letters and level-one categories', async () => {
    const r = await call<BrandList>('POST', '/api/brand/getBrandList', {});
    expect(r.status).toBe(200);
    const wall = r.body.data;
    expect(wall.list.length).toBeGreaterThanOrEqual(40);
    const letters = wall.list.map((b) => b.initial);
    expect(letters).toEqual([...letters].sort());
    expect(wall.initials).toEqual([...new Set(letters)]);
    expect(wall.categories.length).toBeGreaterThanOrEqual(10);
    expect(wall.list.find((b) => b.name === '世达')).toMatchObject({ latinName: 'SATA', initial: 'S' });
  });

  it('filters the wall by level-one category and by letter', async () => {
    const byCat = (await call<BrandList>('POST', '/api/brand/getBrandList', { firstCategoryId: 3 })).body
      .data;
    expect(byCat.list.length).toBeGreaterThan(0);
    expect(byCat.list.every((b) => b.categoryIds.includes(3))).toBe(true);
    expect(byCat.list.map((b) => b.name)).toContain('正泰');
    const byLetter = (await call<BrandList>('POST', '/api/brand/getBrandList', { initial: 'Z' })).body.data;
    expect(byLetter.list.every((b) => b.initial === 'Z')).toBe(true);
    expect((await call('POST', '/api/brand/getBrandList', { initial: 'zz' })).status).toBe(400);
  });

  it('serves a brand page through the screening panel; unknown brand → 404', async () => {
    const r = await call<ShopList>('POST', '/api/brand/getShopList', { brandId: 1, sort: 'priceAsc' });
    expect(r.status).toBe(200);
    expect(r.body.data.brand.name).toBe('世达');
    expect(r.body.data.total).toBeGreaterThan(0);
    expect(r.body.data.list.every((c) => c.brandId === 1)).toBe(true);
    const prices = r.body.data.list.map((c) => Number(c.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cat = r.body.data.facets.categories[0]!;
    const narrowed = await call<ShopList>('POST', '/api/brand/getShopList', {
      brandId: 1,
      categoryId: cat.id,
    });
    expect(narrowed.body.data.total).toBe(cat.count);
    const missing = await call('POST', '/api/brand/getShopList', { brandId: 9999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('品牌不存在');
    expect((await call('POST', '/api/brand/getShopList', { brandId: 1, pageNum: 0 })).status).toBe(400);
  });
});

describe('scene zones', () => {
  it('serves a scene with its children as tabs; the first is active by default', async () => {
    const r = await call<SceneZonePage>('GET', '/api/scene-zone?firstId=1');
    expect(r.status).toBe(200);
    expect(r.body.data.scene).toEqual({ id: 1, name: '工厂车间' });
    expect(r.body.data.tabs.map((t) => t.id)).toEqual([6, 11, 12]);
    expect(r.body.data.activeId).toBe(6);
    const chosen = await call<SceneZonePage>('GET', '/api/scene-zone?firstId=1&secondId=11');
    expect(chosen.body.data.activeId).toBe(11);
  });

  it('answers an unknown scene or a child of another scene with 404', async () => {
    expect((await call('GET', '/api/scene-zone?firstId=99')).status).toBe(404);
    const wrong = await call('GET', '/api/scene-zone?firstId=1&secondId=7');
    expect(wrong.status).toBe(404);
    expect(wrong.body.msg).toBe('场景专区不存在');
    expect((await call('GET', '/api/scene-zone')).status).toBe(400);
  });
});
