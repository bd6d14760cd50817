import { z } from 'zod';
import { pageOf, pageQuery } from '../envelope';
import { count, dbId, fen, isoTime } from './scalars';

/*
 * Wire contract of the three-way match (三单匹配, issue 48 item 5): per company order line, ordered (quantity ×
 * price), received (accepted quantity) and invoiced (quantity and amount, red invoices netted), a status and
 * the difference. Money in 分 (integers).
 *
 *   POST /api/company/match/list            MatchListQuery        → MatchPage (the company's 财务 or 管理员)
 *   GET  /api/company/match/export          MatchExportQuery      → .xlsx
 *   POST /api/admin/fulfilment/match/list   AdminMatchListQuery   → MatchPage (console, finance area)
 */

/** Statuses, in precedence order (the first that applies wins); see docs/decisions/2026-11-30-three-way-match.md. */
export const MATCH_STATUSES = ['超额开票', '待收货', '数量不符', '金额不符', '待开票', '匹配'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

const matchFilters = {
  /** Orders placed in this month (YYYY-MM, Beijing time). */
  month: z
    .string()
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM（2000 年及以后）')
    .optional(),
  status: z.enum(MATCH_STATUSES, { message: '匹配状态不正确' }).optional(),
  orderNo: z.string().trim().max(32, '订单号过长').optional(),
  /** The orders a credit statement (对账单) bills. */
  statementNo: z.string().trim().max(32, '对账单号过长').optional(),
};
export const matchExportQuery = z.object(matchFilters);
export type MatchExportQuery = z.infer<typeof matchExportQuery>;
export const matchListQuery = pageQuery.extend(matchFilters);
export type MatchListQuery = z.infer<typeof matchListQuery>;
export const adminMatchListQuery = matchListQuery.extend({
  companyId: z.coerce.number().int('企业 ID 必须是整数').positive('企业 ID 必须是正整数').optional(),
});
export type AdminMatchListQuery = z.infer<typeof adminMatchListQuery>;

export const matchLine = z.object({
  companyId: dbId,
  orderNo: z.string(),
  orderedAt: isoTime,
  orderLineId: dbId,
  title: z.string(),
  unit: z.string(),
  priceFen: fen,
  orderedQuantity: count,
  orderedFen: fen,
  /** Accepted quantity (rejected pieces do not count). */
  receivedQuantity: count,
  receivedFen: fen,
  invoicedQuantity: count,
  invoicedFen: fen,
  status: z.enum(MATCH_STATUSES),
  /** The difference the status names (see MATCH_STATUSES' record): pieces and 分, signed. */
  diffQuantity: count,
  diffFen: fen,
});
export type MatchLine = z.infer<typeof matchLine>;
export const matchPage = pageOf(matchLine);
export type MatchPage = z.infer<typeof matchPage>;
