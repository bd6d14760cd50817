import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  COMPANY_CODE,
  COMPANY_MSG,
  MESSAGE_TYPE,
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
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { findUsableAddress, toOrderAddress } from '../../trade/address';
import { holdAwardForApproval, releaseAward, type PendingAward } from '../../trade/bidding';
import { budgetsFor, remainingOf } from '../budget';
import { removeCartLines } from '../../trade/cart';
import { priceLines, problemsOf, resolveWanted, type SubmitInput } from '../../trade/checkout';
import { writeMessage } from '../../content/message';
import { companyContextOf, hasRole, requireRole, type CompanyContext } from '../../identity/company';
import { levelWord, matchRule, resolveLevels } from '../approval';
import type { RequestLevel } from '../approval/approval.table';
import { costCentreOf } from '../company-checkout';
import { purchaseRequestSteps, purchaseRequests, type PurchaseRequestRow } from './purchase-request.table';

const requestLink = (requestNo: string) => `/company/requests/detail?requestNo=${requestNo}`;

/** Resolves a buyer's saved invoice title name (the invoice module provides it). */
export type TitleLookup = (
  db: DbOrTx,
  userId: number,
  titleId: number,
) => Promise<{ titleName: string; taxNo: string } | null>;

export type RequestDeps = {
  invoiceTitles: TitleLookup;
  /** SMS text through the provider; failures are logged, never fatal. */
  notify: (mobile: string, content: string) => Promise<void>;
  logError: (err: unknown, msg: string) => void;
};

/** Writes a step of the request's history. */
export async function recordStep(
  tx: DbOrTx,
  requestId: number,
  step: {
    action: string;
    actorId: number | null;
    actorName: string;
    level?: number | null;
    comment?: string;
  },
) {
  await tx.insert(purchaseRequestSteps).values({
    requestId,
    action: step.action,
    actorId: step.actorId,
    actorName: step.actorName,
    level: step.level ?? null,
    comment: step.comment ?? '',
  });
}

