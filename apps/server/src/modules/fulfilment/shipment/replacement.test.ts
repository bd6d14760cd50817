import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, MatchLine, MatchPage, OrderShipments } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { freePort } from '../../../testing/free-port';
import {
  matchParties,
  operatorShipments,
  shipped,
  type MatchParties,
  trackingTick,
} from '../../../testing/shipment.fixture';
import { caller, deliver, markPaid, placeOrder, type Who } from '../../../testing/trade.fixture';
import { AUTO_RECEIPT_JOB } from '../receipt';

// The replacement shipment (issue 48): a receipt's rejected piece opens a 换货 request; the seller's 发出换货
// is recorded as a replacement shipment, tracked by the sandbox carrier and received like any other; its
// accepted piece makes the rejected one good, so the three-way match goes 数量不符 → 匹配.

let app: TestApp;
let call: ReturnType<typeof caller>;
let { op, fin, company, finance, address, title } = {} as MatchParties; // set in beforeAll

beforeAll(async () => {
  const port = await freePort();
  app = await buildTestApp({ PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, SANDBOX_TRACKING_STEP_MS: '1' });
  await app.listen({ port, host: '127.0.0.1' });
  call = caller(app);
  await seedShopBasics(app.db.db);
  await makeProduct(app.db.db, { id: 731, priceFen: 1000, stock: 10_000 });
  ({ op, fin, company, finance, address, title } = await matchParties(app));
});
afterAll(async () => {
  await app.close();
});

/** A paid, accepted company order of `quantity` pieces of SKU 7311 (¥10.00), shipped whole by 运营. */
async function shippedCompanyOrder(quantity: number) {
  const { orderNo } = await placeOrder(app, company.admin, address, [{ skuId: 7311, quantity }]);
  await app.db.db.execute(sql`update orders set company_id = ${company.id} where order_no = ${orderNo}`);
  expect((await call(op, 'POST', '/api/admin/order/accept', { orderNo })).statusCode).toBe(200);
  await markPaid(app, orderNo);
  const line = (await operatorShipments(app, op, orderNo)).lines[0]!.orderLineId;
  const shipment = await shipped(app, op, orderNo, [{ orderLineId: line, quantity }]);
  return { orderNo, line, shipment };
}
async function ok(who: Who, url: string, body: object) {
  const res = await call(who, 'POST', url, body);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json().data;
}
const receive = (orderNo: string, shipmentId: number, lines: object[]) =>
  call(company.admin, 'POST', '/api/order/shipments/receipt', { orderNo, shipmentId, lines });
/** The seller takes the 换货 request through to 发出换货 (the buyer returns the rejected piece first). */
async function exchange(afsNo: string, trackingNo: string) {
  await ok(op, '/api/admin/afs/approve', { afsNo, note: '同意换货' });
  await ok(company.admin, '/api/afs/shipReturn', { afsNo, carrier: '顺丰速运', trackingNo: 'SF7700000001' });
  await ok(op, '/api/admin/afs/confirmReturn', { afsNo, note: '' });
  return ok(op, '/api/admin/afs/shipExchange', { afsNo, carrier: '顺丰速运', trackingNo });
}
const view = async (orderNo: string) =>
  (await ok(company.admin, '/api/order/shipments', { orderNo })) as OrderShipments;
async function board(orderNo: string): Promise<[string, number, number][]> {
  const page = (await ok(finance, '/api/company/match/list', { orderNo })) as MatchPage;
  return page.list.map((l: MatchLine) => [l.status, l.diffQuantity, l.diffFen]);
}
const statusOf = async (orderNo: string) =>
  (
    await queryRows<{ status: number }>(app.db.db, sql`select status from orders where order_no = ${orderNo}`)
  )[0]!.status;
const tick = () => trackingTick(app);

