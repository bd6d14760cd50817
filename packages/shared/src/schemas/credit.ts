import { z } from 'zod';
import { pageOf } from '../envelope';
import {
  buyerPaging,
  coded,
  codedWord,
  companyRef,
  DAY_PATTERN,
  labelledId as id,
  orderNoItem,
  remarkField,
  requiredText as text,
  yuanInput,
} from './fields';
import { invoiceListItem, invoiceTypeChoice } from './invoice';
import { dbId, isoTime, isoTimeOrNull, yuan } from './scalars';

/*
 * Wire contract of company credit (授信 / 账期): operators grant a verified company a credit limit,
 * a term and a statement day; members with 采购员 or 财务 pay orders with 账期支付 (payMethod 5); statements
 * (对账单) bill what was delivered; repayments (还款) give the credit back; 合并开票 invoices many orders.
 * Money on the wire is a yuan string, stored as integer fen.
 *
 * Company (signed in; 管理员 and 财务 read, 财务 confirms or disputes and applies for invoices):
 *   GET  /api/company/credit                                → CompanyCredit | null (no credit account)
 *   POST /api/company/credit/statements  {pageNum,pageSize} → Page<CreditStatement>
 *   GET  /api/company/credit/statements/detail?id=…         → CreditStatementDetail
 *   POST /api/company/credit/statements/confirm {id}        → CreditStatementDetail
 *   POST /api/company/credit/statements/dispute {id, comment} → CreditStatementDetail
 *   GET  /api/company/credit/statements/pdf?id=…            → A4 PDF
 *   GET  /api/company/credit/statements/xlsx?id=…           → .xlsx
 *   POST /api/company/credit/repayments  {pageNum,pageSize} → Page<CreditRepayment>
 *   POST /api/company/invoices/preview   ConsolidatedInvoiceBody → ConsolidatedInvoicePreview
 *   POST /api/company/invoices/apply     ConsolidatedInvoiceBody → ConsolidatedInvoiceResult (one or more)
 * Operator (/api/admin/credit, console area credit: 超级管理员, 财务):
 *   POST /api/admin/credit/accounts/list    {keyword?, pageNum, pageSize} → Page<CreditAccount>
 *   POST /api/admin/credit/accounts/save    CreditAccountBody   → CreditAccount (grant or change)
 *   POST /api/admin/credit/accounts/status  {companyId, enabled} → CreditAccount (suspend / resume)
 *   POST /api/admin/credit/ledger           {companyId, pageNum, pageSize} → Page<CreditEntry>
 *   POST /api/admin/credit/statements/list  AdminStatementListBody → Page<CreditStatement>
 *   POST /api/admin/credit/statements/produce {companyId}      → CreditStatementDetail (on demand)
 *   GET  /api/admin/credit/statements/detail?id=…              → CreditStatementDetail
 *   POST /api/admin/credit/statements/reply   {id, reply}      → CreditStatementDetail
 *   POST /api/admin/credit/statements/reissue {id, note}       → CreditStatementDetail (the new one)
 *   GET  /api/admin/credit/statements/pdf?id=… | xlsx?id=…
 *   POST /api/admin/credit/repayments/record  RepaymentBody    → CreditRepayment
 *   POST /api/admin/credit/repayments/list    {companyId?, pageNum, pageSize} → Page<CreditRepayment>
 *   GET  /api/admin/credit/summary                             → CreditDashboard (counters)
 *   GET  /api/admin/credit/invoice-limit | POST {limit}        → {limit} (per-invoice limit of 合并开票)
 */

export const CREDIT_STATUS = { ACTIVE: 1, SUSPENDED: 2 } as const;
export const CREDIT_STATUS_LABEL: Record<1 | 2, string> = { 1: '正常', 2: '已暂停' };

/** 1 待确认, 2 已确认, 3 有异议, 4 已作废 (replaced by a reissue). */
export const STATEMENT_STATUS = { PENDING: 1, CONFIRMED: 2, DISPUTED: 3, VOID: 4 } as const;
export type StatementStatus = (typeof STATEMENT_STATUS)[keyof typeof STATEMENT_STATUS];
export const STATEMENT_STATUS_LABEL: Record<StatementStatus, string> = {
  1: '待确认',
  2: '已确认',
  3: '有异议',
  4: '已作废',
};

