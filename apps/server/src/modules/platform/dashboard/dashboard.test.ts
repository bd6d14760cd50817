import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { addAddress, caller, placeOrder, type Who } from '../../../testing/trade.fixture';

// The dashboard's figures against orders, after-sales, invoices, biddings and merchant applications made
// here (each test file has its own database, so the figures are exact).

const w = useTestApp();
let call: ReturnType<typeof caller>;
let ops: Who;
let a: Awaited<ReturnType<typeof buyerAuth>>;
let addr: number;

beforeAll(async () => {
  call = caller(w.app);
  await seedShopBasics(w.app.db.db);
  await makeProduct(w.app.db.db, { id: 951, priceFen: 1500 });
  [ops, a] = await Promise.all([operatorAuth(w.app, '运营'), buyerAuth(w.app)]);
  addr = await addAddress(w.app, a);
});

const place = async (quantity = 1) => (await placeOrder(w.app, a, addr, [{ skuId: 9511, quantity }])).orderNo;
/** Moves an order's creation to noon (China time) `days` days before today. */
const backdate = (orderNo: string, days: number) =>
  w.app.db.db.execute(sql`update orders set created_at =
    (((now() at time zone 'Asia/Shanghai')::date - ${days}::int) + time '12:00') at time zone 'Asia/Shanghai'
    where order_no = ${orderNo}`);
const chinaToday = async () =>
  (
    await queryRows<{ d: string }>(
      w.app.db.db,
      sql`select to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as d`,
    )
  )[0]!.d;

describe('dashboard summary', () => {
  it('counts today, waiting orders, open work and 30 days of sales with empty days as zero', async () => {
    const o1 = await place(2); // 30.00, waits for acceptance
    const o2 = await place(); // accepted → 待发货
    const o3 = await place(); // shipped → 待收货
    const o4 = await place(3); // cancelled: not a sale
    const o5 = await place(4); // 3 days ago, 60.00
    const o6 = await place(); // 40 days ago: outside the chart
    await call(ops, 'POST', '/api/admin/order/accept', { orderNo: o2 });
    await call(ops, 'POST', '/api/admin/order/accept', { orderNo: o3 });
    await call(ops, 'POST', '/api/admin/order/ship', {
      orderNo: o3,
      carrier: '顺丰速运',
      trackingNo: 'SF4000000001',
    });
    await call(a, 'POST', '/api/order/cancel', { orderNo: o4, reason: '不想买了' });
    await backdate(o5, 3);
    await backdate(o6, 40);

    const db = w.app.db.db;
    const [order] = await queryRows<{ id: number; user_id: number }>(
      db,
      sql`select id, user_id from orders where order_no = ${o1}`,
    );
    const [line] = await queryRows<{ id: number }>(
      db,
      sql`select id from order_lines where order_id = ${order!.id}`,
    );
    const [orderId, userId, lineId] = [order!.id, order!.user_id, line!.id];
    for (const status of [1, 5, 3, 4])
      // open: 1 待审核, 5 待寄回; final: 3, 4
      await db.execute(sql`insert into afs_requests (user_id, order_id, order_line_id, type, status, quantity, reason)
        values (${userId}, ${orderId}, ${lineId}, 2, ${status}, 1, '商品质量问题')`);
    for (const status of [1, 1, 2])
      await db.execute(sql`insert into invoices (user_id, type, kind, status, title_id, title, lines, amounts, total_fen, order_nos)
        values (${userId}, 2, 20, ${status}, 1, '{}'::jsonb, '[]'::jsonb, '{}'::jsonb, 100, '[]'::jsonb)`);
    for (const [hours, state] of [
      [48, 1], // open, due in 2 days: counts
      [24 * 5, 1], // due in 5 days
      [-2, 1], // deadline passed (已截止)
      [24, 4], // cancelled
    ] as const)
      await db.execute(sql`insert into bidding_requests (user_id, title, lines, area_code, area_name, deadline,
          invoice_type, contact_name, contact_mobile, state)
        values (${userId}, '劳保用品询价', '[]'::jsonb, '320000', '江苏省', now() + make_interval(hours => ${hours}),
          2, '王采购', '13800138000', ${state})`);
    for (const [mobile, status] of [
      ['13700000001', 1],
      ['13700000002', 0],
      ['13700000003', 2],
    ] as const)
      await db.execute(sql`insert into merchant_applications (mobile, status) values (${mobile}, ${status})`);

    const res = await call(ops, 'POST', '/api/admin/dashboard/summary', {});
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data as DashboardSummary;
    expect(s.today).toEqual({ orders: 3, amount: '60.00' });
    expect(s.waiting).toEqual({ pendingAcceptance: 3, pendingShipment: 1, pendingReceipt: 1 });
    expect(s).toMatchObject({ openAfs: 2, pendingInvoices: 2, biddingsNearDeadline: 1, pendingMerchants: 1 });

    expect(s.sales).toHaveLength(30);
    const today = await chinaToday();
    expect(s.sales.at(-1)).toEqual({ date: today, orders: 3, amount: '60.00' });
    expect(s.sales.at(-4)).toMatchObject({ orders: 1, amount: '60.00' });
    const dates = s.sales.map((d) => d.date);
    expect(new Set(dates).size).toBe(30);
    expect([...dates].sort()).toEqual(dates);
    expect(Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dates[0]}T00:00:00Z`)).toBe(29 * 86_400_000);
    expect(s.sales.filter((d) => d.orders === 0)).toHaveLength(28);
    expect(s.sales.filter((d) => d.orders === 0).every((d) => d.amount === '0.00')).toBe(true);
  });

  it('is open to every operator role and refused to buyers', async () => {
    for (const role of ['财务', '商品'] as const) {
      const op = await operatorAuth(w.app, role);
      expect((await call(op, 'POST', '/api/admin/dashboard/summary', {})).statusCode).toBe(200);
    }
    expect((await call(a, 'POST', '/api/admin/dashboard/summary', {})).statusCode).toBe(403);
  });
});
