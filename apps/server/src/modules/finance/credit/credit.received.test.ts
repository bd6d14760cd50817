import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchPage, OrderShipments } from '@mall/shared';
import { operatorAuth } from '../../../testing/accounts';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { call, must, verifiedCompany } from '../../../testing/company.fixture';
import { creditCompany, creditOrder } from '../../../testing/credit.fixture';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { operatorShipments, shipped, skuOf } from '../../../testing/shipment.fixture';
import { deliver, type Who } from '../../../testing/trade.fixture';
import { useTestApp } from '../../../testing/world';
import { receivedForBilling } from '../../fulfilment/receipt';
import { produceDueStatements } from '.';

// Issue 48 item 5: credit statements and merged invoicing bill received (accepted) quantities, not ordered
// ones; a short shipment and a rejected piece are never billed (docs/decisions/2026-11-30-statements-on-received.md).

const w = useTestApp();
let op: Who;
let admin: Who;
const [A, B, C] = [7401, 7402, 7403].map(skuOf) as [number, number, number];

beforeAll(async () => {
  await seedShopBasics(w.app.db.db);
  for (const id of [7401, 7402, 7403]) await makeProduct(w.app.db.db, { id, priceFen: 1000, stock: 10_000 });
  op = { headers: (await operatorAuth(w.app, '财务')).headers };
  admin = { headers: (await operatorAuth(w.app, '超级管理员')).headers };
}, 60_000);

type Statement = {
  id: number;
  statementNo: string;
  ordersAmount: string;
  refundsAmount: string;
  amountDue: string;
  closingBalance: string;
  lines: { kind: string; orderNo: string | null; amount: string }[];
};
type Invoices = { invoices: { id: number; orderNos: string[]; totalAmount: string }[] };

