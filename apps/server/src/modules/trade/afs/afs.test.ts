import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfsDetail, AfsPage } from '@mall/shared';
import { auditRows, lastAudit } from '../../../testing/audit';
import { paidNotice, postNotice } from '../../../testing/trade-payment.fixture';
import { tradeWorld, type TradeWorld } from '../../../testing/trade-world.fixture';
import { deliver, markPaid, messageTitles, placeOrder, type Who } from '../../../testing/trade.fixture';
import { uploadFile } from '../../../testing/multipart';

let { app, call, a, b, ops, fin, goods, addrA } = {} as TradeWorld; // set in beforeAll
const sku = (id: number) => id * 10 + 1;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(who: Who, data: Buffer | string, type: string) {
  return uploadFile(app, '/api/files/upload', who.headers, data, 'x', type);
}

beforeAll(async () => {
  ({ app, call, a, b, ops, fin, goods, addrA } = await tradeWorld(
    [
      { id: 701, priceFen: 5000, stock: 1000 },
      { id: 702, priceFen: 1999, stock: 1000 },
    ],
    { DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'mall-afs-')) },
  ));
});
afterAll(async () => {
  await app.close();
});

/** A paid (offline) order of buyer A, delivered; completed unless `receive` is false. */
async function completedOrder(quantity = 4, receive = true) {
  const o = await placeOrder(app, a, addrA, [{ skuId: sku(701), quantity }]);
  await markPaid(app, o.orderNo);
  await deliver(app, ops, a, o.orderNo, receive);
  const info = (await call(a, 'POST', '/api/afs/applyInfo', { orderNo: o.orderNo })).json().data;
  return { orderNo: o.orderNo, lineId: info.lines[0].orderLineId as number };
}

const apply = (who: Who, body: Record<string, unknown>) =>
  call(who, 'POST', '/api/afs/apply', { type: 2, quantity: 1, reason: '商品质量问题', ...body });

