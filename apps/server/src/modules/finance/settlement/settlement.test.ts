import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settlement, SettlementDetail } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/build-test-app';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { openShop, shopWithProduct } from '../../../testing/shop.fixture';
import { addAddress, caller, markPaid, placeOrder, type Who } from '../../../testing/trade.fixture';
import {
  adjustLine,
  periodBounds,
  periodOf,
  settleLine,
  settleTotals,
  type SettleOutput,
} from './settlement.math';
import { downloadedBook } from '../../../testing/xlsx';

describe('settlement arithmetic (property)', () => {
  it('payable + commission + refunds = completed amount, to the fen, for random orders, refunds and rates', () => {
    const line = fc
      .record({
        amountFen: fc.integer({ min: 0, max: 50_000_000_00 }),
        refundShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
        rateBp: fc.integer({ min: 0, max: 5000 }),
      })
      .map(({ amountFen, refundShare, rateBp }) => ({
        amountFen,
        refundFen: Math.floor(amountFen * refundShare),
        rateBp,
      }));
    const order = fc.array(line, { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.array(order, { minLength: 0, maxLength: 30 }), (orders) => {
        const lines = orders.flat().map((l) => ({ ...l, ...settleLine(l) }));
        const t = settleTotals(lines);
        for (const l of lines) {
          expect(Number.isInteger(l.commissionFen) && Number.isInteger(l.payableFen)).toBe(true);
          expect(l.payableFen + l.commissionFen + l.refundFen).toBe(l.amountFen);
          expect(l.commissionFen).toBeGreaterThanOrEqual(0);
          expect(l.payableFen).toBeGreaterThanOrEqual(0);
          // Half up: within half a fen of the exact commission.
          const exact = ((l.amountFen - l.refundFen) * l.rateBp) / 10000;
          expect(Math.abs(l.commissionFen - exact)).toBeLessThanOrEqual(0.5);
        }
        expect(t.payableFen + t.commissionFen + t.refundFen).toBe(t.completedFen);
      }),
      { numRuns: 500 },
    );
  });

  it('a line refunded over several statements sums to the line settled once at its final refund', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000_00 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.double({ min: 0, max: 0.6, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (amountFen, rateBp, shares) => {
          // The original statement, then one adjustment per later refund (refunds only grow).
          let refunded = 0;
          const pieces: SettleOutput[] = [];
          for (const share of shares) {
            refunded += Math.floor(amountFen * share);
            const counted = {
              refundFen: pieces.reduce((n, p) => n + p.refundFen, 0),
              commissionFen: pieces.reduce((n, p) => n + p.commissionFen, 0),
              payableFen: pieces.reduce((n, p) => n + p.payableFen, 0),
            };
            const input = { amountFen, refundFen: refunded, rateBp };
            const piece = pieces.length ? adjustLine(input, counted) : settleLine(input);
            // Each adjustment: amount 0 = refund + commission + payable; refund never negative.
            const completed = pieces.length ? 0 : amountFen;
            expect(piece.refundFen + piece.commissionFen + piece.payableFen).toBe(completed);
            expect(piece.refundFen).toBeGreaterThanOrEqual(0);
            expect(piece.commissionFen).toBeLessThanOrEqual(pieces.length ? 0 : Infinity);
            pieces.push(piece);
          }
          const once = settleLine({ amountFen, refundFen: refunded, rateBp });
          expect({
            refundFen: pieces.reduce((n, p) => n + p.refundFen, 0),
            commissionFen: pieces.reduce((n, p) => n + p.commissionFen, 0),
            payableFen: pieces.reduce((n, p) => n + p.payableFen, 0),
          }).toEqual(once);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rounds half up per line and reads months in China time', () => {
    expect(settleLine({ amountFen: 250, refundFen: 0, rateBp: 200 })).toEqual({
      refundFen: 0,
      commissionFen: 5,
      payableFen: 245,
    });
    // 0.5 fen → 1 fen
    expect(settleLine({ amountFen: 50, refundFen: 0, rateBp: 100 }).commissionFen).toBe(1);
    expect(settleLine({ amountFen: 49, refundFen: 0, rateBp: 100 }).commissionFen).toBe(0);
    expect(periodBounds('2026-12').start.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(periodBounds('2026-12').end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(periodOf(new Date('2026-11-30T16:30:00Z'))).toBe('2026-12');
    expect(periodOf(new Date('2026-01-10T00:00:00Z'), 1)).toBe('2025-12');
  });
});

describe('statements', () => {
  let app: TestApp;
  let call: ReturnType<typeof caller>;
  let op: Who;
  let fin: Who;
  let shop: Who & { shopId: number };
  let other: Who;

  beforeAll(async () => {
    app = await buildCatalogueApp(40);
    call = caller(app);
    op = await operatorAuth(app, '超级管理员');
    fin = await operatorAuth(app, '财务');
    const sold = await shopWithProduct(app, op.headers, {
      rateBp: 650,
      code: `ST-${Date.now()}`,
      price: '123.45',
    });
    shop = sold.shop;
    const p = sold.product;
    other = await openShop(app, op.headers, { categoryIds: [sold.cat.first], brandIds: [sold.brand] });
    const buyer = await buyerAuth(app);
    const addr = await addAddress(app, buyer);
    // Two completed orders (3 and 1 pieces) and one still open; 1 piece of the first refunded.
    for (const quantity of [3, 1, 2]) {
      const o = await placeOrder(app, buyer, addr, [{ skuId: p.skus[0]!.id, quantity }]);
      await markPaid(app, o.orderNo);
      if (quantity === 2) continue;
      for (const [url, body] of [
        ['/api/portal/order/accept', { orderNo: o.orderNo }],
        ['/api/portal/order/ship', { orderNo: o.orderNo, carrier: '顺丰速运', trackingNo: 'SF1234567890' }],
      ] as const) {
        const res = await call(shop, 'POST', url, body);
        expect(res.statusCode, res.body).toBe(200);
      }
      const r = await call(buyer, 'POST', '/api/order/confirmReceipt', { orderNo: o.orderNo });
      expect(r.statusCode, r.body).toBe(200);
      if (quantity === 3)
        await app.db.db.execute(sql`insert into afs_requests
          (user_id, order_id, order_line_id, type, status, quantity, reason, refund_fen, refunded_fen, refunded_at)
          select o.user_id, o.id, l.id, 1, 5, 1, '质量问题', 12345, 12345, now()
          from orders o join order_lines l on l.order_id = o.id where o.order_no = ${o.orderNo}`);
    }
  }, 240_000);
  afterAll(async () => {
    await app.close();
  });

  it('generates the month’s statement; the shop confirms; finance marks it paid; .xlsx export', async () => {
    const period = periodOf(new Date());
    const gen = await call(fin, 'POST', '/api/admin/settlement/generate', { period });
    expect(gen.statusCode, gen.body).toBe(200);
    expect(gen.json().data.generated).toBe(1);
    const list = (await call(shop, 'POST', '/api/portal/settlement/list', {})).json().data
      .list as Settlement[];
    expect(list).toHaveLength(1);
    const s = list[0]!;
    // Lines: 37035 − 12345 refunded → commission round(24690 × 6.5 %) = 1605 (1604.85); 12345 → 802 (802.425).
    expect(s).toMatchObject({
      period,
      orderCount: 2,
      completedFen: 12345 * 4,
      refundFen: 12345,
      commissionFen: 1605 + 802,
      payableFen: 12345 * 4 - 12345 - 1605 - 802,
      statusLabel: '待确认',
    });
    const d = (await call(shop, 'POST', '/api/portal/settlement/detail', { id: s.id })).json()
      .data as SettlementDetail;
    expect(d.lines.map((l) => [l.amountFen, l.refundFen, l.rateBp, l.commissionFen])).toEqual([
      [37035, 12345, 650, 1605],
      [12345, 0, 650, 802],
    ]);
    // Another shop: nothing of it.
    expect((await call(other, 'POST', '/api/portal/settlement/list', {})).json().data.list).toHaveLength(0);
    expect((await call(other, 'POST', '/api/portal/settlement/detail', { id: s.id })).statusCode).toBe(404);
    expect((await call(other, 'POST', '/api/portal/settlement/confirm', { id: s.id })).statusCode).toBe(404);
    // Paying before the shop confirms: 409.
    expect(
      (await call(fin, 'POST', '/api/admin/settlement/pay', { id: s.id, payRef: 'B1' })).statusCode,
    ).toBe(409);
    const confirmed = await call(shop, 'POST', '/api/portal/settlement/confirm', { id: s.id });
    expect(confirmed.json().data.statusLabel).toBe('已确认');
    // A confirmed statement is fixed: regenerating leaves it.
    expect(
      (await call(fin, 'POST', '/api/admin/settlement/generate', { period })).json().data.generated,
    ).toBe(0);
    const paid = await call(fin, 'POST', '/api/admin/settlement/pay', { id: s.id, payRef: 'CMB20261125001' });
    expect(paid.json().data).toMatchObject({ statusLabel: '已付款', payRef: 'CMB20261125001' });
    const notices = (await call(shop, 'GET', '/api/portal/notice/list')).json().data.list;
    expect(notices.map((n: { title: string }) => n.title).slice(0, 2)).toEqual([
      '结算款已支付',
      '新的结算单',
    ]);

    const file = await call(shop, 'GET', `/api/portal/settlement/export?id=${s.id}`);
    const book = await downloadedBook(file);
    const sheet = book.worksheets[0]!;
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(10).value).toBe((12345 * 4 - 12345 - 1605 - 802) / 100);
    expect((await call(other, 'GET', `/api/portal/settlement/export?id=${s.id}`)).statusCode).toBe(404);
  });

  it('carries a refund made after the statement was fixed into the next statement as 退款调整', async () => {
    const period = periodOf(new Date());
    const next = periodOf(new Date(), -1);
    const later = periodOf(new Date(), -2);
    const [paid] = (await call(shop, 'POST', '/api/portal/settlement/list', { period })).json().data
      .list as Settlement[];
    expect(paid!.statusLabel).toBe('已付款');
    // Refunded after payment: 100 fen more on the 3-piece line, the whole 1-piece line.
    await app.db.db.execute(sql`insert into afs_requests
      (user_id, order_id, order_line_id, type, status, quantity, reason, refund_fen, refunded_fen, refunded_at)
      select o.user_id, o.id, l.id, 1, 5, 1, '质量问题', r.fen, r.fen, now()
      from settlement_lines sl join orders o on o.id = sl.order_id join order_lines l on l.id = sl.order_line_id
      join (values (37035, 100), (12345, 12345)) as r(amount, fen) on r.amount = sl.amount_fen
      where sl.settlement_id = ${paid!.id}`);
    // The paid statement stays as it was; the job's run for next month finds the shop by its adjustments.
    const gen = await call(fin, 'POST', '/api/admin/settlement/generate', { period: next });
    expect(gen.json().data.generated).toBe(1);
    const [adj] = (await call(shop, 'POST', '/api/portal/settlement/list', { period: next })).json().data
      .list as Settlement[];
    // 3-piece line: net 24590 → commission 1598 (was 1605): refund +100, commission −7, payable −93.
    // 1-piece line: refund +12345, commission −802, payable −11543.
    expect(adj).toMatchObject({
      orderCount: 0,
      completedFen: 0,
      refundFen: 12445,
      commissionFen: -809,
      payableFen: -11636,
      statusLabel: '待确认',
    });
    const d = (await call(shop, 'POST', '/api/portal/settlement/detail', { id: adj!.id })).json()
      .data as SettlementDetail;
    expect(
      d.lines.map((l) => [l.kind, l.adjustsStatementNo, l.amountFen, l.refundFen, l.commissionFen]),
    ).toEqual([
      [2, paid!.statementNo, 0, 100, -7],
      [2, paid!.statementNo, 0, 12345, -802],
    ]);
    // Regenerating it, or generating the month after while it is pending, carries nothing twice.
    await call(fin, 'POST', '/api/admin/settlement/generate', { period: next, merchantId: shop.shopId });
    await call(fin, 'POST', '/api/admin/settlement/generate', { period: later });
    const all = (await call(fin, 'POST', '/api/admin/settlement/list', { merchantId: shop.shopId })).json()
      .data.list as Settlement[];
    const byPeriod = Object.fromEntries(all.map((x) => [x.period, x]));
    expect(byPeriod[next]!.payableFen).toBe(-11636);
    expect(byPeriod[later]).toBeUndefined();
    // Over every statement: exactly the lines settled at today's refunds.
    const sum = (k: 'refundFen' | 'commissionFen' | 'payableFen') => all.reduce((n, x) => n + x[k], 0);
    expect([sum('refundFen'), sum('commissionFen'), sum('payableFen')]).toEqual([
      12345 + 100 + 12345,
      1598,
      37035 - 12445 - 1598,
    ]);
    const file = await call(shop, 'GET', `/api/portal/settlement/export?id=${adj!.id}`);
    const book = await downloadedBook(file);
    expect(book.worksheets[0]!.getRow(3).getCell(1).value).toBe(`退款调整（${paid!.statementNo}）`);
  });

  it('guards the console calls by role', async () => {
    const ops = await operatorAuth(app, '运营');
    expect((await call(ops, 'POST', '/api/admin/settlement/list', {})).statusCode).toBe(403);
    expect((await call(fin, 'POST', '/api/admin/settlement/list', {})).statusCode).toBe(200);
    expect(
      (await call(fin, 'POST', '/api/admin/settlement/generate', { period: '2026-13' })).json().msg,
    ).toBe('结算月份不正确');
  });
});
