import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderShipments } from '@mall/shared';
import { queryRows } from '../../../db/client';
import {
  addMember,
  uploadLicense,
  verifiedCompany,
  type TestCompany,
} from '../../../testing/company.fixture';
import {
  acceptedOrder as accepted,
  operatorShipments,
  shipLines,
  shipped,
  type ShipLine,
  skuOf,
  useShipmentWorld,
} from '../../../testing/shipment.fixture';
import { addAddress, tellOutbox, type Who } from '../../../testing/trade.fixture';
import { AUTO_RECEIPT_JOB } from '.';

// Goods receipt (issue 48, slice 2): receipts per shipment with rejections opening after-sales, the 收货人 role,
// over-receipt refusals, the whole-order confirm, and the automatic receipt N days after 已签收.

const w = useShipmentWorld([501, 502, 503]);

/** A 3-line 自营 order (3, 2 and 1 pieces) of `who`, accepted: its number and line ids. */
const acceptedOrder = (who: Who = w.buyer, address = w.addressId, quantities = [3, 2, 1]) =>
  accepted(
    w.app,
    w.op,
    who,
    address,
    quantities.map((quantity, i) => ({ skuId: skuOf(501 + i), quantity })),
  );
const opView = (orderNo: string) => operatorShipments(w.app, w.op, orderNo);
const ship = (orderNo: string, lines: ShipLine[]) => shipped(w.app, w.op, orderNo, lines);
/** The order shipped in two shipments, line a split across both: (a 2, b 2) and (a 1, c 1). */
async function twoShipments(who: Who = w.buyer, address = w.addressId) {
  const { orderNo, lineIds } = await acceptedOrder(who, address);
  const [a, b, c] = lineIds as [number, number, number];
  const first = await ship(orderNo, [
    { orderLineId: a, quantity: 2 },
    { orderLineId: b, quantity: 2 },
  ]);
  const second = await ship(orderNo, [
    { orderLineId: a, quantity: 1 },
    { orderLineId: c, quantity: 1 },
  ]);
  return { orderNo, a, b, c, first, second };
}
const receive = (who: Who, orderNo: string, shipmentId: number, lines: object[]) =>
  w.call(who, 'POST', '/api/order/shipments/receipt', { orderNo, shipmentId, lines });
const statusOf = async (orderNo: string) =>
  (
    await queryRows<{ status: number }>(
      w.app.db.db,
      sql`select status from orders where order_no = ${orderNo}`,
    )
  )[0]!.status;

