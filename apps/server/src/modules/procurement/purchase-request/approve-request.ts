import { and, eq } from 'drizzle-orm';
import { COMPANY_CODE, REQUEST_STATUS, fenToYuan, type ApproveResult } from '@mall/shared';
import type { Db } from '../../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../../lib/app-error';
import { approvedAwardHooks, releaseAward } from '../../trade/bidding';
import { mergeHooks, type CheckoutService } from '../../trade/checkout';
import { companyContextOf, isActiveMember } from '../../identity/company';
import { levelWord } from '../approval';
import { companyOrderHooks } from '../company-checkout';
import { purchaseRequests } from './purchase-request.table';
import type { PurchaseRequestService } from './purchase-request';
import type { ApprovalDecided } from './purchase-request.hooks';
import { nameOf, recordStep, tellUsers } from './purchase-request.steps';
import { requestLineAddresses } from './request-line-addresses';

type Outcome = {
  status: number;
  orderNo: string | null;
  after?: () => void;
};

const both = (a: (() => void) | undefined, b: () => void) => () => {
  a?.();
  b();
};

/**
 * 审批: one decision on one request, in ONE transaction. The request row is locked; the caller must be one
 * of the current level's approvers and not the requester; a request already decided answers 409 (approving
 * twice). Rejecting ends it. Approving moves it to the next level, or — at the last level — places the
 * order as the requester (a savepoint inside this transaction, reserving stock and charging budgets): when a
 * price, stock, address or shelf changed meanwhile the order is not placed and the request goes back to the
 * requester (已退回) with the reason; when a budget would be exceeded the approval itself is refused and the
 * request stays 待审批. The in-site messages are written here; 短信 and mail are the notification service's
 * (the approvalWaiting and approvalDecided hooks), as each person chose.
 */
