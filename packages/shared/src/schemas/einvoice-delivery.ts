import { z } from 'zod';
import { MOBILE_PATTERN } from './address';
import { einvoiceFolderId } from './einvoice-folder';
import { isoTime, isoTimeOrNull } from './scalars';

/*
 * 数电票 delivery (issue 47, item 2): the buyer sends an invoice of his 发票夹 by e-mail and/or SMS through the
 * seller's invoice provider (the e-mail carries the invoice's files; the SMS names its number).
 *
 *   POST /api/invoice/einvoice/folder/deliver   EinvoiceDeliverBody → EinvoiceDelivery
 *
 * `idempotencyKey` (optional, one per 发送 the buyer means): a retry with it answers the first delivery and
 * sends nothing more. The same invoice goes to the same address at most EINVOICE_DELIVERY_DAILY_MAX times a
 * China day, and a buyer sends at most EINVOICE_DELIVERY_USER_DAILY_MAX a day.
 */

export const EINVOICE_DELIVERY_MSG = {
  EMAIL: '请填写正确的邮箱地址',
  PHONE: '请填写正确的手机号码',
  NONE: '请填写邮箱或手机号码',
  KEY: '发送标识格式不正确',
  KEY_REUSED: '该发送标识已用于另一次发送，请重新发送',
  SAME_ADDRESS_LIMIT: '同一张发票发送到同一邮箱或手机号每天最多 5 次，请明天再试',
  USER_LIMIT: '今天发送发票的次数已达上限（50 次），请明天再试',
  FAILED: '发票发送失败：',
  UNKNOWN: '开票服务未及时应答，发送结果未知，请稍后重试',
  SENT: '发票已发送',
} as const;
/** The same invoice to the same address, per China day. */
export const EINVOICE_DELIVERY_DAILY_MAX = 5;
/** Deliveries one buyer may ask for per China day. */
export const EINVOICE_DELIVERY_USER_DAILY_MAX = 50;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const einvoiceDeliveryEmail = z
  .string({ error: EINVOICE_DELIVERY_MSG.EMAIL })
  .trim()
  .max(100, EINVOICE_DELIVERY_MSG.EMAIL)
  .pipe(z.email(EINVOICE_DELIVERY_MSG.EMAIL));
export const einvoiceDeliveryPhone = z
  .string({ error: EINVOICE_DELIVERY_MSG.PHONE })
  .trim()
  .regex(MOBILE_PATTERN, EINVOICE_DELIVERY_MSG.PHONE);

export const einvoiceDeliverBody = z
  .object({
    id: einvoiceFolderId,
    email: z.preprocess(blankToUndefined, einvoiceDeliveryEmail.optional()),
    phone: z.preprocess(blankToUndefined, einvoiceDeliveryPhone.optional()),
    idempotencyKey: z
      .string({ error: EINVOICE_DELIVERY_MSG.KEY })
      .regex(/^[\w-]{8,64}$/, EINVOICE_DELIVERY_MSG.KEY)
      .optional(),
  })
  .refine((b) => Boolean(b.email || b.phone), { message: EINVOICE_DELIVERY_MSG.NONE });
export type EinvoiceDeliverBody = z.input<typeof einvoiceDeliverBody>;

export const EINVOICE_DELIVERY_STATUS_LABEL = {
  sending: '发送中',
  sent: '已发送',
  failed: '发送失败',
} as const;

/** A delivery as answered: where it went and how the provider answered. */
export const einvoiceDelivery = z.object({
  /** Our delivery serial (the provider's key). */
  serial: z.string(),
  /** The folder row (`blue-…` / `red-…`) and its 20-digit number. */
  id: z.string(),
  number: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(['sending', 'sent', 'failed']),
  statusLabel: z.string(),
  createdAt: isoTime,
  answeredAt: isoTimeOrNull,
});
export type EinvoiceDelivery = z.infer<typeof einvoiceDelivery>;
