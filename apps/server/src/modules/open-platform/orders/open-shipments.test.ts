import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderShipments } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/build-test-app';
import { must, type Who } from '../../../testing/company.fixture';
import { freePort } from '../../../testing/free-port';
import { openCall, openParty, type OpenParty } from '../../../testing/open-platform.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { operatorShipments, shipLines, trackingTick } from '../../../testing/shipment.fixture';

// The buyer API's parcels (VOP's 物流轨迹): a company's system reads each shop order's shipments of its open
// order — the lines and quantities in each parcel, carrier and waybill, and the carrier's timeline as the
// sandbox carrier pushes it — and another company's app gets 404.

let app: TestApp;
let op: Who;
let a: OpenParty;
let b: OpenParty;
let skuIds: number[];

type Parcels = { id: number; orders: (OrderShipments & { orderNo: string })[] };

beforeAll(async () => {
  const port = await freePort();
  app = await buildCatalogueApp(40, {
    env: {
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SANDBOX_TRACKING_STEP_MS: '1',
      TRACKING_CALLBACK_SALT: 'open-shipments-salt',
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  op = await operatorAuth(app, '运营');
  [a, b] = [await openParty(app, op), await openParty(app, op)];
  skuIds = (
    await queryRows<{ id: number }>(
      app.db.db,
      sql`select k.id from skus k join products p on p.id = k.product_id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 50
          and p.merchant_id = 0
        order by k.id limit 2`,
    )
  ).map((r) => r.id);
}, 180_000);
afterAll(async () => {
  await app.close();
});

const tick = () => trackingTick(app);

describe('parcels through the buyer API', () => {
  it('lists each parcel’s lines, waybill and tracking timeline; another company gets 404', async () => {
    const placed = await openCall(app, a, 'POST', '/open/v1/orders', {
      idempotencyKey: randomUUID(),
      poNumber: 'PO-PARCELS-1',
      addressId: a.addressId,
      items: skuIds.map((skuId) => ({ skuId, quantity: 3 })),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { id, orders } = placed.json().data as { id: number; orders: { orderNo: string }[] };
    const orderNo = orders[0]!.orderNo;
    const url = `/open/v1/orders/${id}/shipments`;
    const read = async () => {
      const res = await openCall(app, a, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Parcels;
    };
    // Nothing shipped yet.
    const before = await read();
    expect(before.orders.map((o) => [o.orderNo, o.shippingState, o.shipments.length])).toEqual([
      [orderNo, 'none', 0],
    ]);

    await openCall(app, a, 'POST', `/open/v1/orders/${id}/confirm`);
    await must(app)(op, 'POST', '/api/admin/order/accept', { orderNo });
    const [l1, l2] = (await operatorShipments(app, op, orderNo)).lines.map((l) => l.orderLineId);
    // Two parcels: 2 of the first line, then the rest of both.
    // One waybill a parcel, as a carrier gives.
    for (const [trackingNo, lines] of [
      ['SF1000000000041', [{ orderLineId: l1!, quantity: 2 }]],
      [
        'SF1000000000042',
        [
          { orderLineId: l1!, quantity: 1 },
          { orderLineId: l2!, quantity: 3 },
        ],
      ],
    ] as const) {
      const res = await shipLines(app, op, orderNo, [...lines], { trackingNo });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (let i = 0; i < 4; i++) await tick();

    const after = (await read()).orders[0]!;
    expect(after.shippingState).toBe('shipped');
    expect(after.lines.map((l) => [l.ordered, l.shipped])).toEqual([
      [3, 3],
      [3, 3],
    ]);
    expect(after.shipments.map((s) => s.lines.map((l) => [l.orderLineId, l.quantity]))).toEqual([
      [[l1, 2]],
      [
        [l1, 1],
        [l2, 3],
      ],
    ]);
    expect(after.shipments.map((s) => s.trackingNo)).toEqual(['SF1000000000041', 'SF1000000000042']);
    for (const s of after.shipments) {
      expect(s.events.map((e) => e.stateLabel)).toEqual(['揽收', '运输中', '派送中', '已签收']);
      expect(s).not.toHaveProperty('invoice');
    }

    // Another company's app: its id is unknown there.
    const theirs = await openCall(app, b, 'GET', url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
