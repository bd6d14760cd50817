import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_CODE } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { must, type Who } from '../../../testing/company.fixture';
import { openCall, openParty, plainSku, type OpenParty } from '../../../testing/open-platform.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';

// The buyer API's orders (VOP's submit → confirm): a company's system places an order with its PO number;
// stock is taken at once and the shop's orders are held (待采购方确认) until the system confirms them, or
// cancelled when it does not in time. Every call is idempotent and sees only its own company's orders.

const w = useTestApp(() => buildCatalogueApp(60, { more: { now: () => new Date(clock) } }), 180_000);
let op: Who;
let clock = Date.now();
type Party = OpenParty;
let a: Party;
let b: Party;
let sku: { id: number; stock: number };

type View = {
  id: number;
  state: string;
  createdAt: string;
  poNumber: string;
  orders: {
    orderNo: string;
    status: number;
    statusText: string;
    payAmountFen: number;
    shipment: { carrier: string; trackingNo: string } | null;
    receivedAt: string | null;
    lines: { skuId: number; quantity: number; priceFen: number; materialCode?: string }[];
  }[];
};

const party = () => openParty(w.app, op);

const open = (p: Party, method: 'GET' | 'POST', url: string, payload?: object) =>
  openCall(w.app, p, method, url, payload);

const order = (p: Party, over: object = {}) => ({
  idempotencyKey: randomUUID(),
  poNumber: `PO-${randomUUID().slice(0, 8)}`,
  addressId: p.addressId,
  items: [{ skuId: sku.id, quantity: 2 }],
  ...over,
});

async function stockOf(skuId: number): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(
    w.app.db.db,
    sql`select stock from skus where id = ${skuId}`,
  );
  return row!.stock;
}

beforeAll(async () => {
  op = await operatorAuth(w.app);
  [a, b] = [await party(), await party()];
  sku = await plainSku(w.app);
}, 180_000);

