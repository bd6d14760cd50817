import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompareResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { buildCatalogueApp, skuNotSoldInXinjiang } from '../../../testing/search.fixture';
import { skuAttributes } from './product-compare';

const w = useTestApp(() => buildCatalogueApp(600));

async function get(url: string, headers = {}) {
  const res = await w.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: CompareResult } };
}

type SkuRow = {
  sku_id: number;
  product_id: number;
  category_id: number;
  title: string;
  spec: Record<string, string>;
  attrs: Record<string, string[]>;
};

/** On-shelf SKUs sold everywhere: two of one level-three category, one of another. */
async function threeSkus() {
  const rows = await queryRows<SkuRow>(
    w.app.db.db,
    sql`select k.id as sku_id, p.id as product_id, p.category_id, p.title, k.spec, p.attrs
        from skus k join products p on p.id = k.product_id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and k.id = p.default_sku_id
        order by p.category_id, p.id`,
  );
  const byCategory = new Map<number, SkuRow[]>();
  for (const r of rows) byCategory.set(r.category_id, [...(byCategory.get(r.category_id) ?? []), r]);
  const pair = [...byCategory.values()].find((list) => list.length >= 2)!;
  const other = rows.find((r) => r.category_id !== pair[0]!.category_id)!;
  return [pair[0]!, pair[1]!, other] as const;
}

describe('GET /api/product/compare', () => {
  it('answers the SKUs in the order asked, with price, stock, category and attributes', async () => {
    const [a, b, c] = await threeSkus();
    const r = await get(`/api/product/compare?skuIds=${c.sku_id},${a.sku_id},${b.sku_id}`);
    expect(r.status).toBe(200);
    const { items, missing, area } = r.body.data;
    expect(missing).toEqual([]);
    expect(area).toEqual({ areaCode: '0000', areaName: '全国' });
    expect(items.map((i) => i.skuId)).toEqual([c.sku_id, a.sku_id, b.sku_id]);
    const first = items[1]!;
    expect(first).toMatchObject({ productId: a.product_id, title: a.title, inArea: true });
    expect(first.category.id).toBe(a.category_id);
    expect(first.price).toMatch(/^\d+\.\d{2}$/);
    expect(first.image).toMatch(/^\/api\/files\//);
    expect(first.attributes).toEqual(skuAttributes(a.attrs, a.spec));
    expect(first.attributes.length).toBeGreaterThan(0);
    // Only the attributes that vary between the product's SKUs name the spec.
    for (const name of Object.keys(first.spec)) expect(a.attrs[name]!.length).toBeGreaterThan(1);
    // Same category: the same attribute names, so the page can align them.
    expect(items[2]!.attributes.map((x) => x.name)).toEqual(first.attributes.map((x) => x.name));
  });

  it('gives a SKU its own spec value and the product’s values for the rest', () => {
    expect(
      skuAttributes(
        { 规格: ['M6', 'M8'], 材质: ['碳钢', '不锈钢'], 颜色: [''] },
        { 规格: 'M8', 长度: '30mm' },
      ),
    ).toEqual([
      { name: '规格', value: 'M8' },
      { name: '材质', value: '碳钢、不锈钢' },
      { name: '长度', value: '30mm' },
    ]);
  });

  it('reports unknown and off-shelf SKUs in missing, not as an error; repeats count once', async () => {
    const [a, b] = await threeSkus();
    await w.app.db.db.execute(sql`update products set on_shelf = false where id = ${b.product_id}`);
    try {
      const r = await get(`/api/product/compare?skuIds=${a.sku_id}&skuIds=987654321,${b.sku_id},${a.sku_id}`);
      expect(r.status).toBe(200);
      expect(r.body.data.items.map((i) => i.skuId)).toEqual([a.sku_id]);
      expect(r.body.data.missing).toEqual([
        { skuId: 987654321, title: null, reason: '商品不存在' },
        { skuId: b.sku_id, title: b.title, reason: '商品已下架' },
      ]);
    } finally {
      await w.app.db.db.execute(sql`update products set on_shelf = true where id = ${b.product_id}`);
    }
  });

  it('marks a SKU not sold in the chosen area and reads the province’s stock', async () => {
    const row = await skuNotSoldInXinjiang(w.app);
    const far = await get(`/api/product/compare?skuIds=${row.skuId}&areaCode=650000`);
    expect(far.status).toBe(200);
    expect(far.body.data.area).toEqual({ areaCode: '650000', areaName: '新疆维吾尔自治区' });
    expect(far.body.data.items[0]).toMatchObject({ inArea: false, available: false });
    const home = await get(`/api/product/compare?skuIds=${row.skuId}&areaCode=${row.areas[0]}`);
    expect(home.body.data.items[0]!.inArea).toBe(true);

    await w.app.db.db.execute(
      sql`insert into sku_area_stocks (sku_id, area_code, stock) values (${row.skuId}, '330000', 7)
          on conflict (sku_id, area_code) do update set stock = 7`,
    );
    const zj = await get(`/api/product/compare?skuIds=${row.skuId}&areaCode=330100`);
    expect(zj.body.data.items[0]!.stock).toBe(7);
    expect(zj.body.data.area.areaCode).toBe('330000');
  });

  it('refuses bad input with a Chinese message', async () => {
    const [a] = await threeSkus();
    const cases: [string, string][] = [
      ['', '请选择要对比的商品'],
      ['?skuIds=', '请选择要对比的商品'],
      ['?skuIds=,,', '请选择要对比的商品'],
      ['?skuIds=1,2,3,4,5', '最多对比 4 件商品'],
      ['?skuIds=abc', '商品编号不正确'],
      ['?skuIds=0', '商品编号不正确'],
      ['?skuIds=-3', '商品编号不正确'],
      ['?skuIds=99999999999', '商品编号不正确'],
      [`?skuIds=${a.sku_id}&areaCode=xyz`, '销售区域编码不正确'],
      [`?skuIds=${a.sku_id}&areaCode=990000`, '销售区域不存在'],
    ];
    for (const [query, msg] of cases) {
      const r = await get(`/api/product/compare${query}`);
      expect(r.status, query).toBe(400);
      expect(r.body.msg, query).toBe(msg);
    }
    // Four distinct ids with repeats are four.
    const ok = await get(`/api/product/compare?skuIds=${a.sku_id},${a.sku_id},1,2,3`);
    expect(ok.status).toBe(200);
  });

  it('is public and writes no browsing history', async () => {
    const [a] = await threeSkus();
    const { headers } = await buyerAuth(w.app);
    const r = await get(`/api/product/compare?skuIds=${a.sku_id}`, headers);
    expect(r.status).toBe(200);
    const rows = await queryRows(
      w.app.db.db,
      sql`select 1 from browsing_history where product_id = ${a.product_id}`,
    );
    expect(rows).toEqual([]);
  });
});
