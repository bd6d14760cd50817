import { z } from 'zod';
import { CHOOSABLE_INVOICE_TYPES, INVOICE_KIND } from '../constants';
import { pageOf } from '../envelope';
import { isValidTaxId } from '../tax-id';
import {
  buyerPaging,
  coded,
  codedWord,
  inputText,
  labelledId,
  materialCodeField,
  orderNoItem,
  remarkField,
  sellerFields,
} from './fields';
import { count, dbId, isoTime, isoTimeOrNull, yuan } from './scalars';

/*
 * Wire contract of VAT invoices: invoice titles, orders awaiting invoicing, applications, the PDF
 * and the operator's calls. Buyer calls need a buyer token and see only the buyer's own titles, orders and
 * invoices (a foreign or unknown id answers 404). Operator calls live under /api/admin/invoice/… (roles
 * 超级管理员 or 财务; buyer tokens 403). Amounts are yuan strings ("1234.50"), times ISO-8601 strings.
 *
 * Invoice titles (发票抬头)
 *   POST /api/invoice/title/list                     → InvoiceTitle[] (default first)
 *   POST /api/invoice/title/add        InvoiceTitleInput        → InvoiceTitle (the first one becomes default)
 *   POST /api/invoice/title/edit       InvoiceTitleInput & {id} → InvoiceTitle
 *   POST /api/invoice/title/delete     {id}                      → {deleted}
 *   POST /api/invoice/title/setDefault {id}                      → InvoiceTitle
 * Orders awaiting invoicing (/unappliedInvoice/list): paid (payStatus 2), not cancelled, invoiceStatus 0,
 * something left to invoice after refunds.
 *   POST /api/invoice/unapplied/list   {pageNum, pageSize}       → Page<UnappliedOrder>
 *   POST /api/invoice/applyPreview     InvoiceApplyBody          → InvoiceApplyPreview (the confirmation)
 *   POST /api/invoice/apply            InvoiceApplyBody          → InvoiceDetail (status 1 申请中)
 * Invoices
 *   POST /api/invoice/list             InvoiceListBody           → Page<InvoiceListItem>
 *   POST /api/invoice/detail           {id}                      → InvoiceDetail
 *   GET  /api/invoice/pdf/{id}         application/pdf (issued electronic invoices, also once reversed; else 409)
 *   GET  /api/invoice/red-pdf/{id}     application/pdf of the red-letter invoice reversing invoice {id} (else 409)
 * Operator (超级管理员, 财务)
 *   POST /api/admin/invoice/list       AdminInvoiceListBody      → Page<InvoiceListItem & {buyer}>
 *   POST /api/admin/invoice/detail     {id}                      → InvoiceDetail
 *   POST /api/admin/invoice/issue      IssueInvoiceBody          → InvoiceDetail (1 → 2; makes the PDF)
 *   POST /api/admin/invoice/reject     {id, reason}              → InvoiceDetail (1 → 3; orders back to 待开票)
 *   POST /api/admin/invoice/void       InvoiceVoidBody           → InvoiceDetail (2 → 4 by a red-letter invoice:
 *        {id, reason, redInvoiceNo, redIssueDate}; it reverses the whole blue invoice with negative amounts and
 *        its own PDF; the orders go back to 待开票 and are invoiced again for what is left after refunds)
 *   GET  /api/admin/invoice/pdf/{id}   application/pdf
 *   GET  /api/admin/invoice/red-pdf/{id} application/pdf of the red-letter invoice
 * A refund on an order whose invoice is issued marks that invoice `redLetterDue` (finance reverses it with
 * /void); an application whose orders were refunded after it was made cannot be issued (409, reject it).
 *
 * Errors: an order already applied for (or not invoiceable) → 409; a move the status graph does not allow →
 * 409 (e.g. 发票当前状态为“已开票”，不能驳回); type other than 2/4 or kind other than 20 → 400.
 */

// ---------------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------------

export const INVOICE_STATUS = { APPLYING: 1, ISSUED: 2, REJECTED: 3, VOIDED: 4 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  1: '申请中',
  2: '已开票',
  3: '已驳回',
  4: '已作废',
};
/** VAT rate of the goods sold (13%, 《增值税暂行条例》 for goods). */
export const INVOICE_TAX_RATE_PERCENT = 13;
/** At most this many orders in one application. */
export const INVOICE_MAX_ORDERS = 50;

const id = labelledId('编号');
export const invoiceIdBody = z.object({ id });
export type InvoiceIdBody = z.input<typeof invoiceIdBody>;

// ---------------------------------------------------------------------------------------------------
// Invoice titles
// ---------------------------------------------------------------------------------------------------