/** Ledger entry kinds: a credit order debits, a cancellation / refund / repayment credits. */
export const CREDIT_ENTRY_LABEL: Record<string, string> = {
  order: '账期订单',
  cancel: '订单取消',
  refund: '售后退款',
  repayment: '还款',
};

/** Code of a checkout refused because of credit (409). */
export const CREDIT_CODE = { REFUSED: 1801 } as const;

/** Checkout's refusals (shared so the web can show the same words before submit). */
export const CREDIT_MSG = {
  NO_ACCOUNT: '贵公司尚未开通账期支付',
  NOT_ALLOWED: '账期支付仅限企业采购员或财务使用',
  SUSPENDED: '贵公司的账期额度已暂停使用，请联系平台客服',
  OVERDUE: '贵公司有逾期未还的对账单，暂不能使用账期支付，请先还款',
} as const;

const pageFields = buyerPaging;

export const creditAccountBody = z.object({
  companyId: id('企业'),
  limit: yuanInput('授信额度'),
  termDays: z.coerce
    .number({ error: '请填写账期天数' })
    .int('账期天数必须是整数')
    .min(0, '账期天数不能小于 0')
    .max(180, '账期最长 180 天'),
  statementDay: z.coerce
    .number({ error: '请选择出账日' })
    .int('出账日不正确')
    .min(1, '出账日为每月 1–28 日')
    .max(28, '出账日为每月 1–28 日'),
});
export type CreditAccountBody = z.input<typeof creditAccountBody>;

export const creditStatusBody = z.object({ companyId: id('企业'), enabled: z.boolean() });
export const creditAccountListBody = z.object({
  keyword: z.string().trim().max(50).optional().default(''),
  ...pageFields,
});
export const creditLedgerBody = z.object({ companyId: id('企业'), ...pageFields });
export const creditPageBody = z.object(pageFields);
export const statementIdBody = z.object({ id: id('对账单') });
export const statementIdQuery = statementIdBody;
export const statementDisputeBody = z.object({ id: id('对账单'), comment: text('异议说明', 300) });
export const statementReplyBody = z.object({ id: id('对账单'), reply: text('回复', 300) });
export const statementReissueBody = z.object({ id: id('对账单'), note: text('重开原因', 200) });
export const statementProduceBody = z.object({ companyId: id('企业') });
export const adminStatementListBody = z.object({
  companyId: id('企业').optional(),
  status: z.coerce.number().int().min(1).max(4).optional(),
  /** Only overdue ones (due date passed, something left to pay). */
  overdue: z.boolean().optional().default(false),
  ...pageFields,
});
export const repaymentListBody = z.object({ companyId: id('企业').optional(), ...pageFields });

export const repaymentBody = z.object({
  companyId: id('企业'),
  amount: yuanInput('还款金额'),
  /** The bank transfer's reference (流水号). */
  bankRef: text('银行流水号', 40),
  /** Date the money arrived, YYYY-MM-DD. */
  paidOn: z.string({ error: '请选择到账日期' }).regex(DAY_PATTERN, '到账日期格式不正确'),
  /** Statements the transfer pays, oldest due first; partial amounts allowed. */
  statementIds: z
    .array(id('对账单'))
    .min(1, '请选择要还款的对账单')
    .max(24, '一次最多选择 24 张对账单')
    .refine((a) => new Set(a).size === a.length, '对账单重复'),
  note: remarkField,
});
export type RepaymentBody = z.input<typeof repaymentBody>;

export const invoiceLimitBody = z.object({ limit: yuanInput('单张发票限额') });

export const creditAccount = z.object({
  ...companyRef,
  limit: yuan,
  used: yuan,
  available: yuan,
  termDays: z.number().int(),
  statementDay: z.number().int(),
  ...coded('status'),
  /** Outstanding on overdue statements. */
  overdueAmount: yuan,
  updatedAt: isoTime,
});
export type CreditAccount = z.infer<typeof creditAccount>;
export const creditAccountPage = pageOf(creditAccount);
export const creditCandidate = z.object({ id: z.number().int(), name: z.string(), hasCredit: z.boolean() });
export type CreditCandidate = z.infer<typeof creditCandidate>;

