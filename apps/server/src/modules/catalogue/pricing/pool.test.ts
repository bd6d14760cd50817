import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { SUZHOU_ADDRESS } from '../../../testing/checkout.fixture';
import { verifiedCompany, type Who } from '../../../testing/company.fixture';
import { worldCalls } from '../../../testing/calls';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { POOL_MSG } from './product-pool';
import { uploadFile } from '../../../testing/multipart';
import { expectRowErrors, sheetFile } from '../../../testing/xlsx';

// Product pools (商品池): while a company's pool is on, a pool-hidden product never appears to
// its members through listing, facets, search, suggestions, home floors, detail, cart or checkout — counted
// over all of them. Visitors keep the shared cached answers.

type Prod = { product_id: number; sku_id: number; title: string; brand_id: number; category_id: number };
type Card = { productId: number; title: string };
type SearchData = {
  list: Card[];
  total: number;
  hotProducts: Card[];
  facets: { brands: { id: number }[]; categories: { id: number }[] };
};

const w = useTestApp(() => buildCatalogueApp(120), 120_000);
const { c: raw, ok } = worldCalls(w);
let op: Who;
let member: Who & { id: number };
let companyId: number;
let pool: Prod[];
let hiddenOne: Prod;
let hidden: Set<number>;
let hiddenTitles: string[];

beforeAll(async () => {
  op = await operatorAuth(w.app);
  const company = await verifiedCompany(w.app, op);
  companyId = company.id;
  member = company.admin;
  await ok(member, 'POST', '/api/address/add', SUZHOU_ADDRESS);
  const products = await queryRows<Prod>(
    w.app.db.db,
    sql`select p.id as product_id, p.default_sku_id as sku_id, p.title, p.brand_id, p.category_id
        from products p join skus k on k.id = p.default_sku_id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 10
        order by p.sales_count desc, p.id`,
  );
  // The pool: every third product; the best seller stays outside it (it is on home floors and hot lists).
  pool = products.filter((_, i) => i % 3 === 1);
  hiddenOne = products[0]!;
  const all = await queryRows<{ id: number; title: string }>(
    w.app.db.db,
    sql`select id, title from products`,
  );
  const inPool = new Set(pool.map((p) => p.product_id));
  hidden = new Set(all.filter((p) => !inPool.has(p.id)).map((p) => p.id));
  hiddenTitles = all.filter((p) => !inPool.has(p.id)).map((p) => p.title);
  // Before the pool is on, the member put a product now outside it into the cart.
  await ok(member, 'POST', '/api/cart/list/saveCartProduct', { skuId: hiddenOne.sku_id, quantity: 1 });
  const added = await ok<{ added: number; unknown: string[] }>(op, 'POST', '/api/admin/pricing/pool/add', {
    companyId,
    codes: [...pool.map((p) => String(p.product_id)), 'NO-SUCH-CODE'],
  });
  expect(added).toEqual({ added: pool.length, unknown: ['NO-SUCH-CODE'] });
}, 120_000);

/** Every call a buyer sees products through; the number of hidden products in the answers, and the calls. */
async function appearances(who: Who | null, poolOn = false): Promise<{ count: number; seen: string[] }> {
  let count = 0;
  const seen: string[] = [];
  const note = (where: string, ids: number[]) => {
    const shown = ids.filter((id) => hidden.has(id));
    count += shown.length;
    if (shown.length) seen.push(`${where}: ${shown.length}`);
  };
  const headers = who?.headers ?? {};
  const post = async <T>(url: string, payload: object) => {
    const res = await w.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json().data as T;
  };
  const get = async <T>(url: string) => {
    const res = await w.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, data: res.json().data as T };
  };
  // Listing (category), search (a hidden product's words), brand shop list, and their facets.
  const word = hiddenOne.title.split(' ').slice(-1)[0]!.slice(0, 4);
  for (const body of [
    { categoryId: hiddenOne.category_id, pageSize: 60 },
    { keyword: word, pageSize: 60 },
    { keyword: hiddenOne.title, pageSize: 60 },
    { keyword: `zzzz${randomUUID().slice(0, 4)}`, pageSize: 10 },
  ]) {
    const r = await post<SearchData>('/api/product/search', body);
    note(
      `search ${JSON.stringify(body)}`,
      [...r.list, ...r.hotProducts].map((c) => c.productId),
    );
    if (who) {
      // Facets count only what the member may see: every brand and category in them has a visible product.
      const visibleBrands = new Set(pool.map((p) => p.brand_id));
      note(
        'brand facets',
        r.facets.brands.filter((b) => !visibleBrands.has(b.id)).map(() => hiddenOne.product_id),
      );
    }
  }
  const brand = await post<SearchData>('/api/brand/getShopList', {
    brandId: hiddenOne.brand_id,
    pageSize: 60,
  });
  note(
    'brand shop list',
    brand.list.map((c) => c.productId),
  );
  // Suggestions while typing a hidden product's title.
  const tips = await post<string[]>('/api/brand/getProductSearchTips', { keyword: word, areaCode: ['0000'] });
  note(
    'suggestions',
    tips.filter((t) => hiddenTitles.includes(t)).map(() => hiddenOne.product_id),
  );
  // Home floors and the hot-sale block.
  const floors = await get<{ manyVOS: { spuListS: { spuId: number }[] }[] }[]>(
    '/api/home/index/getFloorList?areaCode=0000',
  );
  note(
    'home floors',
    floors.data.flatMap((f) => f.manyVOS.flatMap((v) => v.spuListS.map((p) => p.spuId))),
  );
  const promotion = await get<{ id: number }[]>('/api/home/index/getPromotionList?areaCode=0000');
  note(
    'hot sale',
    promotion.data.map((p) => p.id),
  );
  // Detail (404 outside the pool).
  const detail = await get<{ productId: number; related: Card[] }>(`/api/product/detail/${hiddenOne.sku_id}`);
  if (detail.status === 200)
    note('detail', [detail.data.productId, ...detail.data.related.map((c) => c.productId)]);
  else expect(detail.status).toBe(404);
  const inside = await get<{ productId: number; related: Card[] }>(`/api/product/detail/${pool[0]!.sku_id}`);
  expect(inside.status).toBe(200);
  note(
    'related',
    inside.data.related.map((c) => c.productId),
  );
  if (!who) return { count, seen };
  // Cart: adding is refused; the line put in before is unavailable (never buyable, never selected).
  const add = await raw(who, 'POST', '/api/cart/list/saveCartProduct', {
    skuId: hiddenOne.sku_id,
    quantity: 1,
  });
  if (add.statusCode === 200) note('cart add', [hiddenOne.product_id]);
  else expect(add.json().msg).toBe(POOL_MSG.OUT);
  const cart = await post<{
    lines: { productId: number }[];
    unavailableLines: { productId: number; reason: string }[];
  }>('/api/cart/list/getCartList', {});
  note(
    'cart lines',
    cart.lines.map((l) => l.productId),
  );
  if (poolOn) {
    const stale = cart.unavailableLines.find((l) => l.productId === hiddenOne.product_id);
    expect(stale?.reason).toBe(POOL_MSG.REASON);
  }
  // Checkout: buying it directly is refused with the reason.
  const address = (await get<{ id: number }[]>('/api/address/list')).data[0]!;
  const submit = await raw(who, 'POST', '/api/checkout/submit', {
    items: [{ skuId: hiddenOne.sku_id, quantity: 1 }],
    idempotencyKey: randomUUID(),
    addressId: address.id,
    payMethod: 4,
  });
  if (submit.statusCode === 200) note('checkout', [hiddenOne.product_id]);
  else expect(submit.json().msg).toContain(POOL_MSG.REASON);
  return { count, seen };
}