describe('goods receipt', () => {
  it('receives a shipment with one rejected line: the rejection opens a 换货 request; the last receipt completes the order', async () => {
    const { orderNo, a, b, c, first, second } = await twoShipments();
    const photo = await uploadLicense(w.app, w.buyer);
    const res = await receive(w.buyer, orderNo, first, [
      { orderLineId: a, accepted: 2 },
      { orderLineId: b, accepted: 1, rejected: 1, rejectReason: '破损', photos: [photo] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data as OrderShipments;
    expect(view.lines.map((l) => [l.shipped, l.received, l.accepted, l.rejected])).toEqual([
      [3, 2, 2, 0],
      [2, 2, 1, 1],
      [1, 0, 0, 0],
    ]);
    const [s1, s2] = view.shipments;
    expect(s1!.receivedAt).not.toBeNull();
    expect(s2!.receivedAt).toBeNull();
    const rejected = s1!.receipts[0]!.lines.find((l) => l.orderLineId === b)!;
    expect(rejected).toMatchObject({ rejected: 1, rejectReason: '破损', photos: [photo] });
    expect(rejected.afsNo).toMatch(/^SH/);
    // The after-sales request is the buyer's, prefilled with the line, quantity, reason and photo.
    const afs = (await w.call(w.buyer, 'POST', '/api/afs/detail', { afsNo: rejected.afsNo })).json().data;
    expect(afs).toMatchObject({ type: 3, quantity: 1, reason: '收到商品破损', photos: [photo] });
    expect(await statusOf(orderNo)).toBe(4);
    // The shipment is received: a second receipt of it is refused.
    const again = await receive(w.buyer, orderNo, first, [{ orderLineId: a, accepted: 1 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该包裹已全部验收');

    const last = await receive(w.buyer, orderNo, second, [
      { orderLineId: a, accepted: 1 },
      { orderLineId: c, accepted: 1 },
    ]);
    expect(last.statusCode, last.body).toBe(200);
    expect(await statusOf(orderNo)).toBe(5);
    const detail = (await w.call(w.buyer, 'POST', '/api/order/detail', { orderNo })).json().data;
    expect(detail.receivedAt).not.toBeNull();
  });

  it('refuses receiving more than shipped or than remains, a line not in the shipment, another buyer', async () => {
    const { orderNo, a, b, c, first, second } = await twoShipments();
    const more = await receive(w.buyer, orderNo, second, [{ orderLineId: a, accepted: 2 }]);
    expect(more.statusCode).toBe(400);
    expect(more.json().msg).toContain('验收数量超过发货数量（本包裹发货 1');
    expect((await receive(w.buyer, orderNo, first, [{ orderLineId: a, accepted: 1 }])).statusCode).toBe(200);
    const remains = await receive(w.buyer, orderNo, first, [
      { orderLineId: a, accepted: 1, rejected: 1, rejectReason: '错发' },
    ]);
    expect(remains.statusCode).toBe(400);
    expect(remains.json().msg).toContain('验收数量超过未验收数量（尚未验收 1');
    const notIn = await receive(w.buyer, orderNo, first, [{ orderLineId: c, accepted: 1 }]);
    expect(notIn.statusCode).toBe(400);
    expect(notIn.json().msg).toBe('该包裹中没有这个商品');
    const noReason = await receive(w.buyer, orderNo, first, [{ orderLineId: b, rejected: 1 }]);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('有拒收数量时请选择拒收原因');
    const nothing = await receive(w.buyer, orderNo, first, [{ orderLineId: b }]);
    expect(nothing.statusCode).toBe(400);
    const foreign = await receive(w.other, orderNo, first, [{ orderLineId: b, accepted: 1 }]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('订单不存在');
    // A shipment of another order answers 404 包裹不存在.
    const elsewhere = await twoShipments();
    const wrong = await receive(w.buyer, orderNo, elsewhere.first, [{ orderLineId: b, accepted: 1 }]);
    expect(wrong.statusCode).toBe(404);
    // Nothing of the refused calls was written.
    expect((await opView(orderNo)).lines.map((l) => l.received)).toEqual([1, 0, 0]);
  });

  it('keeps the whole-order 确认收货 working: it receives every shipped line not yet received', async () => {
    const { orderNo, b, first } = await twoShipments();
    expect(
      (await receive(w.buyer, orderNo, first, [{ orderLineId: b, rejected: 2, rejectReason: '质量问题' }]))
        .statusCode,
    ).toBe(200);
    const res = await w.call(w.buyer, 'POST', '/api/order/confirmReceipt', { orderNo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(5);
    const view = await opView(orderNo);
    expect(view.lines.map((l) => [l.received, l.accepted, l.rejected])).toEqual([
      [3, 3, 0],
      [2, 0, 2],
      [1, 1, 0],
    ]);
    expect(view.shipments.every((s) => s.receivedAt !== null)).toBe(true);
  });
});

describe('the 收货人 role', () => {
  let company: TestCompany;
  let companyAddress: number;
  beforeAll(async () => {
    company = await verifiedCompany(w.app, w.op);
    companyAddress = await addAddress(w.app, company.admin);
  });
  /** The company's order (its 管理员 buys), shipped in two shipments. */
  async function companyOrder() {
    const shipped = await twoShipments(company.admin, companyAddress);
    await w.app.db.db.execute(
      sql`update orders set company_id = ${company.id} where order_no = ${shipped.orderNo}`,
    );
    return shipped;
  }

  it('lets a member with 收货人 receive the company’s order and refuses one without it (403)', async () => {
    const { orderNo, a, b, first } = await companyOrder();
    const buyerOnly = await addMember(w.app, company, ['采购员']);
    const receiver = await addMember(w.app, company, ['收货人']);
    const refused = await receive(buyerOnly, orderNo, first, [{ orderLineId: a, accepted: 2 }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('需要收货人角色才能验收到货，请联系企业管理员分配');
    expect((await w.call(buyerOnly, 'POST', '/api/order/shipments', { orderNo })).statusCode).toBe(403);
    // Another company's 收货人 is told the order does not exist.
    const elsewhere = await verifiedCompany(w.app, w.op);
    const stranger = await addMember(w.app, elsewhere, ['收货人']);
    expect((await receive(stranger, orderNo, first, [{ orderLineId: a, accepted: 2 }])).statusCode).toBe(404);

    expect((await w.call(receiver, 'POST', '/api/order/shipments', { orderNo })).statusCode).toBe(200);
    const ok = await receive(receiver, orderNo, first, [
      { orderLineId: a, accepted: 2 },
      { orderLineId: b, accepted: 1, rejected: 1, rejectReason: '数量短缺' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const receipt = (ok.json().data as OrderShipments).shipments[0]!.receipts[0]!;
    expect(receipt.receivedBy).toBe(receiver.username);
    // The after-sales request belongs to the order's buyer.
    const afsNo = receipt.lines[1]!.afsNo;
    expect((await w.call(company.admin, 'POST', '/api/afs/detail', { afsNo })).json().data.reason).toBe(
      '少件/漏发',
    );
  });

  it('receives automatically N days after 已签收: 7 by default, the company’s own days when set', async () => {
    const signedAgo = (id: number, days: number) =>
      w.app.db.db.execute(
        sql`update shipments set signed_at = now() - make_interval(days => ${days}), tracking_state = 'signed'
            where id = ${id}`,
      );
    const tick = async () => {
      await w.app.jobs.add(AUTO_RECEIPT_JOB, {});
      await w.app.jobs.idle();
    };
    // A personal order: 8 days ago is due, 6 days ago is not (but is a day away: the buyer is reminded once).
    const own = await twoShipments();
    await signedAgo(own.first, 8);
    await signedAgo(own.second, 6);
    await tick();
    let view = await opView(own.orderNo);
    expect(view.shipments.map((s) => s.receivedAt !== null)).toEqual([true, false]);
    await tick();
    // The reminder is told from the outbox: the 站内信, and mail on the buyer's channels (by default), once.
    await w.app.db.db.execute(
      sql`update users set email = 'due@demo.example', email_confirmed_at = now() where id = ${w.buyer.buyer.id}`,
    );
    await tellOutbox(w.app);
    await tellOutbox(w.app);
    const messages = (
      await w.call(w.buyer, 'POST', '/api/system-message/getMessageList', { type: 1, pageSize: 100 })
    ).json().data.list as { title: string; summary: string }[];
    const told = messages.filter((m) => m.title.startsWith(`待验收：订单 ${own.orderNo} 的包裹将于`));
    expect(told).toHaveLength(1);
    expect(told[0]!.summary).toContain('签收已近 7 天仍未验收');
    const mailed = (await w.app.db.db.execute(
      sql`select channel, target from notification_deliveries where event = 'receipt.due' and user_id = ${w.buyer.buyer.id}
          order by channel`,
    )) as unknown as { rows: { channel: string; target: string }[] };
    expect(mailed.rows).toEqual([
      { channel: 'email', target: 'due@demo.example' },
      { channel: 'inbox', target: w.buyer.buyer.username },
    ]);
    expect(view.shipments[0]!.receipts[0]).toMatchObject({ auto: true, receivedBy: '' });
    expect(await statusOf(own.orderNo)).toBe(4);

    // The company sets 3 days (管理员 only): its order signed 4 days ago is received and completes.
    const member = await addMember(w.app, company, ['收货人']);
    const denied = await w.call(member, 'POST', '/api/company/receipt-settings', { autoReceiptDays: 3 });
    expect(denied.statusCode).toBe(403);
    const bad = await w.call(company.admin, 'POST', '/api/company/receipt-settings', { autoReceiptDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('自动验收天数至少为 1 天');
    expect(
      (await w.call(company.admin, 'POST', '/api/company/receipt-settings', { autoReceiptDays: 3 }))
        .statusCode,
    ).toBe(200);
    expect((await w.call(member, 'GET', '/api/company/receipt-settings')).json().data).toEqual({
      autoReceiptDays: 3,
    });
    const theirs = await companyOrder();
    await signedAgo(theirs.first, 4);
    await signedAgo(theirs.second, 4);
    await tick();
    view = await opView(theirs.orderNo);
    expect(view.lines.map((l) => l.received)).toEqual([3, 2, 1]);
    expect(await statusOf(theirs.orderNo)).toBe(5);
    // A second tick changes nothing.
    await tick();
    expect((await opView(theirs.orderNo)).shipments.map((s) => s.receipts.length)).toEqual([1, 1]);
  });
});

describe('the quantities’ invariant', () => {
  /** The seller takes a 换货 request through to 发出换货 (the buyer returns the rejected piece first). */
  async function exchange(afsNo: string) {
    const steps: [Who, string, object][] = [
      [w.op, '/api/admin/afs/approve', { note: '' }],
      [w.buyer, '/api/afs/shipReturn', { carrier: '顺丰速运', trackingNo: 'SF7700000009' }],
      [w.op, '/api/admin/afs/confirmReturn', { note: '' }],
      [w.op, '/api/admin/afs/shipExchange', { carrier: '京东物流', trackingNo: 'JD0000000009' }],
    ];
    for (const [who, url, body] of steps) {
      const res = await w.call(who, 'POST', url, { afsNo, ...body });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
  }

  it('holds ordered ≥ shipped ≥ received, accepted ≤ ordered under random ship, receive and exchange operations', async () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('ship' as const),
        line: fc.nat(2),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        kind: fc.constant('receive' as const),
        shipment: fc.nat(4),
        line: fc.nat(2),
        accepted: fc.nat(3),
        rejected: fc.nat(2),
      }),
      // The seller ships the replacement of a rejection's 换货 (the `pick`-th not yet shipped).
      fc.record({ kind: fc.constant('exchange' as const), pick: fc.nat(2) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        const { orderNo, lineIds } = await acceptedOrder(w.buyer, w.addressId, [3, 2, 2]);
        for (const act of actions) {
          const before = await opView(orderNo);
          let fits: boolean;
          let res;
          if (act.kind === 'exchange') {
            const replaced = new Set(before.shipments.map((s) => s.afsNo));
            const open = before.shipments
              .flatMap((s) => s.receipts.flatMap((r) => r.lines.map((l) => l.afsNo)))
              .filter((no) => no && !replaced.has(no));
            const afsNo = open[act.pick % Math.max(open.length, 1)];
            if (!afsNo) continue;
            await exchange(afsNo);
            const after = await opView(orderNo);
            // One more shipment, of the request's line: the order's own shipped quantities do not move.
            expect(after.shipments.filter((s) => s.afsNo === afsNo)).toHaveLength(1);
            expect(after.lines.map((l) => l.shipped)).toEqual(before.lines.map((l) => l.shipped));
          } else {
            const orderLineId = lineIds[act.line]!;
            const line = before.lines.find((l) => l.orderLineId === orderLineId)!;
            if (act.kind === 'ship') {
              fits = act.quantity <= line.ordered - line.shipped;
              res = await shipLines(w.app, w.op, orderNo, [{ orderLineId, quantity: act.quantity }]);
            } else {
              const shipment = before.shipments[act.shipment];
              if (!shipment) continue;
              const carried = shipment.lines.find((l) => l.orderLineId === orderLineId);
              const quantity = act.accepted + act.rejected;
              // A replacement accepts at most the rejected pieces (own shipments) not yet made good.
              const taken = (own: boolean, key: 'accepted' | 'rejected') =>
                before.shipments
                  .filter((s) => (s.afsNo == null) === own)
                  .flatMap((s) => s.receipts.flatMap((r) => r.lines))
                  .filter((l) => l.orderLineId === orderLineId)
                  .reduce((n, l) => n + l[key], 0);
              const replacement = shipment.afsNo != null;
              fits =
                quantity > 0 &&
                shipment.receivedAt === null &&
                carried !== undefined &&
                quantity <= carried.quantity - carried.received &&
                (!replacement || act.accepted <= taken(true, 'rejected') - taken(false, 'accepted'));
              res = await receive(w.buyer, orderNo, shipment.id, [
                { orderLineId, accepted: act.accepted, rejected: act.rejected, rejectReason: '破损' },
              ]);
            }
            // Refusals are 4xx: over-shipping, over-receipt (400), a shipment already received (409).
            expect(res.statusCode, res.body).toBe(fits ? 200 : res.statusCode === 409 ? 409 : 400);
            if (!fits) expect(await opView(orderNo)).toEqual(before);
          }
          const after = await opView(orderNo);
          const own = after.shipments.filter((s) => s.afsNo == null);
          const ownReceived = (id: number) =>
            own.flatMap((s) => s.lines).reduce((n, l) => n + (l.orderLineId === id ? l.received : 0), 0);
          for (const l of after.lines) {
            expect(l.ordered).toBeGreaterThanOrEqual(l.shipped);
            expect(l.shipped).toBeGreaterThanOrEqual(ownReceived(l.orderLineId));
            expect(l.received).toBe(l.accepted + l.rejected);
            // A replacement replaces rejected pieces; it never adds to the order.
            expect(l.accepted).toBeLessThanOrEqual(l.ordered);
          }
          for (const s of after.shipments)
            for (const l of s.lines) expect(l.quantity).toBeGreaterThanOrEqual(l.received);
          const complete = after.lines.every((l) => ownReceived(l.orderLineId) === l.ordered);
          expect(await statusOf(orderNo)).toBe(
            complete ? 5 : after.lines.every((l) => l.shipped === l.ordered) ? 4 : 2,
          );
        }
      }),
      { numRuns: 20 },
    );
  });
});
