import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { EinvoiceIssueStatus, EinvoiceProviderName, EinvoiceType } from '@mall/shared';
import { bigNumber, blankable, createdAt, fen, id, ref, timestamps, timestamptz } from '../../../db/columns';
import type { BlueRequest, RedConfirmationRequest, RedConfirmationStatus } from './einvoice.provider';

/**
 * The sandbox provider's own books (it stands for the bureau): one request per serial (流水号), its 20-digit
 * number made from the row id, whether it was issued or failed, when its answer is ready, the XML it answers.
 */
export const einvoiceSandboxInvoices = pgTable(
  'einvoice_sandbox_invoices',
  {
    id: id(),
    serial: varchar('serial', { length: 40 }).notNull(),
    sellerTaxId: varchar('seller_tax_id', { length: 20 }).notNull(),
    status: varchar('status', { length: 8 }).$type<'issued' | 'failed'>().notNull(),
    reason: blankable('reason', 200),
    number: varchar('number', { length: 20 }),
    amountFen: bigNumber('amount_fen').notNull().default(0),
    xml: text('xml').notNull().default(''),
    readyAt: timestamptz('ready_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('einvoice_sandbox_invoices_serial_uq').on(t.serial),
    uniqueIndex('einvoice_sandbox_invoices_number_uq').on(t.number),
    check('einvoice_sandbox_invoices_status_ck', sql`${t.status} in ('issued', 'failed')`),
  ],
);

/**
 * Each seller's tax profile: `merchantId` 0 is the platform's 自营 entity, else the shop's merchant. The
 * provider's secrets are sealed (AES-256-GCM under SECRETS_KEY, lib/secret-box) and never answered back.
 */
export const sellerTaxProfiles = pgTable(
  'seller_tax_profiles',
  {
    merchantId: integer('merchant_id').primaryKey(),
    taxpayerId: varchar('taxpayer_id', { length: 18 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull(),
    bankAccount: varchar('bank_account', { length: 40 }).notNull(),
    drawer: varchar('drawer', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 16 }).$type<EinvoiceProviderName>().notNull(),
    appKey: blankable('app_key', 64),
    appSecretSealed: text('app_secret_sealed').notNull().default(''),
    accessTokenSealed: text('access_token_sealed').notNull().default(''),
    ...timestamps(),
  },
  (t) => [check('seller_tax_profiles_provider_ck', sql`${t.provider} in ('sandbox', 'nuonuo')`)],
);

/**
 * A blue 数电票 asked for an invoice application: its request as sent (for retries and the check of the XML),
 * its serial (流水号, unique), where it stands and the provider's last answer; once issued, the number, the XML
 * and its SHA-256. One live request per application (a failed one may be asked again with a new serial).
 */
export const einvoiceIssues = pgTable(
  'einvoice_issues',
  {
    id: id(),
    invoiceId: ref('invoice_id'),
    merchantId: integer('merchant_id').notNull(),
    serial: varchar('serial', { length: 40 }).notNull(),
    provider: varchar('provider', { length: 16 }).$type<EinvoiceProviderName>().notNull(),
    type: varchar('type', { length: 2 }).$type<EinvoiceType>().notNull(),
    status: varchar('status', { length: 8 }).$type<EinvoiceIssueStatus>().notNull().default('queued'),
    request: jsonb('request').$type<BlueRequest>().notNull(),
    totalFen: fen('total_fen'),
    number: varchar('number', { length: 20 }),
    xml: text('xml').notNull().default(''),
    xmlSha256: blankable('xml_sha256', 64),
    lastAnswer: blankable('last_answer', 500),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps(),
    issuedAt: timestamptz('issued_at'),
    /** When the buyer confirmed the use of the invoice (专票: at issue; 普票: by 确认用途); null: not confirmed. */
    useConfirmedAt: timestamptz('use_confirmed_at'),
  },
  (t) => [
    uniqueIndex('einvoice_issues_serial_uq').on(t.serial),
    index('einvoice_issues_merchant_idx').on(t.merchantId, t.status),
    uniqueIndex('einvoice_issues_live_uq')
      .on(t.invoiceId)
      .where(sql`${t.status} <> 'failed'`),
    index('einvoice_issues_status_idx').on(t.status, t.createdAt),
    check('einvoice_issues_status_ck', sql`${t.status} in ('queued', 'held', 'issuing', 'issued', 'failed')`),
  ],
);
export type EinvoiceIssueRow = typeof einvoiceIssues.$inferSelect;

/** The sandbox's 红字确认单 (it stands for the bureau): one per serial, with the request as applied. */
export const einvoiceSandboxRedForms = pgTable(
  'einvoice_sandbox_red_forms',
  {
    formNumber: varchar('form_number', { length: 40 }).primaryKey(),
    serial: varchar('serial', { length: 40 }).notNull(),
    blueNumber: varchar('blue_number', { length: 20 }).notNull(),
    sellerTaxId: varchar('seller_tax_id', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).$type<RedConfirmationStatus>().notNull(),
    request: jsonb('request').$type<RedConfirmationRequest>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('einvoice_sandbox_red_forms_serial_uq').on(t.serial)],
);

/** The sandbox's 授信额度 per seller (tax-exclusive 分); a seller without a row has the sandbox's default. */
export const einvoiceSandboxQuotas = pgTable('einvoice_sandbox_quotas', {
  sellerTaxId: varchar('seller_tax_id', { length: 20 }).primaryKey(),
  totalFen: bigNumber('total_fen').notNull(),
});
