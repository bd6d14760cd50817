import type { OrderAddress } from '@mall/shared';
import { toOrderAddress } from '../../trade/address';
import type { LineAddresses } from '../../trade/checkout';
import type { RequestLineSnapshot } from './purchase-request.table';

/*
 * 分地址配送 on a purchase request (issue 48 item 3): the request keeps, per line, the address the buyer chose
 * when it is not the request's own (its id, and a copy for the request's detail); the last approval places
 * the order with the same `lineAddresses`, so checkout checks them again and the order's lines carry them.
 */

/** A line's own address, as the request stores it (nothing when the line goes to the request's address). */
export function lineAddressOf(
  elsewhere: LineAddresses,
  skuId: number,
): { addressId: number; deliveryAddress: OrderAddress } | Record<string, never> {
  const row = elsewhere.get(skuId);
  return row ? { addressId: row.id, deliveryAddress: toOrderAddress(row) } : {};
}

/** The checkout's `lineAddresses` of the request's lines (undefined when every line goes to its address). */
export function requestLineAddresses(
  lines: readonly RequestLineSnapshot[],
): { skuId: number; addressId: number }[] | undefined {
  const named = lines.flatMap((l) => (l.addressId ? [{ skuId: l.skuId, addressId: l.addressId }] : []));
  return named.length ? named : undefined;
}