/** 统一社会信用代码: 18 characters, checked with the GB 32100-2015 check character. Lower case is upper-cased. */
export const taxNoField = z
  .string({ error: '请输入纳税人识别号' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v.length === 18, '纳税人识别号应为 18 位统一社会信用代码')
  .refine((v) => v.length !== 18 || isValidTaxId(v), '纳税人识别号校验位不正确，请核对统一社会信用代码');

/** The invoice type a buyer may choose: 增值税专用发票, electronic (2) or paper (4). */
export const invoiceTypeChoice = z.union(
  CHOOSABLE_INVOICE_TYPES.map((t) => z.literal(t)) as unknown as [z.ZodLiteral<2>, z.ZodLiteral<4>],
  { error: '发票类型只能选择增值税专用发票（电子或纸质）' },
);

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}不能超过 ${max} 个字`).optional().default('');

export const invoiceTitleInput = z.object({
  companyName: inputText('单位名称', 100, 2),
  taxNo: taxNoField,
  regAddress: inputText('注册地址', 200, 2),
  regPhone: z
    .string({ error: '请输入注册电话' })
    .trim()
    .regex(/^[\d\-\s()+]{7,20}$/, '注册电话格式不正确'),
  bankName: inputText('开户银行', 100, 2),
  bankAccount: z
    .string({ error: '请输入银行账号' })
    .trim()
    .regex(/^[\d\s-]{6,40}$/, '银行账号格式不正确'),
  /** Where electronic invoices (type 2) are sent. */
  email: z
    .union([z.literal(''), z.email('收票邮箱格式不正确').max(100, '收票邮箱过长')])
    .optional()
    .default(''),
  /** Where paper invoices (type 4) are posted. */
  receiverName: optionalText(30, '收票人'),
  receiverMobile: z
    .union([z.literal(''), z.string().regex(/^1\d{10}$/, '收票人手机号格式不正确')])
    .optional()
    .default(''),
  receiveAddress: optionalText(200, '收票地址'),
  /** 1: make it the default title. */
  isDefault: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .default(0),
});
export type InvoiceTitleInput = z.input<typeof invoiceTitleInput>;
export const invoiceTitleEditBody = invoiceTitleInput.extend({ id });
export type InvoiceTitleEditBody = z.input<typeof invoiceTitleEditBody>;

export const invoiceTitle = z.object({
  id: dbId,
  companyName: z.string(),
  taxNo: z.string(),
  regAddress: z.string(),
  regPhone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  email: z.string(),
  receiverName: z.string(),
  receiverMobile: z.string(),
  receiveAddress: z.string(),
  isDefault: z.number().int(),
  createdAt: isoTime,
  /** A company invoice title shared with its members (管理员 and 财务 manage it). */
  shared: z.boolean().optional(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitle>;
export const invoiceTitleList = z.array(invoiceTitle);
export const MAX_INVOICE_TITLES = 20;

// ---------------------------------------------------------------------------------------------------
// Orders awaiting invoicing and the application
// ---------------------------------------------------------------------------------------------------

export const unappliedListBody = z.object(buyerPaging).optional().default({ pageNum: 1, pageSize: 10 });
export type UnappliedListBody = z.input<typeof unappliedListBody>;

export const unappliedOrder = z.object({
  orderNo: z.string(),
  ...coded('status'),
  payMethod: z.number().int(),
  payAmount: yuan,
  /** Refunded through after-sales so far. */
  refundedAmount: yuan,
  /** payAmount − refundedAmount: what an invoice over this order would carry. */
  invoiceableAmount: yuan,
  /** The invoice choice made at checkout (type 2/4 and title), or null. */
  checkoutInvoice: z.object({ type: z.number().int(), titleId: z.number().int() }).nullable(),
  lineCount: count,
  /** Titles of the first lines (up to 3). */
  lineTitles: z.array(z.string()),
  paidAt: isoTimeOrNull,
  createdAt: isoTime,
  /** Who invoices it (the order's seller: 0 the platform, else the shop); one application, one seller. */
  ...sellerFields,
});
export type UnappliedOrder = z.infer<typeof unappliedOrder>;
export const unappliedPage = pageOf(unappliedOrder);
export type UnappliedPage = z.infer<typeof unappliedPage>;

export const invoiceApplyBody = z.object({
  /** One or several orders of the buyer, each awaiting invoicing. */
  orderNos: z
    .array(orderNoItem, { error: '请选择要开票的订单' })
    .min(1, '请选择要开票的订单')
    .max(INVOICE_MAX_ORDERS, `一次最多选择 ${INVOICE_MAX_ORDERS} 个订单`)
    .refine((a) => new Set(a).size === a.length, '订单重复'),
  type: invoiceTypeChoice,
  /** 20 special (the only kind offered); defaults to 20. */
  kind: z
    .literal(INVOICE_KIND.SPECIAL, { error: '发票种类只能选择增值税专用发票' })
    .optional()
    .default(INVOICE_KIND.SPECIAL),
  titleId: id,
  remark: remarkField,
});
export type InvoiceApplyBody = z.input<typeof invoiceApplyBody>;

/** 按包裹开票: an invoice for one shipment of an order (what it shipped, at the order's prices). */
export const shipmentInvoiceBody = invoiceApplyBody
  .omit({ orderNos: true })
  .extend({ orderNo: orderNoItem, shipmentId: id });
export type ShipmentInvoiceBody = z.input<typeof shipmentInvoiceBody>;

/** One line of the invoice (货物或应税劳务): order lines of the same SKU and price merged, refunds deducted. */
export const invoiceLine = z.object({
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: count,
  /** Unit price without tax (yuan, may carry more than 2 decimals as on real invoices: 4 here). */
  unitPriceExclTax: yuan,
  amountExclTax: yuan,
  taxRate: z.string(),
  taxAmount: yuan,
  /** amountExclTax + taxAmount. */
  amountInclTax: yuan,
  /** The applicant's company's 物料编码 of the line's SKU when applied (not printed on the invoice). */
  ...materialCodeField,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceAmounts = z.object({
  /** 价税合计: the orders' total less refunds. */
  totalAmount: yuan,
  /** 大写 of totalAmount (壹仟贰佰叁拾肆元伍角整). */
  totalAmountCapital: z.string(),
  amountExclTax: yuan,
  taxAmount: yuan,
  taxRate: z.string(),
  /** Sum of the orders' payable amounts and what after-sales refunded of them. */
  ordersAmount: yuan,
  refundedAmount: yuan,
});
export type InvoiceAmounts = z.infer<typeof invoiceAmounts>;

/** The title as the application recorded it (every field but the saved title's own bookkeeping). */
export const invoiceTitleSnapshot = invoiceTitle.omit({
  id: true,
  isDefault: true,
  createdAt: true,
  shared: true,
});
export type InvoiceTitleSnapshot = z.infer<typeof invoiceTitleSnapshot>;

export const invoiceApplyPreview = z.object({
  ...coded('type'),
  kind: z.number().int(),
  title: invoiceTitleSnapshot,
  orderNos: z.array(z.string()),
  amounts: invoiceAmounts,
  lines: z.array(invoiceLine),
});
export type InvoiceApplyPreview = z.infer<typeof invoiceApplyPreview>;

// ---------------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------------

export const invoiceListBody = z
  .object({
    /** 1 申请中, 2 已开票, 3 已驳回, 4 已作废; all when omitted. */
    status: z.coerce.number().int().min(1).max(4, '发票状态不正确').optional(),
    ...buyerPaging,
  })
  .optional()
  .default({ pageNum: 1, pageSize: 10 });
export type InvoiceListBody = z.input<typeof invoiceListBody>;

export const invoiceListItem = z.object({
  id: dbId,
  /** Our application number (KP + date + digits). */
  applyNo: z.string(),
  ...coded('type'),
  kind: z.number().int(),
  ...coded('status'),
  companyName: z.string(),
  taxNo: z.string(),
  totalAmount: yuan,
  orderNos: z.array(z.string()),
  /** 采购单号 of the company orders invoiced (empty for personal orders). */
  poNumbers: z.array(z.string()).optional(),
  /** The tax authority's invoice number and date, once issued. */
  invoiceNo: z.string().nullable(),
  issueDate: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** true for an issued electronic invoice (also after reversal): GET /api/invoice/pdf/{id}. */
  hasPdf: z.boolean(),
  appliedAt: isoTime,
  /** Why this issued invoice must be reversed by a red-letter invoice (a refund after issue), or null. */
  redLetterDue: z.string().nullable(),
  /** The issuer: the orders' seller (0 = the platform, 自营) and its name as printed on the invoice. */
  ...sellerFields,
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export const invoicePage = pageOf(invoiceListItem);
export type InvoicePage = z.infer<typeof invoicePage>;

export const invoiceTimelineEntry = z.object({
  /** applied | issued | rejected | voided. */
  ...codedWord('event'),
  note: z.string(),
  at: isoTime,
});

/**
 * A red-letter (红字/负数) invoice: reverses the whole blue invoice `blueInvoiceNo`; its amounts are negative
 * ("-1130.00"). Electronic ones have a PDF marked 红字 at `pdfUrl`.
 */
export const redLetterInvoice = z.object({
  invoiceNo: z.string(),
  issueDate: z.string(),
  blueInvoiceNo: z.string(),
  reason: z.string(),
  totalAmount: yuan,
  amountExclTax: yuan,
  taxAmount: yuan,
  pdfUrl: z.string().nullable(),
  createdAt: isoTime,
});
export type RedLetterInvoice = z.infer<typeof redLetterInvoice>;

export const invoiceDetail = invoiceListItem.extend({
  title: invoiceTitleSnapshot,
  amounts: invoiceAmounts,
  lines: z.array(invoiceLine),
  remark: z.string(),
  /** Paper invoices (type 4): how they were posted, once issued. */
  shipment: z.object({ courier: z.string(), trackingNo: z.string() }).nullable(),
  voidReason: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  /** The red-letter (负数) invoice that reversed this one, once voided. */
  redLetter: redLetterInvoice.nullable(),
  timeline: z.array(invoiceTimelineEntry),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
