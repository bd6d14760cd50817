import { z } from 'zod';
import { adminPaging, buyerDocumentPage, reasonText, remarkField, YUAN_PATTERN } from './fields';
import { afsListItem, afsNoBody } from './afs';

/*
 * Wire contract of the operator's after-sales calls, under /api/admin/afs/… (roles 超级管理员 or 运营; refund
 * also 财务; buyer tokens 403). The status graph and the limits are afs.ts's.
 *
 *   POST /api/admin/afs/list            AdminAfsListBody      → Page<AfsListItem & {buyer}>
 *   POST /api/admin/afs/detail          {afsNo}               → AfsDetail
 *   POST /api/admin/afs/approve         {afsNo, note?}        → AfsDetail (1 → 2 退款中 for 仅退款, 5 待寄回 otherwise)
 *   POST /api/admin/afs/reject          {afsNo, reason}       → AfsDetail (1 → 4)
 *   POST /api/admin/afs/confirmReturn   {afsNo, note?}        → AfsDetail (6 → 2 退款中 / 7 换货中)
 *   POST /api/admin/afs/refund          AfsRefundBody         → AfsDetail (2 → 3; online: through the gateway)
 *   POST /api/admin/afs/shipExchange    {afsNo, carrier, trackingNo} → AfsDetail (7 → 8 已完成)
 */

const afsNo = afsNoBody.shape.afsNo;

export const adminAfsListBody = z.object({
  status: z.coerce.number().int().min(1).max(9).optional(),
  afsNo: z.string().trim().max(32).optional(),
  orderNo: z.string().trim().max(32).optional(),
  ...adminPaging,
});
export type AdminAfsListBody = z.input<typeof adminAfsListBody>;
export const adminAfsPage = buyerDocumentPage(afsListItem);
export type AdminAfsPage = z.infer<typeof adminAfsPage>;

export const afsNoteBody = z.object({ afsNo, note: remarkField });
export type AfsNoteBody = z.input<typeof afsNoteBody>;
export const afsRejectBody = z.object({
  afsNo,
  reason: reasonText('请填写驳回原因', '驳回原因'),
});
export type AfsRejectBody = z.input<typeof afsRejectBody>;
export const afsRefundBody = z.object({
  afsNo,
  /** Yuan; defaults to the request's refund amount; never above the line's remaining paid amount (409). */
  amount: z.string().regex(YUAN_PATTERN, '退款金额格式不正确').optional(),
  /** Offline orders: the bank transfer voucher of the refund. */
  note: remarkField,
});
export type AfsRefundBody = z.input<typeof afsRefundBody>;
