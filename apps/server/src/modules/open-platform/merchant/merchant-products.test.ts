import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPEN_CODE } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { appHeaders, shopApp } from '../../../testing/shop-app.fixture';
import { openShop, productBody, useShopWorld } from '../../../testing/shop.fixture';

// The merchant API's catalogue calls: stock and prices per SKU in batches of at most 100, on or off shelf,
// submitting for review — each on the shop's own SKUs and products only (another shop's answer 404 and
// change nothing).

const w = useShopWorld();
type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  w.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const refusal = (res: { statusCode: number; json: () => { code: number } }) => [
  res.statusCode,
  res.json().code,
];

/** Shop A with an approved product on shelf (88.00 元, 50 in stock) and its app; shop B's app. */
async function world() {
  const cat = w.facts.cats[0]!;
  const brand = w.facts.brands[0]!.id;
  const grants = { categoryIds: [cat.first], brandIds: [brand] };
  const shop = await openShop(w.app, w.ops, grants);
  const saved = await w.post(
    '/api/portal/catalogue/product/save',
    shop.headers,
    productBody(cat.leaf, brand),
  );
  const product = saved.json().data as { id: number; skus: { id: number }[] };
  await w.post('/api/portal/catalogue/product/submit', shop.headers, { id: product.id });
  await w.post('/api/admin/catalogue/product/review', w.goods, { id: product.id, approve: true });
  const other = await openShop(w.app, w.ops, grants);
  return {
    shop,
    product,
    cat,
    brand,
    skuId: product.skus[0]!.id,
    appA: await shopApp(w.app, shop.headers),
    appB: await shopApp(w.app, other.headers),
  };
}

async function skuRow(id: number) {
  const [row] = await queryRows<{
    stock: number;
    price_fen: number;
    min_price_fen: number;
    on_shelf: boolean;
  }>(
    w.app.db.db,
    sql`select k.stock, k.price_fen, p.min_price_fen, p.on_shelf from skus k
        join products p on p.id = k.product_id where k.id = ${id}`,
  );
  return row!;
}

describe('merchant API: stock and prices', () => {
  it('sets the shop’s SKUs’ stock and prices, all or none, without sending the product back to review', async () => {
    const { shop, product, skuId, appA, appB } = await world();
    const stock = await post('/open/v1/merchant/stock/update', appA.headers, {
      items: [{ skuId, stock: 120 }],
    });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json()).toMatchObject({ msg: '库存已更新', data: { updated: 1 } });
    const price = await post('/open/v1/merchant/prices/update', appA.headers, {
      items: [{ skuId, priceFen: 7650 }],
    });
    expect(price.statusCode, price.body).toBe(200);
    expect(await skuRow(skuId)).toEqual({ stock: 120, price_fen: 7650, min_price_fen: 7650, on_shelf: true });
    const portal = await w.post('/api/portal/catalogue/product/detail', shop.headers, { id: product.id });
    expect(portal.json().data).toMatchObject({ reviewStatus: 2, onShelf: true, minPrice: '76.50' });
    const audit = await queryRows<{ operator_name: string; summary: string }>(
      w.app.db.db,
      sql`select operator_name, summary from audit_log where action = 'product.skuLevels'
          and target_id = ${String(product.id)} order by id`,
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]!.operator_name).toBe(`商家${shop.shopId}:${appA.clientId}`);
    expect(audit[0]!.summary).toContain('（开放接口）');

    // Another shop's SKU: 404 with its id, and nothing of the batch is written.
    for (const [url, item] of [
      ['/open/v1/merchant/stock/update', { skuId, stock: 1 }],
      ['/open/v1/merchant/prices/update', { skuId, priceFen: 1 }],
    ] as const) {
      const res = await post(url, appB.headers, { items: [item] });
      expect(refusal(res), url).toEqual([404, OPEN_CODE.NOT_FOUND]);
      expect(res.json().msg).toBe(`SKU 不存在：${skuId}`);
    }
    const mixed = await post('/open/v1/merchant/stock/update', appA.headers, {
      items: [
        { skuId, stock: 5 },
        { skuId: 900011, stock: 5 },
      ],
    });
    expect(refusal(mixed)).toEqual([404, OPEN_CODE.NOT_FOUND]);
    expect(await skuRow(skuId)).toMatchObject({ stock: 120, price_fen: 7650 });
  });

  it('refuses more than 100 SKUs (40002), repeated or negative values in Chinese, and a missing scope', async () => {
    const { skuId, appA } = await world();
    const many = Array.from({ length: 101 }, (_, i) => ({ skuId: skuId + i, stock: 1 }));
    const big = await post('/open/v1/merchant/stock/update', appA.headers, { items: many });
    expect(refusal(big)).toEqual([400, OPEN_CODE.BATCH_TOO_LARGE]);
    for (const body of [
      { items: [] },
      { items: [{ skuId, stock: -1 }] },
      { items: [{ skuId, stock: 1.5 }] },
      {
        items: [
          { skuId, stock: 1 },
          { skuId, stock: 2 },
        ],
      },
      { items: [{ skuId: 'abc', stock: 1 }] },
    ]) {
      const res = await post('/open/v1/merchant/stock/update', appA.headers, body);
      expect(refusal(res), JSON.stringify(body)).toEqual([400, OPEN_CODE.BAD_REQUEST]);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const zero = await post('/open/v1/merchant/prices/update', appA.headers, {
      items: [{ skuId, priceFen: 0 }],
    });
    expect([zero.statusCode, zero.json().msg]).toEqual([400, '价格必须大于 0']);
    const stockOnly = await appHeaders(w.app, appA, 'stock');
    const noScope = await post('/open/v1/merchant/prices/update', stockOnly, {
      items: [{ skuId, priceFen: 100 }],
    });
    expect(refusal(noScope)).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
    expect(noScope.json().msg).toBe('应用未获得「商品」权限');
  });
});

