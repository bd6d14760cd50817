import { randomUUID } from 'node:crypto';
import type { BuyerIds } from './world-ids';

type Req = { body: object };

/** An `owned` entry of the route table (table.ts spreads these in through table-open.ts: no import back). */
type Owned = { kind: 'owned'; req: (v: BuyerIds) => Req | Req[] };

/**
 * Checkout's id-taking calls: the victim's cart lines and addresses. 分地址配送 (lineAddresses) names an
 * address per line: sent with a catalogue SKU and no order address, the victim's own or his company's shared
 * address is the only id of his in the request (buyer B gets 404 分地址配送的收货地址不存在).
 */
export const CHECKOUT_ROUTES: Record<string, Owned> = {
  'POST /api/checkout/preview': {
    kind: 'owned',
    req: (v) => [
      { body: { cartLineIds: [v.cartLineId], addressId: v.addressId } },
      ...[v.spareAddressId, v.companyAddressId].map((addressId) => ({
        body: { items: [{ skuId: 900011, quantity: 1 }], lineAddresses: [{ skuId: 900011, addressId }] },
      })),
    ],
  },
  'POST /api/checkout/submit': {
    kind: 'owned',
    req: (v) => ({
      body: {
        cartLineIds: [v.cartLineId],
        addressId: v.addressId,
        payMethod: 4,
        idempotencyKey: randomUUID(),
      },
    }),
  },
};
