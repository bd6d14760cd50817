import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigNumber, blankable, createdAt, fen, id, ref, timestamps, timestamptz } from '../../../db/columns';
import { documentNoColumn, documentSequence } from '../../../lib/document';

/**
 * A company's credit (授信): limit, term (days after the statement's period end), statement day (1–28).
 * `usedFen` is the lock row of checkout's conditional UPDATE (used + x ≤ limit) and always equals the sum of
 * the company's ledger entries (written in the same statement). status 1 正常, 2 已暂停.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    companyId: bigNumber('company_id').primaryKey(),
    limitFen: fen('limit_fen'),
    usedFen: fen('used_fen').default(0),
    termDays: integer('term_days').notNull(),
    statementDay: smallint('statement_day').notNull(),
    status: smallint('status').notNull().default(1),
    ...timestamps(),
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
    id: id(),
    companyId: ref('company_id'),
    /** order | cancel | refund | repayment */
    kind: varchar('kind', { length: 10 }).notNull(),
    amountFen: fen('amount_fen'),
    orderId: bigNumber('order_id'),
    repaymentId: bigNumber('repayment_id'),
    /** The after-sales number of a refund. */
    ref: blankable('ref', 40),
    reason: varchar('reason', { length: 200 }).notNull(),
    statementId: bigNumber('statement_id'),
    createdAt: createdAt(),
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
    id: id(),
    statementNo: documentNoColumn('statement_no', 'DZ', statementNoSeq, 6),
    companyId: ref('company_id'),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    openingFen: fen('opening_fen'),
    ordersFen: fen('orders_fen'),
    refundsFen: fen('refunds_fen'),
    repaymentsFen: fen('repayments_fen'),
    closingFen: fen('closing_fen'),
    amountFen: fen('amount_fen'),
    paidFen: fen('paid_fen').default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    termDays: integer('term_days').notNull(),
    status: smallint('status').notNull().default(1),
    disputeComment: blankable('dispute_comment', 300),
    reply: blankable('reply', 300),
    confirmedBy: bigNumber('confirmed_by'),
    confirmedAt: timestamptz('confirmed_at'),
    replacesId: bigNumber('replaces_id'),
    reissueNote: blankable('reissue_note', 200),
    ...timestamps(),
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
    id: id(),
    repaymentNo: documentNoColumn('repayment_no', 'HK', repaymentNoSeq, 6),
    companyId: ref('company_id'),
    amountFen: fen('amount_fen'),
    bankRef: varchar('bank_ref', { length: 40 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: blankable('note', 200),
    operatorId: bigNumber('operator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_repayments_no_uq').on(t.repaymentNo),
    index('credit_repayments_company_idx').on(t.companyId, t.id),
  ],
);

export const creditAllocations = pgTable(
  'credit_allocations',
  {
    repaymentId: ref('repayment_id'),
    statementId: ref('statement_id'),
    amountFen: fen('amount_fen'),
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
    statementId: ref('statement_id'),
    /** soon (3 days before) | due (on the day) | overdue */
    kind: varchar('kind', { length: 8 }).notNull(),
    note: text('note').notNull().default(''),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.kind] })],
);
