import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  BIDDING_STATUS,
  type BiddingDetail,
  type BiddingPage,
  type biddingListBody,
  type biddingPublishBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { newestFirstPage } from '../../../lib/newest-page';
import { writeMerchantNotices } from '../../content/message';
import { regionFullName } from '../../catalogue/region';
import { biddingInvitations, biddingQuotes, biddingRequests, type BiddingRequestRow } from './bidding.table';
import { biddingGraph } from './bidding.graph';
import { recordInvited } from './bidding.events';
import {
  DAY_MS,
  biddingMessage,
  biddingStatus,
  findBidding,
  fmt,
  isSealed,
  moveBidding,
  portalLink,
  statusWhere,
  toItem,
  toQuote,
} from './bidding.core';
import { chinaDate } from '../../../lib/china-day';

// The buyer's face of a bidding request: publish, list, detail and cancel (operators read the same list and
// detail unscoped, with `userId` null). The award is in bidding.award.ts.

const MAX_DEADLINE_DAYS = 90;

/**
 * Invitation: every open shop granted one of the request's level-one categories is invited and gets a
 * portal message; the platform's own buyers team sees every request in the console as before.
 */
async function invite(tx: DbOrTx, row: BiddingRequestRow, categoryIds: number[]): Promise<void> {
  if (!categoryIds.length) return;
  const shops = await queryRows<{ id: number }>(
    tx,
    sql`select id from merchants where status = 1 and category_ids && ${sql.param(categoryIds)}::int[]`,
  );
  if (!shops.length) return;
  await tx
    .insert(biddingInvitations)
    .values(shops.map((m) => ({ requestId: row.id, merchantId: Number(m.id) })));
  await recordInvited(
    tx,
    row,
    shops.map((m) => Number(m.id)),
  );
  await writeMerchantNotices(
    tx,
    shops.map((m) => ({
      merchantId: Number(m.id),
      title: '新的竞价邀请',
      content: `竞价单 ${row.biddingNo}“${row.title}”（${row.lines.length} 条明细，交货地区 ${row.areaName}）邀请贵店报价，截止时间 ${fmt(row.deadline)}。`,
      link: portalLink(row.id),
    })),
  );
}

/** 发布竞价单: the request, the invitations of the shops granted its categories, and the buyer's message. */
export async function publishBidding(db: Db, userId: number, body: z.output<typeof biddingPublishBody>) {
  const deadline = new Date(body.deadline);
  if (deadline.getTime() <= Date.now()) throw badRequest('截止时间必须晚于当前时间');
  if (deadline.getTime() > Date.now() + MAX_DEADLINE_DAYS * DAY_MS)
    throw badRequest(`截止时间不能晚于 ${MAX_DEADLINE_DAYS} 天后`);
  const area = await regionFullName(db, body.areaCode);
  if (!area) throw badRequest('交货地区不存在');
  const categoryIds = [...new Set(body.lines.flatMap((l) => (l.categoryId ? [l.categoryId] : [])))];
  if (categoryIds.length) {
    const found = await queryRows<{ id: number }>(
      db,
      sql`select id from categories where level = 1 and id = any(${sql.param(categoryIds)}::int[])`,
    );
    if (found.length !== categoryIds.length) throw badRequest('采购明细的类目不存在，请选择一级类目');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(biddingRequests)
      .values({
        userId,
        title: body.title,
        lines: body.lines.map((l, i) => ({ lineNo: i + 1, ...l, categoryId: l.categoryId ?? null })),
        openBidding: body.openBidding,
        areaCode: body.areaCode,
        areaName: area,
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
    await invite(tx, row, categoryIds);
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
export async function listBiddings(
  db: Db,
  userId: number | null,
  body: z.output<typeof biddingListBody>,
): Promise<BiddingPage> {
  const cond = and(
    userId !== null ? eq(biddingRequests.userId, userId) : undefined,
    ...statusWhere(body.status),
  );
  const { rows, total } = await newestFirstPage(db, biddingRequests, cond, body);
  const counts = rows.length
    ? await db
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
    total,
    pageNum: body.pageNum,
    pageSize: body.pageSize,
  };
}

/**
 * A request with its quotes. Sealed (密封竞价 before the deadline): the buyer sees who quoted and how many
 * lines, never a price; operators see the platform's own quotes in full and the shops' sealed.
 */
export async function biddingDetail(db: Db, userId: number | null, id: number): Promise<BiddingDetail> {
  const row = await findBidding(db, userId, id);
  const sealed = isSealed(row);
  const quotes = await db
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
    quotes: quotes.map((q) =>
      toQuote(
        q,
        sealed && (userId !== null || q.merchantId !== 0),
        !acceptable || q.validUntil < today || (sealed && userId !== null),
        row.chosenQuoteId === q.id || row.awards.some((a) => a.quoteId === q.id),
      ),
    ),
    awards: row.awards,
  };
}

/** 取消: the buyer's own request while 进行中 or 已截止. */
export async function cancelBidding(db: Db, userId: number, id: number): Promise<void> {
  const row = await findBidding(db, userId, id);
  biddingGraph.assertMove(biddingStatus(row), 'cancel');
  await db.transaction(async (tx) => {
    await moveBidding(tx, row.id, 'cancel', BIDDING_STATUS.OPEN);
    await biddingMessage(tx, row, '竞价单已取消', `您的竞价单 ${row.biddingNo}“${row.title}”已取消。`);
  });
}
