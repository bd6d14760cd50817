import { z } from 'zod';
import { orderCounts } from './order';
import { DB_INT_MAX } from './limits';
import { accountActivity, DAY_PATTERN, opsPaging as paging, orderNoItem, promptedText } from './fields';
import { pageOf } from '../envelope';
import { OPERATOR_ROLES, newPasswordSchema, operatorInfo, passwordNotUsername, usernameSchema } from './auth';
import { chinaDate, dbId, isoTime, yuan } from './scalars';

/*
 * Wire contract of the operator console's running calls: operator accounts, dashboard, order bulk
 * work, finance lists, buyers and the audit log. Every call lives under /api/admin, answers the
 * {code,msg,data} envelope, refuses buyer tokens (403 买家账号不能访问运营后台) and roles outside its console area
 * (403 当前角色没有此操作的权限; CONSOLE_AREAS in console-access.ts is the matrix, 超级管理员 always passes).
 * Money is yuan strings; times ISO-8601; dates 'YYYY-MM-DD' are China (Asia/Shanghai) days, both ends inclusive.
 * Every write is recorded in the audit log in its own transaction.
 *
 * Operators (area operators)
 *   POST /api/admin/operator/list          OperatorListBody        → Page<OperatorAccount>
 *   POST /api/admin/operator/create        OperatorCreateBody      → OperatorAccount (username taken → 409)
 *   POST /api/admin/operator/update        OperatorUpdateBody      → OperatorAccount (status 0 disables: his
 *                                                                     sessions are revoked, login refused; an
 *                                                                     operator cannot disable or demote himself → 400)
 *   POST /api/admin/operator/resetPassword OperatorResetPasswordBody → null (his sessions are revoked)
 *   POST /api/admin/operator/unlock        IdBody                  → null (login locks and delays lifted)
 *   GET  /api/admin/auth/me                                          → OperatorInfo (with role; existing call)
 * Dashboard (area dashboard)
 *   POST /api/admin/dashboard/summary      {}                      → DashboardSummary
 * Orders (area orders)
 *   POST /api/admin/order/list             AdminOrderListBody (order.ts; adds startDate, endDate, product)
 *                                                                  → AdminOrderPage
 *   POST /api/admin/order/bulkAccept       BulkAcceptBody          → BulkAcceptResult; when any order cannot
 *                                          be accepted: HTTP 409, msg 批量接单失败：…, data BulkReport
 *                                          (rows name each refused order) and nothing is changed
 *   POST /api/admin/order/carriers         {}                      → string[] (ORDER_CARRIERS)
 *   GET  /api/admin/order/shipTemplate                             → .xlsx (header 订单号, 物流公司, 运单号)
 *   POST /api/admin/order/bulkShip         multipart field `file` (.xlsx ≤ 2 MB, ≤ 500 rows)
 *                                                                  → BulkShipResult; any bad row: HTTP 400,
 *                                          msg 导入失败：第 N 行…, data BulkReport (row = spreadsheet row
 *                                          number, header is row 1) and no order is shipped
 * Finance (area payments)
 *   POST /api/admin/payment/list           PaymentListBody         → Page<PaymentRecord> (online payments and
 *                                                                     offline remittances)
 *   POST /api/admin/refund/list            RefundListBody          → Page<RefundRecord> (after-sales refunds
 *                                                                     and cancelled paid orders awaiting refund)
 * Buyers (area buyers)
 *   POST /api/admin/buyer/list             BuyerListBody           → Page<BuyerListItem>
 *   POST /api/admin/buyer/detail           {id}                    → BuyerDetail
 *   POST /api/admin/buyer/setStatus        {id, enabled}           → BuyerListItem (disabling revokes every
 *                                          session at once: access and refresh tokens; login answers 403
 *                                          账号已被停用，请联系客服 until enabled again)
 * Audit (area audit)
 *   POST /api/admin/audit/list             AuditListBody           → Page<AuditRecord> (newest first)
 */

// ---------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------

