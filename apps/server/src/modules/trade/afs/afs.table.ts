import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { blankable, fen, id, jsonList, ref, timestamps, timestamptz } from '../../../db/columns';
import { documentNoColumn, documentSequence, historyTable } from '../../../lib/document';

export const afsNoSeq = documentSequence('afs_no_seq');

/**
 * After-sales requests, one order line each. `status` follows AFS_STATUS (1 待审核 … 9 已取消). Money is
 * integer fen: `refundFen` is what is due (set on apply, within the line's cap), `refundedFen` what was paid
 * back. The line row is locked while a request is written, so quantities and refunds never overrun it.
 */
export const afsRequests = pgTable(
  'afs_requests',
  {
    id: id(),
    afsNo: documentNoColumn('afs_no', 'SH', afsNoSeq, 8),
    userId: ref('user_id'),
    orderId: ref('order_id'),
    orderLineId: ref('order_line_id'),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    quantity: integer('quantity').notNull(),
    reason: varchar('reason', { length: 30 }).notNull(),
    description: blankable('description', 500),
    photos: jsonList<string>('photos'),
    refundFen: fen('refund_fen').default(0),
    refundedFen: fen('refunded_fen').default(0),
    /** online | offline, set when refunded. */
    refundChannel: varchar('refund_channel', { length: 10 }),
    refundNo: varchar('refund_no', { length: 64 }),
    refundedAt: timestamptz('refunded_at'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    /** Where the buyer sends the goods back, fixed when the request is approved (the seller's 退货地址). */
    returnAddress: blankable('return_address', 200),
    returnCarrier: varchar('return_carrier', { length: 50 }),
    returnTrackingNo: varchar('return_tracking_no', { length: 40 }),
    exchangeCarrier: varchar('exchange_carrier', { length: 50 }),
    exchangeTrackingNo: varchar('exchange_tracking_no', { length: 40 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('afs_requests_afs_no_uq').on(t.afsNo),
    index('afs_requests_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('afs_requests_line_idx').on(t.orderLineId),
    index('afs_requests_order_idx').on(t.orderId),
    index('afs_requests_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
export type AfsRow = typeof afsRequests.$inferSelect;

/** Timeline of a request. */
export const afsHistory = historyTable('afs_history', 'afsId', {
  afsId: ref('afs_id'),
  event: varchar('event', { length: 20 }).notNull(),
  toStatus: smallint('to_status').notNull(),
});
