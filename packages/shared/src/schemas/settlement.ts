import { z } from 'zod';
import { pageOf } from '../envelope';
import { buyerPaging, coded, requiredText } from './fields';
import { DB_INT_MAX } from './limits';
import { count, dbId, fen, isoTime, isoTimeOrNull } from './scalars';

/*
 * Wire contract of merchant settlement (结算). Money is integer fen.
 *
 * A statement covers one shop and one month (China time): the shop's orders completed (已完成) in it, less
 * what was refunded on them, less the platform's commission (the shop's rate of each line's level-one
 * category, per order line, rounded half up) = payable. Status 1 待确认 → 2 已确认 (the shop's 店铺管理员 or
 * 财务) → 3 已付款 (an operator, with the payment reference). A statement not yet confirmed is regenerated
 * (refunds since are counted); a confirmed one is fixed. A refund made after that is carried by the shop's
 * next statement as a 退款调整 line (amount 0: the refund since, the commission on it given back, the payable
 * taken off), so a statement of adjustments alone may be payable below zero (the shop owes the platform).
 *
 * Portal (/api/portal/settlement, roles 店铺管理员 / 财务):
 *   POST list    SettlementListBody     → Page<Settlement>
 *   POST detail  {id}                   → SettlementDetail
 *   POST confirm {id}                   → Settlement
 *   GET  export?id=                     → .xlsx
 * Operators (/api/admin/settlement, area 财务):
 *   POST list     SettlementListBody (+merchantId)     → Page<Settlement>
 *   POST detail   {id}                                 → SettlementDetail
 *   POST generate {period, merchantId?}                → {generated} (every shop with completed orders)
 *   POST pay      {id, payRef}                         → Settlement
 *   GET  export?id=                                    → .xlsx
 */

export const SETTLEMENT_STATUS = { PENDING: 1, CONFIRMED: 2, PAID: 3 } as const;
export const SETTLEMENT_STATUS_LABEL: Record<number, string> = { 1: '待确认', 2: '已确认', 3: '已付款' };

export const settlementId = z.coerce
  .number({ error: '结算单不正确' })
  .int()
  .min(1, '结算单不正确')
  .max(DB_INT_MAX, '结算单不正确');
/** A month, YYYY-MM. */
export const settlementPeriod = z
  .string({ error: '请选择结算月份' })
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, '结算月份不正确');

export const settlementListBody = z.object({
  period: settlementPeriod.optional(),
  status: z.coerce
    .number()
    .int()
    .refine((v) => [0, 1, 2, 3].includes(v), '结算状态不正确')
    .optional()
    .default(0),
  merchantId: z.coerce.number().int().min(1).max(DB_INT_MAX).optional(),
  ...buyerPaging,
});
export type SettlementListBody = z.input<typeof settlementListBody>;

export const settlementGenerateBody = z.object({
  period: settlementPeriod,
  merchantId: z.coerce.number().int().min(1, '店铺不正确').max(DB_INT_MAX, '店铺不正确').optional(),
});
export type SettlementGenerateBody = z.input<typeof settlementGenerateBody>;

export const settlementPayBody = z.object({
  id: settlementId,
  payRef: requiredText('付款流水号', 64),
});
export type SettlementPayBody = z.input<typeof settlementPayBody>;

/** A statement's figures and its confirmation and payment, as the portal, the console and the merchant API show them. */
export const settlementFigures = {
  orderCount: count,
  completedFen: fen,
  refundFen: fen,
  commissionFen: fen,
  payableFen: fen,
  confirmedBy: z.string(),
  confirmedAt: isoTimeOrNull,
  /** The platform's payment reference once 已付款. */
  payRef: z.string(),
  paidAt: isoTimeOrNull,
  generatedAt: isoTime,
};

export const settlement = z.object({
  id: dbId,
  statementNo: z.string(),
  merchantId: dbId,
  merchantName: z.string(),
  period: z.string(),
  ...coded('status'),
  ...settlementFigures,
});
export type Settlement = z.infer<typeof settlement>;
export const settlementPage = pageOf(settlement);

/** 1: an order line completed in the month; 2 (退款调整): a refund since a fixed statement counted the line. */
export const SETTLEMENT_LINE_KIND_LABEL: Record<number, string> = { 1: '订单', 2: '退款调整' };
/** What a statement line counts, after its kind: the portal's line and the open API's alike. */
export const settlementLineFigures = {
  /** Kind 2: the statement whose line this corrects. */
  adjustsStatementNo: z.string(),
  orderNo: z.string(),
  completedAt: isoTime,
  title: z.string(),
  categoryTitle: z.string(),
  /** Commission rate in basis points (500 = 5%). */
  rateBp: z.number().int(),
  amountFen: fen,
  refundFen: fen,
  commissionFen: fen,
  payableFen: fen,
};
export const settlementLine = z.object({ kind: z.number().int(), ...settlementLineFigures });
export type SettlementLine = z.infer<typeof settlementLine>;
export const settlementDetail = settlement.extend({ lines: z.array(settlementLine) });
export type SettlementDetail = z.infer<typeof settlementDetail>;
