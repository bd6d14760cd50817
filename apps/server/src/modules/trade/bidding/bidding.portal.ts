import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  BIDDING_STATUS,
  type PortalBiddingDetail,
  type PortalBiddingItem,
  type PortalQuoteSku,
  type portalBiddingListBody,
  type portalQuoteBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import { chinaDate, chinaDateAfter, likeContains } from '../../../lib/china-day';
import { recordAudit, type AuditActor } from '../../platform/audit';
import {
  biddingInvitations,
  biddingQuotes,
  biddingRequests,
  type BiddingQuoteRow,
  type BiddingRequestRow,
} from './bidding.table';
import {
  assertQuotable,
  biddingStatus,
  quoteLines,
  skuTitles,
  statusWhere,
  toItem,
  toQuote,
} from './bidding.core';
import { recordQuoted } from './bidding.events';

// The merchant portal's face of a bidding request: the requests a shop was invited to and the shop's own
// quote (never another's).

/** An invited request (404 otherwise, like an unknown one). */
async function findInvited(db: DbOrTx, merchantId: number, id: number): Promise<BiddingRequestRow> {
  const [row] = await db
    .select({ r: biddingRequests })
    .from(biddingRequests)
    .innerJoin(
      biddingInvitations,
      and(
        eq(biddingInvitations.requestId, biddingRequests.id),
        eq(biddingInvitations.merchantId, merchantId),
      ),
    )
    .where(eq(biddingRequests.id, id));
  if (!row) throw notFound('竞价单不存在');
  return row.r;
}

async function ownQuote(db: DbOrTx, merchantId: number, requestId: number) {
  const [q] = await db
    .select()
    .from(biddingQuotes)
    .where(and(eq(biddingQuotes.requestId, requestId), eq(biddingQuotes.merchantId, merchantId)));
  return q ?? null;
}

function portalItem(row: BiddingRequestRow, mine: BiddingQuoteRow | null): PortalBiddingItem {
  const { orderNo: _o, orderNos: _n, requestNo: _r, quoteCount: _q, budgetFen: _b, ...item } = toItem(row, 0);
  return {
    ...item,
    myQuoteId: mine?.id ?? null,
    myTotalFen: mine?.totalFen ?? null,
    wonLines: mine ? row.awards.filter((a) => a.quoteId === mine.id).length : 0,
  };
}

/** The requests the shop was invited to, with its own quote's id and total. */
export async function portalBiddingList(
  db: Db,
  merchantId: number,
  body: z.output<typeof portalBiddingListBody>,
) {
  const cond = and(eq(biddingInvitations.merchantId, merchantId), ...statusWhere(body.status));
  const [total] = await db
    .select({ n: count() })
    .from(biddingInvitations)
    .innerJoin(biddingRequests, eq(biddingRequests.id, biddingInvitations.requestId))
    .where(cond);
  const rows = await db
    .select({ r: biddingRequests, q: biddingQuotes })
    .from(biddingInvitations)
    .innerJoin(biddingRequests, eq(biddingRequests.id, biddingInvitations.requestId))
    .leftJoin(
      biddingQuotes,
      and(eq(biddingQuotes.requestId, biddingRequests.id), eq(biddingQuotes.merchantId, merchantId)),
    )
    .where(cond)
    .orderBy(desc(biddingRequests.createdAt), desc(biddingRequests.id))
    .limit(body.pageSize)
    .offset((body.pageNum - 1) * body.pageSize);
  return {
    list: rows.map(({ r, q }) => portalItem(r, q)),
    total: total?.n ?? 0,
    pageNum: body.pageNum,
    pageSize: body.pageSize,
  };
}

export async function portalBiddingDetail(
  db: Db,
  merchantId: number,
  id: number,
): Promise<PortalBiddingDetail> {
  const row = await findInvited(db, merchantId, id);
  const mine = await ownQuote(db, merchantId, id);
  const status = biddingStatus(row);
  return {
    ...portalItem(row, mine),
    lines: row.lines,
    invoiceType: row.invoiceType,
    remark: row.remark,
    attachments: row.attachments,
    wonLineNos: mine ? row.awards.filter((a) => a.quoteId === mine.id).map((a) => a.lineNo) : [],
    myQuote: mine
      ? toQuote(
          mine,
          false,
          status !== BIDDING_STATUS.OPEN || mine.validUntil < chinaDate(),
          row.awards.some((a) => a.quoteId === mine.id),
        )
      : null,
  };
}

