import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPEN_CODE, type OpenProductBody } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { appHeaders, shopApp } from '../../../testing/shop-app.fixture';
import { completeOrders, openShop, ordersOfTwoSellers, useShopWorld } from '../../../testing/shop.fixture';

// The merchant API's product calls (create, update, detail, the list of changes, submit) and settlement
// statements (list, detail, confirm): the shop's app acts as the shop through the portal's own services.
// Creating is idempotent; another shop's product or statement answers 404; a missing scope 403; bad input
// a Chinese 400.

const w = useShopWorld();
type Headers = Record<string, string>;
type Res = Awaited<ReturnType<typeof w.app.inject>>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  w.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const refusal = (res: Res) => [res.statusCode, res.json().code];
const chinese = /[\u4e00-\u9fff]/;

let seq = 0;
/** A product body the shop may write (its granted category and brand), priced in 分. */
function body(over: Partial<OpenProductBody> = {}): OpenProductBody {
  const tag = `${Date.now().toString(36)}${seq++}`;
  return {
    title: `接口扳手 ${tag}`,
    brandId: w.facts.brands[0]!.id,
    categoryId: w.facts.cats[0]!.leaf,
    modelNo: `API-${tag}`,
    unit: '把',
    skus: [{ spec: {}, code: `API-${tag}`, priceFen: 12800, stock: 30, areaStocks: [] }],
    ...over,
  };
}

/** Shop A and its app, shop B and its app (both granted the first category and brand). */
async function world() {
  const grants = { categoryIds: [w.facts.cats[0]!.first], brandIds: [w.facts.brands[0]!.id] };
  const shop = await openShop(w.app, w.ops, grants);
  const other = await openShop(w.app, w.ops, grants);
  return { shop, a: await shopApp(w.app, shop.headers), b: await shopApp(w.app, other.headers) };
}

async function productsOf(shopId: number) {
  const [row] = await queryRows<{ n: number }>(
    w.app.db.db,
    sql`select count(*)::int as n from products where merchant_id = ${shopId}`,
  );
  return row!.n;
}

