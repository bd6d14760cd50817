import { expect } from 'vitest';
import type { InvoiceTitle, OrderShipments } from '@mall/shared';
import { buyerAuth, operatorAuth } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { makeProduct, seedShopBasics } from './checkout.fixture';
import { addMember, verifiedCompany } from './company.fixture';
import { XINGHU_TITLE } from './finance-invoice.fixture';
import { addAddress, caller, placeOrder, type Who } from './trade.fixture';
import { useWorld } from './world';
import { TRACKING_JOB } from '../modules/fulfilment/tracking';

// Test fixture of the fulfilment tests (shipments, goods receipt, three-way match): 自营 products, a buyer with
// an address, a second buyer and 运营, and the calls that accept and ship an order.

export type ShipLine = { orderLineId: number; quantity: number };

/** The SKU of a product made by `makeProduct` (its one SKU). */
export const skuOf = (productId: number): number => productId * 10 + 1;

/**
 * The file's app (built before its tests, closed after): the shop, `productIds` at ¥10.00 with 10,000 in stock
 * each, `buyer` with the Suzhou address, `other` (another buyer) and `op` (运营).
 */
export function useShipmentWorld(productIds: readonly number[]) {
  return useWorld(async () => {
    const app = await buildTestApp();
    await seedShopBasics(app.db.db);
    for (const id of productIds) await makeProduct(app.db.db, { id, priceFen: 1000, stock: 10_000 });
    const [buyer, other, op] = await Promise.all([buyerAuth(app), buyerAuth(app), operatorAuth(app, '运营')]);
    const addressId = await addAddress(app, buyer);
    return { app, call: caller(app), buyer, other, op, addressId };
  });
}

/** An order's shipments as 运营 sees them (the console's list). */
export async function operatorShipments(app: TestApp, op: Who, orderNo: string): Promise<OrderShipments> {
  const res = await caller(app)(op, 'POST', '/api/admin/fulfilment/shipment/list', { orderNo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OrderShipments;
}

/** Places `who`'s order of `quantities` of `skuIds` and has 运营 accept it: its number and line ids. */
export async function acceptedOrder(
  app: TestApp,
  op: Who,
  who: Who,
  addressId: number,
  items: { skuId: number; quantity: number }[],
): Promise<{ orderNo: string; lineIds: number[] }> {
  const { orderNo } = await placeOrder(app, who, addressId, items);
  const accepted = await caller(app)(op, 'POST', '/api/admin/order/accept', { orderNo });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const view = await operatorShipments(app, op, orderNo);
  return { orderNo, lineIds: view.lines.map((l) => l.orderLineId) };
}

/** 运营 ships `lines` of an order (顺丰, one package): the raw answer. */
export const shipLines = (app: TestApp, op: Who, orderNo: string, lines: ShipLine[], over: object = {}) =>
  caller(app)(op, 'POST', '/api/admin/fulfilment/shipment/create', {
    orderNo,
    carrierCode: 'SF',
    trackingNo: 'SF1234567890123',
    packages: 1,
    lines,
    ...over,
  });

/** 运营 ships `lines` and expects it done: the new shipment's id. */
export async function shipped(app: TestApp, op: Who, orderNo: string, lines: ShipLine[]): Promise<number> {
  const res = await shipLines(app, op, orderNo, lines);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as OrderShipments).shipments.at(-1)!.id;
}

/**
 * The three-way match's parties: 运营 and 财务 operators, a verified company with a 财务 member, and its
 * 管理员's Suzhou address and VAT invoice title.
 */
export async function matchParties(app: TestApp) {
  const [op, fin] = await Promise.all([operatorAuth(app, '运营'), operatorAuth(app, '财务')]);
  const company = await verifiedCompany(app, op);
  const finance = await addMember(app, company, ['财务']);
  const address = await addAddress(app, company.admin);
  const added = await caller(app)(company.admin, 'POST', '/api/invoice/title/add', XINGHU_TITLE);
  return { op, fin, company, finance, address, title: added.json().data as InvoiceTitle };
}

export type MatchParties = Awaited<ReturnType<typeof matchParties>>;

/** One tick of the carrier's clock: the tracking job runs once (the sandbox carrier takes its next due step). */
export async function trackingTick(app: TestApp): Promise<void> {
  await new Promise((r) => setTimeout(r, 5));
  await app.jobs.add(TRACKING_JOB, {});
  await app.jobs.idle();
}
