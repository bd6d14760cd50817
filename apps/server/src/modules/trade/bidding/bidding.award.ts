import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BIDDING_STATUS,
  COMPANY_CODE,
  checkoutSubmitBody,
  fenToYuan,
  type BiddingStatus,
  type biddingAcceptBody,
  type biddingAwardBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import type { CheckoutService, PlaceOrderHooks, SubmitInput } from '../checkout';
import { writeMerchantNotices } from '../../content/message';
import {
  biddingQuotes,
  biddingRequests,
  type BiddingQuoteRow,
  type BiddingRequestRow,
  type StoredAward,
  type StoredQuoteLine,
} from './bidding.table';
import { biddingGraph } from './bidding.graph';
import {
  biddingMessage,
  biddingStatus,
  findBidding,
  isSealed,
  moveBidding,
  portalLink,
} from './bidding.core';
import { recordAwarded } from './bidding.events';
import { chinaDate } from '../../../lib/china-day';

// The buyer's award (选标) and an award waiting for the company's approval (the procurement domain calls the
// exported functions in its transactions).

/** The award of a bidding request waiting for approval (stored on the purchase request). */
export type PendingAward = { id: number; biddingNo: string; awards: { lineNo: number; quoteId: number }[] };

/** Turns an award into a purchase request (the company module provides it). */
export type AwardApprovals = {
  submitAward(
    userId: number,
    input: SubmitInput,
    award: { prices: ReadonlyMap<number, number>; bidding: PendingAward },
  ): Promise<{ requestNo: string }>;
};

/** What an award needs: the checkout path, and the approvals that catch a company's award (else 409). */
export type AwardDeps = { db: Db; checkout: CheckoutService; approvals?: AwardApprovals };

type Chosen = { lineNo: number; quote: BiddingQuoteRow; line: StoredQuoteLine };

/**
 * 接受报价: the whole request awarded to one quote (see awardBidding). Kept for the single-quote flow;
 * the idempotency key stays `bidding-{id}-{quoteId}`.
 */
export async function acceptQuote(deps: AwardDeps, userId: number, body: z.output<typeof biddingAcceptBody>) {
  const row = await findBidding(deps.db, userId, body.id);
  const [quote] = await deps.db
    .select()
    .from(biddingQuotes)
    .where(and(eq(biddingQuotes.id, body.quoteId), eq(biddingQuotes.requestId, row.id)));
  if (!quote) throw notFound('报价不存在');
  const { orderNos, requestNo } = await awardBidding(
    deps,
    userId,
    { ...body, awards: quote.lines.map((l) => ({ lineNo: l.lineNo, quoteId: quote.id })) },
    `bidding-${row.id}-${quote.id}`,
  );
  return { orderNo: orderNos[0] ?? '', requestNo };
}

/**
 * 选标: each awarded line goes to the quote chosen for it. One checkout (the cart's path: shelf, area,
 * stock, company approval rules and budgets) at the quoted unit prices places one order per awarded
 * supplier in ONE transaction, which first closes the request by a conditional update (two awards at once:
 * one wins, the other answers 409). Winners and losing shops get a portal message, the buyer a message.
 * Allowed once prices are visible (公开竞价, or after the deadline) and while no award was made.
 */