describe('credit statements on received quantities', () => {
  it('a 3-line order shipped short with a rejected piece: statements bill only accepted pieces, the rest once received; the merged invoice has the received amounts', async () => {
    const ok = must(w.app);
    const c = call(w.app);
    const { company, buyer, finance, addressId } = await creditCompany(
      w.app,
      { reviewer: admin, op },
      '5000',
    );
    const place = (items: { skuId: number; quantity: number }[]) =>
      creditOrder(w.app, buyer, addressId, items);
    const used = async () => (await ok<{ used: string }>(finance, 'GET', '/api/company/credit')).used;

    // Y: 5 A + 4 B + 3 C at ¥10.00 (¥120.00); X: one A, shipped and received whole; Z: two A, shipped, not received.
    const y = await place([
      { skuId: A, quantity: 5 },
      { skuId: B, quantity: 4 },
      { skuId: C, quantity: 3 },
    ]);
    const x = await place([{ skuId: A, quantity: 1 }]);
    const z = await place([{ skuId: A, quantity: 2 }]);
    expect(await used()).toBe('150.00');
    await deliver(w.app, admin, buyer, x);
    await deliver(w.app, admin, buyer, z, false);
    await ok(admin, 'POST', '/api/admin/order/accept', { orderNo: y });
    const [la, lb, lc] = (await operatorShipments(w.app, admin, y)).lines.map((l) => l.orderLineId) as [
      number,
      number,
      number,
    ];
    // Shipped short: 2 of 4 B. Received: C one rejected (破损), which opens a 换货 request.
    const first = await shipped(w.app, admin, y, [
      { orderLineId: la, quantity: 5 },
      { orderLineId: lb, quantity: 2 },
      { orderLineId: lc, quantity: 3 },
    ]);
    const receive = (shipmentId: number, lines: object[]) =>
      ok<OrderShipments>(buyer, 'POST', '/api/order/shipments/receipt', { orderNo: y, shipmentId, lines });
    await receive(first, [
      { orderLineId: la, accepted: 5 },
      { orderLineId: lb, accepted: 2 },
      { orderLineId: lc, accepted: 2, rejected: 1, rejectReason: '破损' },
    ]);

    // Statement 1: X whole (¥10) and Y's accepted pieces (5 + 2 + 2 = ¥90); Z (not received), Y's two
    // unshipped B and its rejected C are not billed. Credit stays used for all of it.
    const s1 = await ok<Statement>(op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: company.id,
    });
    expect(s1).toMatchObject({ ordersAmount: '100.00', refundsAmount: '0.00', amountDue: '100.00' });
    expect(s1.lines.map((l) => [l.orderNo, l.amount]).sort()).toEqual(
      [
        [x, '10.00'],
        [y, '90.00'],
      ].sort(),
    );
    expect(await used()).toBe('150.00');
    // The 财务's 三单匹配 board by statement: the lines of the orders it bills (not Z's); another company's or
    // an unknown number reads as nothing.
    const board = async (who: Who, statementNo: string) =>
      (await ok<MatchPage>(who, 'POST', '/api/company/match/list', { statementNo, pageSize: 50 })).list;
    const s1Lines = await board(finance, s1.statementNo);
    expect(s1Lines.map((l) => l.orderNo).sort()).toEqual([x, y, y, y].sort());
    expect(await board(finance, 'DZ999999')).toEqual([]);
    const stranger = await verifiedCompany(w.app, admin);
    expect(await board(stranger.admin, s1.statementNo)).toEqual([]);

    // Merged invoicing over statement 1 covers X only: Y is invoiced whole once all of it is billed.
    const title = await ok<{ id: number }>(finance, 'POST', '/api/invoice/title/add', XINGHU_TITLE);
    await ok(finance, 'POST', '/api/company/credit/statements/confirm', { id: s1.id });
    const inv1 = await ok<Invoices>(finance, 'POST', '/api/company/invoices/apply', {
      statementId: s1.id,
      type: 2,
      titleId: title.id,
    });
    expect(inv1.invoices.map((i) => [i.orderNos, i.totalAmount])).toEqual([[[x], '10.00']]);

    // The rest of B ships and is received; Z is received; the buyer returns the rejected C for a refund
    // instead of the exchange.
    const second = await shipped(w.app, admin, y, [{ orderLineId: lb, quantity: 2 }]);
    await receive(second, [{ orderLineId: lb, accepted: 2 }]);
    await ok(buyer, 'POST', '/api/order/confirmReceipt', { orderNo: z });
    const exchange = await ok<{ list: { afsNo: string; type: number }[] }>(
      buyer,
      'POST',
      '/api/afs/list',
      {},
    );
    const afsNo = exchange.list.find((a) => a.type === 3)!.afsNo;
    await ok(buyer, 'POST', '/api/afs/cancel', { afsNo });
    const refund = await ok<{ afsNo: string }>(buyer, 'POST', '/api/afs/apply', {
      orderNo: y,
      orderLineId: lc,
      type: 2,
      quantity: 1,
      reason: '商品质量问题',
    });
    await ok(admin, 'POST', '/api/admin/afs/approve', { afsNo: refund.afsNo, note: '同意退货' });
    await ok(buyer, 'POST', '/api/afs/shipReturn', {
      afsNo: refund.afsNo,
      carrier: '顺丰速运',
      trackingNo: 'SF7700000002',
    });
    await ok(admin, 'POST', '/api/admin/afs/confirmReturn', { afsNo: refund.afsNo, note: '' });
    await ok(op, 'POST', '/api/admin/afs/refund', { afsNo: refund.afsNo, note: '账期冲减' });
    expect(await used()).toBe('140.00');

    // Statement 2: Y's rest (B ¥20; the refunded C shows as billed and refunded, nothing to pay) and Z ¥20.
    const s2 = await ok<Statement>(op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: company.id,
    });
    expect(s2).toMatchObject({ ordersAmount: '50.00', refundsAmount: '10.00', amountDue: '40.00' });
    // Over both statements Y is billed ¥110: 5 A, 4 B, 2 C — what was received and kept.
    expect(Number(s1.amountDue) + Number(s2.amountDue)).toBe(140);
    expect(s2.closingBalance).toBe('140.00');

    // Merged invoicing over statement 2: Y at its received amounts (¥110.00: 5 + 4 + 2 pieces) and Z.
    await ok(finance, 'POST', '/api/company/credit/statements/confirm', { id: s2.id });
    const inv2 = await ok<Invoices>(finance, 'POST', '/api/company/invoices/apply', {
      statementId: s2.id,
      type: 2,
      titleId: title.id,
    });
    expect(inv2.invoices).toHaveLength(1);
    expect(inv2.invoices[0]!.totalAmount).toBe('130.00');
    expect([...inv2.invoices[0]!.orderNos].sort()).toEqual([y, z].sort());
    // The invoice lines: A 5 + 2, B 4, C 2 (the rejected piece is refunded, never invoiced).
    const detail = await ok<{ lines: { quantity: number; amountInclTax: string }[] }>(
      finance,
      'POST',
      '/api/invoice/detail',
      { id: inv2.invoices[0]!.id },
    );
    expect(detail.lines.map((l) => [l.quantity, l.amountInclTax])).toEqual([
      [7, '70.00'],
      [4, '40.00'],
      [2, '20.00'],
    ]);
    // Statement 1 cannot be invoiced again: X is invoiced, Y was completed by statement 2.
    expect(
      (
        await c(finance, 'POST', '/api/company/invoices/apply', {
          statementId: s1.id,
          type: 2,
          titleId: title.id,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('an order shipped but never received is not billed; a statement with only such orders bills nothing of them', async () => {
    const ok = must(w.app);
    const { company, buyer, addressId } = await creditCompany(w.app, { reviewer: admin, op }, '1000');
    const orderNo = await creditOrder(w.app, buyer, addressId, [{ skuId: B, quantity: 3 }]);
    await deliver(w.app, admin, buyer, orderNo, false);
    const s = await ok<Statement>(op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: company.id,
    });
    expect(s).toMatchObject({ ordersAmount: '0.00', amountDue: '0.00', lines: [] });
  });

  it('goods received after the statement day are billed on the next statement, not on the one for the period before', async () => {
    const ok = must(w.app);
    const { company, buyer, addressId } = await creditCompany(w.app, { reviewer: admin, op }, '1000');
    const orderNo = await creditOrder(w.app, buyer, addressId, [{ skuId: C, quantity: 2 }]);
    // Shipped 40 days ago on an account opened 60 days ago; received (and completed) only now.
    await deliver(w.app, admin, buyer, orderNo);
    await w.app.db.db.execute(
      sql`update credit_accounts set created_at = now() - interval '60 days' where company_id = ${company.id}`,
    );
    await w.app.db.db.execute(
      sql`update orders set shipped_at = now() - interval '40 days' where order_no = ${orderNo}`,
    );
    const due = (await produceDueStatements(w.app.db.db, receivedForBilling)).filter(
      (s) => s.companyId === company.id,
    );
    expect(due.map((s) => s.ordersFen)).toEqual([0]);
    const next = await ok<Statement>(op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: company.id,
    });
    expect(next).toMatchObject({ ordersAmount: '20.00', amountDue: '20.00' });
    expect(next.lines.map((l) => l.orderNo)).toEqual([orderNo]);
  });
});
