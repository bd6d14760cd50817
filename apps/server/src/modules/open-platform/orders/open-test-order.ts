import {
  ORDER_STATUS,
  SHIPPING_STATE_LABEL,
  TRACKING_STATE_LABEL,
  type OrderEvent,
  type SellerOrderShipments,
} from '@mall/shared';
import { OPEN_CODE } from '@mall/shared';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordEvent } from '../../platform/events';
import { ordersWithLines, type OrderFacts, type OrderLineFacts } from '../../trade/order';
import type { OpenOrderRow, TestShopOrder } from './open-order.table';

/*
 * Test orders (测试订单): what a sandbox app's submit makes. The placement runs as a real one inside a savepoint
 * and is rolled back, so prices, pool, shelf, sales area, stock, budget and credit are checked as for a live
 * app, but nothing is taken and no shop sees the order. What it would have placed is kept on the open order;
 * confirm, cancel, expiry and the sandbox's ship and deliver calls move that copy on, and each move is told
 * to the placing app only (the outbox event `open.test-order`, as `order.*` messages with `test: true`).
 */

/** Test orders' shop order numbers: the number the rehearsal drew (never used again), with this prefix. */
const TEST_ORDER_PREFIX = 'T';
/** The sandbox carrier of test orders' parcels. */
const TEST_CARRIER = { code: 'sandbox', name: '沙箱快递' } as const;
/** The outbox event of a test order's move (open-messages turns it into the placing app's message). */
export const TEST_ORDER_EVENT = 'open.test-order';

export type OpenOrderState = 'pending' | 'confirmed' | 'cancelled' | 'expired';
export type TestAction = 'confirm' | 'cancel' | 'expire' | 'ship' | 'deliver';
/** One shop order's status change, as a live order's timeline entry would record it. */
export type TestMove = { orderNo: string; event: OrderEvent; fromStatus: number | null; toStatus: number };

class Rehearsed extends Error {
  constructor(readonly shops: TestShopOrder[]) {
    super('rehearsal rolled back');
  }
}

/**
 * Runs `place` (the real placement, answering the placed orders' ids) in a savepoint of `tx`, reads what it
 * placed and rolls it all back: stock, budget, credit, cart and the outbox's events are as before. Whatever
 * `place` refuses (409 售罄, a price change, a budget) is refused as for a live order.
 */
export async function rehearse(
  tx: Tx,
  place: (sp: Tx) => Promise<readonly number[]>,
): Promise<TestShopOrder[]> {
  try {
    await tx.transaction(async (sp) => {
      const ids = await place(sp);
      const { orders, lines } = await ordersWithLines(sp, ids);
      throw new Rehearsed(orders.map((o) => snapshotOf(o, lines)));
    });
  } catch (err) {
    if (err instanceof Rehearsed) return err.shops;
    throw err;
  }
  throw new Error('rehearsal did not roll back');
}

function snapshotOf(o: OrderFacts, lines: readonly OrderLineFacts[]): TestShopOrder {
  return {
    orderNo: `${TEST_ORDER_PREFIX}${o.orderNo}`,
    status: ORDER_STATUS.PENDING_ACCEPTANCE,
    sellerName: o.sellerName,
    payAmountFen: o.payAmountFen,
    address: o.address,
    createdAt: o.createdAt.toISOString(),
    carrier: null,
    trackingNo: null,
    shippedAt: null,
    receivedAt: null,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        id: l.id,
        skuId: l.skuId,
        title: l.title,
        quantity: l.quantity,
        priceFen: l.priceFen,
        amountFen: l.amountFen,
        deliveryAddress: l.deliveryAddress,
      })),
  };
}

/** The test order's shop orders and lines in the shape of live ones (each shop order's id is its position). */
export function testFacts(shops: readonly TestShopOrder[]): {
  orders: OrderFacts[];
  lines: OrderLineFacts[];
} {
  const orders = shops.map((s, i): OrderFacts => ({
    id: i + 1,
    orderNo: s.orderNo,
    status: s.status,
    sellerName: s.sellerName,
    payAmountFen: s.payAmountFen,
    carrier: s.carrier,
    trackingNo: s.trackingNo,
    shippedAt: s.shippedAt ? new Date(s.shippedAt) : null,
    receivedAt: s.receivedAt ? new Date(s.receivedAt) : null,
    payStatus: 0,
    createdAt: new Date(s.createdAt),
    acceptedAt: null,
    holdReason: '',
    address: s.address,
  }));
  const lines = shops.flatMap((s, i) => s.lines.map((l) => ({ ...l, orderId: i + 1 })));
  return { orders, lines };
}

const refuse = (msg: string) => new AppError(409, msg, OPEN_CODE.CONFLICT);
const { PENDING_ACCEPTANCE, PENDING_SHIPMENT, PENDING_RECEIPT, COMPLETED, CANCELLED } = ORDER_STATUS;

/**
 * The test order's next state after `action` at `now`, with its shop orders and the moves to tell, by the
 * rules a live open order follows: confirm lifts the hold and the sandbox shop accepts at once; cancel before
 * any parcel left; expiry of an unconfirmed one; ship every accepted shop order; deliver every shipped one.
 * A repeat of a done action moves nothing; an action its state does not allow is refused (409).
 */
