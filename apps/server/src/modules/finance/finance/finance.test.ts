import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecordPage, RefundRecordPage } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { tradeWorld, type TradeWorld } from '../../../testing/trade-world.fixture';
import { placeOrder } from '../../../testing/trade.fixture';

// Finance lists: payments (online attempts and offline remittances) and refunds (after-sales refunds and
// orders cancelled after payment), with their filters.

let { app, call, fin, ops, goods, a } = {} as TradeWorld; // set in beforeAll
let addr: number;
let offlineNo: string;
let onlineNo: string;
let cancelledNo: string;

beforeAll(async () => {
  ({ app, call, fin, ops, goods, a, addrA: addr } = await tradeWorld([{ id: 961, priceFen: 2500 }]));
  const remit = (orderNo: string, amount: string) =>
    call(a, 'POST', '/api/pay/offline/submitRemittance', {
      orderNo,
      payerName: '测试机电有限公司',
      payerBank: '招商银行',
      payerAccount: '6225 8888 0000',
      amount,
      remittedAt: '2026-11-22 09:30',
      voucherNo: 'HD20261122001',
    });
  offlineNo = (await placeOrder(app, a, addr, [{ skuId: 9611, quantity: 2 }])).orderNo;
  await remit(offlineNo, '50.00');
  cancelledNo = (await placeOrder(app, a, addr, [{ skuId: 9611, quantity: 1 }])).orderNo;
  await remit(cancelledNo, '25.00');
  await call(fin, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo: cancelledNo });
  await call(ops, 'POST', '/api/admin/order/cancel', { orderNo: cancelledNo, reason: '客户要求取消' });
  onlineNo = (await placeOrder(app, a, addr, [{ skuId: 9611, quantity: 4 }], 1)).orderNo;
  // An online payment attempt, as the cashier opening makes it, then paid.
  await app.db.db
    .execute(sql`insert into payments (trade_no, order_id, user_id, channel, method, amount_fen, status,
      expires_at, paid_at)
    select 'T' || order_no, id, user_id, 'alipay', 1, pay_amount_fen, 1, now() + interval '30 minutes', now()
    from orders where order_no = ${onlineNo}`);
});
afterAll(async () => {
  await app.close();
});

const payments = async (body: object = {}) =>
  (await call(fin, 'POST', '/api/admin/payment/list', body)).json().data as PaymentRecordPage;
const refunds = async (body: object = {}) =>
  (await call(fin, 'POST', '/api/admin/refund/list', body)).json().data as RefundRecordPage;

