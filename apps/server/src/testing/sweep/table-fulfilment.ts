import { ownedOf } from './entry';
import type { BuyerIds } from './world-ids';
import type { MerchantIds } from './world-shop';

const owned = ownedOf<BuyerIds>();
const shopOwned = ownedOf<MerchantIds>();

// Fulfilment's id-taking calls in the isolation sweeps (table-open.ts spreads the buyer's in, the portal sweep
// the shop's): no import back, no circle.

const MATCH_SCOPED =
  'a filter of the caller’s own company’s match board: another buyer’s order number gives an empty board (or 403 outside a company)';

/** A shipment of one piece of an order's line 1 (the portal's and the merchant API's partial shipping). */
export const SWEEP_SHIPMENT = {
  carrierCode: 'OTHER',
  trackingNo: 'SWEEP-0001',
  packages: 1,
  lines: [{ orderLineId: 1, quantity: 1 }],
};

type Req = { params?: Record<string, string | number>; query?: Record<string, string>; body?: object };

/** The buyer's read of an order's shipments and his receipts: buyer B naming A's order gets 404 订单不存在. */
export const FULFILMENT_BUYER_ROUTES: Record<
  string,
  { kind: 'owned'; req: (v: BuyerIds) => Req; scoped?: string }
> = {
  'POST /api/order/shipments': owned((v) => ({ body: { orderNo: v.doneOrderNo } })),
  // A receipt of A's shipped order (its one shipment, from the whole-order ship): B is told 404 订单不存在
  // before the shipment is looked up (receipt.access.ts), so the shipment id need not be A's.
  'POST /api/order/shipments/receipt': owned((v) => ({
    body: { orderNo: v.shippedOrderNo, shipmentId: 1, lines: [{ orderLineId: v.doneLineId, accepted: 1 }] },
  })),
  // 按包裹开票 over A's shipped order: B is told 404 订单不存在 before the shipment or his title is looked up.
  'POST /api/order/shipments/invoice': owned((v) => ({
    body: { orderNo: v.shippedOrderNo, shipmentId: 1, type: 2, titleId: 1 },
  })),
  // The three-way match board is the caller's own company's (its 财务 or 管理员; anyone else 403): A's order
  // number only filters B's own board, which never holds A's lines.
  'POST /api/company/match/list': owned((v) => ({ body: { orderNo: v.doneOrderNo } }), {
    scoped: MATCH_SCOPED,
  }),
  'GET /api/company/match/export': owned((v) => ({ query: { orderNo: v.doneOrderNo } }), {
    scoped: MATCH_SCOPED,
  }),
};

/** The shop's shipments of its orders: merchant B naming A's order (and A's order line) gets 404. */
export const FULFILMENT_PORTAL_ROUTES: Record<string, { kind: 'owned'; req: (v: MerchantIds) => Req }> = {
  'POST /api/portal/fulfilment/shipment/list': shopOwned((v) => ({ body: { orderNo: v.orderNo } })),
  'POST /api/portal/fulfilment/shipment/create': shopOwned((v) => ({
    body: { orderNo: v.orderNo, ...SWEEP_SHIPMENT },
  })),
};