describe('orders through the open platform', () => {
  it('submit holds the order until confirm; then it is accepted, shipped, tracked and received through the API', async () => {
    const before = await stockOf(sku.id);
    const body = order(a);
    const res = await open(a, 'POST', '/open/v1/orders', body);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data as View;
    expect(placed).toMatchObject({ state: 'pending', poNumber: body.poNumber });
    expect(placed.orders[0]).toMatchObject({
      status: 1,
      statusText: '待接单',
      lines: [{ skuId: sku.id, quantity: 2 }],
    });
    expect(await stockOf(sku.id)).toBe(before - 2);
    const orderNo = placed.orders[0]!.orderNo;

    // Held: nobody accepts it before the buyer's system confirms.
    const early = await must(w.app)(op, 'POST', '/api/admin/order/accept', { orderNo }).catch(
      (e: Error) => e,
    );
    expect(String(early)).toContain('订单待采购方确认，暂不能接单');
    const confirmed = (await open(a, 'POST', `/open/v1/orders/${placed.id}/confirm`)).json().data as View;
    expect(confirmed.state).toBe('confirmed');
    // Confirming again answers the same.
    expect((await open(a, 'POST', `/open/v1/orders/${placed.id}/confirm`)).json().data.state).toBe(
      'confirmed',
    );
    await must(w.app)(op, 'POST', '/api/admin/order/accept', { orderNo });
    await must(w.app)(op, 'POST', '/api/admin/order/ship', {
      orderNo,
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    const shipped = (await open(a, 'GET', `/open/v1/orders/${placed.id}`)).json().data as View;
    expect(shipped.orders[0]).toMatchObject({
      status: 4,
      statusText: '待收货',
      shipment: { carrier: '顺丰速运', trackingNo: 'SF1234567890' },
      receivedAt: null,
    });
    // Shipped: no longer cancellable.
    const late = await open(a, 'POST', `/open/v1/orders/${placed.id}/cancel`, { reason: '不需要了' });
    expect([late.statusCode, late.json().code]).toEqual([409, OPEN_CODE.CONFLICT]);
    // The company confirms receipt (as its app's member): the API shows it received, in the detail and the list.
    await must(w.app)(a.company.admin, 'POST', '/api/order/confirmReceipt', { orderNo });
    const received = (await open(a, 'GET', `/open/v1/orders/${placed.id}`)).json().data as View;
    expect(received.orders[0]).toMatchObject({ status: 5, statusText: '已完成' });
    const receivedAt = received.orders[0]!.receivedAt;
    expect(receivedAt).not.toBeNull();
    expect(Date.parse(receivedAt!)).toBeGreaterThanOrEqual(Date.parse(placed.createdAt));
    const listed = (
      await open(a, 'GET', `/open/v1/orders?since=${encodeURIComponent(placed.createdAt)}`)
    ).json().data as { items: View[] };
    expect(listed.items.find((x) => x.id === placed.id)?.orders[0]).toMatchObject({
      statusText: '已完成',
      receivedAt,
    });
    const [po] = await queryRows<{ po_number: string }>(
      w.app.db.db,
      sql`select po_number from orders where order_no = ${orderNo}`,
    );
    expect(po!.po_number).toBe(body.poNumber);
  });

  it('gives the lines the buying company’s own material codes, and never another company’s', async () => {
    await must(w.app)(a.company.admin, 'POST', '/api/company/material-codes/add', {
      code: 'ERP-A-7',
      skuId: sku.id,
    });
    await must(w.app)(b.company.admin, 'POST', '/api/company/material-codes/add', {
      code: 'ERP-B-9',
      skuId: sku.id,
    });
    const codeOf = async (p: Party) => {
      const placed = (await open(p, 'POST', '/open/v1/orders', order(p))).json().data as View;
      const read = (await open(p, 'GET', `/open/v1/orders/${placed.id}`)).json().data as View;
      // Cancelled again, so the stock the other tests count is as it was.
      await open(p, 'POST', `/open/v1/orders/${placed.id}/cancel`, { reason: '测试物料编码' });
      return [placed, read].map((v) => v.orders[0]!.lines[0]!.materialCode);
    };
    expect(await codeOf(a)).toEqual(['ERP-A-7', 'ERP-A-7']);
    expect(await codeOf(b)).toEqual(['ERP-B-9', 'ERP-B-9']);
  });

  it('charges the order to the department its costCentre names: that department’s budget, and the order shows it', async () => {
    const ok = must(w.app);
    const admin = a.company.admin;
    const dept = await ok<{ id: number }>(admin, 'POST', '/api/company/departments/save', { name: '设备部' });
    await ok(admin, 'POST', '/api/company/budgets/save', {
      scope: 'department',
      scopeId: dept.id,
      period: 'year',
      amount: '100000',
    });
    type Budget = { scopeName: string; spent: string };
    const spent = async () =>
      (await ok<Budget[]>(admin, 'GET', '/api/company/budgets')).find((x) => x.scopeName === '设备部')?.spent;
    expect(await spent()).toBe('0.00');

    const res = await open(a, 'POST', '/open/v1/orders', order(a, { costCentre: '设备部' }));
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data as View;
    const { orderNo, payAmountFen } = placed.orders[0]!;
    expect(payAmountFen).toBeGreaterThan(0);
    expect(await spent()).toBe((payAmountFen / 100).toFixed(2));
    const detail = await ok<{ costCentre: string }>(admin, 'POST', '/api/order/detail', { orderNo });
    expect(detail.costCentre).toBe('设备部');

    // A name that is none of the company's departments (another company's neither) is refused in Chinese.
    await ok(b.company.admin, 'POST', '/api/company/departments/save', { name: '质检部' });
    for (const name of ['不存在的部门', '质检部']) {
      const refused = await open(a, 'POST', '/open/v1/orders', order(a, { costCentre: name }));
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { code: OPEN_CODE.BAD_REQUEST, msg: `成本中心「${name}」不是贵公司的部门`, data: null },
      ]);
    }
    // Cancelled, the department gets its budget back.
    await open(a, 'POST', `/open/v1/orders/${placed.id}/cancel`, { reason: '测试成本中心' });
    expect(await spent()).toBe('0.00');
  });

  it('answers a repeated submit with the same order, five at once too; a key reused for another order is refused', async () => {
    const body = order(a);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => open(a, 'POST', '/open/v1/orders', body)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => (r.json().data as View).id)).size).toBe(1);
    const [count] = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from orders where po_number = ${body.poNumber}`,
    );
    expect(count!.n).toBe(1);
    const other = await open(a, 'POST', '/open/v1/orders', {
      ...body,
      items: [{ skuId: sku.id, quantity: 3 }],
    });
    expect([other.statusCode, other.json().code]).toEqual([409, OPEN_CODE.CONFLICT]);
    expect(other.json().msg).toContain('幂等键已用于另一笔订单');
    // Left pending, the expiry below would cancel it too.
    const id = (answers[0]!.json().data as View).id;
    expect((await open(a, 'POST', `/open/v1/orders/${id}/cancel`, {})).json().data.state).toBe('cancelled');
  });

  it('cancels an unconfirmed order when its time is up, and gives its stock back', async () => {
    const before = await stockOf(sku.id);
    const placed = (
      await open(a, 'POST', '/open/v1/orders', order(a, { items: [{ skuId: sku.id, quantity: 3 }] }))
    ).json().data as View;
    expect(await stockOf(sku.id)).toBe(before - 3);
    clock += 25 * 3600_000;
    await w.app.jobs.add('open.orders-expire', {});
    await w.app.jobs.idle();
    const expired = (await open(a, 'GET', `/open/v1/orders/${placed.id}`)).json().data as View;
    expect(expired.state).toBe('expired');
    expect(expired.orders[0]!.statusText).toBe('已取消');
    expect(await stockOf(sku.id)).toBe(before);
    const confirm = await open(a, 'POST', `/open/v1/orders/${placed.id}/confirm`);
    expect([confirm.statusCode, confirm.json().msg]).toEqual([409, '订单超过确认时限已取消，请重新下单']);
  });

  it('cancels on request before shipment; another company’s app sees none of it', async () => {
    const placed = (await open(a, 'POST', '/open/v1/orders', order(a))).json().data as View;
    for (const [method, url] of [
      ['GET', `/open/v1/orders/${placed.id}`],
      ['POST', `/open/v1/orders/${placed.id}/confirm`],
      ['POST', `/open/v1/orders/${placed.id}/cancel`],
    ] as const) {
      const res = await open(b, method, url, method === 'POST' ? {} : undefined);
      expect([res.statusCode, res.json().code]).toEqual([404, OPEN_CODE.NOT_FOUND]);
    }
    const list = (
      await open(b, 'GET', `/open/v1/orders?since=${encodeURIComponent('2020-01-01T00:00:00Z')}`)
    ).json().data as { items: View[] };
    expect(list.items.map((x) => x.id)).not.toContain(placed.id);
    // B cannot ship to A's address either.
    const foreign = await open(b, 'POST', '/open/v1/orders', order(b, { addressId: a.addressId }));
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect(foreign.statusCode).toBeLessThan(500);

    const cancelled = (
      await open(a, 'POST', `/open/v1/orders/${placed.id}/cancel`, { reason: 'ERP 撤单' })
    ).json().data as View;
    expect(cancelled).toMatchObject({ state: 'cancelled', orders: [{ status: 7 }] });
    const mine = (
      await open(a, 'GET', `/open/v1/orders?since=${encodeURIComponent('2020-01-01T00:00:00Z')}`)
    ).json().data as { items: View[] };
    expect(mine.items.map((x) => x.id)).toContain(placed.id);
  });

  it('refuses bad input with a Chinese 400 and sells no more than the stock when orders race', async () => {
    const bad = await open(a, 'POST', '/open/v1/orders', { ...order(a), idempotencyKey: 'x' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, OPEN_CODE.BAD_REQUEST]);
    expect(bad.json().msg).toContain('idempotencyKey');
    await w.app.db.db.execute(sql`update skus set stock = 3 where id = ${sku.id}`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        open(a, 'POST', '/open/v1/orders', order(a, { items: [{ skuId: sku.id, quantity: 1 }] })),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.statusCode < 500)).toBe(true);
    expect(await stockOf(sku.id)).toBe(0);
    await w.app.db.db.execute(sql`update skus set stock = 1000 where id = ${sku.id}`);
  });
});
