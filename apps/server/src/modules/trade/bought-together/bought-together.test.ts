import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoughtTogether } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { addressOf, verifiedCompany, type TestCompany } from '../../../testing/company.fixture';
import { addAddress, caller, markPaid, placeOrder, type Who } from '../../../testing/trade.fixture';
import { useTestApp } from '../../../testing/world';
import { BOUGHT_TOGETHER_JOB } from './bought-together.jobs';

// 经常一起购买 end to end: orders placed through checkout, the nightly job run on the app's queue, and what
// a company member, another company's member and a visitor see on the product page and in the cart.

const w = useTestApp();
const P = {
  bolt: 960001,
  nut: 960002,
  washer: 960003,
  glove: 960004,
  secret: 960005,
  unpaid: 960006,
  off: 960007,
};
const sku = (product: number) => product * 10 + 1;
let x: TestCompany;
let y: TestCompany;
let solo: Who;
let soloAddress: number;
let xAddress: number;
let yAddress: number;

async function orders(who: Who, address: number, products: number[], times: number, paid = true) {
  for (let i = 0; i < times; i++) {
    const placed = await placeOrder(
      w.app,
      who,
      address,
      products.map((p) => ({ skuId: sku(p), quantity: 1 })),
    );
    if (paid) await markPaid(w.app, placed.orderNo);
  }
}

async function runJob() {
  await w.app.jobs.add(BOUGHT_TOGETHER_JOB, {});
  await w.app.jobs.idle();
}

async function onPage(productOrSku: number, who: Who | null = null, areaCode = '0000') {
  const res = await w.app.inject({
    method: 'GET',
    url: `/api/product/${productOrSku}/bought-together?areaCode=${areaCode}`,
    headers: who?.headers ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as BoughtTogether).items.map((i) => [i.productId, i.ownHistory, i.orders]);
}

beforeAll(async () => {
  const db = w.app.db.db;
  await seedShopBasics(db);
  for (const id of Object.values(P)) await makeProduct(db, { id, stock: 10_000, title: `一起购买 ${id}` });
  const op = await operatorAuth(w.app, '超级管理员');
  x = await verifiedCompany(w.app, op);
  y = await verifiedCompany(w.app, op);
  const soloAuth = await buyerAuth(w.app);
  solo = { headers: soloAuth.headers };
  [xAddress, yAddress, soloAddress] = await Promise.all([
    addressOf(w.app, x.admin),
    addressOf(w.app, y.admin),
    addAddress(w.app, solo),
  ]);
  // Company X: bolt + nut three times, bolt + secret three times (its habit alone).
  await orders(x.admin, xAddress, [P.bolt, P.nut], 3);
  await orders(x.admin, xAddress, [P.bolt, P.secret], 3);
  // Company Y: bolt + washer three times; a buyer outside a company: bolt + nut, bolt + washer once each.
  await orders(y.admin, yAddress, [P.bolt, P.washer], 3);
  await orders(solo, soloAddress, [P.bolt, P.nut], 1);
  await orders(solo, soloAddress, [P.bolt, P.washer], 1);
  // Unpaid orders do not count; neither does a pair of one order short of three.
  await orders(solo, soloAddress, [P.bolt, P.unpaid], 3, false);
  await orders(y.admin, yAddress, [P.bolt, P.glove], 2);
  await orders(solo, soloAddress, [P.bolt, P.off, P.glove], 3);
  await db.execute(sql`update products set on_shelf = false where id = ${P.off}`);
  await runJob();
}, 240_000);

describe('frequently bought together', () => {
  it('orders of a company carry it (the scope its own pairs come from)', async () => {
    const rows = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from orders where company_id = ${x.id}`,
    );
    expect(rows[0]!.n).toBe(6);
  });

  it('a visitor sees the every-order pairs, most orders first; not one company’s habit alone', async () => {
    // nut: 3 (X) + 1 = 4 orders; washer: 3 (Y) + 1 = 4; glove: 2 (Y) + 3 = 5; secret is X's alone; off shelf
    // and unpaid are left out.
    expect(await onPage(P.bolt)).toEqual([
      [P.glove, false, 5],
      [P.nut, false, 4],
      [P.washer, false, 4],
    ]);
    // A SKU id names its product.
    expect(await onPage(sku(P.bolt))).toEqual(await onPage(P.bolt));
  });

  it('a member sees his company’s own history first, and it is never shown to another company', async () => {
    const seenByX = await onPage(P.bolt, x.admin);
    expect(seenByX.slice(0, 2)).toEqual([
      [P.nut, true, 3],
      [P.secret, true, 3],
    ]);
    expect(seenByX.slice(2)).toEqual([
      [P.glove, false, 5],
      [P.washer, false, 4],
    ]);
    const seenByY = await onPage(P.bolt, y.admin);
    expect(seenByY[0]).toEqual([P.washer, true, 3]);
    expect(seenByY.map(([id]) => id)).not.toContain(P.secret);
    expect(await onPage(P.secret, y.admin)).toEqual([]);
    expect(await onPage(P.secret)).toEqual([]);
    expect(await onPage(P.secret, x.admin)).toEqual([[P.bolt, true, 3]]);
  });

  it('the cart gets suggestions for its products, leaving out what it holds', async () => {
    const call = caller(w.app);
    expect(
      (await call(x.admin, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.bolt), quantity: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(x.admin, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.nut), quantity: 1 }))
        .statusCode,
    ).toBe(200);
    const res = await call(x.admin, 'POST', '/api/cart/bought-together', {});
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json().data as BoughtTogether).items;
    expect(items.map((i) => [i.productId, i.ownHistory])).toEqual([
      [P.secret, true],
      [P.glove, false],
      [P.washer, false],
    ]);
    expect(items[0]).toMatchObject({ title: `一起购买 ${P.secret}`, skuId: sku(P.secret), inStock: true });
    expect((await call(null, 'POST', '/api/cart/bought-together', {})).statusCode).toBe(401);
  });

  it('a rerun rewrites the pairs (a cancelled order no longer counts); an unknown product is 404', async () => {
    const [row] = await queryRows<{ id: number }>(
      w.app.db.db,
      sql`select o.id from orders o join order_lines l on l.order_id = o.id
          where o.company_id = ${x.id} and l.product_id = ${P.secret} limit 1`,
    );
    await w.app.db.db.execute(sql`update orders set status = 7 where id = ${row!.id}`);
    await runJob();
    expect(await onPage(P.secret, x.admin)).toEqual([]);
    const missing = await w.app.inject({
      method: 'GET',
      url: '/api/product/999999991/bought-together?areaCode=0000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
