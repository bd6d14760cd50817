import { and, eq, sql } from 'drizzle-orm';
import {
  COMPANY_CODE,
  COMPANY_MSG,
  REQUEST_STATUS,
  fenToYuan,
  type PurchaseRequest,
  type requestListBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { toOrderAddress } from '../../trade/address';
import { holdAwardForApproval, releaseAward, type PendingAward } from '../../trade/bidding';
import { budgetsFor, remainingOf } from '../budget';
import { removeCartLines } from '../../trade/cart';
import { pricedSubmission, type SubmitInput } from '../../trade/checkout';
import { lineProduct } from '../../trade/order';
import { companyContextOf, requireRole } from '../../identity/company';
import { matchRule, resolveLevels } from '../approval';
import { costCentreOf } from '../company-checkout';
import { requestDetail, requestPage } from './purchase-request.read';
import { nameOf, recordStep, tellUsers } from './purchase-request.steps';
import {
  announce,
  type ApprovalDecided,
  type ApprovalDecidedHook,
  type ApprovalWaiting,
  type ApprovalWaitingHook,
} from './purchase-request.hooks';
import { purchaseRequests } from './purchase-request.table';
import { lineAddressOf } from './request-line-addresses';

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
  /** Listeners told when a level starts waiting (notifications). */
  approvalWaiting?: ApprovalWaitingHook;
  /** Listeners told when a request is approved, rejected or returned (notifications). */
  approvalDecided?: ApprovalDecidedHook;
};

/** Purchase requests: submit, withdraw, the lists and the detail. Approving lives in approve-request.ts. */
export class PurchaseRequestService {
  constructor(
    private readonly db: Db,
    private readonly deps: RequestDeps,
  ) {}

  /** Tells the approvalWaiting listeners, in `tx`; the answer runs what waits for the commit. */
  announceWaiting(tx: DbOrTx, event: Omit<ApprovalWaiting, 'afterCommit'>) {
    return announce(this.deps.approvalWaiting, tx, event);
  }

  /** Tells the approvalDecided listeners, in `tx`; the answer runs what waits for the commit. */
  announceDecided(tx: DbOrTx, event: Omit<ApprovalDecided, 'afterCommit'>) {
    return announce(this.deps.approvalDecided, tx, event);
  }

  /**
   * Sends SMS texts after the transaction (best effort: the system message is the record). Only a withdrawal
   * now: the waiting and decided SMS go through the notification service (its 短信 channel).
   */
  sms(mobiles: readonly string[], text: string) {
    for (const mobile of new Set(mobiles))
      void this.deps
        .notify(mobile, text)
        .catch((err: unknown) => this.deps.logError(err, 'approval sms failed'));
  }

  /**
   * 提交采购申请: prices and checks the lines like checkout, finds the rule that catches the order (400 when
   * none: place it directly), resolves each level's approvers, refuses when a budget would not cover it,
   * and stores the request with the checkout choices (分地址配送: each line's own address, checked as checkout
   * checks it); the bought cart lines leave the cart. Idempotent per key.
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
    let requestNo = '';
    let afterCommit = () => {};
    try {
      await this.db.transaction(async (tx) => {
        // 分地址配送: checked as checkout checks it (the buyer's or his company's addresses, else 404), each
        // line priced in the province it goes to. A bidding award holds the winning quotes' unit prices.
        const { address, elsewhere, lines, amountFen } = await pricedSubmission(
          tx,
          userId,
          input,
          award?.prices,
        );
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
              ...lineProduct(l),
              priceFen: l.priceFen,
              quantity: l.quantity,
              ...lineAddressOf(elsewhere, l.skuId),
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
        // The approvers' 站内信, 短信 and mail are the notification service's (approval.waiting, as they chose).
        afterCommit = await this.announceWaiting(tx, {
          companyId: ctx.companyId,
          requestNo,
          amountFen,
          ruleName: rule.name,
          requesterName: me,
          level: levels[0]!.level,
          approverIds: levels[0]!.userIds,
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        const first = await this.byKey(userId, input.idempotencyKey);
        if (first) return this.detail(userId, first.requestNo);
      }
      throw err;
    }
    afterCommit();
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

  /** 我的申请. */
  async mine(userId: number, q: z.output<typeof requestListBody>) {
    return requestPage(this.db, sql`r.requester_id = ${userId}`, q);
  }

  /** 待我审批: pending requests of my company whose current level names me. */
  async todo(userId: number, q: z.output<typeof requestListBody>) {
    const ctx = await companyContextOf(this.db, userId);
    if (!ctx) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
    return requestPage(
      this.db,
      sql`r.company_id = ${ctx.companyId} and r.status = ${REQUEST_STATUS.PENDING}
          and (r.levels -> (r.current_level - 1) -> 'userIds') @> ${JSON.stringify([userId])}::jsonb`,
      { ...q, status: undefined },
    );
  }

  /** The request in full, for its requester, any of its approvers, and the company's 管理员 (else 404). */
  detail(userId: number, requestNo: string): Promise<PurchaseRequest> {
    return requestDetail(this.db, userId, requestNo);
  }
}
