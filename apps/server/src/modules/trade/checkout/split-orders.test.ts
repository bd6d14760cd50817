import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmitResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { paidNotice, postNotice } from '../../../testing/trade-payment.fixture';
import { addAddress, caller } from '../../../testing/trade.fixture';

// A cart over several sellers (the platform and two shops) places one order per seller in one
// transaction, paid together in one payment; stock and cancellation work per order.

const w = useTestApp();
let buyer: { headers: Record<string, string> };
let addressId: number;
const call = () => caller(w.app);

beforeAll(async () => {
  await seedShopBasics(w.app.db.db);
  for (const [id, name] of [
    [7001, '星湖五金'],
    [7002, '东岳机电'],
  ] as const) {
    await w.app.db.db
      .execute(sql`insert into merchants (id, application_id, name, mobile, category_ids, brand_ids)
      values (${id}, ${id}, ${name}, '13600000000', '{16}', '{9001}')`);
  }
  // 96001 the platform's, 96002 and 96003 the shops'.
  for (const id of [96001, 96002, 96003])
    await makeProduct(w.app.db.db, { id, priceFen: 1000 + id - 96000, stock: 50 });
  await w.app.db.db.execute(
    sql`update products set merchant_id = 7001, seller_name = '星湖五金' where id = 96002`,
  );
  await w.app.db.db.execute(
    sql`update products set merchant_id = 7002, seller_name = '东岳机电' where id = 96003`,
  );
  buyer = await buyerAuth(w.app);
  addressId = await addAddress(w.app, buyer);
}, 60_000);

const stockOf = async (skuId: number) =>
  (await queryRows<{ stock: number }>(w.app.db.db, sql`select stock from skus where id = ${skuId}`))[0]!
    .stock;

async function submit(): Promise<SubmitResult> {
  const res = await call()(buyer, 'POST', '/api/checkout/submit', {
    idempotencyKey: randomUUID(),
    addressId,
    payMethod: 1,
    items: [
      { skuId: 960011, quantity: 2 },
      { skuId: 960021, quantity: 3 },
      { skuId: 960031, quantity: 4 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SubmitResult;
}

const detail = async (orderNo: string) =>
  (await call()(buyer, 'POST', '/api/order/detail', { orderNo })).json().data as {
    status: number;
    payStatus: number;
    payAmount: string;
    sellerName: string;
  };

describe('checkout over several sellers', () => {
  it('places three orders in one transaction, takes the stock, and one payment pays all three', async () => {
    const before = [await stockOf(960011), await stockOf(960021), await stockOf(960031)];
    const placed = await submit();
    expect(placed.orders).toEqual([
      { orderNo: placed.orderNo, sellerName: '工业品商城自营', payAmount: '20.02' },
      { orderNo: expect.any(String), sellerName: '星湖五金', payAmount: '30.06' },
      { orderNo: expect.any(String), sellerName: '东岳机电', payAmount: '40.12' },
    ]);
    expect(placed.payAmount).toBe('90.20');
    expect([await stockOf(960011), await stockOf(960021), await stockOf(960031)]).toEqual([
      before[0]! - 2,
      before[1]! - 3,
      before[2]! - 4,
    ]);
    const list = await call()(buyer, 'POST', '/api/order/list', { pageSize: 10 });
    const sellers = (list.json().data.list as { orderNo: string; sellerName: string }[])
      .filter((o) => placed.orders!.some((p) => p.orderNo === o.orderNo))
      .map((o) => o.sellerName)
      .sort();
    expect(sellers).toEqual(['东岳机电', '工业品商城自营', '星湖五金'].sort());

    const start = await call()(buyer, 'POST', '/api/pay/create', { orderNo: placed.orders![1]!.orderNo });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().data.amount).toBe('90.20');
    const paid = await postNotice(w.app, paidNotice(w.app, start.json().data.tradeNo as string, '90.20'));
    expect(paid.body).toBe('success');
    for (const o of placed.orders!) expect((await detail(o.orderNo)).payStatus).toBe(2);
    const payments = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from payments where status = 1 and order_ids @> array[${placed.orderId}]::bigint[]`,
    );
    expect(payments[0]!.n).toBe(1);
  });

  it('cancelling one order gives back its stock only and leaves the others payable together', async () => {
    const placed = await submit();
    const [, shopOrder, other] = placed.orders!;
    const stock = await stockOf(960021);
    const cancel = await call()(buyer, 'POST', '/api/order/cancel', {
      orderNo: shopOrder!.orderNo,
      reason: '不想要了',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(960021)).toBe(stock + 3);
    expect((await detail(shopOrder!.orderNo)).status).toBe(7);
    expect((await detail(placed.orderNo)).status).toBe(1);
    expect((await detail(other!.orderNo)).status).toBe(1);
    const start = await call()(buyer, 'POST', '/api/pay/create', { orderNo: placed.orderNo });
    expect(start.json().data.amount).toBe('60.14');
    // A repeat of the submit answers the same orders.
  });
});