describe('product pools', () => {
  it('a pool-hidden product never appears to a member: listing, facets, search, suggestions, floors, detail, cart, checkout', async () => {
    // Pool off: the member sees what a visitor sees (the count can fail).
    const before = await appearances(member);
    expect(before.count).toBeGreaterThan(0);
    const visitorBefore = await raw(null, 'POST', '/api/product/search', { pageSize: 40 });

    const on = await ok<{ enabled: boolean; products: number }>(
      op,
      'POST',
      '/api/admin/pricing/pool/switch',
      {
        companyId,
        enabled: true,
      },
    );
    expect(on).toMatchObject({ enabled: true, products: pool.length });
    const after = await appearances(member, true);
    expect(after.seen).toEqual([]);
    expect(after.count).toBe(0);
    // The member still finds the pool's products.
    const mine = await ok<SearchData>(member, 'POST', '/api/product/search', { pageSize: 60 });
    expect(mine.total).toBe(pool.length);
    expect(new Set(mine.list.map((c) => c.productId))).toEqual(new Set(pool.map((p) => p.product_id)));

    // Visitors keep the shared answer, byte for byte.
    const visitor = await appearances(null);
    expect(visitor.count).toBeGreaterThan(0);
    const visitorAfter = await raw(null, 'POST', '/api/product/search', { pageSize: 40 });
    expect(visitorAfter.body).toBe(visitorBefore.body);

    // Switched off, the member sees everything again.
    await ok(op, 'POST', '/api/admin/pricing/pool/switch', { companyId, enabled: false });
    expect(
      (await ok<SearchData>(member, 'POST', '/api/product/search', { pageSize: 10 })).total,
    ).toBeGreaterThan(pool.length);
  }, 120_000);

  it('the console lists, removes and imports pool products (all-or-nothing with a row report)', async () => {
    const page = await ok<{ total: number; list: { productId: number }[] }>(
      op,
      'POST',
      '/api/admin/pricing/pool/list',
      {
        companyId,
        pageSize: 60,
      },
    );
    expect(page.total).toBe(pool.length);
    await ok(op, 'POST', '/api/admin/pricing/pool/remove', { companyId, productIds: [pool[0]!.product_id] });
    expect(
      (await ok<{ products: number }>(op, 'POST', '/api/admin/pricing/pool/get', { companyId })).products,
    ).toBe(pool.length - 1);
    const sheet = (codes: string[]) =>
      sheetFile(
        '商品池',
        ['商品编码'],
        codes.map((c) => [c]),
      );
    const upload = async (data: Buffer) => {
      return uploadFile(
        w.app,
        `/api/admin/pricing/pool/import?companyId=${companyId}`,
        op.headers,
        data,
        'pool.xlsx',
      );
    };
    const bad = await upload(await sheet([String(pool[0]!.product_id), 'NOPE-1']));
    expectRowErrors(bad, [{ row: 3, column: '商品编码', msg: '商品「NOPE-1」不存在' }]);
    const good = await upload(await sheet([String(pool[0]!.product_id)]));
    expect(good.json()).toMatchObject({ code: 200, data: { added: 1, rows: 1 } });
    const refused = await raw(member, 'POST', '/api/admin/pricing/pool/list', { companyId });
    expect(refused.statusCode).toBe(403);
  });
});
