import { z } from 'zod';
import { DB_INT_MAX } from './limits';
import { count, dbId, fen, isoTime, isoTimeOrNull } from './scalars';

/*
 * 数电票, slice 2: 红字确认单 (red-letter confirmation forms) and 授信额度 (each seller's monthly quota).
 *
 * Either side applies for a form over an issued blue 数电票 (by its invoice application's id): the seller (the
 * console for 自营, the portal for a shop) or the buyer (the person, or the company's 财务). When the buyer has
 * confirmed the use of the invoice (专票: from issue; 普票: by 确认用途), the other party confirms or rejects
 * within 72 hours, else the form is void (已作废); otherwise it takes effect at once (无需确认). A form in effect
 * produces the red invoice (negative amounts) through the seller's provider, linked to the blue one.
 *
 *   POST /api/invoice/einvoice/red-forms          {status?}                      → RedForm[]   (the buyer's side)
 *   POST /api/invoice/einvoice/red-forms/apply    RedFormApplyBody               → RedForm     (财务 or the person)
 *   POST /api/invoice/einvoice/red-forms/confirm  {id}                           → RedForm     (财务 or the person)
 *   POST /api/invoice/einvoice/red-forms/reject   {id, reason}                   → RedForm
 *   POST /api/invoice/einvoice/red-forms/revoke   {id}                           → RedForm     (the applicant)
 *   POST /api/invoice/einvoice/confirm-use        {invoiceId}                    → null        (确认用途 of a 普票)
 *   POST /api/admin|portal/invoice/einvoice/red-forms           {status?, invoiceId?} → RedForm[]
 *   POST /api/admin|portal/invoice/einvoice/red-forms/apply     RedFormApplyBody      → RedForm
 *   POST /api/admin|portal/invoice/einvoice/red-forms/confirm   {id}  /reject {id, reason}  /revoke {id}
 *   GET  /api/admin|portal/invoice/einvoice/quota                                 → EinvoiceQuota
 *   POST /api/admin|portal/invoice/einvoice/quota/refresh                         → EinvoiceQuota
 */

export const RED_FORM_REASONS = ['开票有误', '销货退回', '服务终止', '销售折让'] as const;
export type RedFormReason = (typeof RED_FORM_REASONS)[number];

export const RED_FORM_STATUSES = [
  'pending',
  'confirmed',
  'no_confirm',
  'rejected',
  'revoked',
  'expired',
] as const;
export type RedFormStatus = (typeof RED_FORM_STATUSES)[number];
export const RED_FORM_STATUS_LABEL: Record<RedFormStatus, string> = {
  pending: '待对方确认',
  confirmed: '已确认',
  no_confirm: '无需确认',
  rejected: '已拒绝',
  revoked: '已撤销',
  expired: '已作废',
};
/** The bureau's window for the other party to confirm (hours). */
export const RED_FORM_CONFIRM_HOURS = 72;

export const RED_INVOICE_STATUSES = ['none', 'queued', 'issuing', 'issued', 'failed'] as const;
export type RedInvoiceStatus = (typeof RED_INVOICE_STATUSES)[number];

export const RED_FORM_MSG = {
  NO_BLUE: '该发票申请没有已开具的数电票',
  FORM_NOT_FOUND: '红字确认单不存在',
  OVER: '红冲超过可冲销的数量或金额',
  NOTHING_LEFT: '该数电票已全额红冲，没有可冲销的金额',
  ONE_PENDING: '该数电票已有一张待确认的红字确认单，请先处理',
  LINE: '明细行不存在',
  NOT_PENDING: '该红字确认单不在待确认状态',
  EXPIRED: '已超过72小时确认期限，该红字确认单已作废',
  OWN_FORM: '不能确认或拒绝己方提出的红字确认单，须由对方确认',
  NOT_APPLICANT: '只有申请方可以撤销红字确认单',
  NOT_FINANCE: '只有购买方企业的财务可以办理红字确认单',
  REASON: '请选择红冲原因：开票有误、销货退回、服务终止或销售折让',
  REJECT_REASON: '请填写拒绝理由（1到100个字）',
  PROVIDER: '开票服务未受理：',
  USE_SPECIAL: '数电专票开具即视为已确认用途',
} as const;

const idField = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(1, msg).max(DB_INT_MAX, msg);

