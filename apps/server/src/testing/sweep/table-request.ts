import { randomUUID } from 'node:crypto';
import type { BuyerIds } from './world-ids';

type Req = { body: object };

/** An `owned` entry of the route table (table.ts spreads these in through table-open.ts: no import back). */
type Owned = { kind: 'owned'; req: (v: BuyerIds) => Req | Req[] };

const request = (v: BuyerIds, extra: object) => ({
  body: { payMethod: 4, idempotencyKey: randomUUID(), ...extra },
});

/**
 * 提交采购申请 (moved out of table.ts when requests took 分地址配送's line addresses): the victim's cart line,
 * address and cost centre; then `lineAddresses` naming the victim's own and his company's shared address, on
 * a catalogue SKU. The body needs an order address too, so buyer B's 404 may come from it;
 * request-line-addresses.test.ts shows a buyer's own order address with another's line address answering
 * 404 分地址配送的收货地址不存在, nothing written.
 */
export const REQUEST_ROUTES: Record<string, Owned> = {
  'POST /api/company/requests/submit': {
    kind: 'owned',
    req: (v) => [
      request(v, { cartLineIds: [v.cartLineId], addressId: v.addressId, costCentreId: v.departmentId }),
      ...[v.spareAddressId, v.companyAddressId].map((addressId) =>
        request(v, {
          items: [{ skuId: 900011, quantity: 1 }],
          addressId: v.addressId,
          lineAddresses: [{ skuId: 900011, addressId }],
        }),
      ),
    ],
  },
};