describe('the replacement shipment of a 换货', () => {
  it('a rejected piece is 数量不符; the replacement is shipped, signed and received; invoiced, the line is 匹配', async () => {
    const { orderNo, line, shipment } = await shippedCompanyOrder(2);
    const first = await receive(orderNo, shipment, [
      { orderLineId: line, accepted: 1, rejected: 1, rejectReason: '破损' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const afsNo = (first.json().data as OrderShipments).shipments[0]!.receipts[0]!.lines[0]!.afsNo;
    // Every piece is received (one of them rejected): the order completes, the board says 数量不符.
    expect(await statusOf(orderNo)).toBe(5);
    expect(await board(orderNo)).toEqual([['数量不符', -1, -1000]]);

    const afs = await exchange(afsNo, 'SF2200000001');
    expect(afs).toMatchObject({
      status: 8,
      exchangeShipment: { carrier: '顺丰速运', trackingNo: 'SF2200000001' },
    });
    let shipments = await view(orderNo);
    const replacement = shipments.shipments[1]!;
    expect(replacement).toMatchObject({
      afsNo,
      carrierCode: 'SF',
      trackingNo: 'SF2200000001',
      receivedAt: null,
      lines: [{ orderLineId: line, quantity: 1, received: 0 }],
    });
    expect(shipments.shipments[0]!.afsNo).toBeNull();
    // The order's own ship state ignores the replacement: 2 shipped of 2, the order stays 已完成.
    expect(shipments.lines[0]).toMatchObject({ ordered: 2, shipped: 2, accepted: 1, rejected: 1 });
    expect(shipments.shippingState).toBe('shipped');
    expect(await statusOf(orderNo)).toBe(5);

    // The sandbox carrier walks it to 已签收 like any shipment.
    for (let i = 0; i < 4; i++) await tick();
    shipments = await view(orderNo);
    expect(shipments.shipments[1]!.trackingState).toBe('signed');
    expect(shipments.shipments[1]!.signedAt).not.toBeNull();

    // More than it carries is refused; the one piece is accepted and counts as received.
    const over = await receive(orderNo, replacement.id, [{ orderLineId: line, accepted: 2 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toContain('验收数量超过发货数量（本包裹发货 1套）');
    const got = await receive(orderNo, replacement.id, [{ orderLineId: line, accepted: 1 }]);
    expect(got.statusCode, got.body).toBe(200);
    const after = got.json().data as OrderShipments;
    expect(after.lines[0]).toMatchObject({ ordered: 2, shipped: 2, accepted: 2, rejected: 1 });
    expect(after.shipments[1]!.receivedAt).not.toBeNull();
    expect(await board(orderNo)).toEqual([['待开票', -2, -2000]]);

    const applied = (await ok(company.admin, '/api/invoice/apply', {
      orderNos: [orderNo],
      type: 2,
      titleId: title.id,
    })) as InvoiceDetail;
    await ok(fin, '/api/admin/invoice/issue', {
      id: applied.id,
      invoiceNo: '24313000000000007301',
      issueDate: '2026-11-20',
    });
    expect(await board(orderNo)).toEqual([['匹配', 0, 0]]);
  });

  it('a replacement rejected again opens another 换货 whose replacement makes it good; accepted never exceeds ordered', async () => {
    const { orderNo, line, shipment } = await shippedCompanyOrder(3);
    const first = await receive(orderNo, shipment, [
      { orderLineId: line, accepted: 1, rejected: 2, rejectReason: '质量问题' },
    ]);
    const afsA = (first.json().data as OrderShipments).shipments[0]!.receipts[0]!.lines[0]!.afsNo;
    await exchange(afsA, 'SF2200000002');
    const r1 = (await view(orderNo)).shipments[1]!;
    expect(r1.lines[0]!.quantity).toBe(2);
    const second = await receive(orderNo, r1.id, [
      { orderLineId: line, accepted: 1, rejected: 1, rejectReason: '破损' },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const afsB = (second.json().data as OrderShipments).shipments[1]!.receipts[0]!.lines[0]!.afsNo;
    expect(afsB).toMatch(/^SH/);
    expect(await board(orderNo)).toEqual([['数量不符', -1, -1000]]);
    await exchange(afsB, 'SF2200000003');
    const r2 = (await view(orderNo)).shipments[2]!;
    expect(r2).toMatchObject({ afsNo: afsB, lines: [{ quantity: 1 }] });
    expect((await receive(orderNo, r2.id, [{ orderLineId: line, accepted: 1 }])).statusCode).toBe(200);
    const done = await view(orderNo);
    expect(done.lines[0]).toMatchObject({ ordered: 3, shipped: 3, accepted: 3, rejected: 3 });
    expect(await board(orderNo)).toEqual([['待开票', -3, -3000]]);
  });

  it('receives a signed replacement automatically on a completed order, and only what makes the rejection good', async () => {
    const { orderNo, line, shipment } = await shippedCompanyOrder(2);
    const first = await receive(orderNo, shipment, [
      { orderLineId: line, accepted: 1, rejected: 1, rejectReason: '错发' },
    ]);
    const afsNo = (first.json().data as OrderShipments).shipments[0]!.receipts[0]!.lines[0]!.afsNo;
    await exchange(afsNo, 'SF2200000004');
    const replacement = (await view(orderNo)).shipments[1]!;
    await app.db.db.execute(
      sql`update shipments set signed_at = now() - make_interval(days => 8), tracking_state = 'signed'
          where id = ${replacement.id}`,
    );
    await app.jobs.add(AUTO_RECEIPT_JOB, {});
    await app.jobs.idle();
    const after = await view(orderNo);
    expect(after.shipments[1]!.receivedAt).not.toBeNull();
    expect(after.shipments[1]!.receipts[0]).toMatchObject({
      auto: true,
      lines: [{ accepted: 1, rejected: 0 }],
    });
    expect(after.lines[0]).toMatchObject({ ordered: 2, shipped: 2, accepted: 2, rejected: 1 });
    expect(await statusOf(orderNo)).toBe(5);
    expect(await board(orderNo)).toEqual([['待开票', -2, -2000]]);
  });

  it('records no shipment for a 换货 the buyer asks for after accepting the goods (a one-for-one swap)', async () => {
    const { orderNo } = await placeOrder(app, company.admin, address, [{ skuId: 7311, quantity: 2 }]);
    await markPaid(app, orderNo);
    await deliver(app, op, company.admin, orderNo);
    const line = (await view(orderNo)).lines[0]!;
    expect(line).toMatchObject({ shipped: 2, accepted: 2 });
    const afs = await ok(company.admin, '/api/afs/apply', {
      orderNo,
      orderLineId: line.orderLineId,
      type: 3,
      quantity: 1,
      reason: '商品质量问题',
    });
    await exchange(afs.afsNo, 'SF2200000005');
    const after = await view(orderNo);
    expect(after.shipments).toHaveLength(1);
    expect(after.lines[0]).toMatchObject({ shipped: 2, accepted: 2, rejected: 0 });
  });
});