export async function awardBidding(
  deps: AwardDeps,
  userId: number,
  body: z.output<typeof biddingAwardBody>,
  key?: string,
) {
  const row = await findBidding(deps.db, userId, body.id);
  const status = biddingStatus(row);
  const wanted = [...body.awards].sort((a, b) => a.lineNo - b.lineNo);
  const sameAward = (awards: StoredAward[]) =>
    awards.length === wanted.length &&
    awards.every((a, i) => a.lineNo === wanted[i]!.lineNo && a.quoteId === wanted[i]!.quoteId);
  if (status === BIDDING_STATUS.CHOSEN && sameAward([...row.awards].sort((a, b) => a.lineNo - b.lineNo)))
    return { orderNos: [...new Set(row.awards.map((a) => a.orderNo))], requestNo: null };
  if (status === BIDDING_STATUS.APPROVAL)
    throw conflict(`竞价单审批中（采购申请 ${row.requestNo ?? ''}），不能再选标`);
  biddingGraph.assertMove(status, 'award');
  if (isSealed(row)) throw conflict('密封竞价须在报价截止后才能比价选标');
  const lineNos = new Set(row.lines.map((l) => l.lineNo));
  if (new Set(wanted.map((a) => a.lineNo)).size !== wanted.length)
    throw badRequest('每条明细只能选择一个中标报价');
  if (wanted.some((a) => !lineNos.has(a.lineNo))) throw badRequest('明细序号不正确');
  const quoteIds = [...new Set(wanted.map((a) => a.quoteId))];
  const quotes = await deps.db
    .select()
    .from(biddingQuotes)
    .where(and(eq(biddingQuotes.requestId, row.id), inArray(biddingQuotes.id, quoteIds)));
  if (quotes.length !== quoteIds.length) throw notFound('报价不存在');
  const today = chinaDate();
  const byId = new Map(quotes.map((q) => [q.id, q]));
  const qty = new Map(row.lines.map((l) => [l.lineNo, l.quantity]));
  const chosen = wanted.map((a) => {
    const quote = byId.get(a.quoteId)!;
    if (quote.validUntil < today) throw conflict(`${quote.supplierName}的报价已过有效期，请选择其他报价`);
    const line = quote.lines.find((l) => l.lineNo === a.lineNo);
    if (!line) throw badRequest(`${quote.supplierName}未对第 ${a.lineNo} 条明细报价`);
    return { ...a, quote, line };
  });
  const skuIds = chosen.map((c) => c.line.skuId);
  if (new Set(skuIds).size !== skuIds.length) throw badRequest('不同明细不能选同一商品规格');
  const input = checkoutSubmitBody.parse({
    items: chosen.map((c) => ({ skuId: c.line.skuId, quantity: qty.get(c.lineNo) ?? 1 })),
    idempotencyKey:
      key ??
      `bidding-${row.id}-a${createHash('sha1')
        .update(wanted.map((a) => `${a.lineNo}:${a.quoteId}`).join(','))
        .digest('hex')
        .slice(0, 16)}`,
    addressId: body.addressId,
    payMethod: body.payMethod,
    invoice: null,
    remark: `竞价单 ${row.biddingNo}`,
  });
  const prices = new Map(chosen.map((c) => [c.line.skuId, c.line.unitPriceFen]));
  let result;
  try {
    result = await deps.checkout.submit(userId, input, awardHooks(row, chosen, BIDDING_STATUS.OPEN));
  } catch (err) {
    // A company rule catches the award: it becomes a purchase request holding the quoted prices.
    if (!(err instanceof AppError) || err.code !== COMPANY_CODE.NEEDS_APPROVAL || !deps.approvals) throw err;
    const { requestNo } = await deps.approvals.submitAward(
      userId,
      { ...input, idempotencyKey: `${input.idempotencyKey}-r${Date.now().toString(36)}` },
      {
        prices,
        bidding: {
          id: row.id,
          biddingNo: row.biddingNo,
          awards: wanted.map((a) => ({ lineNo: a.lineNo, quoteId: a.quoteId })),
        },
      },
    );
    return { orderNos: [], requestNo };
  }
  const orderNos = result.orders?.map((o) => o.orderNo) ?? [result.orderNo];
  return { orderNos, requestNo: null };
}

/**
 * The checkout hooks of an award (direct, or a purchase request's last approval): the quoted prices; before
 * any order is written a conditional update closes the request (`from` → 已选标), which also serialises two
 * awards of it (the second waits for the row lock, then finds the state changed: 409, rolled back); once
 * every seller's order is written, the award is recorded line by line and the buyer and the shops are told.
 */
function awardHooks(row: BiddingRequestRow, chosen: readonly Chosen[], from: BiddingStatus): PlaceOrderHooks {
  const sellers = new Set(chosen.map((c) => c.quote.merchantId)).size;
  const placed: { orderNo: string; merchantId: number; payAmountFen: number }[] = [];
  const quoteIds = new Set(chosen.map((c) => c.quote.id));
  return {
    prices: new Map(chosen.map((c) => [c.line.skuId, c.line.unitPriceFen])),
    beforePlace: async (tx) => {
      await moveBidding(tx, row.id, 'award', from);
    },
    afterPlaced: async (tx, order) => {
      placed.push(order);
      if (placed.length < sellers) return;
      // Every order is written: record the award line by line (each line's order is its seller's).
      const orderOf = new Map(placed.map((o) => [o.merchantId, o.orderNo]));
      const awards: StoredAward[] = chosen.map((c) => ({
        lineNo: c.lineNo,
        quoteId: c.quote.id,
        orderNo: orderOf.get(c.quote.merchantId) ?? placed[0]!.orderNo,
      }));
      const single = quoteIds.size === 1 ? [...quoteIds][0]! : null;
      await tx
        .update(biddingRequests)
        .set({ awards, chosenQuoteId: single, orderNo: placed[0]!.orderNo, updatedAt: new Date() })
        .where(eq(biddingRequests.id, row.id));
      const total = placed.reduce((n, o) => n + o.payAmountFen, 0);
      await biddingMessage(
        tx,
        row,
        '已选定报价',
        `您的竞价单 ${row.biddingNo} 已选标（${[...new Set(chosen.map((c) => c.quote.supplierName))].join('、')}，合计 ¥${fenToYuan(total)}），已生成订单 ${placed.map((o) => o.orderNo).join('、')}。`,
      );
      await tellSuppliers(tx, row, awards);
    },
  };
}

