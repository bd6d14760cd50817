import { fenToYuan, type OrderAddress } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import type { CheckoutPricing } from '../../catalogue/pricing';
import { findUsableAddress, toOrderAddress } from '../address';
import type { AddressRow } from '../address/address.table';
import {
  priceLines,
  problemsOf,
  resolveWanted,
  type PricedCheckoutLine,
  type Wanted,
} from './checkout.lines';

/*
 * 分地址配送 (issue 48 item 3): a company buyer sends some lines to other addresses than the order's (each
 * department's site). Each such line is checked against its own address's province (sales area, warehouse)
 * and keeps a copy of that address; the order keeps its own address for every other line.
 */

export const LINE_ADDRESS_MSG = {
  COMPANY_ONLY: '分地址配送仅限企业采购账号使用',
  NOT_IN_CHECKOUT: '分地址配送的商品不在本次结算中',
  TWICE: '同一商品只能选择一个收货地址',
  NOT_FOUND: '分地址配送的收货地址不存在',
} as const;

/** Lines (by SKU id) that go to another address than the order's, with that address. */
export type LineAddresses = ReadonlyMap<number, AddressRow>;

/**
 * The addresses of `requested` lines, each one the buyer may ship to (his own or his company's shared one;
 * 404 otherwise). A line naming the order's own address is left out. 400 for a SKU not being bought or named
 * twice.
 */
export async function resolveLineAddresses(
  db: DbOrTx,
  userId: number,
  orderAddressId: number | undefined,
  wanted: readonly Wanted[],
  requested: readonly { skuId: number; addressId: number }[] | undefined,
): Promise<LineAddresses> {
  const found = new Map<number, AddressRow>();
  if (!requested?.length) return found;
  const bought = new Set(wanted.map((w) => w.skuId));
  const seen = new Set<number>();
  const rows = new Map<number, AddressRow>();
  for (const { skuId, addressId } of requested) {
    if (!bought.has(skuId)) throw badRequest(LINE_ADDRESS_MSG.NOT_IN_CHECKOUT);
    if (seen.has(skuId)) throw badRequest(LINE_ADDRESS_MSG.TWICE);
    seen.add(skuId);
    if (addressId === orderAddressId) continue;
    const row = rows.get(addressId) ?? (await findUsableAddress(db, userId, addressId));
    if (!row) throw notFound(LINE_ADDRESS_MSG.NOT_FOUND);
    rows.set(addressId, row);
    found.set(skuId, row);
  }
  return found;
}

/**
 * Prices and checks the wanted lines (see priceLines), each against the province it is delivered to: its own
 * address's, else `areaCode` (the order's). The lines come back in the wanted order.
 */
export async function priceLinesByAddress(
  db: DbOrTx,
  wanted: Wanted[],
  areaCode: string,
  lineAddresses: LineAddresses,
  buyer: CheckoutPricing | null,
): Promise<PricedCheckoutLine[]> {
  const byArea = new Map<string, number[]>();
  wanted.forEach((w, i) => {
    const area = lineAddresses.get(w.skuId)?.provinceCode ?? areaCode;
    byArea.set(area, [...(byArea.get(area) ?? []), i]);
  });
  if (byArea.size <= 1) return priceLines(db, wanted, [...byArea.keys()][0] ?? areaCode, buyer);
  const priced: PricedCheckoutLine[] = new Array<PricedCheckoutLine>(wanted.length);
  for (const [area, indexes] of byArea) {
    const lines = await priceLines(
      db,
      indexes.map((i) => wanted[i]!),
      area,
      buyer,
    );
    indexes.forEach((i, n) => (priced[i] = lines[n]!));
  }
  return priced;
}

/** The copy of a line's own address an order line keeps (null: it goes to the order's address). */
export function lineDeliveryAddress(lineAddresses: LineAddresses, skuId: number): OrderAddress | null {
  const row = lineAddresses.get(skuId);
  return row ? toOrderAddress(row) : null;
}

/**
 * What a submitted checkout buys, checked and priced as checkout does it: its address (the buyer's or his
 * company's, else 404) and each line priced in the province it goes to (`fixed` unit prices — a bidding
 * award's — replace the resolver's); 409 when anything changed, or when the total is not the one the buyer
 * was shown (`expectedPayAmount`). The address, the lines going elsewhere, the priced lines and their total.
 */
export async function pricedSubmission(
  tx: DbOrTx,
  userId: number,
  input: Parameters<typeof resolveWanted>[2] & {
    addressId: number;
    lineAddresses?: { skuId: number; addressId: number }[];
    expectedPayAmount?: string;
  },
  fixed?: ReadonlyMap<number, number>,
) {
  const address = await findUsableAddress(tx, userId, input.addressId);
  if (!address) throw notFound('收货地址不存在');
  const wanted = await resolveWanted(tx, userId, input);
  const elsewhere = await resolveLineAddresses(tx, userId, address.id, wanted, input.lineAddresses);
  const lines = await priceLinesByAddress(tx, wanted, address.provinceCode, elsewhere, { userId, fixed });
  const problems = problemsOf(lines);
  if (problems.length) throw conflict(`商品信息有变化，请返回修改：${problems.join('；')}`);
  const amountFen = lines.reduce((n, l) => n + l.amountFen, 0);
  if (input.expectedPayAmount !== undefined && input.expectedPayAmount !== fenToYuan(amountFen))
    throw conflict(`商品价格有变动，应付金额已更新为 ¥${fenToYuan(amountFen)}，请确认后重新提交`);
  return { address, elsewhere, lines, amountFen };
}
