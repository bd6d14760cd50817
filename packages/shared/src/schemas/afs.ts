import { z } from 'zod';
import { DB_INT_MAX } from './limits';
import { pageOf } from '../envelope';
import {
  buyerPaging,
  chosenId,
  coded,
  documentTimelineEntry,
  lineGoods,
  lineTotal,
  orderNoField,
  shipmentFields,
} from './fields';
import { count, dbId, isoTime, isoTimeOrNull, yuan } from './scalars';

/*
 * Wire contract of after-sales service (售后). A request is about one order line of a received (4)
 * or completed (5) order of the buyer. Buyer calls need a buyer token and see only the buyer's own requests
 * and orders (foreign or unknown → 404). Operator calls live under /api/admin/afs/… (roles 超级管理员 or 运营;
 * refund also 财务; buyer tokens 403). Amounts are yuan strings; times ISO-8601.
 *
 * Photos are uploaded first with POST /api/files/upload (multipart `file`, PNG/JPG/GIF/WEBP ≤ 2 MB — the
 * type is checked against the file's own bytes) and passed here as the returned URLs (at most 5).
 *
 * Buyer
 *   POST /api/afs/applyInfo    {orderNo}          → AfsApplyInfo (lines with what may still be requested)
 *   POST /api/afs/apply        AfsApplyBody       → AfsDetail (status 1 待审核)
 *   POST /api/afs/list         AfsListBody        → Page<AfsListItem> (/afs/list)
 *   POST /api/afs/detail       {afsNo}            → AfsDetail (with timeline)
 *   POST /api/afs/cancel       {afsNo}            → AfsDetail (1 → 9, only while 待审核)
 *   POST /api/afs/shipReturn   {afsNo, carrier, trackingNo} → AfsDetail (5 待寄回 → 6 已寄回)
 * Operator: afs-admin.ts.
 *
 * Status graph (anything else → 409 售后单当前状态为“X”，不能Y):
 *   1 待审核 → 2 退款中 (仅退款) | 5 待寄回 (退货退款, 换货) | 4 已驳回 | 9 已取消 (buyer)
 *   5 待寄回 → 6 已寄回 (buyer enters carrier + tracking number)
 *   6 已寄回 → 2 退款中 (退货退款) | 7 换货中 (换货)
 *   2 退款中 → 3 已退款;  7 换货中 → 8 已完成
 * Quantity ≤ bought − already requested (requests not rejected or cancelled) → else 409.
 * Refund ≤ what was paid for the line less what was already refunded of it → else 409.
 */

export const AFS_TYPE = { REFUND_ONLY: 1, RETURN_REFUND: 2, EXCHANGE: 3 } as const;
export type AfsType = (typeof AFS_TYPE)[keyof typeof AFS_TYPE];
export const AFS_TYPE_LABEL: Record<AfsType, string> = { 1: '仅退款', 2: '退货退款', 3: '换货' };

/** After-sales states; 1/2/3 are the refund status codes (1's label is ours). */
export const AFS_STATUS = {
  PENDING_REVIEW: 1,
  REFUNDING: 2,
  REFUNDED: 3,
  REJECTED: 4,
  AWAITING_RETURN: 5,
  RETURNED: 6,
  EXCHANGING: 7,
  COMPLETED: 8,
  CANCELLED: 9,
} as const;
export type AfsStatus = (typeof AFS_STATUS)[keyof typeof AFS_STATUS];
export const AFS_STATUS_LABEL: Record<AfsStatus, string> = {
  1: '待审核',
  2: '退款中',
  3: '已退款',
  4: '已驳回',
  5: '待寄回',
  6: '已寄回',
  7: '换货中',
  8: '已完成',
  9: '已取消',
};
/** States that are final (nothing more happens). */
export const AFS_FINAL_STATUSES: readonly AfsStatus[] = [3, 4, 8, 9];

export const AFS_REASONS = [
  '商品质量问题',
  '商品与描述不符',
  '收到商品破损',
  '少件/漏发',
  '发错货',
  '规格型号选错',
  '不想要了',
  '其他',
] as const;
export const AFS_MAX_PHOTOS = 5;

export const AFS_EVENT_LABEL = {
  applied: '提交售后申请',
  cancelled: '买家取消申请',
  approved: '平台审核通过',
  rejected: '平台驳回申请',
  returnShipped: '买家已寄回商品',
  returnReceived: '平台确认收到退货',
  refunded: '退款完成',
  exchangeShipped: '换货商品已发出',
} as const;
export type AfsEvent = keyof typeof AFS_EVENT_LABEL;

const afsNo = z
  .string({ error: '请提供售后单号' })
  .trim()
  .regex(/^SH\d{8,22}$/, '售后单号格式不正确');
export const afsNoBody = z.object({ afsNo });
export type AfsNoBody = z.input<typeof afsNoBody>;
export const afsOrderBody = z.object({ orderNo: orderNoField });

