import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_CODE } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import type { Who } from '../../../testing/company.fixture';
import {
  anotherApp,
  openCall,
  openParty,
  plainSku,
  type OpenParty,
} from '../../../testing/open-platform.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';

// A sandbox app's orders are test orders (测试订单): priced and checked as a live app's, but no stock, budget
// or credit is taken and no shop sees them; the sandbox's 模拟发货 / 模拟签收 move them on, and only the app
// that placed one hears of it (pull and webhook), marked test.

const w = useTestApp(() => buildCatalogueApp(60, { more: { now: () => new Date(clock) } }), 180_000);
let clock = Date.now();
let op: Who;
/** Company A's live app (the party), its sandbox app, and company B's sandbox app. */
let live: OpenParty;
let sandbox: OpenParty;
let other: OpenParty;
let sku: { id: number };

type View = {
  id: number;
  state: string;
  test: boolean;
  createdAt: string;
  orders: {
    orderNo: string;
    status: number;
    statusText: string;
    seller: string;
    payAmountFen: number;
    shipment: { carrier: string; trackingNo: string } | null;
    receivedAt: string | null;
    lines: { skuId: number; quantity: number; priceFen: number; amountFen: number }[];
  }[];
};
type Message = { id: number; type: string; data: Record<string, unknown> };

const open = (p: OpenParty, method: 'GET' | 'POST', url: string, payload?: object) =>
  openCall(w.app, p, method, url, payload);
const order = (p: OpenParty, quantity = 2) => ({
  idempotencyKey: randomUUID(),
  poNumber: `PO-${randomUUID().slice(0, 8)}`,
  addressId: p.addressId,
  items: [{ skuId: sku.id, quantity }],
});
const submit = async (p: OpenParty, quantity = 2) => {
  const res = await open(p, 'POST', '/open/v1/orders', order(p, quantity));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as View;
};

async function stockOf(skuId: number): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(
    w.app.db.db,
    sql`select stock from skus where id = ${skuId}`,
  );
  return row!.stock;
}

/** Shop orders the platform holds for the PO number (what the shop's work queue and settlement read). */
async function shopOrders(poNumber: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    w.app.db.db,
    sql`select count(*)::int as n from orders where po_number = ${poNumber}`,
  );
  return row!.n;
}

async function messages(p: OpenParty): Promise<Message[]> {
  await w.app.jobs.add('open.messages', {});
  await w.app.jobs.idle();
  return (await open(p, 'GET', '/open/v1/messages?size=100')).json().data as Message[];
}

beforeAll(async () => {
  op = await operatorAuth(w.app);
  live = await openParty(w.app, op);
  sandbox = { ...live, ...(await anotherApp(w.app, live.company, undefined, 'sandbox')) };
  other = await openParty(w.app, op, undefined, 'sandbox');
  sku = await plainSku(w.app);
}, 180_000);