async function decideRequest(
  db: Db,
  checkout: CheckoutService,
  requests: PurchaseRequestService,
  userId: number,
  requestNo: string,
  approve: boolean,
  comment: string,
  channel = '',
): Promise<Outcome> {
  const ctx = await companyContextOf(db, userId);
  if (!isActiveMember(ctx)) throw forbidden('您还没有加入已认证的企业');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(purchaseRequests)
      .where(and(eq(purchaseRequests.requestNo, requestNo), eq(purchaseRequests.companyId, ctx.companyId)))
      .for('update');
    if (!row) throw notFound('采购申请不存在');
    if (row.requesterId === userId) throw forbidden('不能审批自己的申请');
    const level = row.levels[row.currentLevel - 1];
    if (row.status !== REQUEST_STATUS.PENDING) throw conflict('该申请已处理，不能重复审批');
    if (!level?.userIds.includes(userId)) throw forbidden('您不是该申请当前级别的审批人');
    const me = await nameOf(tx, userId);
    const now = new Date();
    // The requester is told the outcome outside the site too (notifications), once the decision commits.
    const decided = (outcome: ApprovalDecided['outcome'], by: string, why: string, orderNo: string | null) =>
      requests.announceDecided(tx, {
        companyId: row.companyId,
        requestNo: row.requestNo,
        amountFen: row.amountFen,
        requesterId: row.requesterId,
        outcome,
        by,
        comment: why,
        orderNo,
      });

    if (!approve) {
      await tx
        .update(purchaseRequests)
        .set({ status: REQUEST_STATUS.REJECTED, reason: comment, updatedAt: now })
        .where(eq(purchaseRequests.id, row.id));
      if (row.bidding) await releaseAward(tx, row.bidding, `（采购申请 ${row.requestNo}）被驳回`);
      await recordStep(tx, row.id, {
        action: '驳回',
        actorId: userId,
        actorName: me,
        level: level.level,
        comment,
        channel,
      });
      return {
        status: REQUEST_STATUS.REJECTED,
        orderNo: null,
        after: await decided('rejected', me, comment, null),
      };
    }

    await recordStep(tx, row.id, {
      action: '通过',
      actorId: userId,
      actorName: me,
      level: level.level,
      comment,
      channel,
    });
    if (row.currentLevel < row.levels.length) {
      const next = row.levels[row.currentLevel]!;
      await tx
        .update(purchaseRequests)
        .set({ currentLevel: row.currentLevel + 1, updatedAt: now })
        .where(eq(purchaseRequests.id, row.id));
      const announced = await requests.announceWaiting(tx, {
        companyId: row.companyId,
        requestNo: row.requestNo,
        amountFen: row.amountFen,
        ruleName: row.ruleName,
        requesterName: await nameOf(tx, row.requesterId),
        level: next.level,
        approverIds: next.userIds,
      });
      await tellUsers(
        tx,
        [row.requesterId],
        row,
        '采购申请审批进度',
        `您的采购申请 ${row.requestNo} 已通过${levelWord(level.level)}审批（${me}），等待${levelWord(next.level)}审批。`,
      );
      return {
        status: REQUEST_STATUS.PENDING,
        orderNo: null,
        after: announced,
      };
    }

    // The last level: place the order as the requester.
    const requester = await companyContextOf(tx, row.requesterId);
    const back = async (reason: string) => {
      await tx
        .update(purchaseRequests)
        .set({ status: REQUEST_STATUS.RETURNED, reason, updatedAt: now })
        .where(eq(purchaseRequests.id, row.id));
      await recordStep(tx, row.id, { action: '退回', actorId: null, actorName: '系统', comment: reason });
      if (row.bidding) await releaseAward(tx, row.bidding, `（采购申请 ${row.requestNo}）未能下单`);
      return {
        status: REQUEST_STATUS.RETURNED,
        orderNo: null,
        after: await decided('returned', '系统', reason, null),
      };
    };
    if (!isActiveMember(requester) || requester.companyId !== row.companyId)
      return back('申请人已不在企业或已被停用');
    let placed;
    try {
      const hooks = companyOrderHooks(requester, row.departmentId, row.poNumber, row.id);
      placed = await checkout.placeWithin(
        tx,
        row.requesterId,
        {
          items: row.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })),
          lineAddresses: requestLineAddresses(row.lines),
          idempotencyKey: `req-${row.requestNo}`,
          addressId: row.checkout.addressId,
          payMethod: row.checkout.payMethod,
          invoice: row.checkout.invoice,
          remark: row.remark,
          poNumber: row.poNumber,
          costCentreId: row.departmentId,
          expectedDeliveryDate: row.checkout.expectedDeliveryDate,
          expectedPayAmount: fenToYuan(row.amountFen),
        },
        // A bidding award: the quoted prices, and the bidding request closed as a direct award closes it.
        row.bidding ? mergeHooks(await approvedAwardHooks(tx, row.bidding), hooks) : hooks,
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      if (err.code === COMPANY_CODE.BUDGET_EXCEEDED) throw err;
      return back(err.message);
    }
    const { result } = placed;
    await tx
      .update(purchaseRequests)
      .set({
        status: REQUEST_STATUS.APPROVED,
        orderId: result.orderId,
        orderNo: result.orderNo,
        updatedAt: now,
      })
      .where(eq(purchaseRequests.id, row.id));
    await recordStep(tx, row.id, {
      action: '下单',
      actorId: null,
      actorName: '系统',
      comment: `订单 ${result.orderNo}，应付 ¥${result.payAmount}`,
    });
    return {
      status: REQUEST_STATUS.APPROVED,
      orderNo: result.orderNo,
      after: both(placed.afterCommit, await decided('approved', me, comment, result.orderNo)),
    };
  });
}

/**
 * One decision made outside the site (a message's 同意 / 驳回 link): the same rules as on the site, with the
 * channel (邮件审批 …) in the request's history. Throws the refusal (AppError) as it is.
 */
export async function decideOne(
  db: Db,
  checkout: CheckoutService,
  requests: PurchaseRequestService,
  decision: { userId: number; requestNo: string; approve: boolean; comment: string; channel: string },
): Promise<{ status: number; orderNo: string | null }> {
  const { userId, requestNo, approve, comment, channel } = decision;
  const outcome = await decideRequest(db, checkout, requests, userId, requestNo, approve, comment, channel);
  outcome.after?.();
  return { status: outcome.status, orderNo: outcome.orderNo };
}

/** 通过 / 驳回 several requests at once: each is its own transaction; the answer lists what passed and what not. */
export async function decideMany(
  db: Db,
  checkout: CheckoutService,
  requests: PurchaseRequestService,
  userId: number,
  requestNos: readonly string[],
  approve: boolean,
  comment: string,
): Promise<ApproveResult> {
  const result: ApproveResult = { done: [], failed: [] };
  let first: AppError | null = null;
  for (const requestNo of requestNos) {
    try {
      const outcome = await decideRequest(db, checkout, requests, userId, requestNo, approve, comment);
      outcome.after?.();
      result.done.push({ requestNo, status: outcome.status, orderNo: outcome.orderNo });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      first ??= err;
      result.failed.push({ requestNo, reason: err.message });
    }
  }
  // Nothing went through: answer with the (first) refusal itself, its status and message.
  if (!result.done.length && first) throw new AppError(first.status, first.message, first.code, result);
  return result;
}