/** A member's display name. */
export async function nameOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select coalesce(nullif(name, ''), username) as name from users where id = ${userId}`,
  );
  return row?.name ?? '';
}

/** Messages each user (system message now) and returns their mobiles (SMS after commit). */
export async function tellUsers(
  tx: DbOrTx,
  userIds: readonly number[],
  row: Pick<PurchaseRequestRow, 'requestNo'>,
  title: string,
  content: string,
): Promise<string[]> {
  for (const userId of new Set(userIds))
    await writeMessage(tx, {
      userId,
      type: MESSAGE_TYPE.APPROVAL,
      title,
      content,
      link: requestLink(row.requestNo),
    });
  if (!userIds.length) return [];
  const rows = await queryRows<{ mobile: string }>(
    tx,
    sql`select mobile from users where id = any(${sql.param([...new Set(userIds)])}::bigint[])`,
  );
  return rows.map((r) => r.mobile);
}

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

/** Purchase requests: submit, withdraw, the lists and the detail. Approving lives in approve-request.ts. */
export class PurchaseRequestService {
  constructor(
    private readonly db: Db,
    private readonly deps: RequestDeps,
  ) {}

  /** Sends SMS texts after the transaction (best effort: the system message is the record). */
  sms(mobiles: readonly string[], text: string) {
    for (const mobile of new Set(mobiles))
      void this.deps
        .notify(mobile, text)
        .catch((err: unknown) => this.deps.logError(err, 'approval sms failed'));
  }

  /**
   * 提交采购申请: prices and checks the lines like checkout, finds the rule that catches the order (400 when
   * none: place it directly), resolves each level's approvers, refuses when a budget would not cover it,
   * and stores the request with the checkout choices; the bought cart lines leave the cart. Idempotent per key.
   */
  async submit(
    userId: number,
    input: SubmitInput,
    award?: { prices: ReadonlyMap<number, number>; bidding: PendingAward },
  ): Promise<PurchaseRequest> {
    const ctx = requireRole(await companyContextOf(this.db, userId));
    if (ctx.poRequired && !input.poNumber) throw badRequest(COMPANY_MSG.PO_REQUIRED);
    const departmentId = await costCentreOf(this.db, ctx, input.costCentreId);
    const before = await this.byKey(userId, input.idempotencyKey);
    if (before) return this.detail(userId, before.requestNo);
    let mobiles: string[] = [];
    let requestNo = '';
    try {
      await this.db.transaction(async (tx) => {
        const address = await findUsableAddress(tx, userId, input.addressId);
        if (!address) throw notFound('收货地址不存在');
        const wanted = await resolveWanted(tx, userId, input);
        // A bidding award holds the winning quotes' unit prices.
        const lines = await priceLines(tx, wanted, address.provinceCode, { userId, fixed: award?.prices });
        const problems = problemsOf(lines);
        if (problems.length) throw conflict(`商品信息有变化，请返回修改：${problems.join('；')}`);
        const amountFen = lines.reduce((n, l) => n + l.amountFen, 0);
        if (input.expectedPayAmount !== undefined && input.expectedPayAmount !== fenToYuan(amountFen))
          throw conflict(`商品价格有变动，应付金额已更新为 ¥${fenToYuan(amountFen)}，请确认后重新提交`);
        const rule = await matchRule(
          tx,
          ctx,
          departmentId,
          lines.map((l) => l.productId),
          amountFen,
        );
        if (!rule) throw badRequest('该订单无需审批，请直接提交订单');
        const levels = await resolveLevels(tx, ctx, departmentId, rule);
        for (const { budget, remainingFen } of await remainingOf(
          tx,
          await budgetsFor(tx, ctx.companyId, userId, departmentId),
        ))
          if (remainingFen < amountFen)
            throw new AppError(
              409,
              `超出预算：${budget.name}预算剩余 ¥${fenToYuan(Math.max(0, remainingFen))}，本单金额 ¥${fenToYuan(amountFen)}`,
              COMPANY_CODE.BUDGET_EXCEEDED,
            );
        let invoiceTitle = '';
        if (input.invoice) {
          const title = await this.deps.invoiceTitles(tx, userId, input.invoice.titleId);
          if (!title) throw notFound('发票抬头不存在');
          invoiceTitle = title.titleName;
        }
        const orderAddress = toOrderAddress(address);
        const [row] = await tx
          .insert(purchaseRequests)
          .values({
            companyId: ctx.companyId,
            requesterId: userId,
            departmentId,
            idempotencyKey: input.idempotencyKey,
            ruleId: rule.id,
            ruleName: rule.name,
            levels,
            amountFen,
            lines: lines.map((l) => ({
              skuId: l.skuId,
              productId: l.productId,
              title: l.title,
              image: l.image,
              specValues: l.specValues,
              unit: l.unit,
              priceFen: l.priceFen,
              quantity: l.quantity,
            })),
            checkout: {
              addressId: input.addressId,
              payMethod: input.payMethod,
              invoice: input.invoice ? { type: input.invoice.type, titleId: input.invoice.titleId } : null,
              remark: input.remark,
              expectedDeliveryDate: input.expectedDeliveryDate ?? null,
            },
            addressText: {
              name: orderAddress.contactName,
              mobile: orderAddress.mobile,
              fullAddress: orderAddress.fullAddress,
            },
            invoiceTitle,
            poNumber: input.poNumber,
            remark: input.remark,
            bidding: award?.bidding ?? null,
          })
          .returning();
        requestNo = row!.requestNo;
        if (award) await holdAwardForApproval(tx, award.bidding.id, requestNo);
        const me = await nameOf(tx, userId);
        await recordStep(tx, row!.id, {
          action: '提交',
          actorId: userId,
          actorName: me,
          comment: input.remark,
        });
        await removeCartLines(
          tx,
          userId,
          lines.flatMap((l) => (l.cartLineId ? [l.cartLineId] : [])),
        );
        mobiles = await tellUsers(
          tx,
          levels[0]!.userIds,
          row!,
          '有新的采购申请待您审批',
          `${me} 提交了采购申请 ${requestNo}，金额 ¥${fenToYuan(amountFen)}（${rule.name}），请及时审批。`,
        );
      });
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      if ((e?.code ?? e?.cause?.code) === '23505') {
        const first = await this.byKey(userId, input.idempotencyKey);
        if (first) return this.detail(userId, first.requestNo);
      }
      throw err;
    }
    this.sms(mobiles, `【工业品商城】您有一个新的采购申请 ${requestNo} 待审批，请登录企业账户处理。`);
    return this.detail(userId, requestNo);
  }

  private async byKey(userId: number, key: string) {
    const [row] = await this.db
      .select({ requestNo: purchaseRequests.requestNo })
      .from(purchaseRequests)
      .where(and(eq(purchaseRequests.requesterId, userId), eq(purchaseRequests.idempotencyKey, key)));
    return row ?? null;
  }

  /** 撤回 (the requester, while 待审批). */
  async withdraw(userId: number, requestNo: string): Promise<PurchaseRequest> {
    let mobiles: string[] = [];
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(purchaseRequests)
        .where(and(eq(purchaseRequests.requestNo, requestNo), eq(purchaseRequests.requesterId, userId)))
        .for('update');
      if (!row) throw notFound('采购申请不存在');
      if (row.status !== REQUEST_STATUS.PENDING) throw conflict('该申请已处理，不能撤回');
      await tx
        .update(purchaseRequests)
        .set({ status: REQUEST_STATUS.WITHDRAWN, updatedAt: new Date() })
        .where(eq(purchaseRequests.id, row.id));
      await recordStep(tx, row.id, { action: '撤回', actorId: userId, actorName: await nameOf(tx, userId) });
      if (row.bidding) await releaseAward(tx, row.bidding, `（采购申请 ${row.requestNo}）已撤回`);
      mobiles = await tellUsers(
        tx,
        row.levels[row.currentLevel - 1]?.userIds ?? [],
        row,
        '采购申请已撤回',
        `采购申请 ${row.requestNo} 已由申请人撤回，无需审批。`,
      );
    });
    this.sms(mobiles, `【工业品商城】采购申请 ${requestNo} 已由申请人撤回，无需审批。`);
    return this.detail(userId, requestNo);
  }

  private async page(where: SQL, q: z.output<typeof requestListBody>) {
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
      this.db,
      sql`select count(*)::int as n from purchase_requests r join users u on u.id = r.requester_id where ${cond}`,
    );
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
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

  /** 我的申请. */
  async mine(userId: number, q: z.output<typeof requestListBody>) {
    return this.page(sql`r.requester_id = ${userId}`, q);
  }

  /** 待我审批: pending requests of my company whose current level names me. */
  async todo(userId: number, q: z.output<typeof requestListBody>) {
    const ctx = await companyContextOf(this.db, userId);
    if (!ctx) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
    return this.page(
      sql`r.company_id = ${ctx.companyId} and r.status = ${REQUEST_STATUS.PENDING}
          and (r.levels -> (r.current_level - 1) -> 'userIds') @> ${JSON.stringify([userId])}::jsonb`,
      { ...q, status: undefined },
    );
  }

  /** The request in full, for its requester, any of its approvers, and the company's 管理员 (else 404). */
  async detail(userId: number, requestNo: string): Promise<PurchaseRequest> {
    const ctx = await companyContextOf(this.db, userId);
    const [raw] = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select ${SUMMARY_FIELDS} from purchase_requests r join users u on u.id = r.requester_id
          left join company_departments d on d.id = r.department_id where r.request_no = ${requestNo}`,
    );
    const row = raw ? fromRaw(raw) : null;
    if (!row || !canSee(row, userId, ctx)) throw notFound('采购申请不存在');
    const steps = await this.db
      .select()
      .from(purchaseRequestSteps)
      .where(eq(purchaseRequestSteps.requestId, row.id))
      .orderBy(purchaseRequestSteps.id);
    const pending = row.status === REQUEST_STATUS.PENDING;
    return {
      ...toSummary(row),
      lines: row.lines.map((l) => ({
        skuId: l.skuId,
        productId: l.productId,
        title: l.title,
        image: l.image,
        specValues: l.specValues,
        unit: l.unit,
        price: fenToYuan(l.priceFen),
        quantity: l.quantity,
        amount: fenToYuan(l.priceFen * l.quantity),
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
        at: s.at.toISOString(),
      })),
      canApprove:
        pending &&
        row.requesterId !== userId &&
        (row.levels[row.currentLevel - 1]?.userIds ?? []).includes(userId),
      canWithdraw: pending && row.requesterId === userId,
    };
  }
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
