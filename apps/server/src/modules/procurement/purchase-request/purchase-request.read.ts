import { eq, sql, type SQL } from 'drizzle-orm';
import {
  PAY_METHOD_LABEL,
  REQUEST_STATUS,
  REQUEST_STATUS_LABEL,
  fenToYuan,
  type PurchaseRequest,
  type PurchaseRequestSummary,
  type RequestStatus,
  type requestListBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { companyContextOf, hasRole, type CompanyContext } from '../../identity/company';
import { levelWord } from '../approval';
import type { RequestLevel } from '../approval/approval.table';
import { pricedLineProduct } from '../../trade/order';
import { purchaseRequestSteps, type PurchaseRequestRow } from './purchase-request.table';

type SummaryRow = PurchaseRequestRow & { requesterName: string; departmentName: string | null };

function toSummary(r: SummaryRow): PurchaseRequestSummary {
  return {
    requestNo: r.requestNo,
    status: r.status,
    statusLabel: REQUEST_STATUS_LABEL[r.status as RequestStatus] ?? '',
    requesterName: r.requesterName,
    departmentName: r.departmentName ?? '',
    amount: fenToYuan(r.amountFen),
    lineCount: r.lines.length,
    firstTitle: r.lines[0]?.title ?? '',
    poNumber: r.poNumber,
    ruleName: r.ruleName,
    currentLevel: r.currentLevel,
    levelCount: r.levels.length,
    orderNo: r.orderNo,
    biddingNo: r.bidding?.biddingNo ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

const SUMMARY_FIELDS = sql`r.*, coalesce(nullif(u.name, ''), u.username) as requester_name, d.name as department_name`;

/** One page of requests matching `where` (the status filter and the keyword added). */
export async function requestPage(db: Db, where: SQL, q: z.output<typeof requestListBody>) {
  const filters = [where];
  if (q.status) filters.push(sql`r.status = ${q.status}`);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`(r.request_no ilike ${like} or r.po_number ilike ${like} or r.lines::text ilike ${like} or u.name ilike ${like})`,
    );
  }
  const cond = sql.join(filters, sql` and `);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from purchase_requests r join users u on u.id = r.requester_id where ${cond}`,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${SUMMARY_FIELDS} from purchase_requests r join users u on u.id = r.requester_id
        left join company_departments d on d.id = r.department_id where ${cond}
        order by r.created_at desc, r.id desc limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
  );
  return {
    list: rows.map((r) => toSummary(fromRaw(r))),
    total: Number(count?.n ?? 0),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** The request in full, for its requester, any of its approvers, and the company's 管理员 (else 404). */
export async function requestDetail(db: Db, userId: number, requestNo: string): Promise<PurchaseRequest> {
  const ctx = await companyContextOf(db, userId);
  const [raw] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${SUMMARY_FIELDS} from purchase_requests r join users u on u.id = r.requester_id
        left join company_departments d on d.id = r.department_id where r.request_no = ${requestNo}`,
  );
  const row = raw ? fromRaw(raw) : null;
  if (!row || !canSee(row, userId, ctx)) throw notFound('采购申请不存在');
  const steps = await db
    .select()
    .from(purchaseRequestSteps)
    .where(eq(purchaseRequestSteps.requestId, row.id))
    .orderBy(purchaseRequestSteps.id);
  const pending = row.status === REQUEST_STATUS.PENDING;
  return {
    ...toSummary(row),
    lines: row.lines.map((l) => ({
      ...pricedLineProduct(l),
      quantity: l.quantity,
      amount: fenToYuan(l.priceFen * l.quantity),
      // 分地址配送: only on a line that goes elsewhere than the request's address.
      ...(l.deliveryAddress && { deliveryAddress: l.deliveryAddress }),
    })),
    address: row.addressText,
    invoiceTitle: row.invoiceTitle,
    payMethodLabel: PAY_METHOD_LABEL[row.checkout.payMethod] ?? '',
    remark: row.remark,
    reason: row.reason,
    levels: row.levels.map((l: RequestLevel) => ({
      level: l.level,
      approvers: `${levelWord(l.level)}：${l.label}`,
      decided: row.status === REQUEST_STATUS.APPROVED || l.level < row.currentLevel,
    })),
    steps: steps.map((s) => ({
      action: s.action,
      actorName: s.actorName,
      level: s.level,
      comment: s.comment,
      channel: s.channel,
      at: s.at.toISOString(),
    })),
    canApprove:
      pending &&
      row.requesterId !== userId &&
      (row.levels[row.currentLevel - 1]?.userIds ?? []).includes(userId),
    canWithdraw: pending && row.requesterId === userId,
  };
}

function canSee(row: PurchaseRequestRow, userId: number, ctx: CompanyContext | null): boolean {
  if (row.requesterId === userId) return true;
  if (!ctx || ctx.companyId !== row.companyId) return false;
  if (hasRole(ctx, '管理员')) return true;
  if (row.departmentId !== null && ctx.headOf.includes(row.departmentId)) return true;
  return row.levels.some((l) => l.userIds.includes(userId));
}

/** A raw `r.*` row (snake_case) as the drizzle row type, plus the joined names. */
function fromRaw(r: Record<string, unknown>): SummaryRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(r.id),
    requestNo: r.request_no as string,
    companyId: Number(r.company_id),
    requesterId: Number(r.requester_id),
    departmentId: n(r.department_id),
    idempotencyKey: r.idempotency_key as string,
    ruleId: n(r.rule_id),
    ruleName: r.rule_name as string,
    levels: r.levels as RequestLevel[],
    currentLevel: Number(r.current_level),
    status: Number(r.status),
    amountFen: Number(r.amount_fen),
    lines: r.lines as PurchaseRequestRow['lines'],
    checkout: r.checkout as PurchaseRequestRow['checkout'],
    addressText: r.address_text as PurchaseRequestRow['addressText'],
    invoiceTitle: r.invoice_title as string,
    poNumber: r.po_number as string,
    remark: r.remark as string,
    reason: r.reason as string,
    orderId: n(r.order_id),
    orderNo: (r.order_no as string | null) ?? null,
    bidding: (r.bidding as PurchaseRequestRow['bidding']) ?? null,
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
    requesterName: r.requester_name as string,
    departmentName: (r.department_name as string | null) ?? null,
  };
}
