import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Payment attempts (one per cashier opening) of online orders. `status` 0 created, 1 paid, 2 closed.
 * `tradeNo` is ours (out_trade_no); `gatewayTradeNo` the gateway's.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeNo: varchar('trade_no', { length: 40 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    method: smallint('method').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    gatewayTradeNo: varchar('gateway_trade_no', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Every order this trade pays (the orders of one multi-seller checkout); empty = just `orderId`. */
    orderIds: bigint('order_ids', { mode: 'number' })
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 16 }).notNull(),
    notifyId: varchar('notify_id', { length: 64 }).notNull(),
    tradeNo: varchar('trade_no', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    verified: boolean('verified').notNull(),
    result: varchar('result', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_notify_uq').on(t.channel, t.notifyId)],
);

/** Offline transfers (method 4): what the buyer says he remitted; an operator confirms receipt. */
export const remittances = pgTable(
  'remittances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    payerName: varchar('payer_name', { length: 100 }).notNull(),
    payerBank: varchar('payer_bank', { length: 100 }).notNull(),
    payerAccount: varchar('payer_account', { length: 40 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    remittedAt: varchar('remitted_at', { length: 40 }).notNull(),
    voucherNo: varchar('voucher_no', { length: 64 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** 0 待确认, 1 已确认. */
    status: smallint('status').notNull().default(0),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remittances_order_uq').on(t.orderId)],
);
export type RemittanceRow = typeof remittances.$inferSelect;
