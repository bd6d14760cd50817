import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, jsonList, ref, timestamps, timestamptz } from '../../../db/columns';

/**
 * An order a company's app submitted (`POST /open/v1/orders`): the shop's orders it placed (one per seller),
 * held (待采购方确认) until the app confirms them before `expiresAt`, else cancelled and their stock released.
 * `idempotencyKey` is unique per app; `requestHash` tells a repeat from another order under the same key.
 * `state`: pending, confirmed, cancelled, expired.
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
