import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  BIDDING_STATUS,
  BIDDING_STATUS_LABEL,
  MESSAGE_TYPE,
  checkoutSubmitBody,
  fenToYuan,
  type BiddingDetail,
  type BiddingItem,
  type BiddingPage,
  type BiddingStatus,
  type biddingAcceptBody,
  type biddingListBody,
  type biddingPublishBody,
  type biddingQuoteBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit';
import type { CheckoutService } from '../checkout';
import { writeMessage } from '../message';
import { regions } from '../region';
import {
  biddingQuotes,
  biddingRequests,
  type BiddingRequestRow,
  type StoredQuoteLine,
} from './bidding.table';

/** Quotes come from the platform itself (operators); merchants may quote later under their own name. */
export const PLATFORM_SUPPLIER = '工业品商城自营';
const MAX_DEADLINE_DAYS = 90;
const DAY_MS = 24 * 3600_000;

/** Today in China (YYYY-MM-DD), optionally `days` later. */
const chinaDate = (days = 0) =>
  new Date(Date.now() + 8 * 3600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** 1 进行中 / 2 已截止 are read from the deadline; 3 and 4 are stored. */
export function biddingStatus(
  row: Pick<BiddingRequestRow, 'state' | 'deadline'>,
  now = Date.now(),
): BiddingStatus {
  if (row.state !== BIDDING_STATUS.OPEN) return row.state as BiddingStatus;
  return row.deadline.getTime() > now ? BIDDING_STATUS.OPEN : BIDDING_STATUS.CLOSED;
}

const detailLink = (id: number) => `/product-bidding/detail?id=${id}`;

function biddingMessage(tx: DbOrTx, row: BiddingRequestRow, title: string, content: string) {
  return writeMessage(tx, {
    userId: row.userId,
    type: MESSAGE_TYPE.BIDDING,
    title,
    content,
    link: detailLink(row.id),
  });
}

function toItem(row: BiddingRequestRow, quoteCount: number): BiddingItem {
  const status = biddingStatus(row);
  return {
    id: row.id,
    biddingNo: row.biddingNo,
    title: row.title,
    status,
    statusLabel: BIDDING_STATUS_LABEL[status],
    lineCount: row.lines.length,
    quoteCount,
    areaCode: row.areaCode,
    areaName: row.areaName,
    deadline: row.deadline.toISOString(),
    budgetFen: row.budgetFen,
    orderNo: row.orderNo,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Bidding requests: buyers publish, accept and cancel; operators quote. */
export class BiddingService {
  constructor(
    private readonly db: Db,
    private readonly checkout: CheckoutService,
  ) {}

  /** The region's full name (省 市 区), or null when the code is unknown. */
  private async areaName(code: string): Promise<string | null> {
    const names: string[] = [];
    let current: string | null = code;
    for (let depth = 0; current && depth < 4; depth++) {
      const [row] = await this.db
        .select({ name: regions.name, parentCode: regions.parentCode })
        .from(regions)
        .where(eq(regions.code, current));
      if (!row) break;
      names.unshift(row.name);
      current = row.parentCode && row.parentCode !== current ? row.parentCode : null;
    }
    return names.length ? names.join(' ') : null;
  }

  async publish(userId: number, body: z.output<typeof biddingPublishBody>) {
    const deadline = new Date(body.deadline);
    if (deadline.getTime() <= Date.now()) throw badRequest('截止时间必须晚于当前时间');
    if (deadline.getTime() > Date.now() + MAX_DEADLINE_DAYS * DAY_MS)
      throw badRequest(`截止时间不能晚于 ${MAX_DEADLINE_DAYS} 天后`);
    const areaName = await this.areaName(body.areaCode);
    if (!areaName) throw badRequest('交货地区不存在');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(biddingRequests)
        .values({
          userId,
          title: body.title,
          lines: body.lines.map((l, i) => ({ lineNo: i + 1, ...l })),
          areaCode: body.areaCode,
          areaName,
          deadline,
          budgetFen: body.budgetFen ?? null,
          invoiceType: body.invoiceType,
          contactName: body.contactName,
          contactMobile: body.contactMobile,
          remark: body.remark,
          attachments: body.attachments,
        })
        .returning();
      if (!row) throw new Error('bidding insert returned nothing');
      await biddingMessage(
        tx,
        row,
        '竞价单发布成功',
        `您的竞价单 ${row.biddingNo}“${row.title}”已发布，报价截止时间为 ${fmt(row.deadline)}，收到报价后将通知您。`,
      );
      return { id: row.id, biddingNo: row.biddingNo };
    });
  }

  /** A buyer's own requests (userId given) or every request (operators). */
  async list(userId: number | null, body: z.output<typeof biddingListBody>): Promise<BiddingPage> {
    const where: SQL[] = [];
    if (userId !== null) where.push(eq(biddingRequests.userId, userId));
    const now = new Date();
    if (body.status === BIDDING_STATUS.OPEN)
      where.push(eq(biddingRequests.state, 1), gt(biddingRequests.deadline, now));
    else if (body.status === BIDDING_STATUS.CLOSED)
      where.push(eq(biddingRequests.state, 1), lte(biddingRequests.deadline, now));
    else if (body.status) where.push(eq(biddingRequests.state, body.status));
    const cond = and(...where);
    const [total] = await this.db.select({ n: count() }).from(biddingRequests).where(cond);
    const rows = await this.db
      .select()
      .from(biddingRequests)
      .where(cond)
      .orderBy(desc(biddingRequests.createdAt), desc(biddingRequests.id))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    const counts = rows.length
      ? await this.db
          .select({ id: biddingQuotes.requestId, n: count() })
          .from(biddingQuotes)
          .where(
            inArray(
              biddingQuotes.requestId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(biddingQuotes.requestId)
      : [];
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return {
      list: rows.map((r) => toItem(r, byId.get(r.id) ?? 0)),
      total: total?.n ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  }

  private async find(db: DbOrTx, userId: number | null, id: number): Promise<BiddingRequestRow> {
    const [row] = await db
      .select()
      .from(biddingRequests)
      .where(
        userId === null
          ? eq(biddingRequests.id, id)
          : and(eq(biddingRequests.id, id), eq(biddingRequests.userId, userId)),
      );
    if (!row) throw notFound('竞价单不存在');
    return row;
  }

  async detail(userId: number | null, id: number): Promise<BiddingDetail> {
    const row = await this.find(this.db, userId, id);
    const quotes = await this.db
      .select()
      .from(biddingQuotes)
      .where(eq(biddingQuotes.requestId, id))
      .orderBy(biddingQuotes.id);
    const today = chinaDate();
    const status = biddingStatus(row);
    const acceptable = status === BIDDING_STATUS.OPEN || status === BIDDING_STATUS.CLOSED;
    return {
      ...toItem(row, quotes.length),
      lines: row.lines,
      invoiceType: row.invoiceType,
      contactName: row.contactName,
      contactMobile: row.contactMobile,
      remark: row.remark,
      attachments: row.attachments,
      quotes: quotes.map((q) => ({
        id: q.id,
        supplierName: q.supplierName,
        lines: q.lines,
        totalFen: q.totalFen,
        deliveryDays: q.deliveryDays,
        validUntil: q.validUntil,
        expired: !acceptable || q.validUntil < today,
        remark: q.remark,
        chosen: row.chosenQuoteId === q.id,
        createdAt: q.createdAt.toISOString(),
      })),
    };
  }

  /** An operator's quote: one SKU and unit price per request line, while the request is 进行中. */
  async quote(op: AuditActor, body: z.output<typeof biddingQuoteBody>) {
    const row = await this.find(this.db, null, body.id);
    if (biddingStatus(row) !== BIDDING_STATUS.OPEN)
      throw conflict(`竞价单${BIDDING_STATUS_LABEL[biddingStatus(row)]}，不能再报价`);
    const wantedNos = row.lines.map((l) => l.lineNo).sort((a, b) => a - b);
    const givenNos = body.lines.map((l) => l.lineNo).sort((a, b) => a - b);
    if (wantedNos.join() !== givenNos.join())
      throw badRequest('报价须覆盖竞价单的每一条明细，且每条只报一次');
    const skuIds = body.lines.map((l) => l.skuId);
    if (new Set(skuIds).size !== skuIds.length) throw badRequest('不同明细不能报同一商品规格');
    const found = await queryRows<{ id: number }>(
      this.db,
      sql`select id from skus where id = any(${sql.param(skuIds)}::int[])`,
    );
    const foundIds = new Set(found.map((r) => Number(r.id)));
    const missing = skuIds.filter((s) => !foundIds.has(s));
    if (missing.length) throw badRequest(`商品规格不存在：${missing.join('、')}`);
    const qty = new Map(row.lines.map((l) => [l.lineNo, l.quantity]));
    const lines: StoredQuoteLine[] = body.lines.map((l) => ({
      lineNo: l.lineNo,
      skuId: l.skuId,
      unitPriceFen: l.unitPriceFen,
      amountFen: l.unitPriceFen * (qty.get(l.lineNo) ?? 0),
    }));
    const totalFen = lines.reduce((n, l) => n + l.amountFen, 0);
    return this.db.transaction(async (tx) => {
      const [quote] = await tx
        .insert(biddingQuotes)
        .values({
          requestId: row.id,
          operatorId: op.operatorId,
          supplierName: PLATFORM_SUPPLIER,
          lines,
          totalFen,
          deliveryDays: body.deliveryDays,
          validUntil: chinaDate(body.validDays),
          remark: body.remark,
        })
        .returning({ id: biddingQuotes.id });
      await biddingMessage(
        tx,
        row,
        '收到新的报价',
        `您的竞价单 ${row.biddingNo}“${row.title}”收到 ${PLATFORM_SUPPLIER} 的报价，合计 ¥${fenToYuan(totalFen)}，交货期 ${body.deliveryDays} 天，请及时查看。`,
      );
      await recordAudit(tx, op, {
        action: 'bidding.quote',
        targetType: 'bidding',
        targetId: row.biddingNo,
        summary: `竞价单 ${row.biddingNo} 报价 ¥${fenToYuan(totalFen)}，交货期 ${body.deliveryDays} 天`,
        before: null,
        after: { quoteId: quote!.id, lines, totalFen, deliveryDays: body.deliveryDays, remark: body.remark },
      });
      return { quoteId: quote!.id };
    });
  }

  /**
   * 接受报价: places an order through the checkout path (its shelf, area and stock checks, at the quoted unit
   * prices) and marks the request 已选标 in the same transaction. Allowed while the request is 进行中 or
   * 已截止 (quoting closed, no choice made yet) and the quote is within its validity.
   */
  async accept(userId: number, body: z.output<typeof biddingAcceptBody>) {
    const row = await this.find(this.db, userId, body.id);
    const status = biddingStatus(row);
    if (status === BIDDING_STATUS.CHOSEN && row.chosenQuoteId === body.quoteId && row.orderNo)
      return { orderNo: row.orderNo };
    if (status === BIDDING_STATUS.CHOSEN || status === BIDDING_STATUS.CANCELLED)
      throw conflict(`竞价单${BIDDING_STATUS_LABEL[status]}，不能再选标`);
    const [quote] = await this.db
      .select()
      .from(biddingQuotes)
      .where(and(eq(biddingQuotes.id, body.quoteId), eq(biddingQuotes.requestId, row.id)));
    if (!quote) throw notFound('报价不存在');
    if (quote.validUntil < chinaDate()) throw conflict('该报价已过有效期，请选择其他报价');
    const qty = new Map(row.lines.map((l) => [l.lineNo, l.quantity]));
    const input = checkoutSubmitBody.parse({
      items: quote.lines.map((l) => ({ skuId: l.skuId, quantity: qty.get(l.lineNo) ?? 1 })),
      idempotencyKey: `bidding-${row.id}-${quote.id}`,
      addressId: body.addressId,
      payMethod: body.payMethod,
      invoice: null,
      remark: `竞价单 ${row.biddingNo}`,
    });
    const result = await this.checkout.submit(userId, input, {
      prices: new Map(quote.lines.map((l) => [l.skuId, l.unitPriceFen])),
      afterPlaced: async (tx, order) => {
        const [updated] = await tx
          .update(biddingRequests)
          .set({
            state: BIDDING_STATUS.CHOSEN,
            chosenQuoteId: quote.id,
            orderNo: order.orderNo,
            updatedAt: new Date(),
          })
          .where(and(eq(biddingRequests.id, row.id), eq(biddingRequests.state, BIDDING_STATUS.OPEN)))
          .returning({ id: biddingRequests.id });
        if (!updated) throw conflict('竞价单状态已变化，请刷新后重试');
        await biddingMessage(
          tx,
          row,
          '已选定报价',
          `您已接受竞价单 ${row.biddingNo} 的报价（${quote.supplierName}，合计 ¥${fenToYuan(quote.totalFen)}），已生成订单 ${order.orderNo}。`,
        );
      },
    });
    return { orderNo: result.orderNo };
  }

  async cancel(userId: number, id: number): Promise<void> {
    const row = await this.find(this.db, userId, id);
    const status = biddingStatus(row);
    if (status === BIDDING_STATUS.CHOSEN || status === BIDDING_STATUS.CANCELLED)
      throw conflict(`竞价单${BIDDING_STATUS_LABEL[status]}，不能取消`);
    await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(biddingRequests)
        .set({ state: BIDDING_STATUS.CANCELLED, updatedAt: new Date() })
        .where(and(eq(biddingRequests.id, id), eq(biddingRequests.state, BIDDING_STATUS.OPEN)))
        .returning({ id: biddingRequests.id });
      if (!updated) throw new AppError(409, '竞价单状态已变化，请刷新后重试');
      await biddingMessage(tx, row, '竞价单已取消', `您的竞价单 ${row.biddingNo}“${row.title}”已取消。`);
    });
  }
}

/** Date-time in China, e.g. 2026-11-30 18:00. */
function fmt(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