describe('payments list', () => {
  it('lists online payments and remittances with order, buyer, method, amount, status and time', async () => {
    const all = await payments();
    expect(all.total).toBe(3);
    const offline = all.list.find((p) => p.orderNo === offlineNo)!;
    expect(offline).toMatchObject({
      kind: 'offline',
      tradeNo: 'HD20261122001',
      method: 4,
      methodLabel: '线下/对公转账',
      amount: '50.00',
      status: 0,
      statusLabel: '待确认收款',
      payerName: '测试机电有限公司',
      payerBank: '招商银行',
      paidAt: null,
      buyer: { id: a.buyer.id, username: a.buyer.username, companyName: '测试机电有限公司' },
    });
    expect(all.list.find((p) => p.orderNo === cancelledNo)).toMatchObject({
      status: 1,
      statusLabel: '已确认收款',
    });
    const online = all.list.find((p) => p.orderNo === onlineNo)!;
    expect(online).toMatchObject({
      kind: 'online',
      tradeNo: `T${onlineNo}`,
      methodLabel: '支付宝',
      amount: '100.00',
    });
    expect(online.paidAt).not.toBeNull();
  });

  it('filters by method, status, order number, buyer and day range', async () => {
    expect((await payments({ method: 1 })).list.map((p) => p.orderNo)).toEqual([onlineNo]);
    expect((await payments({ method: 4, status: 0 })).list.map((p) => p.orderNo)).toEqual([offlineNo]);
    expect((await payments({ orderNo: offlineNo.slice(-6) })).total).toBe(1);
    expect((await payments({ buyer: 'nobody_x' })).total).toBe(0);
    expect((await payments({ startDate: '2020-01-01', endDate: '2020-01-31' })).total).toBe(0);
    const day = (
      await queryRows<{ d: string }>(
        app.db.db,
        sql`select to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM-DD') d`,
      )
    )[0]!.d;
    expect((await payments({ startDate: day, endDate: day })).total).toBe(3);
    expect((await payments({ pageSize: 2 })).list).toHaveLength(2);
    const bad = await call(fin, 'POST', '/api/admin/payment/list', { startDate: '2026-13-01' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists an offline order confirmed without a remittance form as received', async () => {
    const { orderNo } = await placeOrder(app, a, addr, [{ skuId: 9611, quantity: 3 }]);
    expect((await payments({ orderNo })).total).toBe(0);
    const confirmed = await call(fin, 'POST', '/api/admin/order/confirmOfflinePayment', {
      orderNo,
      note: '电话确认到账',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const listed = await payments({ orderNo });
    expect(listed.list).toEqual([
      expect.objectContaining({
        kind: 'offline',
        orderNo,
        amount: '75.00',
        status: 1,
        statusLabel: '已确认收款',
        payerName: '',
        paidAt: expect.any(String),
      }),
    ]);
    expect((await payments({ method: 4, status: 1 })).list.map((p) => p.orderNo)).toContain(orderNo);
  });
});

describe('refunds list', () => {
  it('lists orders cancelled after payment as 待退款 and after-sales refunds with their state', async () => {
    const [order] = await queryRows<{ id: number; user_id: number }>(
      app.db.db,
      sql`select id, user_id from orders where order_no = ${offlineNo}`,
    );
    const [line] = await queryRows<{ id: number }>(
      app.db.db,
      sql`select id from order_lines where order_id = ${order!.id}`,
    );
    await app.db.db
      .execute(sql`insert into afs_requests (afs_no, user_id, order_id, order_line_id, type, status,
        quantity, reason, refund_fen, refunded_fen, refund_channel, refund_no, refunded_at)
      values ('SH2026112200000001', ${order!.user_id}, ${order!.id}, ${line!.id}, 1, 3, 1, '商品质量问题', 2500, 2000,
        'offline', '招行回单 001', now()),
        ('SH2026112200000002', ${order!.user_id}, ${order!.id}, ${line!.id}, 2, 2, 1, '发错货', 2500, 0, null, null, null),
        ('SH2026112200000003', ${order!.user_id}, ${order!.id}, ${line!.id}, 3, 7, 1, '发错货', 0, 0, null, null, null)`);
    const all = await refunds();
    expect(all.total).toBe(3);
    expect(all.list.find((r) => r.source === 'order')).toMatchObject({
      orderNo: cancelledNo,
      afsNo: null,
      amount: '25.00',
      status: 1,
      statusLabel: '待退款',
      methodLabel: '线下/对公转账',
    });
    expect(all.list.find((r) => r.afsNo === 'SH2026112200000001')).toMatchObject({
      orderNo: offlineNo,
      amount: '20.00',
      status: 2,
      statusLabel: '已退款',
      channel: 'offline',
      refundNo: '招行回单 001',
    });
    expect(all.list.find((r) => r.afsNo === 'SH2026112200000002')).toMatchObject({
      amount: '25.00',
      status: 1,
    });
    expect((await refunds({ source: 'afs', status: 2 })).list.map((r) => r.afsNo)).toEqual([
      'SH2026112200000001',
    ]);
    expect((await refunds({ no: cancelledNo })).total).toBe(1);
    expect((await refunds({ no: 'SH2026112200000002' })).total).toBe(1);
  });

  it('is for finance: 运营 and 商品 are refused, buyers too', async () => {
    for (const who of [ops, goods])
      for (const url of ['/api/admin/payment/list', '/api/admin/refund/list']) {
        const res = await call(who, 'POST', url, {});
        expect(res.statusCode).toBe(403);
        expect(res.json().msg).toBe('当前角色没有此操作的权限');
      }
    expect((await call(a, 'POST', '/api/admin/refund/list', {})).statusCode).toBe(403);
  });
});
