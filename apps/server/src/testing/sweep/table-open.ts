import type { BuyerIds } from './world-ids';

import { MATERIAL_CODE_ROUTES } from './table-material-code';
import { NOTIFICATION_ROUTES } from './table-notification';
import { FULFILMENT_BUYER_ROUTES } from './table-fulfilment';
import { EINVOICE_BUYER_ROUTES } from './table-einvoice';
import { SUBSTITUTE_BOUGHT_TOGETHER_ROUTES } from './table-substitute';
import { CHECKOUT_ROUTES } from './table-checkout';
import { REQUEST_ROUTES } from './table-request';

/** An `owned` entry of the route table (table.ts, which spreads these in: no import back, no circle). */
type Owned = {
  kind: 'owned';
  req: (v: BuyerIds) => {
    params?: Record<string, string | number>;
    query?: Record<string, string>;
    body?: object;
  };
};

/**
 * The buyer API's parcels, after-sales, invoice and statement calls (their ids: A's company's open order,
 * buyer A's after-sales request, order, invoice and his company's statement). Another company's app must get 404 (it holds the scopes, so the
 * refusal is the company's, not the scope's); so, for the after-sales request and invoice, does A's own
 * app, since A made them before his company existed (open-documents.test.ts covers the company's own).
 */
const OPEN_BUYER_DOCUMENTS: Record<string, Owned> = {
  'POST /open/v1/afs': {
    kind: 'owned',
    req: (v) => ({
      body: { orderNo: v.doneOrderNo, skuId: 900011, type: 1, quantity: 1, reason: '商品质量问题' },
    }),
  },
  'GET /open/v1/afs': { kind: 'owned', req: (v) => ({ query: { orderNo: v.doneOrderNo } }) },
  'GET /open/v1/orders/{id}/shipments': { kind: 'owned', req: (v) => ({ params: { id: v.openOrderId } }) },
  // The world's app is a sandbox: its order is a test order, which only that app sees and moves.
  'POST /open/v1/sandbox/orders/{id}/ship': {
    kind: 'owned',
    req: (v) => ({ params: { id: v.openOrderId } }),
  },
  'POST /open/v1/sandbox/orders/{id}/deliver': {
    kind: 'owned',
    req: (v) => ({ params: { id: v.openOrderId } }),
  },
  'GET /open/v1/afs/{afsNo}': { kind: 'owned', req: (v) => ({ params: { afsNo: v.afsNo } }) },
  'GET /open/v1/invoices/{id}/pdf': { kind: 'owned', req: (v) => ({ params: { id: v.invoiceId } }) },
  'GET /open/v1/invoices/{id}/xml': { kind: 'owned', req: (v) => ({ params: { id: v.invoiceId } }) },
  'GET /open/v1/statements/{id}/lines': { kind: 'owned', req: (v) => ({ params: { id: v.statementId } }) },
};

/**
 * The buyer routes added since table.ts reached its length limit, spread into it as one: the open API's
 * documents, the company's material codes, its notification robots, fulfilment's and 数电票's calls, and
 * checkout's and purchase requests' submit (moved out of table.ts when 分地址配送 added their line addresses).
 */
export const ADDED_BUYER_ROUTES = {
  ...OPEN_BUYER_DOCUMENTS,
  ...MATERIAL_CODE_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...FULFILMENT_BUYER_ROUTES,
  ...EINVOICE_BUYER_ROUTES,
  ...SUBSTITUTE_BOUGHT_TOGETHER_ROUTES,
  ...CHECKOUT_ROUTES,
  ...REQUEST_ROUTES,
};
