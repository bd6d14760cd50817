import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { blankable, createdAt, id, ref, timestamptz } from '../../../db/columns';

/** What the sandbox "sent": the e-mail (to, subject, attachments) and the SMS (to, text). */
export type SandboxDeliveryMessage = {
  mail?: { to: string; subject: string; attachments: { name: string; bytes: number; sha256: string }[] };
  sms?: { to: string; text: string };
};

/**
 * The sandbox provider's deliveries (it stands for the provider's mail and SMS): one per delivery serial, the
 * invoice's number, the addresses, whether it was sent or refused, when its answer is ready, and the message.
 * A push on issue (a blue request's `pushTo`) is a row too, with the request serial prefixed `P`.
 */
export const einvoiceSandboxDeliveries = pgTable(
  'einvoice_sandbox_deliveries',
  {
    id: id(),
    serial: varchar('serial', { length: 40 }).notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    email: blankable('email', 100),
    phone: blankable('phone', 20),
    status: varchar('status', { length: 8 }).$type<'sent' | 'failed'>().notNull(),
    reason: blankable('reason', 200),
    message: jsonb('message').$type<SandboxDeliveryMessage>().notNull(),
    readyAt: timestamptz('ready_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('einvoice_sandbox_deliveries_serial_uq').on(t.serial),
    index('einvoice_sandbox_deliveries_number_idx').on(t.number),
    check('einvoice_sandbox_deliveries_status_ck', sql`${t.status} in ('sent', 'failed')`),
  ],
);

export type EinvoiceDeliveryStatus = 'sending' | 'sent' | 'failed';

/**
 * A buyer's 发送 of a 数电票 from the 发票夹: who asked, which folder row (`blue-<application>` / `red-<form>`) and
 * number, the seller whose provider sends it, where to, our delivery serial (unique; from the caller's
 * idempotency key when given, so a retry is the same delivery), and how the provider answered.
 */
export const einvoiceDeliveries = pgTable(
  'einvoice_deliveries',
  {
    id: id(),
    serial: varchar('serial', { length: 40 }).notNull(),
    userId: ref('user_id'),
    folderId: varchar('folder_id', { length: 24 }).notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    email: blankable('email', 100),
    phone: blankable('phone', 20),
    status: varchar('status', { length: 8 }).$type<EinvoiceDeliveryStatus>().notNull().default('sending'),
    lastAnswer: blankable('last_answer', 200),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    uniqueIndex('einvoice_deliveries_serial_uq').on(t.serial),
    index('einvoice_deliveries_number_idx').on(t.number, t.createdAt),
    index('einvoice_deliveries_user_idx').on(t.userId, t.createdAt),
    check('einvoice_deliveries_status_ck', sql`${t.status} in ('sending', 'sent', 'failed')`),
  ],
);
export type EinvoiceDeliveryRow = typeof einvoiceDeliveries.$inferSelect;
