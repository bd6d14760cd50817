import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartList, SubmitResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { useTestApp } from '../../../testing/world';
import { buyerAuth } from '../../../testing/accounts';
import { makeProduct, seedShopBasics, SUZHOU_ADDRESS } from '../../../testing/checkout.fixture';

// Stock per sales area: a province with its own warehouse stock sells from it (cart, checkout, cancel); every
// other area buys from the national stock.

type Buyer = Awaited<ReturnType<typeof buyerAuth>>;
const w = useTestApp();
let buyer: Buyer;
let jiangsu: number;
let zhejiang: number;
const SKU = 3011;

beforeAll(async () => {
  const db = w.app.db.db;
  await seedShopBasics(db);
  await makeProduct(db, { id: 301, stock: 100 });
  // 江苏 has its own warehouse with 3; 浙江 has none and buys from the national 100.
  await db.execute(sql`insert into sku_area_stocks (sku_id, area_code, stock) values (${SKU}, '320000', 3)`);
  buyer = await buyerAuth(w.app);
  jiangsu = (await call('/api/address/add', SUZHOU_ADDRESS)).json().data.id;
  zhejiang = (
    await call('/api/address/add', {
      ...SUZHOU_ADDRESS,
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
    })
  ).json().data.id;
});

function call(url: string, payload: object, who: Buyer = buyer) {
  return w.app.inject({ method: 'POST', url, headers: who.headers, payload });
}
const stocks = async () => {
  const [row] = await queryRows<{ national: number; jiangsu: number; sales: number }>(
    w.app.db.db,
    sql`select k.stock as national, a.stock as jiangsu, k.sales_count as sales
        from skus k join sku_area_stocks a on a.sku_id = k.id and a.area_code = '320000' where k.id = ${SKU}`,
  );
  return row!;
};
const submit = (addressId: number, quantity: number, who: Buyer = buyer) =>
  call(
    '/api/checkout/submit',
    { items: [{ skuId: SKU, quantity }], idempotencyKey: randomUUID(), addressId, payMethod: 4 },
    who,
  );

describe('stock per sales area', () => {
  it('the cart shows and enforces the stock of the buyer’s area', async () => {
    const tooMany = await call('/api/cart/list/saveCartProduct', {
      skuId: SKU,
      quantity: 4,
      areaCode: '320500',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('库存不足，最多可购买 3套');
    expect(
      (await call('/api/cart/list/saveCartProduct', { skuId: SKU, quantity: 4, areaCode: '330000' }))
        .statusCode,
    ).toBe(200);
    const list = async (areaCode: string) =>
      ((await call('/api/cart/list/getCartList', { areaCode })).json().data as CartList).lines[0]!;
    expect(await list('330000')).toMatchObject({ stock: 100, available: true });
    expect(await list('320000')).toMatchObject({
      stock: 3,
      available: false,
      reason: '库存不足，最多可购买 3套',
    });
    expect(await list('0000')).toMatchObject({ stock: 100, available: true });
  });

  it('an order delivered to the province takes its warehouse stock; cancelling puts it back there', async () => {
    const before = await stocks();
    const preview = await call('/api/checkout/preview', {
      items: [{ skuId: SKU, quantity: 4 }],
      addressId: jiangsu,
    });
    expect(preview.json().data).toMatchObject({ canSubmit: false });

    const refused = await submit(jiangsu, 4);
    expect(refused.statusCode).toBe(409);
    expect(await stocks()).toEqual(before);

    const placed = await submit(jiangsu, 3);
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNo } = placed.json().data as SubmitResult;
    expect(await stocks()).toEqual({ national: 100, jiangsu: 0, sales: before.sales + 3 });
    const [line] = await queryRows<{ stock_area_code: string }>(
      w.app.db.db,
      sql`select l.stock_area_code from order_lines l join orders o on o.id = l.order_id
          where o.order_no = ${orderNo}`,
    );
    expect(line!.stock_area_code).toBe('320000');
    const warehouseOf = async (no: string) =>
      (await call('/api/order/detail', { orderNo: no })).json().data.lines[0].warehouse as string;
    expect(await warehouseOf(orderNo)).toBe('江苏仓');

    // Sold out in 江苏 while 浙江 still buys from the national warehouse.
    expect((await submit(jiangsu, 1)).statusCode).toBe(409);
    const elsewhere = await submit(zhejiang, 5);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(await warehouseOf((elsewhere.json().data as SubmitResult).orderNo)).toBe('全国仓');
    expect(await stocks()).toEqual({ national: 95, jiangsu: 0, sales: before.sales + 8 });

    const cancelled = await call('/api/order/cancel', { orderNo, reason: '不想买了' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stocks()).toEqual({ national: 95, jiangsu: 3, sales: before.sales + 5 });
  });

  it('concurrent orders never take a provincial warehouse below zero', async () => {
    await w.app.db.db.execute(
      sql`update sku_area_stocks set stock = 4 where sku_id = ${SKU} and area_code = '320000'`,
    );
    const before = await stocks();
    const others = await Promise.all(Array.from({ length: 3 }, () => buyerAuth(w.app)));
    const addresses = await Promise.all(
      others.map(
        async (who) => (await call('/api/address/add', SUZHOU_ADDRESS, who)).json().data.id as number,
      ),
    );
    const results = await Promise.all(
      [...others, ...others].map((who, i) => submit(addresses[i % others.length]!, 1, who)),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(4);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect(await stocks()).toEqual({ national: before.national, jiangsu: 0, sales: before.sales + 4 });
  });
});