/** A stored upload URL (from POST /api/files/upload). */
export const uploadedImageUrl = z
  .string()
  .regex(/^\/api\/files\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/, '图片地址不正确，请重新上传');
export const photoList = z
  .array(uploadedImageUrl)
  .max(AFS_MAX_PHOTOS, `最多上传 ${AFS_MAX_PHOTOS} 张图片`)
  .optional()
  .default([]);

export const afsApplyBody = z.object({
  orderNo: orderNoField,
  orderLineId: chosenId('售后商品'),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择售后类型' }),
  quantity: z.coerce
    .number({ error: '请填写申请数量' })
    .int('申请数量必须是整数')
    .min(1, '申请数量最少为 1')
    .max(DB_INT_MAX, '数量过大'),
  reason: z.enum(AFS_REASONS, { error: '请选择申请原因' }),
  description: z.string().trim().max(500, '问题描述不能超过 500 个字').optional().default(''),
  photos: photoList,
});
export type AfsApplyBody = z.input<typeof afsApplyBody>;

export const afsApplyLine = z.object({
  orderLineId: dbId,
  ...lineGoods,
  ...lineTotal,
  /** Quantity in requests that are not rejected or cancelled. */
  requestedQuantity: count,
  /** quantity − requestedQuantity. */
  availableQuantity: count,
  /** Refunded or reserved for refunds of this line so far. */
  refundedAmount: yuan,
});
export type AfsApplyLine = z.infer<typeof afsApplyLine>;
export const afsApplyInfo = z.object({
  orderNo: z.string(),
  orderStatus: z.number().int(),
  payStatus: z.number().int(),
  /** false when the order is not received/completed or the time limit has passed (reason says why). */
  canApply: z.boolean(),
  reason: z.string().nullable(),
  /** Last moment a request may be opened (ISO); null while the order is not yet received. */
  deadline: isoTimeOrNull,
  /** Types offered: refunds need a paid order. */
  types: z.array(z.object({ value: z.number().int(), label: z.string() })),
  reasons: z.array(z.string()),
  lines: z.array(afsApplyLine),
});
export type AfsApplyInfo = z.infer<typeof afsApplyInfo>;

export const afsListBody = z
  .object({
    /** One of AFS_STATUS; all when omitted. */
    status: z.coerce.number().int().min(1).max(9, '售后状态不正确').optional(),
    /** 1 待审核 / 2 退款中 / 3 已退款 (refund requests only). */
    refundStatus: z.coerce.number().int().min(1).max(3, '退款状态不正确').optional(),
    orderNo: z.string().trim().max(32).optional(),
    ...buyerPaging,
  })
  .optional()
  .default({ pageNum: 1, pageSize: 10 });
export type AfsListBody = z.input<typeof afsListBody>;

export const afsListItem = z.object({
  afsNo: z.string(),
  orderNo: z.string(),
  orderLineId: dbId,
  ...coded('type'),
  ...coded('status'),
  /** 1 待审核, 2 退款中, 3 已退款 for refund types while not rejected/cancelled; null otherwise. */
  refundStatus: z.number().int().nullable(),
  refundStatusLabel: z.string().nullable(),
  product: z.object(lineGoods),
  quantity: count,
  reason: z.string(),
  /** Refund due (set on apply: price × quantity within the line's cap) and refunded so far. */
  refundAmount: yuan,
  refundedAmount: yuan,
  createdAt: isoTime,
  /** What the buyer may do now. */
  actions: z.object({ canCancel: z.boolean(), canShipReturn: z.boolean() }),
});
export type AfsListItem = z.infer<typeof afsListItem>;
export const afsPage = pageOf(afsListItem);
export type AfsPage = z.infer<typeof afsPage>;

export const afsTimelineEntry = documentTimelineEntry;
export type AfsTimelineEntry = z.infer<typeof afsTimelineEntry>;

export const afsDetail = afsListItem.extend({
  description: z.string(),
  photos: z.array(z.string()),
  rejectReason: z.string().nullable(),
  /** Where to send the goods back (待寄回), from the platform's settings. */
  returnAddress: z.string().nullable(),
  returnShipment: z.object({ carrier: z.string(), trackingNo: z.string() }).nullable(),
  exchangeShipment: z.object({ carrier: z.string(), trackingNo: z.string() }).nullable(),
  refund: z
    .object({
      /** online (through the payment gateway) | offline (recorded by finance). */
      channel: z.string(),
      refundNo: z.string(),
      amount: yuan,
      refundedAt: isoTime,
    })
    .nullable(),
  timeline: z.array(afsTimelineEntry),
});
export type AfsDetail = z.infer<typeof afsDetail>;

export const afsShipBody = z.object({ afsNo, ...shipmentFields });
export type AfsShipBody = z.input<typeof afsShipBody>;
