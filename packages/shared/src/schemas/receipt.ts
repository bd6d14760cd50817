import { z } from 'zod';
import { photoList } from './afs';
import { chosenId, orderLineRef, orderNoField } from './fields';
import { isoTime } from './scalars';

/*
 * Wire contract of goods receipt (到货验收, issue 48, slice 2). The order's owner, or a member of its company
 * with the 收货人 role, receives a shipment line by line: accepted and rejected quantities, a rejection's reason
 * and photos (POST /api/files/upload). Rejected quantities open an after-sales request (换货) per line.
 *
 *   POST /api/order/shipments/receipt         ReceiptBody           → OrderShipments (with the receipts)
 *   GET  /api/company/receipt-settings                              → ReceiptSettings (every member)
 *   POST /api/company/receipt-settings        ReceiptSettingsBody   → ReceiptSettings (管理员)
 */

/** Why goods are rejected at receipt. */
export const RECEIPT_REJECT_REASONS = ['破损', '错发', '质量问题', '数量短缺'] as const;
export type ReceiptRejectReason = (typeof RECEIPT_REJECT_REASONS)[number];

/** Days after 已签收 an unreceived shipment is received automatically, when the company has not set it. */
export const DEFAULT_AUTO_RECEIPT_DAYS = 7;

const count = (label: string) =>
  z.coerce
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数`)
    .min(0, `${label}不能为负数`)
    .max(999_999, `${label}过大`)
    .default(0);

export const receiptLine = z.object({
  orderLineId: chosenId('验收商品'),
  accepted: count('合格数量'),
  rejected: count('拒收数量'),
  rejectReason: z
    .enum(RECEIPT_REJECT_REASONS, { error: '请选择拒收原因：破损、错发、质量问题或数量短缺' })
    .optional(),
  photos: photoList,
});

export const receiptBody = z.object({
  orderNo: orderNoField,
  shipmentId: chosenId('包裹'),
  lines: z
    .array(receiptLine)
    .min(1, '请填写验收的商品')
    .max(200, '一次最多验收 200 行')
    .superRefine((lines, ctx) => {
      lines.forEach((l, i) => {
        if (l.accepted + l.rejected === 0)
          ctx.addIssue({ code: 'custom', path: [i, 'accepted'], message: '合格数量与拒收数量不能都为 0' });
        if (l.rejected > 0 && !l.rejectReason)
          ctx.addIssue({ code: 'custom', path: [i, 'rejectReason'], message: '有拒收数量时请选择拒收原因' });
      });
    }),
  note: z.string().trim().max(200, '备注不能超过 200 个字').optional().default(''),
});
export type ReceiptBody = z.input<typeof receiptBody>;

export const receiptView = z.object({
  id: z.number(),
  /** Who recorded it ('' for the system: automatic receipt or a whole-order confirm). */
  receivedBy: z.string(),
  auto: z.boolean(),
  note: z.string(),
  createdAt: isoTime,
  lines: z.array(
    z.object({
      ...orderLineRef,
      accepted: z.number(),
      rejected: z.number(),
      rejectReason: z.string(),
      photos: z.array(z.string()),
      /** The after-sales request the rejection opened ('' when nothing was rejected). */
      afsNo: z.string(),
    }),
  ),
});
export type ReceiptView = z.infer<typeof receiptView>;

export const receiptSettingsBody = z.object({
  autoReceiptDays: z.coerce
    .number({ error: '请填写自动验收天数' })
    .int('自动验收天数须为整数')
    .min(1, '自动验收天数至少为 1 天')
    .max(60, '自动验收天数最多为 60 天'),
});
export const receiptSettings = z.object({ autoReceiptDays: z.number() });
export type ReceiptSettings = z.infer<typeof receiptSettings>;
