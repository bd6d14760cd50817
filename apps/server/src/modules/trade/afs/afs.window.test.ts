import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfsApplyInfo, OrderDetail } from '@mall/shared';
import { tradeWorld, type TradeWorld } from '../../../testing/trade-world.fixture';
import { deliver, markPaid, placeOrder, type Who } from '../../../testing/trade.fixture';

// The after-sales time limit: AFS_WINDOW_DAYS (7 here, to prove the setting is read) after receipt.
let { app, call, ops } = {} as TradeWorld; // set in beforeAll
let buyer: Who;
let addressId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ({
    app,
    call,
    a: buyer,
    ops,
    addrA: addressId,
  } = await tradeWorld([{ id: 801, priceFen: 3000, stock: 1000 }], { AFS_WINDOW_DAYS: '7' }));
});
afterAll(async () => {
  await app.close();
});

async function deliveredOrder(receive = true) {
  const o = await placeOrder(app, buyer, addressId, [{ skuId: 8011, quantity: 3 }]);
  await markPaid(app, o.orderNo);
  await deliver(app, ops, buyer, o.orderNo, receive);
  return o.orderNo;
}
const info = async (orderNo: string) =>
  (await call(buyer, 'POST', '/api/afs/applyInfo', { orderNo })).json().data as AfsApplyInfo;
const detail = async (orderNo: string) =>
  (await call(buyer, 'POST', '/api/order/detail', { orderNo })).json().data as OrderDetail;
const apply = async (orderNo: string) => {
  const lineId = (await info(orderNo)).lines[0]!.orderLineId;
  return call(buyer, 'POST', '/api/afs/apply', {
    orderNo,
    orderLineId: lineId,
    type: 2,
    quantity: 1,
    reason: '商品质量问题',
  });
};
/** Moves the order's receipt (and completion) `days` into the past. */
const receivedDaysAgo = (orderNo: string, days: number, receipt = true) =>
  app.db.db.execute(sql`update orders
    set received_at = ${receipt ? sql`now() - make_interval(secs => ${days * 86400})` : null},
        completed_at = now() - make_interval(secs => ${days * 86400})
    where order_no = ${orderNo}`);

describe('after-sales time limit', () => {
  it('is open within N days of receipt, with the deadline shown on the order and the apply form', async () => {
    const orderNo = await deliveredOrder();
    await receivedDaysAgo(orderNo, 6);
    const i = await info(orderNo);
    expect(i.canApply).toBe(true);
    expect(i.reason).toBeNull();
    const d = await detail(orderNo);
    expect(i.deadline).toBe(d.afsDeadline);
    const expected = new Date(d.receivedAt!).getTime() + 7 * DAY;
    expect(new Date(i.deadline!).getTime()).toBe(expected);
    expect((await apply(orderNo)).statusCode).toBe(200);
  });

  it('refuses a request after N days with 409 and a clear Chinese message; the form says why', async () => {
    const orderNo = await deliveredOrder();
    await receivedDaysAgo(orderNo, 8);
    const i = await info(orderNo);
    expect(i.canApply).toBe(false);
    expect(i.reason).toMatch(
      /^已超过售后申请期限：确认收货后 7 天内可申请售后（已于 \d{4}-\d\d-\d\d \d\d:\d\d 截止）/,
    );
    expect(new Date((await detail(orderNo)).afsDeadline!).getTime()).toBeLessThan(Date.now());
    const res = await apply(orderNo);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(i.reason);
    const list = await call(buyer, 'POST', '/api/afs/list', { orderNo });
    expect(list.json().data.total).toBe(0);
  });

  it('counts from completion when an order completed without a confirmed receipt', async () => {
    const orderNo = await deliveredOrder();
    await receivedDaysAgo(orderNo, 10, false);
    expect((await info(orderNo)).canApply).toBe(false);
    expect((await apply(orderNo)).statusCode).toBe(409);
  });

  it('has no limit running while the order is shipped but not yet received', async () => {
    const orderNo = await deliveredOrder(false);
    const i = await info(orderNo);
    expect(i.canApply).toBe(true);
    expect(i.deadline).toBeNull();
    expect((await detail(orderNo)).afsDeadline).toBeNull();
    expect((await apply(orderNo)).statusCode).toBe(200);
  });
});
