import { z } from 'zod';
import { adminPaging, buyerDocumentPage, DAY_PATTERN, labelledId, reasonText } from './fields';
import { invoiceListItem } from './invoice';

/*
 * Wire contract of the operator's invoice calls (/api/admin/invoice/…, paths in invoice.ts): the list over
 * every buyer, issuing, rejecting and voiding (a red-letter invoice) an application.
 */

const id = labelledId('编号');

export const adminInvoiceListBody = z.object({
  status: z.coerce.number().int().min(1).max(4, '发票状态不正确').optional(),
  /** Username or company name contains. */
  buyer: z.string().trim().max(50).optional(),
  /** true: only issued invoices waiting for a red-letter reversal (refunded after issue). */
  redLetterDue: z.boolean().optional(),
  /** Console only: 'platform' = 自营 invoices (the platform issues them), 'shops' = shops' (read-only). */
  seller: z.enum(['platform', 'shops'], { error: '开票方不正确' }).optional(),
  ...adminPaging,
});
export type AdminInvoiceListBody = z.input<typeof adminInvoiceListBody>;
export const adminInvoicePage = buyerDocumentPage(invoiceListItem);
export type AdminInvoicePage = z.infer<typeof adminInvoicePage>;

export const issueInvoiceBody = z.object({
  id,
  /** 发票号码: 8 digits (paper) or 20 digits (全电发票). */
  invoiceNo: z
    .string({ error: '请输入发票号码' })
    .trim()
    .regex(/^(\d{8}|\d{20})$/, '发票号码应为 8 位或 20 位数字'),
  /** 开票日期 YYYY-MM-DD. */
  issueDate: z.string({ error: '请选择开票日期' }).regex(DAY_PATTERN, '开票日期格式不正确'),
  /** Paper invoices (type 4) only, required there. */
  courier: z.string().trim().max(50, '快递公司名称过长').optional(),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, '快递单号格式不正确')
    .optional(),
});
export type IssueInvoiceBody = z.input<typeof issueInvoiceBody>;

export const invoiceReasonBody = z.object({
  id,
  reason: reasonText('请填写原因', '原因'),
});
export type InvoiceReasonBody = z.input<typeof invoiceReasonBody>;

/** 作废 an issued invoice = issue a red-letter invoice reversing it (its number and date from the tax system). */
export const invoiceVoidBody = invoiceReasonBody.extend({
  redInvoiceNo: z
    .string({ error: '请输入红字发票号码' })
    .trim()
    .regex(/^(\d{8}|\d{20})$/, '红字发票号码应为 8 位或 20 位数字'),
  redIssueDate: z
    .string({ error: '请选择红字发票开票日期' })
    .regex(DAY_PATTERN, '红字发票开票日期格式不正确'),
});
export type InvoiceVoidBody = z.input<typeof invoiceVoidBody>;