export function moveTestOrder(
  state: OpenOrderState,
  shops: readonly TestShopOrder[],
  action: TestAction,
  now: Date,
): { state: OpenOrderState; shops: TestShopOrder[]; moves: TestMove[] } {
  const moves: TestMove[] = [];
  const move = (from: number, to: number, event: OrderEvent, extra: Partial<TestShopOrder> = {}) =>
    shops.map((s) => {
      if (s.status !== from) return s;
      moves.push({ orderNo: s.orderNo, event, fromStatus: from, toStatus: to });
      return { ...s, status: to, ...extra };
    });
  const gone = state === 'cancelled' || state === 'expired';
  const goneText = state === 'expired' ? '订单超过确认时限已取消，请重新下单' : '订单已取消';
  switch (action) {
    case 'confirm':
      if (state === 'confirmed') return { state, shops: [...shops], moves };
      if (gone) throw refuse(goneText);
      return { state: 'confirmed', shops: move(PENDING_ACCEPTANCE, PENDING_SHIPMENT, 'accepted'), moves };
    case 'expire':
      if (state !== 'pending') return { state, shops: [...shops], moves };
      return { state: 'expired', shops: move(PENDING_ACCEPTANCE, CANCELLED, 'cancelled'), moves };
    case 'cancel': {
      if (gone) return { state, shops: [...shops], moves };
      const shipped = shops.find((s) => s.status === PENDING_RECEIPT || s.status === COMPLETED);
      if (shipped) throw refuse(`订单 ${shipped.orderNo} 已发货，不能取消，请走售后`);
      const from = state === 'pending' ? PENDING_ACCEPTANCE : PENDING_SHIPMENT;
      return { state: 'cancelled', shops: move(from, CANCELLED, 'cancelled'), moves };
    }
    case 'ship': {
      if (gone) throw refuse(goneText);
      if (state === 'pending') throw refuse('测试订单尚未确认，请先确认订单再模拟发货');
      const at = now.toISOString();
      const next = shops.map((s) => {
        if (s.status !== PENDING_SHIPMENT) return s;
        moves.push({ orderNo: s.orderNo, event: 'shipped', fromStatus: s.status, toStatus: PENDING_RECEIPT });
        const trackingNo = `SBX${s.orderNo.slice(TEST_ORDER_PREFIX.length)}`;
        return { ...s, status: PENDING_RECEIPT, carrier: TEST_CARRIER.name, trackingNo, shippedAt: at };
      });
      return { state, shops: next, moves };
    }
    case 'deliver': {
      if (gone) throw refuse(goneText);
      if (shops.some((s) => s.status === PENDING_ACCEPTANCE || s.status === PENDING_SHIPMENT))
        throw refuse('测试订单尚未发货，请先模拟发货');
      return {
        state,
        shops: move(PENDING_RECEIPT, COMPLETED, 'received', { receivedAt: now.toISOString() }),
        moves,
      };
    }
  }
}

/** Tells the placing app of each move (one outbox event per shop order's change, in the caller's transaction). */
export async function recordTestMoves(
  tx: Tx,
  row: Pick<OpenOrderRow, 'id' | 'appId' | 'companyId' | 'poNumber'>,
  shops: readonly TestShopOrder[],
  moves: readonly TestMove[],
): Promise<void> {
  for (const m of moves) {
    const shop = shops.find((s) => s.orderNo === m.orderNo)!;
    await recordEvent(tx, {
      type: TEST_ORDER_EVENT,
      companyId: row.companyId,
      subjectId: row.id,
      data: {
        appId: row.appId,
        openOrderId: row.id,
        orderNo: m.orderNo,
        poNumber: row.poNumber,
        event: m.event,
        fromStatus: m.fromStatus,
        toStatus: m.toStatus,
        carrier: shop.carrier,
        trackingNo: shop.trackingNo,
      },
    });
  }
}

/** The parcels of a test order's shop orders, in the shape of `GET /open/v1/orders/{id}/shipments`. */
export function testShipments(shops: readonly TestShopOrder[]): SellerOrderShipments[] {
  return shops.map((s) => {
    const shipped = s.shippedAt !== null;
    const signed = s.receivedAt !== null;
    const events = shipped
      ? [
          ...(signed
            ? [
                {
                  state: 'signed' as const,
                  stateLabel: TRACKING_STATE_LABEL.signed,
                  context: '测试订单：模拟签收',
                  time: s.receivedAt!,
                },
              ]
            : []),
          {
            state: 'collected' as const,
            stateLabel: TRACKING_STATE_LABEL.collected,
            context: '测试订单：沙箱快递已揽收',
            time: s.shippedAt!,
          },
        ]
      : [];
    return {
      orderNo: s.orderNo,
      shippingState: shipped ? 'shipped' : 'none',
      shippingStateLabel: SHIPPING_STATE_LABEL[shipped ? 'shipped' : 'none'],
      lines: s.lines.map((l) => ({
        orderLineId: l.id,
        title: l.title,
        unit: '',
        ordered: l.quantity,
        shipped: shipped ? l.quantity : 0,
        received: signed ? l.quantity : 0,
        accepted: signed ? l.quantity : 0,
        rejected: 0,
        ...(l.deliveryAddress ? { deliveryAddress: l.deliveryAddress } : {}),
      })),
      shipments: shipped
        ? [
            {
              id: 0,
              carrierCode: TEST_CARRIER.code,
              carrierName: TEST_CARRIER.name,
              trackingNo: s.trackingNo ?? '',
              packages: 1,
              shippedAt: s.shippedAt!,
              signedAt: s.receivedAt,
              trackingState: signed ? 'signed' : 'collected',
              trackingStateLabel: TRACKING_STATE_LABEL[signed ? 'signed' : 'collected'],
              receivedAt: s.receivedAt,
              afsNo: null,
              lines: s.lines.map((l) => ({
                orderLineId: l.id,
                title: l.title,
                quantity: l.quantity,
                received: signed ? l.quantity : 0,
              })),
              events,
              receipts: [],
            },
          ]
        : [],
    };
  });
}
