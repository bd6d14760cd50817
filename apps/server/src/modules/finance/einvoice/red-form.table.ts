import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RedFormReason, RedFormStatus, RedInvoiceStatus } from '@mall/shared';
import { bigNumber, blankable, fen, id, ref, timestamps, timestamptz } from '../../../db/columns';
import type { RedLineRequest, RedRequest } from './einvoice.provider';

/**
 * A 红字确认单 over an issued blue 数电票 (`blueIssueId`): who applied (the seller: an operator for 自营, a shop's
 * staff; the buyer: the person or the company's 财务), why, the reversed lines (negative), where it stands and
 * until when the other party may confirm; then the red invoice it produced (serial, number, XML, SHA-256).
 * The buyer's side is the blue invoice's: its company (its 财务 act) or, for a person, the user.
 */
export const einvoiceRedForms = pgTable(
  'einvoice_red_forms',
  {
    id: id(),
    serial: varchar('serial', { length: 40 }).notNull(),
    blueIssueId: ref('blue_issue_id'),
    invoiceId: ref('invoice_id'),
    merchantId: integer('merchant_id').notNull(),
    buyerUserId: ref('buyer_user_id'),
    buyerCompanyId: bigint('buyer_company_id', { mode: 'number' }),
    applicant: varchar('applicant', { length: 6 }).$type<'seller' | 'buyer'>().notNull(),
    /** The operator, shop staff or buyer user who applied. */
    applicantId: ref('applicant_id'),
    reason: varchar('reason', { length: 8 }).$type<RedFormReason>().notNull(),
    lines: jsonb('lines').$type<RedLineRequest[]>().notNull(),
    totalFen: fen('total_fen'),
    status: varchar('status', { length: 12 }).$type<RedFormStatus>().notNull(),
    needsConfirm: boolean('needs_confirm').notNull(),
    confirmBy: timestamptz('confirm_by'),
    formNumber: blankable('form_number', 40),
    rejectReason: blankable('reject_reason', 200),
    /** The after-sales request whose refund opened the form ('' when a person applied). */
    afsNo: blankable('afs_no', 20),
    decidedAt: timestamptz('decided_at'),
    redSerial: varchar('red_serial', { length: 40 }),
    redStatus: varchar('red_status', { length: 8 }).$type<RedInvoiceStatus>().notNull().default('none'),
    redRequest: jsonb('red_request').$type<RedRequest>(),
    redNumber: varchar('red_number', { length: 20 }),
    redXml: text('red_xml').notNull().default(''),
    redXmlSha256: blankable('red_xml_sha256', 64),
    redLastAnswer: blankable('red_last_answer', 500),
    redAttempts: integer('red_attempts').notNull().default(0),
    redIssuedAt: timestamptz('red_issued_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('einvoice_red_forms_serial_uq').on(t.serial),
    uniqueIndex('einvoice_red_forms_red_serial_uq').on(t.redSerial),
    // The bureau keeps one unfinished form per blue invoice; this also settles two applications at once.
    uniqueIndex('einvoice_red_forms_pending_uq')
      .on(t.blueIssueId)
      .where(sql`${t.status} = 'pending'`),
    // One live form per after-sales refund (the refund's hook may run again).
    uniqueIndex('einvoice_red_forms_afs_uq')
      .on(t.afsNo)
      .where(sql`${t.afsNo} <> '' and ${t.status} not in ('rejected', 'revoked', 'expired')`),
    index('einvoice_red_forms_blue_idx').on(t.blueIssueId),
    index('einvoice_red_forms_buyer_idx').on(t.buyerCompanyId, t.buyerUserId, t.id),
    index('einvoice_red_forms_merchant_idx').on(t.merchantId, t.id),
    check('einvoice_red_forms_applicant_ck', sql`${t.applicant} in ('seller', 'buyer')`),
    check(
      'einvoice_red_forms_status_ck',
      sql`${t.status} in ('pending', 'confirmed', 'no_confirm', 'rejected', 'revoked', 'expired')`,
    ),
    check(
      'einvoice_red_forms_red_status_ck',
      sql`${t.redStatus} in ('none', 'queued', 'issuing', 'issued', 'failed')`,
    ),
    check('einvoice_red_forms_total_ck', sql`${t.totalFen} < 0`),
  ],
);
export type RedFormRow = typeof einvoiceRedForms.$inferSelect;

/** Each seller's 授信额度 as last read from its provider (daily and after each issue), tax-exclusive 分. */
export const einvoiceQuotas = pgTable('einvoice_quotas', {
  merchantId: integer('merchant_id').primaryKey(),
  totalFen: bigNumber('total_fen').notNull().default(0),
  usedFen: bigNumber('used_fen').notNull().default(0),
  remainingFen: bigNumber('remaining_fen').notNull().default(0),
  readAt: timestamptz('read_at'),
  lastError: blankable('last_error', 300),
});
