import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, blankable, createdAt, fen, id, ref, timestamptz } from '../../../db/columns';

/**
 * Payment attempts (one per cashier opening) of online orders. `status` 0 created, 1 paid, 2 closed.
 * `tradeNo` is ours (out_trade_no); `gatewayTradeNo` the gateway's.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    tradeNo: varchar('trade_no', { length: 40 }).notNull(),
    orderId: ref('order_id'),
    userId: ref('user_id'),
    channel: varchar('channel', { length: 16 }).notNull(),
    method: smallint('method').notNull(),
    amountFen: fen('amount_fen'),
    status: smallint('status').notNull().default(0),
    gatewayTradeNo: varchar('gateway_trade_no', { length: 64 }),
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
    /** Every order this trade pays (the orders of one multi-seller checkout); empty = just `orderId`. */
    orderIds: bigNumber('order_ids')
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
  },
  (t) => [uniqueIndex('payments_trade_no_uq').on(t.tradeNo), index('payments_order_idx').on(t.orderId)],
);
export type PaymentRow = typeof payments.$inferSelect;

/** Every notification a gateway sent, verified or not; `notifyId` is unique per channel (replays are seen). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: id(),
    channel: varchar('channel', { length: 16 }).notNull(),
    notifyId: varchar('notify_id', { length: 64 }).notNull(),
    tradeNo: varchar('trade_no', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    verified: boolean('verified').notNull(),
    result: varchar('result', { length: 100 }).notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_notify_uq').on(t.channel, t.notifyId)],
);

/** Offline transfers (method 4): what the buyer says he remitted; an operator confirms receipt. */
export const remittances = pgTable(
  'remittances',
  {
    id: id(),
    orderId: ref('order_id'),
    userId: ref('user_id'),
    payerName: varchar('payer_name', { length: 100 }).notNull(),
    payerBank: varchar('payer_bank', { length: 100 }).notNull(),
    payerAccount: varchar('payer_account', { length: 40 }).notNull(),
    amountFen: fen('amount_fen'),
    remittedAt: varchar('remitted_at', { length: 40 }).notNull(),
    voucherNo: blankable('voucher_no', 64),
    remark: blankable('remark', 200),
    /** 0 待确认, 1 已确认. */
    status: smallint('status').notNull().default(0),
    confirmedBy: bigNumber('confirmed_by'),
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('remittances_order_uq').on(t.orderId)],
);
export type RemittanceRow = typeof remittances.$inferSelect;
