import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { OrderAddress } from '@mall/shared';
import type { OrderLineFacts } from '../../trade/order';
import { id, jsonList, ref, timestamps, timestamptz } from '../../../db/columns';

/**
 * An order a company's app submitted (`POST /open/v1/orders`): the shop's orders it placed (one per seller),
 * held (待采购方确认) until the app confirms them before `expiresAt`, else cancelled and their stock released.
 * `idempotencyKey` is unique per app; `requestHash` tells a repeat from another order under the same key.
 * `state`: pending, confirmed, cancelled, expired.
 *
 * A sandbox app's order is a test order (`test`): the placement is run and rolled back, so it is priced and
 * checked as a real one but takes no stock, budget or credit and reaches no shop; what it would have placed is
 * kept in `testOrders` (`orderIds` stays empty), and the sandbox's ship and deliver calls move it on.
 */
export const openOrders = pgTable(
  'open_orders',
  {
    id: id(),
    appId: ref('app_id'),
    companyId: ref('company_id'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    poNumber: varchar('po_number', { length: 40 }).notNull(),
    orderIds: jsonList<number>('order_ids'),
    test: boolean('test').notNull().default(false),
    testOrders: jsonList<TestShopOrder>('test_orders'),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('open_orders_key_idx').on(t.appId, t.idempotencyKey),
    index('open_orders_company_idx').on(t.companyId, t.createdAt, t.id),
    index('open_orders_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);
export type OpenOrderRow = typeof openOrders.$inferSelect;

/** One shop's order of a test order, as the placement would have made it (times as ISO strings). */
export type TestShopOrder = {
  orderNo: string;
  status: number;
  sellerName: string;
  payAmountFen: number;
  address: OrderAddress;
  createdAt: string;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: string | null;
  receivedAt: string | null;
  /** The lines as the placement wrote them (OrderLineFacts without the order's id). */
  lines: Omit<OrderLineFacts, 'orderId'>[];
};