/** Portal messages after an award: each quoting shop learns whether it won lines (and the order) or not. */
async function tellSuppliers(tx: DbOrTx, row: BiddingRequestRow, awards: StoredAward[]) {
  const quotes = await tx
    .select({ id: biddingQuotes.id, merchantId: biddingQuotes.merchantId })
    .from(biddingQuotes)
    .where(and(eq(biddingQuotes.requestId, row.id), sql`${biddingQuotes.merchantId} <> 0`));
  await writeMerchantNotices(
    tx,
    quotes.map((q) => {
      const won = awards.filter((a) => a.quoteId === q.id);
      return won.length
        ? {
            merchantId: q.merchantId,
            title: '竞价中标通知',
            content: `贵店在竞价单 ${row.biddingNo}“${row.title}”中标 ${won.length} 条明细，已生成订单 ${won[0]!.orderNo}，请及时接单发货。`,
            link: portalLink(row.id),
          }
        : {
            merchantId: q.merchantId,
            title: '竞价未中标通知',
            content: `竞价单 ${row.biddingNo}“${row.title}”已选标，贵店本次未中标，感谢参与报价。`,
            link: portalLink(row.id),
          };
    }),
  );
  await recordAwarded(
    tx,
    row,
    quotes.flatMap((q) => {
      const won = awards.filter((a) => a.quoteId === q.id);
      return won.length ? [{ merchantId: q.merchantId, wonLines: won.length, orderNo: won[0]!.orderNo }] : [];
    }),
  );
}

/**
 * 审批中: the request is held for the purchase request `requestNo` by a conditional update (进行中/已截止 →
 * 审批中), so it cannot be awarded, quoted or cancelled twice meanwhile; 409 when another award got there first.
 */
export async function holdAwardForApproval(tx: DbOrTx, biddingId: number, requestNo: string) {
  await moveBidding(tx, biddingId, 'hold', BIDDING_STATUS.OPEN, { requestNo });
}

/**
 * The purchase request was rejected, withdrawn or sent back: the request is awardable again (审批中 → 进行中,
 * shown 已截止 once its deadline passed); the quotes' validity is checked again at the next award.
 */
export async function releaseAward(tx: DbOrTx, pending: PendingAward, why: string) {
  const [row] = await tx
    .update(biddingRequests)
    .set({ state: BIDDING_STATUS.OPEN, updatedAt: new Date() })
    .where(and(eq(biddingRequests.id, pending.id), eq(biddingRequests.state, BIDDING_STATUS.APPROVAL)))
    .returning();
  if (row)
    await biddingMessage(
      tx,
      row,
      '竞价选标未获审批',
      `您的竞价单 ${row.biddingNo} 的选标${why}，竞价单已恢复，可在报价有效期内重新选标。`,
    );
}

/**
 * The checkout hooks that place an approved award at the quoted prices (the purchase request's last
 * approval): the request goes 审批中 → 已选标 before any order is written, then as a direct award.
 */
export async function approvedAwardHooks(tx: DbOrTx, pending: PendingAward): Promise<PlaceOrderHooks> {
  const [row] = await tx.select().from(biddingRequests).where(eq(biddingRequests.id, pending.id));
  if (!row) throw notFound('竞价单不存在');
  const quotes = await tx
    .select()
    .from(biddingQuotes)
    .where(
      and(
        eq(biddingQuotes.requestId, row.id),
        inArray(biddingQuotes.id, [...new Set(pending.awards.map((a) => a.quoteId))]),
      ),
    );
  const byId = new Map(quotes.map((q) => [q.id, q]));
  const chosen = pending.awards.map((a) => {
    const quote = byId.get(a.quoteId);
    const line = quote?.lines.find((l) => l.lineNo === a.lineNo);
    if (!quote || !line) throw conflict('竞价单的报价已变化');
    return { lineNo: a.lineNo, quote, line };
  });
  return awardHooks(row, chosen, BIDDING_STATUS.APPROVAL);
}