describe('merchant API: shelf and review', () => {
  it('takes the shop’s products off and on shelf and submits drafts; another shop’s answer 404', async () => {
    const { shop, product, cat, brand, skuId, appA, appB } = await world();
    const off = await post('/open/v1/merchant/products/shelf', appA.headers, {
      productIds: [product.id],
      onShelf: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ msg: '已下架', data: { updated: 1 } });
    expect((await skuRow(skuId)).on_shelf).toBe(false);
    const theirs = await post('/open/v1/merchant/products/shelf', appB.headers, {
      productIds: [product.id],
      onShelf: true,
    });
    expect(refusal(theirs)).toEqual([404, OPEN_CODE.NOT_FOUND]);
    expect((await skuRow(skuId)).on_shelf).toBe(false);
    const on = await post('/open/v1/merchant/products/shelf', appA.headers, {
      productIds: [product.id],
      onShelf: true,
    });
    expect(on.json()).toMatchObject({ msg: '已上架', data: { updated: 1 } });

    // A draft saved in the portal is submitted for review through the API, once.
    const draft = await w.post(
      '/api/portal/catalogue/product/save',
      shop.headers,
      productBody(cat.leaf, brand),
    );
    const draftId = draft.json().data.id as number;
    const byOther = await post(`/open/v1/merchant/products/${draftId}/submit`, appB.headers);
    expect(refusal(byOther)).toEqual([404, OPEN_CODE.NOT_FOUND]);
    const submitted = await post(`/open/v1/merchant/products/${draftId}/submit`, appA.headers);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({
      productId: draftId,
      reviewStatus: 1,
      reviewStatusText: '待审核',
      onShelf: false,
    });
    const twice = await post(`/open/v1/merchant/products/${draftId}/submit`, appA.headers);
    expect(refusal(twice)).toEqual([409, OPEN_CODE.CONFLICT]);
    // Only approved products go on shelf; bad input is refused in Chinese.
    const unapproved = await post('/open/v1/merchant/products/shelf', appA.headers, {
      productIds: [draftId],
      onShelf: true,
    });
    expect(refusal(unapproved)).toEqual([400, OPEN_CODE.BAD_REQUEST]);
    expect(unapproved.json().msg).toContain('未通过审核');
    const bad = await post('/open/v1/merchant/products/shelf', appA.headers, { productIds: [product.id] });
    expect(refusal(bad)).toEqual([400, OPEN_CODE.BAD_REQUEST]);
    expect(bad.json().msg).toContain('onShelf');
    const ordersOnly = await appHeaders(w.app, appA, 'orders');
    const noScope = await post(`/open/v1/merchant/products/${draftId}/submit`, ordersOnly);
    expect(refusal(noScope)).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
  });
});