/** The company's view (centre). */
export const companyCredit = creditAccount.extend({
  /** Checkout is blocked (overdue statement or suspended): the reason, else null. */
  blockedReason: z.string().nullable(),
});
export type CompanyCredit = z.infer<typeof companyCredit>;

export const creditEntry = z.object({
  id: dbId,
  ...codedWord('kind'),
  /** Signed: positive uses credit, negative gives it back. */
  amount: yuan,
  reason: z.string(),
  orderNo: z.string().nullable(),
  statementNo: z.string().nullable(),
  createdAt: isoTime,
});
export const creditEntryPage = pageOf(creditEntry);

export const creditStatement = z.object({
  id: dbId,
  statementNo: z.string(),
  ...companyRef,
  /** First and last day of the period (China dates, inclusive). */
  periodFrom: z.string(),
  periodTo: z.string(),
  openingBalance: yuan,
  ordersAmount: yuan,
  refundsAmount: yuan,
  repaymentsAmount: yuan,
  closingBalance: yuan,
  /** What this statement bills (orders − refunds) and what has been repaid against it. */
  amountDue: yuan,
  paidAmount: yuan,
  outstanding: yuan,
  dueDate: z.string(),
  overdue: z.boolean(),
  ...coded('status'),
  createdAt: isoTime,
});
export type CreditStatement = z.infer<typeof creditStatement>;
export const creditStatementPage = pageOf(creditStatement);

export const statementLine = z.object({
  ...codedWord('kind'),
  orderNo: z.string().nullable(),
  poNumber: z.string(),
  buyerName: z.string(),
  /** Shipped / refunded / repaid at. */
  date: z.string(),
  /** Signed: orders positive, refunds and repayments negative. */
  amount: yuan,
  note: z.string(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const creditStatementDetail = creditStatement.extend({
  lines: z.array(statementLine),
  disputeComment: z.string(),
  reply: z.string(),
  confirmedAt: isoTimeOrNull,
  /** The statement this one replaced (reissue), and why. */
  replaces: z.string().nullable(),
  reissueNote: z.string(),
  termDays: z.number().int(),
});
export type CreditStatementDetail = z.infer<typeof creditStatementDetail>;

export const creditRepayment = z.object({
  id: dbId,
  repaymentNo: z.string(),
  ...companyRef,
  amount: yuan,
  bankRef: z.string(),
  paidOn: z.string(),
  note: z.string(),
  allocations: z.array(z.object({ statementNo: z.string(), amount: z.string() })),
  createdAt: isoTime,
});
export type CreditRepayment = z.infer<typeof creditRepayment>;
export const creditRepaymentPage = pageOf(creditRepayment);

export const creditDashboard = z.object({
  accounts: z.number().int(),
  limitTotal: yuan,
  usedTotal: yuan,
  pendingStatements: z.number().int(),
  disputedStatements: z.number().int(),
  overdueStatements: z.number().int(),
  overdueAmount: yuan,
});
export type CreditDashboard = z.infer<typeof creditDashboard>;

// 合并开票 ------------------------------------------------------------------------------------------

export const consolidatedInvoiceBody = z
  .object({
    /** Several paid or credit orders of the company … */
    orderNos: z
      .array(orderNoItem)
      .max(200, '一次最多选择 200 个订单')
      .refine((a) => new Set(a).size === a.length, '订单重复')
      .optional(),
    /** … or every order of a confirmed statement. */
    statementId: id('对账单').optional(),
    type: invoiceTypeChoice,
    titleId: id('发票抬头'),
    remark: remarkField,
  })
  .refine((b) => (b.orderNos?.length ?? 0) > 0 !== (b.statementId !== undefined), {
    message: '请选择要开票的订单或一张对账单',
  });
export type ConsolidatedInvoiceBody = z.input<typeof consolidatedInvoiceBody>;

export const consolidatedInvoicePreview = z.object({
  /** The per-invoice limit operators set. */
  limit: yuan,
  total: yuan,
  /** How the orders are split: one entry per invoice. */
  parts: z.array(z.object({ orderNos: z.array(z.string()), total: z.string() })),
});
export type ConsolidatedInvoicePreview = z.infer<typeof consolidatedInvoicePreview>;
export const consolidatedInvoiceResult = z.object({ invoices: z.array(invoiceListItem) });
export type ConsolidatedInvoiceResult = z.infer<typeof consolidatedInvoiceResult>;
