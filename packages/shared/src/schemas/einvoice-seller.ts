import { z } from 'zod';
import { pageOf } from '../envelope';
import { DB_INT_MAX } from './limits';
import { RED_FORM_MSG } from './einvoice-red';
import { count, dbId, fen, isoTimeOrNull } from './scalars';

/*
 * 数电票, the seller's side of 申请红字确认单 (issue 47, point 4): the blue 数电票 the seller issued (the console:
 * 自营, merchant 0; the portal: the caller's shop), searched by 发票号码, buyer name, 申请单号 or order number,
 * each with what is still reversible (its total and lines less the live 红字确认单), so a clerk picks an
 * invoice and lines instead of typing them. Another seller's invoice is 404 (detail) or absent (list).
 *
 *   POST /api/admin|portal/invoice/einvoice/blue-invoices         SellerBlueInvoiceQuery → Page<SellerBlueInvoice>
 *   POST /api/admin|portal/invoice/einvoice/blue-invoices/detail  {invoiceId}            → SellerBlueInvoiceDetail
 */

export const sellerBlueInvoiceQuery = z.object({
  /** 发票号码, buyer name, 申请单号 or order number (part of any). */
  keyword: z.string().trim().max(40, '搜索词最多 40 个字').optional(),
  /** Only invoices with something left to reverse. */
  reversibleOnly: z.boolean().optional(),
  pageNum: z.coerce.number().int('页码必须是整数').min(1, '页码最小为 1').default(1),
  pageSize: z.coerce.number().int('每页条数必须是整数').min(1).max(50, '每页最多 50 条').default(10),
});
export type SellerBlueInvoiceQuery = z.infer<typeof sellerBlueInvoiceQuery>;

export const sellerBlueInvoiceBody = z.object({
  invoiceId: z.coerce
    .number({ error: RED_FORM_MSG.NO_BLUE })
    .int(RED_FORM_MSG.NO_BLUE)
    .min(1, RED_FORM_MSG.NO_BLUE)
    .max(DB_INT_MAX, RED_FORM_MSG.NO_BLUE),
});

export const sellerBlueInvoice = z.object({
  /** The invoice application's id: what 申请红字确认单 takes. */
  invoiceId: dbId,
  /** 申请单号 (KP…). */
  applyNo: z.string(),
  /** The 20-digit 发票号码. */
  number: z.string(),
  /** 81 数电专票, 82 数电普票. */
  type: z.string(),
  typeLabel: z.string(),
  issuedAt: isoTimeOrNull,
  buyerName: z.string(),
  buyerTaxId: z.string(),
  orderNos: z.array(z.string()),
  /** 价税合计, 分. */
  totalFen: fen,
  /** Already reversed or applied for by live forms (待确认, 已确认, 无需确认), positive 分. */
  reversedFen: fen,
  /** What a new form may still reverse, 分. */
  leftFen: fen,
  /** A form waits for the other party: a new one is refused until it is settled. */
  hasPendingForm: z.boolean(),
  /** The buyer confirmed the invoice's use: a new form waits for the buyer's confirmation (72 hours). */
  needsConfirm: z.boolean(),
});
export type SellerBlueInvoice = z.infer<typeof sellerBlueInvoice>;
export const sellerBlueInvoicePage = pageOf(sellerBlueInvoice);

export const sellerBlueInvoiceLine = z.object({
  /** The blue line's index (0-based): what a form's line names. */
  index: z.number().int(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  /** 税率, e.g. '13'. */
  rate: z.string(),
  quantity: count,
  /** Tax-inclusive, 分. */
  amountFen: fen,
  /** Reversed by live forms (positive). */
  reversedQuantity: count,
  reversedFen: fen,
  leftQuantity: count,
  leftFen: fen,
});
export type SellerBlueInvoiceLine = z.infer<typeof sellerBlueInvoiceLine>;
export const sellerBlueInvoiceDetail = sellerBlueInvoice.extend({
  lines: z.array(sellerBlueInvoiceLine),
});
export type SellerBlueInvoiceDetail = z.infer<typeof sellerBlueInvoiceDetail>;
