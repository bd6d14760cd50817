import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SubmitResult } from '@mall/shared';
import type { TestApp } from './build-test-app';
import { SUZHOU_ADDRESS } from './checkout.fixture';
import { tellFromOutboxNow } from './sms-notice.fixture';

// Test fixture shared by the invoice, after-sales and comment tests: orders placed through the real calls.

export type Who = { headers: Record<string, string> };

export function caller(app: TestApp) {
  return (who: Who | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** Adds the Suzhou address for `who`; returns its id. */
export async function addAddress(app: TestApp, who: Who): Promise<number> {
  const res = await caller(app)(who, 'POST', '/api/address/add', SUZHOU_ADDRESS);
  return res.json().data.id as number;
}

/** Places an order through /api/checkout/submit (offline transfer unless said otherwise). */
export async function placeOrder(
  app: TestApp,
  who: Who,
  addressId: number,
  items: { skuId: number; quantity: number }[],
  payMethod = 4,
): Promise<SubmitResult> {
  const res = await caller(app)(who, 'POST', '/api/checkout/submit', {
    idempotencyKey: randomUUID(),
    addressId,
    payMethod,
    items,
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
  return res.json().data as SubmitResult;
}

/** Marks an offline order's transfer as received (what finance's confirmation does, without the remittance form). */
export async function markPaid(app: TestApp, orderNo: string): Promise<void> {
  await app.db.db.execute(sql`update orders set pay_status = 2, paid_at = now() where order_no = ${orderNo}`);
}

/** Operator accepts and ships; with `receive` the buyer then confirms receipt (→ 5 已完成). */
export async function deliver(app: TestApp, op: Who, buyer: Who, orderNo: string, receive = true) {
  const call = caller(app);
  for (const [url, body] of [
    ['/api/admin/order/accept', { orderNo }],
    ['/api/admin/order/ship', { orderNo, carrier: '顺丰速运', trackingNo: 'SF1234567890' }],
  ] as const) {
    const res = await call(op, 'POST', url, body);
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.body}`);
  }
  if (receive) {
    const res = await call(buyer, 'POST', '/api/order/confirmReceipt', { orderNo });
    if (res.statusCode !== 200) throw new Error(`confirmReceipt failed: ${res.body}`);
  }
}

/**
 * Runs the notification service's reader of the outbox as its schedule does (every few seconds), and waits for
 * every delivery it queued: the 站内信 of an event (an order placed, shipped …) is in the message centre after it.
 */
export const tellOutbox = tellFromOutboxNow;

/** Messages of a buyer, newest first, once the events so far have been told. */
export async function messageTitles(app: TestApp, who: Who): Promise<string[]> {
  await tellOutbox(app);
  const res = await caller(app)(who, 'POST', '/api/system-message/getMessageList', { pageSize: 100 });
  return (res.json().data.list as { title: string }[]).map((m) => m.title);
}

/** The buyer's request to return one piece of the order's first line (商品质量问题): its after-sales number. */
export async function applyReturn(app: TestApp, buyer: Who, orderNo: string): Promise<string> {
  const call = caller(app);
  const info = (await call(buyer, 'POST', '/api/afs/applyInfo', { orderNo })).json().data;
  const res = await call(buyer, 'POST', '/api/afs/apply', {
    orderNo,
    orderLineId: info.lines[0].orderLineId,
    type: 2,
    quantity: 1,
    reason: '商品质量问题',
  });
  if (res.statusCode !== 200) throw new Error(`after-sales request failed: ${res.body}`);
  return res.json().data.afsNo as string;
}

/**
 * The buyer's 仅退款 request for `quantity` of one order line (商品质量问题), approved by 运营 and refunded by
 * 财务 (线下退款): its after-sales number.
 */
export async function refundedLine(
  app: TestApp,
  who: { buyer: Who; ops: Who; fin: Who },
  orderNo: string,
  orderLineId: number,
  quantity: number,
): Promise<string> {
  const call = caller(app);
  const applied = await call(who.buyer, 'POST', '/api/afs/apply', {
    orderNo,
    orderLineId,
    type: 1,
    quantity,
    reason: '商品质量问题',
  });
  if (applied.statusCode !== 200) throw new Error(`after-sales request failed: ${applied.body}`);
  const afsNo = applied.json().data.afsNo as string;
  for (const [op, url, body] of [
    [who.ops, '/api/admin/afs/approve', { afsNo }],
    [who.fin, '/api/admin/afs/refund', { afsNo, note: '线下退款' }],
  ] as const) {
    const res = await call(op, 'POST', url, body);
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.body}`);
  }
  return afsNo;
}