describe('after-sales', () => {
  it('return and refund with a photo: approve, return tracking, confirm, refund → 已退款, a message for each step', async () => {
    const { orderNo, lineId } = await completedOrder();
    const photo = (await upload(a, PNG, 'image/png')).json().data.url as string;
    const res = await apply(a, {
      orderNo,
      orderLineId: lineId,
      quantity: 2,
      description: '扳手开口处有裂纹',
      photos: [photo],
    });
    expect(res.statusCode, res.body).toBe(200);
    let d = res.json().data as AfsDetail;
    expect(d).toMatchObject({
      status: 1,
      statusLabel: '待审核',
      refundStatus: 1,
      refundStatusLabel: '待审核',
      typeLabel: '退货退款',
      quantity: 2,
      refundAmount: '100.00',
      photos: [photo],
    });
    expect(d.afsNo).toMatch(/^SH\d{16}$/);
    const step = async (who: Who, url: string, body: object) => {
      const r = await call(who, 'POST', url, { afsNo: d.afsNo, ...body });
      expect(r.statusCode, `${url} ${r.body}`).toBe(200);
      return r.json().data as AfsDetail;
    };
    d = await step(ops, '/api/admin/afs/approve', {});
    expect(d).toMatchObject({ statusLabel: '待寄回', actions: { canShipReturn: true } });
    expect(d.returnAddress).toContain('售后仓');
    d = await step(a, '/api/afs/shipReturn', { carrier: '顺丰速运', trackingNo: 'SF7788990011' });
    expect(d).toMatchObject({
      statusLabel: '已寄回',
      returnShipment: { carrier: '顺丰速运', trackingNo: 'SF7788990011' },
    });
    d = await step(ops, '/api/admin/afs/confirmReturn', {});
    expect(d).toMatchObject({ status: 2, statusLabel: '退款中', refundStatus: 2 });
    d = await step(fin, '/api/admin/afs/refund', { note: '招行回单 20261124001' });
    expect(d).toMatchObject({
      status: 3,
      statusLabel: '已退款',
      refundStatus: 3,
      refundedAmount: '100.00',
      refund: { channel: 'offline', amount: '100.00' },
    });
    expect(d.timeline.map((t) => t.eventLabel)).toEqual([
      '提交售后申请',
      '平台审核通过',
      '买家已寄回商品',
      '平台确认收到退货',
      '退款完成',
    ]);
    const titles = await messageTitles(app, a);
    for (const t of ['售后申请已提交', '售后申请已通过', '退货物流已提交', '平台已收到退货', '退款已完成'])
      expect(titles).toContain(t);
    const list = (await call(a, 'POST', '/api/afs/list', { refundStatus: 3 })).json().data as AfsPage;
    expect(list.list.map((i) => i.afsNo)).toContain(d.afsNo);
    // The invoice over this order is the total less the refund.
    const unapplied = (await call(a, 'POST', '/api/invoice/unapplied/list', { pageSize: 50 })).json().data;
    expect(unapplied.list.find((o: { orderNo: string }) => o.orderNo === orderNo)).toMatchObject({
      payAmount: '200.00',
      refundedAmount: '100.00',
      invoiceableAmount: '100.00',
    });
  });

  it('quantity ≤ bought − already requested; rejected or cancelled requests give it back', async () => {
    const { orderNo, lineId } = await completedOrder(3);
    expect((await apply(a, { orderNo, orderLineId: lineId, quantity: 4 })).statusCode).toBe(409);
    const first = (await apply(a, { orderNo, orderLineId: lineId, quantity: 2 })).json().data as AfsDetail;
    const over = await apply(a, { orderNo, orderLineId: lineId, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe('申请数量超过可申请数量，最多还可申请 1套');
    const cancel = await call(a, 'POST', '/api/afs/cancel', { afsNo: first.afsNo });
    expect(cancel.json().data.statusLabel).toBe('已取消');
    const again = await apply(a, { orderNo, orderLineId: lineId, quantity: 3, type: 3 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ typeLabel: '换货', refundStatus: null, refundAmount: '0.00' });
    const info = (await call(a, 'POST', '/api/afs/applyInfo', { orderNo })).json().data;
    expect(info.lines[0]).toMatchObject({ requestedQuantity: 3, availableQuantity: 0 });
    const rej = await call(ops, 'POST', '/api/admin/afs/reject', {
      afsNo: again.json().data.afsNo,
      reason: '已超过换货期限',
    });
    expect(rej.json().data).toMatchObject({ statusLabel: '已驳回', rejectReason: '已超过换货期限' });
    expect((await apply(a, { orderNo, orderLineId: lineId, quantity: 3 })).statusCode).toBe(200);
  });

  it('refunds never exceed what was paid for the line', async () => {
    const { orderNo, lineId } = await completedOrder(2); // 100.00 paid for the line
    const r1 = (await apply(a, { orderNo, orderLineId: lineId, type: 1, quantity: 1 })).json()
      .data as AfsDetail;
    await call(ops, 'POST', '/api/admin/afs/approve', { afsNo: r1.afsNo });
    const tooMuch = await call(fin, 'POST', '/api/admin/afs/refund', { afsNo: r1.afsNo, amount: '100.01' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().msg).toBe('退款金额不能超过该商品实付金额，最多可退 ¥100.00');
    const partial = await call(fin, 'POST', '/api/admin/afs/refund', { afsNo: r1.afsNo, amount: '80.00' });
    expect(partial.json().data.refundedAmount).toBe('80.00');
    const r2 = (await apply(a, { orderNo, orderLineId: lineId, type: 1, quantity: 1 })).json()
      .data as AfsDetail;
    expect(r2.refundAmount).toBe('20.00'); // price × 1 = 50.00, capped at what is left
    await call(ops, 'POST', '/api/admin/afs/approve', { afsNo: r2.afsNo });
    expect(
      (await call(fin, 'POST', '/api/admin/afs/refund', { afsNo: r2.afsNo, amount: '20.01' })).statusCode,
    ).toBe(409);
    expect(
      (await call(fin, 'POST', '/api/admin/afs/refund', { afsNo: r2.afsNo })).json().data.refundedAmount,
    ).toBe('20.00');
    const r3 = await apply(a, { orderNo, orderLineId: lineId, type: 1, quantity: 1 });
    expect(r3.statusCode).toBe(409);
  });

  it('online payments are refunded through the payment gateway (sandbox), once', async () => {
    const o = await placeOrder(app, a, addrA, [{ skuId: sku(702), quantity: 2 }], 1);
    const start = (await call(a, 'POST', '/api/pay/create', { orderNo: o.orderNo })).json().data;
    await app.inject({
      method: 'POST',
      url: `/api/pay/sandbox/pay/${start.tradeNo}`,
      payload: { outcome: 'success' },
    });
    const notified = await postNotice(app, paidNotice(app, start.tradeNo, '39.98'));
    expect(notified.body).toBe('success');
    await deliver(app, ops, a, o.orderNo);
    const lineId = (await call(a, 'POST', '/api/afs/applyInfo', { orderNo: o.orderNo })).json().data.lines[0]
      .orderLineId;
    const r = (await apply(a, { orderNo: o.orderNo, orderLineId: lineId, type: 1, quantity: 2 })).json()
      .data as AfsDetail;
    await call(ops, 'POST', '/api/admin/afs/approve', { afsNo: r.afsNo });
    const refunded = await call(fin, 'POST', '/api/admin/afs/refund', { afsNo: r.afsNo });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({
      statusLabel: '已退款',
      refund: { channel: 'online', amount: '39.98' },
    });
    expect(refunded.json().data.refund.refundNo).toMatch(/^SBXR/);
    const trade = await app.inject({ method: 'GET', url: `/api/pay/sandbox/cashier/${start.tradeNo}` });
    expect(trade.statusCode).toBe(200);
    expect((await call(fin, 'POST', '/api/admin/afs/refund', { afsNo: r.afsNo })).statusCode).toBe(409);
  });

  it('illegal moves answer 409 and only received or completed orders qualify', async () => {
    const shipped = await completedOrder(1, false);
    expect((await apply(a, { orderNo: shipped.orderNo, orderLineId: shipped.lineId })).statusCode).toBe(200);
    const fresh = await placeOrder(app, a, addrA, [{ skuId: sku(701), quantity: 1 }]);
    const info = (await call(a, 'POST', '/api/afs/applyInfo', { orderNo: fresh.orderNo })).json().data;
    expect(info.canApply).toBe(false);
    const notYet = await apply(a, { orderNo: fresh.orderNo, orderLineId: info.lines[0].orderLineId });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().msg).toBe('订单当前状态为“待接单”，收货后才能申请售后');

    const { orderNo, lineId } = await completedOrder(2);
    const r = (await apply(a, { orderNo, orderLineId: lineId })).json().data as AfsDetail;
    const moves: [Who, string, object][] = [
      [a, '/api/afs/shipReturn', { carrier: '顺丰速运', trackingNo: 'SF1111111111' }],
      [ops, '/api/admin/afs/confirmReturn', {}],
      [fin, '/api/admin/afs/refund', {}],
      [ops, '/api/admin/afs/shipExchange', { carrier: '顺丰速运', trackingNo: 'SF2222222222' }],
    ];
    for (const [who, url, body] of moves) {
      const res = await call(who, 'POST', url, { afsNo: r.afsNo, ...body });
      expect(res.statusCode, url).toBe(409);
    }
    await call(ops, 'POST', '/api/admin/afs/approve', { afsNo: r.afsNo });
    const cancel = await call(a, 'POST', '/api/afs/cancel', { afsNo: r.afsNo });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().msg).toBe('售后单当前状态为“待寄回”，不能取消');
    expect((await call(ops, 'POST', '/api/admin/afs/approve', { afsNo: r.afsNo })).statusCode).toBe(409);
  });

  it('photos: wrong type or size refused at upload; only stored uploads and at most 5 accepted', async () => {
    const text = await upload(a, 'hello', 'text/plain');
    expect(text.statusCode).toBe(400);
    const fake = await upload(a, '<svg/>', 'image/png');
    expect(fake.statusCode).toBe(400);
    const big = await upload(a, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)]), 'image/png');
    expect(big.statusCode).toBe(413);
    const { orderNo, lineId } = await completedOrder(1);
    const foreign = await apply(a, {
      orderNo,
      orderLineId: lineId,
      photos: ['https://evil.example.com/x.png'],
    });
    expect(foreign.statusCode).toBe(400);
    const missing = await apply(a, {
      orderNo,
      orderLineId: lineId,
      photos: [`/api/files/uploads/${'0'.repeat(32)}.png`],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('图片不存在，请重新上传');
    const url = (await upload(a, PNG, 'image/png')).json().data.url;
    const six = await apply(a, { orderNo, orderLineId: lineId, photos: Array(6).fill(url) });
    expect(six.statusCode).toBe(400);
    expect(six.json().msg).toBe('最多上传 5 张图片');
  });

  it('another buyer is refused on every call; operator calls refuse buyer tokens and wrong roles', async () => {
    const { orderNo, lineId } = await completedOrder(1);
    const r = (await apply(a, { orderNo, orderLineId: lineId })).json().data as AfsDetail;
    expect((await call(b, 'POST', '/api/afs/applyInfo', { orderNo })).statusCode).toBe(404);
    expect((await apply(b, { orderNo, orderLineId: lineId })).statusCode).toBe(404);
    for (const url of ['/api/afs/detail', '/api/afs/cancel'])
      expect((await call(b, 'POST', url, { afsNo: r.afsNo })).statusCode).toBe(404);
    expect(
      (
        await call(b, 'POST', '/api/afs/shipReturn', {
          afsNo: r.afsNo,
          carrier: '顺丰速运',
          trackingNo: 'SF1234567',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(b, 'POST', '/api/afs/list', {})).json().data.total).toBe(0);
    expect((await call(null, 'POST', '/api/afs/list', {})).statusCode).toBe(401);
    expect((await call(ops, 'POST', '/api/afs/list', {})).statusCode).toBe(403);
    for (const url of ['/api/admin/afs/list', '/api/admin/afs/approve', '/api/admin/afs/refund'])
      expect((await call(a, 'POST', url, { afsNo: r.afsNo })).statusCode).toBe(403);
    expect((await call(goods, 'POST', '/api/admin/afs/approve', { afsNo: r.afsNo })).statusCode).toBe(403);
    expect((await call(fin, 'POST', '/api/admin/afs/approve', { afsNo: r.afsNo })).statusCode).toBe(403);
    const list = (await call(ops, 'POST', '/api/admin/afs/list', { afsNo: r.afsNo })).json().data;
    expect(list.list[0]).toMatchObject({ afsNo: r.afsNo, statusLabel: '待审核' });
  });

  it('every operator step is in the audit log with the operator, role and before/after status', async () => {
    const { orderNo, lineId } = await completedOrder(3);
    const ex = (await apply(a, { orderNo, orderLineId: lineId, type: 3 })).json().data as AfsDetail;
    const only = (await apply(a, { orderNo, orderLineId: lineId, type: 1 })).json().data as AfsDetail;
    const rej = (await apply(a, { orderNo, orderLineId: lineId, type: 2 })).json().data as AfsDetail;
    const ok = async (who: Who, url: string, body: object) => {
      const r = await call(who, 'POST', url, body);
      expect(r.statusCode, `${url} ${r.body}`).toBe(200);
    };
    await ok(ops, '/api/admin/afs/approve', { afsNo: ex.afsNo });
    await ok(a, '/api/afs/shipReturn', { afsNo: ex.afsNo, carrier: '顺丰速运', trackingNo: 'SF5555555555' });
    await ok(ops, '/api/admin/afs/confirmReturn', { afsNo: ex.afsNo });
    await ok(ops, '/api/admin/afs/shipExchange', {
      afsNo: ex.afsNo,
      carrier: '京东物流',
      trackingNo: 'JD0000000001',
    });
    await ok(ops, '/api/admin/afs/approve', { afsNo: only.afsNo });
    await ok(fin, '/api/admin/afs/refund', { afsNo: only.afsNo, note: '线下退回' });
    await ok(ops, '/api/admin/afs/reject', { afsNo: rej.afsNo, reason: '照片不清晰' });

    const expectAudit = async (action: string, afsNo: string, from: number, to: number, role: string) => {
      const row = await lastAudit(app, action, afsNo);
      expect(row).toMatchObject({ targetType: 'afs', role });
      expect(row.before).toMatchObject({ afsNo, status: from });
      expect(row.after).toMatchObject({ afsNo, status: to });
      return row;
    };
    await expectAudit('afs.approve', ex.afsNo, 1, 5, '运营');
    await expectAudit('afs.confirmReturn', ex.afsNo, 6, 7, '运营');
    const shipped = await expectAudit('afs.shipExchange', ex.afsNo, 7, 8, '运营');
    expect(shipped.after).toMatchObject({ exchangeCarrier: '京东物流', exchangeTrackingNo: 'JD0000000001' });
    await expectAudit('afs.approve', only.afsNo, 1, 2, '运营');
    const refunded = await expectAudit('afs.refund', only.afsNo, 2, 3, '财务');
    expect(refunded.before).toMatchObject({ refundedFen: 0 });
    expect(refunded.after).toMatchObject({ refundedFen: 5000, refundChannel: 'offline' });
    const rejected = await expectAudit('afs.reject', rej.afsNo, 1, 4, '运营');
    expect(rejected.summary).toContain('照片不清晰');
    // The buyer's own step is not an operator write.
    expect(await auditRows(app, 'afs.shipReturn')).toHaveLength(0);
  });
});