describe('merchant API: products', () => {
  it('creates a draft once per key, updates it, submits it, and lists it once approved', async () => {
    const { shop, a } = await world();
    const before = new Date(Date.now() - 1000).toISOString();
    const first = body();
    const keyed = { ...a.headers, 'idempotency-key': 'ERP-ITEM-000001' };
    const created = await call('POST', '/open/v1/merchant/products', keyed, first);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().msg).toBe('商品已创建，请提交审核');
    const product = created.json().data;
    expect(product).toMatchObject({
      title: first.title,
      reviewStatus: 0,
      reviewStatusText: '草稿',
      onShelf: false,
      minPriceFen: 12800,
      skus: [{ code: first.skus[0]!.code, priceFen: 12800, marketPriceFen: null, stock: 30 }],
    });
    expect(product.categoryPath).toHaveLength(3);

    // The same key: the same product, nothing created twice; the key with another product: 409.
    const again = await call('POST', '/open/v1/merchant/products', keyed, first);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.productId).toBe(product.productId);
    expect(again.json().msg).toContain('重复请求');
    expect(await productsOf(shop.shopId)).toBe(1);
    const reused = await call('POST', '/open/v1/merchant/products', keyed, body());
    expect(refusal(reused)).toEqual([409, OPEN_CODE.CONFLICT]);
    expect(reused.json().msg).toContain('幂等键');
    // The key in the body does the same.
    const inBody = { ...body(), idempotencyKey: 'ERP-ITEM-000002' };
    const second = await call('POST', '/open/v1/merchant/products', a.headers, inBody);
    expect(second.statusCode, second.body).toBe(200);
    const secondAgain = await call('POST', '/open/v1/merchant/products', a.headers, inBody);
    expect(secondAgain.json().data.productId).toBe(second.json().data.productId);
    expect(await productsOf(shop.shopId)).toBe(2);
    // Five at once under one key (retries while the first is in flight): one product, each told its id.
    const racing = { ...body(), idempotencyKey: 'ERP-ITEM-000003' };
    const all = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/open/v1/merchant/products', a.headers, racing)),
    );
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(all.map((r) => r.json().data.productId)).size).toBe(1);
    expect(await productsOf(shop.shopId)).toBe(3);

    // Update (prices in 分, the SKU kept by its id), read it back, submit it, the operator approves it.
    const skuId = product.skus[0].skuId as number;
    const edited = body({
      title: `${first.title} 加长`,
      skus: [{ skuId, spec: {}, code: first.skus[0]!.code, priceFen: 9900, marketPriceFen: 12000, stock: 8 }],
    });
    const url = `/open/v1/merchant/products/${product.productId}`;
    const updated = await call('PUT', url, a.headers, edited);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: edited.title,
      minPriceFen: 9900,
      skus: [{ skuId, priceFen: 9900, marketPriceFen: 12000, stock: 8 }],
    });
    expect((await call('GET', url, a.headers)).json().data).toEqual(updated.json().data);
    const submitted = await call('POST', `${url}/submit`, a.headers);
    expect(submitted.json().data).toMatchObject({ reviewStatus: 1, reviewStatusText: '待审核' });
    const approved = await w.post('/api/admin/catalogue/product/review', w.goods, {
      id: product.productId,
      approve: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // The list of changes: both products, the approved one on shelf; paged by the cursor.
    const since = encodeURIComponent(before);
    const list = await call('GET', `/open/v1/merchant/products?updatedSince=${since}`, a.headers);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as { productId: number; updatedAt: string }[];
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.productId)).toContain(second.json().data.productId);
    expect(items.at(-1)).toMatchObject({
      productId: product.productId,
      reviewStatus: 2,
      reviewStatusText: '已通过',
      onShelf: true,
      skus: [{ skuId, priceFen: 9900, stock: 8 }],
    });
    expect(list.json().data.nextCursor).toBeNull();
    const page = await call('GET', `/open/v1/merchant/products?updatedSince=${since}&size=1`, a.headers);
    const cursor = page.json().data.nextCursor as string;
    expect(page.json().data.items).toHaveLength(1);
    const rest = await call('GET', `/open/v1/merchant/products?cursor=${cursor}&size=5`, a.headers);
    expect(rest.json().data.items.map((i: { productId: number }) => i.productId)).toEqual(
      items.slice(1).map((i) => i.productId),
    );
    const later = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const none = await call('GET', `/open/v1/merchant/products?updatedSince=${later}`, a.headers);
    expect(none.json().data).toEqual({ items: [], nextCursor: null });

    // Editing an approved product sends it back to 草稿, off shelf, as in the portal.
    const reedited = await call('PUT', url, a.headers, edited);
    expect(reedited.json().data).toMatchObject({ reviewStatus: 0, onShelf: false });
  });

  it('answers 404 for another shop’s product, 403 without the scope, a Chinese 400 for bad input', async () => {
    const { a, b } = await world();
    const created = await call('POST', '/open/v1/merchant/products', a.headers, {
      ...body(),
      idempotencyKey: 'ERP-ITEM-100001',
    });
    const { productId } = created.json().data as { productId: number };
    const url = `/open/v1/merchant/products/${productId}`;
    for (const res of [
      await call('GET', url, b.headers),
      await call('PUT', url, b.headers, body()),
      await call('POST', `${url}/submit`, b.headers),
    ]) {
      expect(refusal(res)).toEqual([404, OPEN_CODE.NOT_FOUND]);
      expect(res.json().msg).toContain('商品不存在');
    }
    const theirs = await call('GET', '/open/v1/merchant/products', b.headers);
    expect(theirs.json().data.items).toEqual([]);
    expect((await call('GET', url, a.headers)).json().data.title).toBe(created.json().data.title);

    const ordersOnly = await appHeaders(w.app, a, 'orders settlements');
    for (const res of [
      await call('POST', '/open/v1/merchant/products', ordersOnly, {
        ...body(),
        idempotencyKey: 'ERP-X-000001',
      }),
      await call('PUT', url, ordersOnly, body()),
      await call('GET', url, ordersOnly),
      await call('GET', '/open/v1/merchant/products', ordersOnly),
    ]) {
      expect(refusal(res)).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
      expect(res.json().msg).toBe('应用未获得「商品」权限');
    }

    const bad: [string, 'POST' | 'PUT' | 'GET', object | undefined, string | RegExp][] = [
      ['/open/v1/merchant/products', 'POST', body(), '请提供幂等键'],
      ['/open/v1/merchant/products', 'POST', { ...body(), idempotencyKey: 'short' }, 'idempotencyKey'],
      [
        '/open/v1/merchant/products',
        'POST',
        { ...body(), title: '', idempotencyKey: 'ERP-BAD-0001' },
        '标题',
      ],
      [url, 'PUT', body({ skus: [{ spec: {}, code: 'X1', priceFen: 0, stock: 1, areaStocks: [] }] }), '价格'],
      [
        url,
        'PUT',
        body({ skus: [{ spec: {}, code: 'X1', priceFen: 12.5, stock: 1, areaStocks: [] }] }),
        '分',
      ],
      [url, 'PUT', body({ skus: [] }), '至少需要一个 SKU'],
      [url, 'PUT', body({ categoryId: 99_999_999_999 }), '分类不正确'],
      ['/open/v1/merchant/products/abc', 'GET', undefined, '商品编号'],
      ['/open/v1/merchant/products/99999999999', 'GET', undefined, '商品编号'],
      ['/open/v1/merchant/products?updatedSince=yesterday', 'GET', undefined, 'updatedSince'],
      ['/open/v1/merchant/products?cursor=abc', 'GET', undefined, '游标'],
    ];
    for (const [target, method, payload, msg] of bad) {
      const res = await call(method, target, a.headers, payload);
      expect(refusal(res), `${method} ${target} ${JSON.stringify(payload)}`).toEqual([
        400,
        OPEN_CODE.BAD_REQUEST,
      ]);
      expect(res.json().msg).toMatch(chinese);
      expect(res.json().msg).toContain(msg);
    }
    const mismatch = await call(
      'POST',
      '/open/v1/merchant/products',
      { ...a.headers, 'idempotency-key': 'ERP-KEY-AAAA' },
      { ...body(), idempotencyKey: 'ERP-KEY-BBBB' },
    );
    expect(refusal(mismatch)).toEqual([400, OPEN_CODE.BAD_REQUEST]);
    // A category the shop is not granted: refused by the portal's own rule, in Chinese.
    const ungranted = await call('PUT', url, a.headers, body({ categoryId: w.facts.cats[1]!.leaf }));
    expect(ungranted.statusCode).toBe(400);
    expect(ungranted.json().msg).toMatch(chinese);
  });
});

