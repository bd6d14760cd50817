import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import type { TestShopOrder } from './open-order.table';
import { moveTestOrder, testShipments, type OpenOrderState, type TestAction } from './open-test-order';

// The test order's state machine (moveTestOrder), over any sequence of calls: statuses only move along a live
// order's edges, each change is told once, refusals change nothing, repeats move nothing, money never moves.

const EDGES = new Set(['1>2', '2>4', '4>5', '1>7', '2>7']);

const shopArb = fc.record({
  lines: fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 500 }),
      priceFen: fc.integer({ min: 1, max: 10_000_000 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

function shopsOf(specs: { lines: { quantity: number; priceFen: number }[] }[]): TestShopOrder[] {
  return specs.map((spec, i) => {
    const lines = spec.lines.map((l, j) => ({
      id: i * 10 + j + 1,
      skuId: 1000 + j,
      title: `商品 ${j}`,
      quantity: l.quantity,
      priceFen: l.priceFen,
      amountFen: l.quantity * l.priceFen,
      deliveryAddress: null,
    }));
    return {
      orderNo: `T26120200${i}`,
      status: 1,
      sellerName: `店铺 ${i}`,
      payAmountFen: lines.reduce((n, l) => n + l.amountFen, 0),
      address: {} as TestShopOrder['address'],
      createdAt: '2026-12-02T00:00:00.000Z',
      carrier: null,
      trackingNo: null,
      shippedAt: null,
      receivedAt: null,
      lines,
    };
  });
}

const consistent = (state: OpenOrderState, shops: readonly TestShopOrder[]) => {
  const statuses = new Set(shops.map((s) => s.status));
  if (state === 'pending') return [...statuses].every((s) => s === 1);
  if (state === 'confirmed') return [...statuses].every((s) => s === 2 || s === 4 || s === 5);
  return [...statuses].every((s) => s === 7);
};

describe('moveTestOrder', () => {
  it('keeps a test order on a live order’s edges whatever the app calls, in any order', () => {
    fc.assert(
      fc.property(
        fc.array(shopArb, { minLength: 1, maxLength: 3 }),
        fc.array(fc.constantFrom<TestAction>('confirm', 'cancel', 'expire', 'ship', 'deliver'), {
          maxLength: 12,
        }),
        (specs, actions) => {
          let state: OpenOrderState = 'pending';
          let shops = shopsOf(specs);
          const money = shops.map((s) => [s.payAmountFen, s.lines.reduce((n, l) => n + l.amountFen, 0)]);
          let now = Date.parse('2026-12-02T01:00:00Z');
          for (const action of actions) {
            now += 60_000;
            let next;
            try {
              next = moveTestOrder(state, shops, action, new Date(now));
            } catch (err) {
              // Refused: a 409 with a Chinese reason, and nothing changed.
              expect(err).toBeInstanceOf(AppError);
              expect((err as AppError).status).toBe(409);
              expect((err as AppError).message).toMatch(/[\u4e00-\u9fa5]/);
              continue;
            }
            // Terminal states stay.
            if (state === 'cancelled' || state === 'expired') expect(next.state).toBe(state);
            expect(consistent(next.state, next.shops)).toBe(true);
            // Each change is an allowed edge and is told exactly once.
            const changed = shops.filter((s, i) => s.status !== next.shops[i]!.status);
            expect(next.moves.map((m) => m.orderNo)).toEqual(changed.map((s) => s.orderNo));
            for (const m of next.moves) expect(EDGES.has(`${m.fromStatus}>${m.toStatus}`)).toBe(true);
            // A repeat moves nothing.
            const again = moveTestOrder(next.state, next.shops, action, new Date(now + 1));
            expect(again.moves).toEqual([]);
            expect(again.state).toBe(next.state);
            state = next.state;
            shops = next.shops;
            for (const s of shops) {
              if (s.status >= 4 && s.status !== 7)
                expect([s.carrier, s.trackingNo, s.shippedAt]).not.toContain(null);
              if (s.status === 5) expect(s.receivedAt).not.toBeNull();
            }
          }
          expect(shops.map((s) => [s.payAmountFen, s.lines.reduce((n, l) => n + l.amountFen, 0)])).toEqual(
            money,
          );
          // The parcels shown are exactly the shipped shop orders', with every line's quantity.
          const parcels = testShipments(shops);
          parcels.forEach((p, i) => {
            const s = shops[i]!;
            expect(p.shipments.length).toBe(s.shippedAt ? 1 : 0);
            expect(p.lines.map((l) => l.shipped)).toEqual(s.lines.map((l) => (s.shippedAt ? l.quantity : 0)));
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