/** The shop's approved SKUs to quote against (title, specification or model number). */
export async function portalQuoteSkus(
  db: Db,
  merchantId: number,
  keyword: string,
): Promise<PortalQuoteSku[]> {
  const like = likeContains(keyword);
  const rows = await queryRows<{
    id: number;
    title: string;
    spec: Record<string, string>;
    model_no: string;
    price_fen: number;
  }>(
    db,
    sql`select s.id, p.title, s.spec, p.model_no, s.price_fen from skus s join products p on p.id = s.product_id
        where p.merchant_id = ${merchantId} and p.review_status = 2
          and (${keyword} = '' or p.title ilike ${like} or p.model_no ilike ${like} or s.code ilike ${like})
        order by p.id desc, s.sort, s.id limit 50`,
  );
  return rows.map((r) => ({
    skuId: Number(r.id),
    title: r.title,
    specText: Object.values(r.spec ?? {}).join(' '),
    modelNo: r.model_no,
    priceFen: Number(r.price_fen),
  }));
}

/**
 * A shop's quote: the lines it offers (any of the request's), each against one of its own approved SKUs,
 * at a unit price incl. VAT. Creating or replacing it is allowed until the deadline; the request row is
 * locked (shared) while it is written, so a quote never lands after a cancel or an award.
 */
export async function portalQuote(
  db: Db,
  merchantId: number,
  actor: AuditActor,
  body: z.output<typeof portalQuoteBody>,
): Promise<{ quoteId: number }> {
  const row = await findInvited(db, merchantId, body.id);
  assertQuotable(row);
  const nos = body.lines.map((l) => l.lineNo);
  if (new Set(nos).size !== nos.length) throw badRequest('每条明细只能报价一次');
  const known = new Set(row.lines.map((l) => l.lineNo));
  if (nos.some((n) => !known.has(n))) throw badRequest('明细序号不正确');
  const skuIds = body.lines.map((l) => l.skuId);
  if (new Set(skuIds).size !== skuIds.length) throw badRequest('不同明细不能报同一商品规格');
  const own = await queryRows<{ id: number; merchant_id: number; review_status: number }>(
    db,
    sql`select s.id, p.merchant_id, p.review_status from skus s join products p on p.id = s.product_id
        where s.id = any(${sql.param(skuIds)}::int[])`,
  );
  const ok = new Set(
    own.filter((r) => Number(r.merchant_id) === merchantId && r.review_status === 2).map((r) => Number(r.id)),
  );
  const foreign = skuIds.filter((s) => !ok.has(s));
  if (foreign.length) throw badRequest(`只能以本店审核通过的商品报价，商品规格不可用：${foreign.join('、')}`);
  const { lines, totalFen } = quoteLines(row, body.lines, await skuTitles(db, skuIds));
  const [shop] = await queryRows<{ name: string }>(
    db,
    sql`select name from merchants where id = ${merchantId}`,
  );
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(biddingRequests)
      .where(eq(biddingRequests.id, row.id))
      .for('share');
    assertQuotable(locked!);
    const values = {
      lines,
      totalFen,
      deliveryDays: body.deliveryDays,
      validUntil: chinaDateAfter(body.validDays),
      remark: body.remark,
      attachment: body.attachment,
      updatedAt: new Date(),
    };
    const before = await ownQuote(tx, merchantId, row.id);
    let quoteId: number;
    if (before) {
      await tx.update(biddingQuotes).set(values).where(eq(biddingQuotes.id, before.id));
      quoteId = before.id;
    } else {
      const [inserted] = await tx
        .insert(biddingQuotes)
        .values({
          ...values,
          requestId: row.id,
          operatorId: 0,
          merchantId,
          supplierName: shop?.name ?? `店铺${merchantId}`,
        })
        .returning({ id: biddingQuotes.id });
      quoteId = inserted!.id;
      // 收到新的报价 is told by the notification service (bidding.quoted, from the outbox): 站内信, mail.
      await recordQuoted(tx, row, {
        merchantId,
        supplierName: shop?.name ?? `店铺${merchantId}`,
        totalFen,
        deliveryDays: body.deliveryDays,
      });
    }
    await recordAudit(tx, actor, {
      action: before ? 'bidding.quote.update' : 'bidding.quote',
      targetType: 'bidding',
      targetId: row.biddingNo,
      summary: `竞价单 ${row.biddingNo} ${before ? '修改' : ''}报价（${lines.length} 条明细），交货期 ${body.deliveryDays} 天`,
      before: before ? { quoteId, lines: before.lines, totalFen: before.totalFen } : null,
      after: { quoteId, lines, totalFen, deliveryDays: body.deliveryDays },
    });
    return { quoteId };
  });
}