describe('test orders of a sandbox app', () => {
  it('are priced as a live order but take no stock and reach no shop; confirm, 模拟发货 and 模拟签收 move them, told to that app alone', async () => {
    const before = await stockOf(sku.id);
    const body = order(sandbox, 3);
    const res = await open(sandbox, 'POST', '/open/v1/orders', body);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data as View;
    expect(placed).toMatchObject({ state: 'pending', test: true });
    expect(placed.orders).toHaveLength(1);
    const shop = placed.orders[0]!;
    expect(shop).toMatchObject({ status: 1, statusText: '待接单', shipment: null });
    expect(shop.orderNo).toMatch(/^T\d+$/);
    expect(shop.lines).toMatchObject([{ skuId: sku.id, quantity: 3 }]);
    expect(await stockOf(sku.id)).toBe(before);
    expect(await shopOrders(body.poNumber)).toBe(0);

    // The same lines placed by the company's live app cost the same, and that one is real.
    const real = await submit(live, 3);
    expect(real.test).toBe(false);
    expect(real.orders[0]!.payAmountFen).toBe(shop.payAmountFen);
    expect(real.orders[0]!.lines[0]!.priceFen).toBe(shop.lines[0]!.priceFen);
    expect(await stockOf(sku.id)).toBe(before - 3);
    await open(live, 'POST', `/open/v1/orders/${real.id}/cancel`, { reason: '对照' });

    // Not shipped before it is confirmed; a repeat of each step answers the same.
    const early = await open(sandbox, 'POST', `/open/v1/sandbox/orders/${placed.id}/ship`);
    expect([early.statusCode, early.json().code, early.json().msg]).toEqual([
      409,
      OPEN_CODE.CONFLICT,
      '测试订单尚未确认，请先确认订单再模拟发货',
    ]);
    const step = async (url: string) => {
      const first = await open(sandbox, 'POST', url);
      expect(first.statusCode, first.body).toBe(200);
      const again = await open(sandbox, 'POST', url);
      expect(again.json().data).toEqual(first.json().data);
      return first.json().data as View;
    };
    const confirmed = await step(`/open/v1/orders/${placed.id}/confirm`);
    expect(confirmed.orders[0]).toMatchObject({ status: 2, statusText: '待发货' });
    const notYet = await open(sandbox, 'POST', `/open/v1/sandbox/orders/${placed.id}/deliver`);
    expect([notYet.statusCode, notYet.json().msg]).toEqual([409, '测试订单尚未发货，请先模拟发货']);
    const shipped = await step(`/open/v1/sandbox/orders/${placed.id}/ship`);
    const trackingNo = `SBX${shop.orderNo.slice(1)}`;
    expect(shipped.orders[0]).toMatchObject({
      status: 4,
      statusText: '待收货',
      shipment: { carrier: '沙箱快递', trackingNo },
    });
    const parcels = (await open(sandbox, 'GET', `/open/v1/orders/${placed.id}/shipments`)).json().data as {
      orders: {
        orderNo: string;
        shippingState: string;
        shipments: { trackingNo: string; events: unknown[] }[];
      }[];
    };
    expect(parcels.orders).toMatchObject([
      { orderNo: shop.orderNo, shippingState: 'shipped', shipments: [{ trackingNo }] },
    ]);
    const cancel = await open(sandbox, 'POST', `/open/v1/orders/${placed.id}/cancel`, { reason: '不要了' });
    expect([cancel.statusCode, cancel.json().msg]).toEqual([
      409,
      `订单 ${shop.orderNo} 已发货，不能取消，请走售后`,
    ]);
    clock += 60_000;
    const delivered = await step(`/open/v1/sandbox/orders/${placed.id}/deliver`);
    expect(delivered.orders[0]).toMatchObject({ status: 5, statusText: '已完成' });
    expect(Date.parse(delivered.orders[0]!.receivedAt!)).toBe(clock);
    expect(await stockOf(sku.id)).toBe(before);
    expect(await shopOrders(body.poNumber)).toBe(0);

    // The sandbox app hears each move once, in order and marked test; the live app of the same company none.
    const heard = (await messages(sandbox)).filter((m) => m.data.openOrderId === placed.id);
    expect(heard.map((m) => [m.type, m.data.event, m.data.toStatus, m.data.test])).toEqual([
      ['order.status', 'placed', 1, true],
      ['order.status', 'accepted', 2, true],
      ['order.shipped', 'shipped', 4, true],
      ['order.delivered', 'received', 5, true],
    ]);
    expect(heard[2]!.data).toMatchObject({
      orderNo: shop.orderNo,
      poNumber: body.poNumber,
      carrier: '沙箱快递',
      trackingNo,
    });
    const liveHeard = await messages(live);
    expect(
      liveHeard.filter((m) => m.data.openOrderId === placed.id || m.data.orderNo === shop.orderNo),
    ).toEqual([]);
  });

  it('are seen by their own app only: the company’s live app and another company’s get 404 and an empty list', async () => {
    const placed = await submit(sandbox);
    const since = encodeURIComponent(placed.createdAt);
    for (const p of [live, other]) {
      for (const [method, url] of [
        ['GET', `/open/v1/orders/${placed.id}`],
        ['GET', `/open/v1/orders/${placed.id}/shipments`],
        ['POST', `/open/v1/orders/${placed.id}/confirm`],
        ['POST', `/open/v1/orders/${placed.id}/cancel`],
        ['POST', `/open/v1/sandbox/orders/${placed.id}/ship`],
        ['POST', `/open/v1/sandbox/orders/${placed.id}/deliver`],
      ] as const) {
        const res = await open(p, method, url, method === 'POST' ? {} : undefined);
        expect([url, res.statusCode, res.json().code]).toEqual([url, 404, OPEN_CODE.NOT_FOUND]);
      }
      const list = (await open(p, 'GET', `/open/v1/orders?since=${since}`)).json().data as { items: View[] };
      expect(list.items.map((x) => x.id)).not.toContain(placed.id);
    }
    const mine = (await open(sandbox, 'GET', `/open/v1/orders?since=${since}`)).json().data as {
      items: View[];
    };
    expect(mine.items.find((x) => x.id === placed.id)).toMatchObject({ test: true, state: 'pending' });
    // A live order is its shop's to ship: the sandbox calls refuse it.
    const real = await submit(live);
    const refused = await open(live, 'POST', `/open/v1/sandbox/orders/${real.id}/ship`);
    expect([refused.statusCode, refused.json().msg]).toEqual([
      409,
      '只有沙箱应用提交的测试订单可以模拟发货与签收',
    ]);
    await open(live, 'POST', `/open/v1/orders/${real.id}/cancel`, {});
    await open(sandbox, 'POST', `/open/v1/orders/${placed.id}/cancel`, {});
  });

  it('are refused as a live order would be: beyond the stock, and a key reused for other lines', async () => {
    await w.app.db.db.execute(sql`update skus set stock = 2 where id = ${sku.id}`);
    try {
      const liveAnswer = await open(live, 'POST', '/open/v1/orders', order(live, 3));
      const testAnswer = await open(sandbox, 'POST', '/open/v1/orders', order(sandbox, 3));
      expect(liveAnswer.statusCode).toBe(409);
      expect([testAnswer.statusCode, testAnswer.json().msg]).toEqual([409, liveAnswer.json().msg]);
      // Test orders never run out the stock: ten of two each still leave it at 2.
      const many = await Promise.all(
        Array.from({ length: 10 }, () => open(sandbox, 'POST', '/open/v1/orders', order(sandbox, 2))),
      );
      expect(many.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(await stockOf(sku.id)).toBe(2);
      const body = order(sandbox, 1);
      const first = (await open(sandbox, 'POST', '/open/v1/orders', body)).json().data as View;
      const repeat = (await open(sandbox, 'POST', '/open/v1/orders', body)).json().data as View;
      expect(repeat.id).toBe(first.id);
      const reused = await open(sandbox, 'POST', '/open/v1/orders', {
        ...body,
        items: [{ skuId: sku.id, quantity: 2 }],
      });
      expect([reused.statusCode, reused.json().code]).toEqual([409, OPEN_CODE.CONFLICT]);
    } finally {
      await w.app.db.db.execute(sql`update skus set stock = 1000 where id = ${sku.id}`);
    }
  });

  it('are cancelled when not confirmed in time, and told so', async () => {
    const placed = await submit(sandbox);
    clock += 25 * 3600_000;
    await w.app.jobs.add('open.orders-expire', {});
    await w.app.jobs.idle();
    const expired = (await open(sandbox, 'GET', `/open/v1/orders/${placed.id}`)).json().data as View;
    expect(expired).toMatchObject({ state: 'expired', orders: [{ status: 7, statusText: '已取消' }] });
    const ship = await open(sandbox, 'POST', `/open/v1/sandbox/orders/${placed.id}/ship`);
    expect([ship.statusCode, ship.json().msg]).toEqual([409, '订单超过确认时限已取消，请重新下单']);
    const heard = (await messages(sandbox)).filter((m) => m.data.openOrderId === placed.id);
    expect(heard.map((m) => [m.data.event, m.data.toStatus])).toEqual([
      ['placed', 1],
      ['cancelled', 7],
    ]);
  });
});

describe('a live app’s webhook endpoints', () => {
  it('must be https, or this machine outside production; a private address is refused at delivery, and a sandbox app’s test order reaches its own', async () => {
    const plain = await open(live, 'POST', '/open/v1/webhooks', { url: 'http://10.0.0.5/hook' });
    expect([plain.statusCode, plain.json().msg]).toEqual([400, '正式环境的接收地址必须是 https://']);
    const local = await open(live, 'POST', '/open/v1/webhooks', { url: 'http://127.0.0.1:9/hook' });
    expect(local.statusCode, local.body).toBe(200);
    const inner = await open(live, 'POST', '/open/v1/webhooks', {
      url: 'https://10.0.0.5/hook',
      types: ['order.status'],
    });
    expect(inner.statusCode, inner.body).toBe(200);
    const hookId = (inner.json().data as { webhook: { id: number } }).webhook.id;
    const real = await submit(live);
    await messages(live);
    const log = (await open(live, 'GET', `/open/v1/webhooks/${hookId}/deliveries`)).json().data as {
      lastError: string;
    }[];
    expect(log[0]?.lastError).toContain('接收地址指向内网或保留地址，已拒绝');
    await open(live, 'POST', `/open/v1/orders/${real.id}/cancel`, {});
  });
});