export const redFormLineInput = z.object({
  /** The blue invoice's line (0-based, as listed in the blue request). */
  index: z.number({ error: RED_FORM_MSG.LINE }).int(RED_FORM_MSG.LINE).min(0, RED_FORM_MSG.LINE).max(999),
  /** How many to reverse (0 for 销售折让: amount only). */
  quantity: z
    .number({ error: RED_FORM_MSG.OVER })
    .int(RED_FORM_MSG.OVER)
    .min(0, RED_FORM_MSG.OVER)
    .max(DB_INT_MAX),
  /** Tax-inclusive amount to reverse, 分, positive. */
  amountFen: z
    .number({ error: RED_FORM_MSG.OVER })
    .int(RED_FORM_MSG.OVER)
    .min(1, RED_FORM_MSG.OVER)
    .max(Number.MAX_SAFE_INTEGER),
});
export const redFormApplyBody = z.object({
  invoiceId: idField(RED_FORM_MSG.NO_BLUE),
  reason: z.enum(RED_FORM_REASONS, { error: RED_FORM_MSG.REASON }),
  /** Selected lines; left out: everything not yet reversed. */
  lines: z.array(redFormLineInput).min(1).max(200).optional(),
});
export type RedFormApplyBody = z.infer<typeof redFormApplyBody>;
export const redFormIdBody = z.object({ id: idField(RED_FORM_MSG.FORM_NOT_FOUND) });
export const redFormRejectBody = z.object({
  id: idField(RED_FORM_MSG.FORM_NOT_FOUND),
  reason: z
    .string({ error: RED_FORM_MSG.REJECT_REASON })
    .trim()
    .min(1, RED_FORM_MSG.REJECT_REASON)
    .max(100, RED_FORM_MSG.REJECT_REASON),
});
export const redFormListBody = z.object({
  status: z.enum(RED_FORM_STATUSES).optional(),
  invoiceId: idField(RED_FORM_MSG.NO_BLUE).optional(),
});
export const einvoiceConfirmUseBody = z.object({ invoiceId: idField(RED_FORM_MSG.NO_BLUE) });

export const redFormLine = z.object({
  index: z.number().int(),
  name: z.string(),
  /** Negative: what the red invoice reverses. */
  quantity: count,
  amountFen: fen,
});
export const redForm = z.object({
  id: dbId,
  invoiceId: dbId,
  merchantId: dbId,
  /** Our serial of the form (unique; the provider's calls are keyed by it). */
  serial: z.string(),
  /** 红字确认单编号 from the provider. */
  formNumber: z.string(),
  blueNumber: z.string(),
  sellerName: z.string(),
  buyerName: z.string(),
  applicant: z.enum(['seller', 'buyer']),
  applicantLabel: z.string(),
  reason: z.enum(RED_FORM_REASONS),
  lines: z.array(redFormLine),
  /** Negative, tax-inclusive 分. */
  totalFen: fen,
  status: z.enum(RED_FORM_STATUSES),
  statusLabel: z.string(),
  needsConfirm: z.boolean(),
  /** Until when the other party may confirm (null when no confirmation is needed). */
  confirmBy: z.string().nullable(),
  rejectReason: z.string(),
  afsNo: z.string(),
  redStatus: z.enum(RED_INVOICE_STATUSES),
  /** The red invoice's 20-digit number once issued. */
  redNumber: z.string().nullable(),
  redLastAnswer: z.string(),
  createdAt: isoTime,
});
export type RedForm = z.infer<typeof redForm>;
export const redFormList = z.array(redForm);

/** A seller's 授信额度 this month as last read from its provider. */
export const einvoiceQuota = z.object({
  merchantId: dbId,
  /** Tax-exclusive 分. */
  totalFen: fen,
  usedFen: fen,
  remainingFen: fen,
  /** Used share in whole percent. */
  usedPercent: z.number().int(),
  /** At or over 80 %, or in the month's last days with more waiting than left: the console and the portal warn. */
  warn: z.boolean(),
  warning: z.string(),
  /** Requests held because they would exceed the quota (the month-end merged run among them). */
  heldCount: count,
  heldFen: fen,
  /**
   * Applications still 申请中 and not held (the month-end merged invoices among them), tax-exclusive 分: in the
   * last QUOTA_MONTH_END_DAYS days of the month the warning says so when they exceed what is left.
   */
  waitingCount: count,
  waitingFen: fen,
  readAt: isoTimeOrNull,
  lastError: z.string(),
});
export type EinvoiceQuota = z.infer<typeof einvoiceQuota>;
export const QUOTA_WARN_PERCENT = 80;
/** How many days before the month's end the coming issues are set against what is left of the quota. */
export const QUOTA_MONTH_END_DAYS = 5;
