import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yuanToFen, type InvoiceDetail, type InvoiceTitle, type OrderShipments } from '@mall/shared';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { SELLER_PROFILE } from '../../../testing/einvoice.fixture';
import { operatorShipments, shipped, skuOf } from '../../../testing/shipment.fixture';
import { tradeWorld, type TradeWorld } from '../../../testing/trade-world.fixture';
import { markPaid, placeOrder, refundedLine } from '../../../testing/trade.fixture';
import { shareOf } from '../../finance/invoice';
import { einvoiceIssues } from '../../finance/einvoice/einvoice.table';

// 按包裹开票 (issue 47 item 3 with issue 48's shipments): the buyer applies for an invoice over one shipment —
// what it shipped at the order's prices —, each shipment once, never beside a whole-order application; the
// 数电票 issued for it carries the shipment's lines.

let { app, call, a, b, ops, fin, goods, addrA } = {} as TradeWorld;
const [P1, P2] = [741, 742];
const URL = '/api/order/shipments/invoice';
let titleId: number;

beforeAll(async () => {
  ({ app, call, a, b, ops, fin, goods, addrA } = await tradeWorld([
    { id: P1, priceFen: 1130, stock: 1000 },
    { id: P2, priceFen: 2260, stock: 1000 },
  ]));
  titleId = ((await call(a, 'POST', '/api/invoice/title/add', XINGHU_TITLE)).json().data as InvoiceTitle).id;
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** A paid order of 3 × P1 and 2 × P2 that 运营 accepted: its number and its two lines' ids. */
async function paidAndAccepted() {
  const items = [
    { skuId: skuOf(P1), quantity: 3 },
    { skuId: skuOf(P2), quantity: 2 },
  ];
  const { orderNo } = await placeOrder(app, a, addrA, items);
  await markPaid(app, orderNo);
  expect((await call(ops, 'POST', '/api/admin/order/accept', { orderNo })).statusCode).toBe(200);
  const [l1, l2] = (await operatorShipments(app, ops, orderNo)).lines.map((l) => l.orderLineId);
  return { orderNo, l1: l1!, l2: l2! };
}

/** A paid, accepted order of 3 × P1 and 2 × P2, shipped as P1 × 2 + P2 × 1, then P1 × 1 + P2 × 1. */
async function twoShipments() {
  const { orderNo, l1, l2 } = await paidAndAccepted();
  const first = await shipped(app, ops, orderNo, [
    { orderLineId: l1, quantity: 2 },
    { orderLineId: l2, quantity: 1 },
  ]);
  const second = await shipped(app, ops, orderNo, [
    { orderLineId: l1, quantity: 1 },
    { orderLineId: l2, quantity: 1 },
  ]);
  return { orderNo, first, second };
}
const apply = (orderNo: string, shipmentId: number, who = a) =>
  call(who, 'POST', URL, { orderNo, shipmentId, type: 2, titleId });

describe('按包裹开票', () => {
  it('bills each shipment once, at the order’s prices; the two add up to the order; whole-order refused', async () => {
    const { orderNo, first, second } = await twoShipments();
    const one = await apply(orderNo, first);
    expect(one.statusCode, one.body).toBe(200);
    const d1 = one.json().data as InvoiceDetail;
    expect(d1.orderNos).toEqual([orderNo]);
    expect(d1.lines.map((l) => [l.quantity, l.amountInclTax])).toEqual([
      [2, '22.60'],
      [1, '22.60'],
    ]);
    const again = await apply(orderNo, first);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该包裹已申请开票，请勿重复申请');
    // Invoiced by shipment, the order is 开票中: a whole-order application is refused.
    const whole = await call(a, 'POST', '/api/invoice/apply', { orderNos: [orderNo], type: 2, titleId });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().msg).toBe(`订单 ${orderNo} 已申请开票，请勿重复申请`);
    const two = await apply(orderNo, second);
    expect(two.statusCode, two.body).toBe(200);
    const d2 = two.json().data as InvoiceDetail;
    const paid = await app.db.db.execute(sql`select pay_amount_fen from orders where order_no = ${orderNo}`);
    const payFen = Number(
      (paid as unknown as { rows: { pay_amount_fen: string }[] }).rows[0]!.pay_amount_fen,
    );
    expect(yuanToFen(d1.amounts.totalAmount) + yuanToFen(d2.amounts.totalAmount)).toBe(payFen);
    // The buyer's parcels say which application bills each.
    const view = (await call(a, 'POST', '/api/order/shipments', { orderNo })).json().data as OrderShipments;
    expect(view.shipments.map((s) => s.invoice?.applyNo)).toEqual([d1.applyNo, d2.applyNo]);
  });

  it('another buyer’s order is not found; a shipment of another order is not found; bad input is 400', async () => {
    const { orderNo, first } = await twoShipments();
    const other = await twoShipments();
    const stranger = await apply(orderNo, first, b);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().msg).toBe(`订单 ${orderNo} 不存在`);
    const wrong = await apply(orderNo, other.first);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().msg).toBe('包裹不存在');
    const bad = await call(a, 'POST', URL, { orderNo, shipmentId: 'x', type: 2, titleId });
    expect(bad.statusCode).toBe(400);
    // A whole-order application first: the order is no longer invoiced by shipment.
    expect(
      (await call(a, 'POST', '/api/invoice/apply', { orderNos: [other.orderNo], type: 2, titleId }))
        .statusCode,
    ).toBe(200);
    const mixed = await apply(other.orderNo, other.second);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().msg).toBe(`订单 ${other.orderNo} 已整单申请开票，不能再按包裹开票`);
  });

  it('a rejected shipment application frees that shipment only; two at once make one application', async () => {
    const { orderNo, first, second } = await twoShipments();
    const d1 = (await apply(orderNo, first)).json().data as InvoiceDetail;
    expect((await apply(orderNo, second)).statusCode).toBe(200);
    const rejected = await call(fin, 'POST', '/api/admin/invoice/reject', { id: d1.id, reason: '抬头有误' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // The other shipment's application is live: the order stays 开票中, whole-order refused.
    const whole = await call(a, 'POST', '/api/invoice/apply', { orderNos: [orderNo], type: 2, titleId });
    expect(whole.statusCode).toBe(409);
    const both = await Promise.all([apply(orderNo, first), apply(orderNo, first)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a refund marks for 冲红 the issued application of the shipment that carried the line, not the other', async () => {
    const { orderNo, l1, l2 } = await paidAndAccepted();
    // P2 goes first, P1 in the second parcel: each application bills one line only.
    const first = await shipped(app, ops, orderNo, [{ orderLineId: l2, quantity: 2 }]);
    const second = await shipped(app, ops, orderNo, [{ orderLineId: l1, quantity: 3 }]);
    const ids: number[] = [];
    for (const [i, shipmentId] of [first, second].entries()) {
      const d = (await apply(orderNo, shipmentId)).json().data as InvoiceDetail;
      const issued = await call(fin, 'POST', '/api/admin/invoice/issue', {
        id: d.id,
        invoiceNo: `2431200000000000074${i}`,
        issueDate: '2026-11-20',
      });
      expect(issued.statusCode, issued.body).toBe(200);
      ids.push(d.id);
    }
    expect((await call(a, 'POST', '/api/order/confirmReceipt', { orderNo })).statusCode).toBe(200);
    const afsNo = await refundedLine(app, { buyer: a, ops, fin }, orderNo, l1, 1);
    const due = async (id: number) =>
      ((await call(a, 'POST', '/api/invoice/detail', { id })).json().data as InvoiceDetail).redLetterDue;
    expect(await due(ids[0]!)).toBeNull();
    expect(await due(ids[1]!)).toContain(`售后 ${afsNo} 退款 ¥11.30`);
  });

  it('the 数电票 of a shipment application carries the shipment’s lines', async () => {
    expect((await call(fin, 'POST', '/api/admin/invoice/einvoice/profile', SELLER_PROFILE)).statusCode).toBe(
      200,
    );
    await call(goods, 'POST', '/api/admin/catalogue/tax-code/save', {
      code: '1080422000000000000',
      name: '工具',
      shortName: '金属制品',
      rate: '13',
    });
    for (const productId of [P1, P2])
      await call(goods, 'POST', '/api/admin/catalogue/tax-code/product/save', {
        productId,
        code: '1080422000000000000',
      });
    const { orderNo, second } = await twoShipments();
    const d = (await apply(orderNo, second)).json().data as InvoiceDetail;
    const asked = await call(fin, 'POST', '/api/admin/invoice/einvoice/issue', { invoiceId: d.id });
    expect(asked.statusCode, asked.body).toBe(200);
    await app.jobs.idle();
    const [row] = await app.db.db.select().from(einvoiceIssues).where(eq(einvoiceIssues.invoiceId, d.id));
    expect(row?.status).toBe('issued');
    expect(row!.request.lines.map((l) => [l.quantity, l.amountInclFen])).toEqual([
      [1, 1130],
      [1, 2260],
    ]);
    // The buyer's 发票夹 holds it at the shipment's amount, its XML the one issued.
    const folder = await call(a, 'POST', '/api/invoice/einvoice/folder', {
      orderNo,
      pageNum: 1,
      pageSize: 10,
    });
    expect(folder.statusCode, folder.body).toBe(200);
    const [blue] = folder.json().data.list as { id: string; total: string; number: string }[];
    expect(blue).toMatchObject({ total: '33.90', number: row!.number });
    const file = await call(a, 'POST', '/api/invoice/einvoice/folder/file', { id: blue!.id, format: 'xml' });
    expect(file.body).toBe(row!.xml);
    const detail = (await call(a, 'POST', '/api/invoice/detail', { id: d.id })).json().data as InvoiceDetail;
    expect(detail.statusLabel).toBe('已开票');
  });
});

describe('a line’s share per shipment', () => {
  it('the shares of any split add up to the line’s amount, each within a fen of its pieces’ worth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        (amountFen, parts) => {
          const ordered = parts.reduce((n, q) => n + q, 0);
          let before = 0;
          let sum = 0;
          for (const q of parts) {
            const share = shareOf(amountFen, ordered, before, q);
            expect(Math.abs(share - (amountFen * q) / ordered)).toBeLessThan(1);
            sum += share;
            before += q;
          }
          expect(sum).toBe(amountFen);
        },
      ),
    );
  });
});
