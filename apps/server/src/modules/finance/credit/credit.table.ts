import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { documentNo, documentSequence } from '../../../lib/document';

/**
 * A company's credit (授信): limit, term (days after the statement's period end), statement day (1–28).
 * `usedFen` is the lock row of checkout's conditional UPDATE (used + x ≤ limit) and always equals the sum of
 * the company's ledger entries (written in the same statement). status 1 正常, 2 已暂停.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    companyId: bigint('company_id', { mode: 'number' }).primaryKey(),
    limitFen: bigint('limit_fen', { mode: 'number' }).notNull(),
    usedFen: bigint('used_fen', { mode: 'number' }).notNull().default(0),
    termDays: integer('term_days').notNull(),
    statementDay: smallint('statement_day').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_accounts_used_ck', sql`${t.usedFen} >= 0`)],
);
export type CreditAccountRow = typeof creditAccounts.$inferSelect;

/**
 * The credit ledger: every debit (a credit order, positive) and credit (cancellation, refund, repayment,
 * negative) with its reason and reference. A statement stamps the entries it bills (`statementId`).
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    /** order | cancel | refund | repayment */
    kind: varchar('kind', { length: 10 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    repaymentId: bigint('repayment_id', { mode: 'number' }),
    /** The after-sales number of a refund. */
    ref: varchar('ref', { length: 40 }).notNull().default(''),
    reason: varchar('reason', { length: 200 }).notNull(),
    statementId: bigint('statement_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_company_idx').on(t.companyId, t.id),
    index('credit_entries_order_idx').on(t.orderId),
    index('credit_entries_statement_idx').on(t.statementId),
  ],
);
export type CreditEntryRow = typeof creditEntries.$inferSelect;

export const statementNoSeq = documentSequence('credit_statement_no_seq');

/**
 * Statements (对账单). The period is [periodStart, periodEnd) in time; balances are the company's billed
 * balance (billed orders − refunds − repayments): opening = the previous statement's closing. `amountFen`
 * is what this statement bills (orders − refunds), `paidFen` what repayments allocated to it. status 1 待确认,
 * 2 已确认, 3 有异议, 4 已作废 (a reissue replaced it; its entries moved to the new one).
 */
export const creditStatements = pgTable(
  'credit_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementNo: varchar('statement_no', { length: 24 })
      .notNull()
      .default(documentNo('DZ', statementNoSeq, 6)),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    openingFen: bigint('opening_fen', { mode: 'number' }).notNull(),
    ordersFen: bigint('orders_fen', { mode: 'number' }).notNull(),
    refundsFen: bigint('refunds_fen', { mode: 'number' }).notNull(),
    repaymentsFen: bigint('repayments_fen', { mode: 'number' }).notNull(),
    closingFen: bigint('closing_fen', { mode: 'number' }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    termDays: integer('term_days').notNull(),
    status: smallint('status').notNull().default(1),
    disputeComment: varchar('dispute_comment', { length: 300 }).notNull().default(''),
    reply: varchar('reply', { length: 300 }).notNull().default(''),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    replacesId: bigint('replaces_id', { mode: 'number' }),
    reissueNote: varchar('reissue_note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_statements_no_uq').on(t.statementNo),
    // One live statement per company and period end: the scheduled job and an operator never bill twice.
    uniqueIndex('credit_statements_period_uq')
      .on(t.companyId, t.periodEnd)
      .where(sql`${t.status} <> 4`),
    index('credit_statements_company_idx').on(t.companyId, t.periodEnd.desc()),
    index('credit_statements_due_idx').on(t.dueDate),
  ],
);
export type CreditStatementRow = typeof creditStatements.$inferSelect;

export const repaymentNoSeq = documentSequence('credit_repayment_no_seq');

/** Repayments (还款): a bank transfer recorded by an operator, allocated to one or more statements. */
export const creditRepayments = pgTable(
  'credit_repayments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    repaymentNo: varchar('repayment_no', { length: 24 })
      .notNull()
      .default(documentNo('HK', repaymentNoSeq, 6)),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    bankRef: varchar('bank_ref', { length: 40 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_repayments_no_uq').on(t.repaymentNo),
    index('credit_repayments_company_idx').on(t.companyId, t.id),
  ],
);

export const creditAllocations = pgTable(
  'credit_allocations',
  {
    repaymentId: bigint('repayment_id', { mode: 'number' }).notNull(),
    statementId: bigint('statement_id', { mode: 'number' }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.repaymentId, t.statementId] }),
    index('credit_allocations_statement_idx').on(t.statementId),
  ],
);

/** Reminders sent: (statement, kind) is the key, so a reminder goes out once however often the job runs. */
export const creditReminders = pgTable(
  'credit_reminders',
  {
    statementId: bigint('statement_id', { mode: 'number' }).notNull(),
    /** soon (3 days before) | due (on the day) | overdue */
    kind: varchar('kind', { length: 8 }).notNull(),
    note: text('note').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.kind] })],
);