/** A China calendar day 'YYYY-MM-DD'. */
export const dayField = z
  .string()
  .regex(DAY_PATTERN, '日期格式应为 YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+08:00`)), '日期不正确');

/** Optional inclusive day range; startDate after endDate → 400. */
const dateRangeFields = { startDate: dayField.optional(), endDate: dayField.optional() };
type DayRange = { startDate?: string | undefined; endDate?: string | undefined };
const dateRangeOk = (b: DayRange) => !b.startDate || !b.endDate || b.startDate <= b.endDate;
const DATE_RANGE_MSG = '开始日期不能晚于结束日期';
/** The body of a console records list (audit, payments, refunds): its filters, the day range, the paging. */
export const datedListBody = <T extends z.ZodRawShape>(filters: T) =>
  z
    .object({ ...filters, ...dateRangeFields, ...paging })
    .refine((b) => dateRangeOk(b as DayRange), { message: DATE_RANGE_MSG, path: ['endDate'] });

const idField = z.coerce
  .number({ error: '请提供编号' })
  .int()
  .min(1, '编号不正确')
  .max(DB_INT_MAX, '编号不正确');
export const idBody = z.object({ id: idField });
export type IdBody = z.input<typeof idBody>;

/** Buyer shown beside a record. */
export const buyerRef = z.object({ id: z.number().int(), username: z.string(), companyName: z.string() });
export type BuyerRef = z.infer<typeof buyerRef>;

/** One refused row/order of an all-or-nothing bulk call. `row` is the spreadsheet row (bulk ship) or the
 * position in orderNos starting at 1 (bulk accept). */
export const bulkReportRow = z.object({ row: z.number().int(), orderNo: z.string(), msg: z.string() });
export type BulkReportRow = z.infer<typeof bulkReportRow>;
/** `data` of a refused bulk call (HTTP 400/409). */
export const bulkReport = z.object({ rows: z.array(bulkReportRow) });
export type BulkReport = z.infer<typeof bulkReport>;

// ---------------------------------------------------------------------------------------------------
// Operators
// ---------------------------------------------------------------------------------------------------

export const OPERATOR_STATUS = { DISABLED: 0, ACTIVE: 1 } as const;
export const OPERATOR_STATUS_LABEL: Record<0 | 1, string> = { 0: '已停用', 1: '正常' };

const roleField = z.enum(OPERATOR_ROLES, { error: '请选择角色' });
const operatorName = promptedText('请输入姓名', 50, '姓名过长');

export const operatorListBody = z.object({
  /** Matches username or name. */
  keyword: z.string().trim().max(50).optional(),
  role: roleField.optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  ...paging,
});
export type OperatorListBody = z.input<typeof operatorListBody>;

export const operatorAccount = operatorInfo.extend({
  ...accountActivity,
  /** Wrong passwords typed for this username in the last 15 minutes, from any address. */
  loginFailures: z.number().int(),
});
export type OperatorAccount = z.infer<typeof operatorAccount>;
export const operatorAccountPage = pageOf(operatorAccount);
export type OperatorAccountPage = z.infer<typeof operatorAccountPage>;

/** Same strength rule as buyers (8–20, two classes, no spaces, not the username). */
export const operatorCreateBody = passwordNotUsername(
  z.object({ username: usernameSchema, name: operatorName, role: roleField, password: newPasswordSchema }),
);
export type OperatorCreateBody = z.input<typeof operatorCreateBody>;

export const operatorUpdateBody = z.object({
  id: idField,
  name: operatorName,
  role: roleField,
  status: z.union([z.literal(0), z.literal(1)], { error: '状态不正确' }),
});
export type OperatorUpdateBody = z.input<typeof operatorUpdateBody>;

export const operatorResetPasswordBody = z.object({ id: idField, password: newPasswordSchema });
export type OperatorResetPasswordBody = z.input<typeof operatorResetPasswordBody>;

// ---------------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------------

export const salesDay = z.object({
  date: chinaDate,
  /** Orders placed that day (cancelled ones excluded). */
  orders: z.number().int(),
  amount: yuan,
});
export type SalesDay = z.infer<typeof salesDay>;

export const dashboardSummary = z.object({
  /** Orders placed today (China day), cancelled excluded, and their payable amount. */
  today: z.object({ orders: z.number().int(), amount: z.string() }),
  /** Orders waiting per status: 1 待接单, 2 待发货, 4 待收货. */
  waiting: orderCounts.pick({ pendingAcceptance: true, pendingShipment: true, pendingReceipt: true }),
  /** After-sales requests not yet final (status 1, 2, 5, 6, 7). */
  openAfs: z.number().int(),
  /** Invoice applications waiting (申请中). */
  pendingInvoices: z.number().int(),
  /** Open bidding requests whose deadline is within the next 3 days. */
  biddingsNearDeadline: z.number().int(),
  /** Merchant applications waiting for review. */
  pendingMerchants: z.number().int(),
  /** The last 30 China days, oldest first, today last; days without orders are zero. */
  sales: z.array(salesDay),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

// ---------------------------------------------------------------------------------------------------
// Orders: carriers, bulk accept, bulk ship
// ---------------------------------------------------------------------------------------------------

/** Carriers an operator picks from when shipping (also the valid values of the bulk-ship sheet). */
export const ORDER_CARRIERS = [
  '顺丰速运',
  '京东物流',
  '中通快递',
  '圆通速递',
  '申通快递',
  '韵达速递',
  '邮政EMS',
  '德邦快递',
  '极兔速递',
] as const;
export type OrderCarrier = (typeof ORDER_CARRIERS)[number];
/**
 * Header row of the bulk-ship spreadsheet. The first three ship a whole order (every line still unshipped);
 * 行号 (the line's place on the order, from 1) and 发货数量 ship chosen lines: the rows of one order and one
 * 运单号 are one parcel. A sheet of the first three alone (the template before lines) still imports.
 */
export const SHIP_SHEET_HEADER = ['订单号', '物流公司', '运单号', '行号', '发货数量'] as const;
/** The columns a whole-order sheet has (the older template). */
export const SHIP_SHEET_ORDER_COLUMNS = 3;
export const BULK_SHIP_MAX_ROWS = 500;
export const BULK_SHIP_MAX_BYTES = 2 * 1024 * 1024;

export const bulkAcceptBody = z.object({
  orderNos: z.array(orderNoItem, { error: '请选择订单' }).min(1, '请选择订单').max(200, '一次最多接 200 单'),
});
export type BulkAcceptBody = z.input<typeof bulkAcceptBody>;
export const bulkAcceptResult = z.object({ accepted: z.number().int(), orderNos: z.array(z.string()) });
export type BulkAcceptResult = z.infer<typeof bulkAcceptResult>;

export const bulkShipResult = z.object({
  /** Orders that got a parcel. */
  shipped: z.number().int(),
  /** Parcels recorded (one per order and 运单号). */
  parcels: z.number().int(),
  orders: z.array(
    z.object({
      row: z.number().int(),
      orderNo: z.string(),
      carrier: z.string(),
      trackingNo: z.string(),
      /** The line shipped (its place on the order); null: every line still unshipped. */
      lineNo: z.number().int().nullable(),
      /** Pieces of that line; null: all still unshipped. */
      quantity: z.number().int().nullable(),
    }),
  ),
});
export type BulkShipResult = z.infer<typeof bulkShipResult>;

export const carrierList = z.array(z.string());

// ---------------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------------

export const auditListBody = datedListBody({
  /** Exact operator username (case-insensitive). */
  operator: z.string().trim().max(32).optional(),
  /** Prefix of the dotted action, e.g. 'order.' or 'order.ship'. */
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
});
export type AuditListBody = z.input<typeof auditListBody>;

export const auditRecord = z.object({
  id: dbId,
  operatorId: dbId,
  operatorName: z.string(),
  role: z.string(),
  /** Dotted verb: order.accept, order.ship, invoice.issue, afs.refund, operator.create, buyer.disable … */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: isoTime,
});
export type AuditRecord = z.infer<typeof auditRecord>;
export const auditRecordPage = pageOf(auditRecord);
export type AuditRecordPage = z.infer<typeof auditRecordPage>;