describe('merchant API: settlement statements', () => {
  it('lists, reads and confirms the shop’s statement; another shop’s answers 404', async () => {
    const { shop, own } = await ordersOfTwoSellers(w.app, w, w.facts);
    await completeOrders(w.app, [own]);
    const period = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    const finance = (await operatorAuth(w.app, '财务')).headers;
    const generated = await w.post('/api/admin/settlement/generate', finance, {
      period,
      merchantId: shop.shopId,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const a = await shopApp(w.app, shop.headers);
    const grants = { categoryIds: [w.facts.cats[0]!.first], brandIds: [w.facts.brands[0]!.id] };
    const b = await shopApp(w.app, (await openShop(w.app, w.ops, grants)).headers);

    const list = await call('GET', `/open/v1/merchant/settlements?period=${period}`, a.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ page: 1, size: 20, more: false });
    const [statement] = list.json().data.items;
    expect(statement).toMatchObject({ period, status: 1, statusText: '待确认', orderCount: 1 });
    expect(statement).not.toHaveProperty('merchantId');
    expect(statement.payableFen + statement.commissionFen + statement.refundFen).toBe(statement.completedFen);
    const url = `/open/v1/merchant/settlements/${statement.id}`;
    const detail = await call('GET', url, a.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.lines).toEqual([
      expect.objectContaining({ kind: 1, kindText: '订单', orderNo: own, amountFen: 17600 }),
    ]);

    // Shop B: none listed, A's statement unknown; a token without the scope: 403.
    expect((await call('GET', '/open/v1/merchant/settlements', b.headers)).json().data.items).toEqual([]);
    for (const res of [await call('GET', url, b.headers), await call('POST', `${url}/confirm`, b.headers)]) {
      expect(refusal(res)).toEqual([404, OPEN_CODE.NOT_FOUND]);
      expect(res.json().msg).toBe('结算单不存在');
    }
    const productsOnly = await appHeaders(w.app, a, 'products');
    const noScope = await call('GET', '/open/v1/merchant/settlements', productsOnly);
    expect(refusal(noScope)).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
    expect(noScope.json().msg).toBe('应用未获得「结算单」权限');
    for (const target of [
      '/open/v1/merchant/settlements?status=9',
      '/open/v1/merchant/settlements?period=2026-13',
      '/open/v1/merchant/settlements/abc',
    ]) {
      const res = await call('GET', target, a.headers);
      expect(refusal(res), target).toEqual([400, OPEN_CODE.BAD_REQUEST]);
      expect(res.json().msg).toMatch(chinese);
    }

    const confirmed = await call('POST', `${url}/confirm`, a.headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      msg: '结算单已确认',
      data: { status: 2, statusText: '已确认' },
    });
    expect(confirmed.json().data.confirmedAt).toBeTruthy();
    const twice = await call('POST', `${url}/confirm`, a.headers);
    expect(refusal(twice)).toEqual([409, OPEN_CODE.CONFLICT]);
    const portal = await w.post('/api/portal/settlement/detail', shop.headers, { id: statement.id });
    expect(portal.json().data.status).toBe(2);
  });
});
