import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  BIDDING_STATUS,
  BIDDING_STATUS_LABEL,
  COMPANY_CODE,
  MESSAGE_TYPE,
  checkoutSubmitBody,
  fenToYuan,
  type BiddingDetail,
  type BiddingItem,
  type BiddingPage,
  type BiddingQuote,
  type BiddingStatus,
  type PortalBiddingDetail,
  type PortalBiddingItem,
  type PortalQuoteSku,
  type biddingAcceptBody,
  type biddingAwardBody,
  type portalBiddingListBody,
  type portalQuoteBody,
  type biddingListBody,
  type biddingPublishBody,
  type biddingQuoteBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { recordMove } from '../../../lib/document';
import { recordAudit, type AuditActor } from '../../platform/audit';
import type { CheckoutService, PlaceOrderHooks, SubmitInput } from '../checkout';
import { writeMerchantNotices, writeMessage } from '../../content/message';
import { regions } from '../../catalogue/region';
import {
  biddingInvitations,
  biddingQuotes,
  biddingRequests,
  type BiddingQuoteRow,
  type BiddingRequestRow,
  type StoredAward,
  type StoredQuoteLine,
} from './bidding.table';
import { biddingGraph } from './bidding.graph';

/** Quotes come from the platform itself (operators); merchants may quote later under their own name. */
const PLATFORM_SUPPLIER = '工业品商城自营';
const MAX_DEADLINE_DAYS = 90;
const DAY_MS = 24 * 3600_000;

/** Today in China (YYYY-MM-DD), optionally `days` later. */
const chinaDate = (days = 0) =>
  new Date(Date.now() + 8 * 3600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** 1 进行中 / 2 已截止 are read from the deadline; 3 and 4 are stored. */
function biddingStatus(row: Pick<BiddingRequestRow, 'state' | 'deadline'>, now = Date.now()): BiddingStatus {
  if (row.state !== BIDDING_STATUS.OPEN) return row.state as BiddingStatus;
  return row.deadline.getTime() > now ? BIDDING_STATUS.OPEN : BIDDING_STATUS.CLOSED;
}

const detailLink = (id: number) => `/product-bidding/detail?id=${id}`;
const portalLink = (id: number) => `/bidding/quote?id=${id}`;

/** 密封竞价 before the deadline: prices are withheld from the buyer and operators. */
function isSealed(row: Pick<BiddingRequestRow, 'openBidding' | 'deadline'>, now = Date.now()): boolean {
  return !row.openBidding && row.deadline.getTime() > now;
}

/** A quote as the wire shows it; `sealed` withholds its prices. */
function toQuote(q: BiddingQuoteRow, sealed: boolean, expired: boolean, chosen: boolean): BiddingQuote {
  return {
    id: q.id,
    merchantId: q.merchantId,
    supplierName: q.supplierName,
    sealed,
    lineCount: q.lines.length,
    lines: sealed ? [] : q.lines,
    totalFen: sealed ? null : q.totalFen,
    attachment: sealed ? '' : q.attachment,
    deliveryDays: q.deliveryDays,
    validUntil: q.validUntil,
    expired,
    remark: sealed ? '' : q.remark,
    chosen,
    createdAt: q.updatedAt.toISOString(),
  };
}

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
    orderNos: [...new Set(row.awards.map((a) => a.orderNo))],
    requestNo: row.requestNo,
    openBidding: row.openBidding,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Bidding requests: buyers publish, accept and cancel; operators quote. */
export class BiddingService {
  constructor(
    private readonly db: Db,
    private readonly checkout: CheckoutService,
    /** Company awards that a rule catches become purchase requests (without it they answer 409). */
    private readonly approvals?: AwardApprovals,
  ) {}

  /**
   * Invitation: every open shop granted one of the request's level-one categories is invited and gets a
   * portal message; the platform's own buyers team sees every request in the console as before.
   */
  private async invite(tx: DbOrTx, row: BiddingRequestRow, categoryIds: number[]): Promise<void> {
    if (!categoryIds.length) return;
    const shops = await queryRows<{ id: number }>(
      tx,
      sql`select id from merchants where status = 1 and category_ids && ${sql.param(categoryIds)}::int[]`,
    );
    if (!shops.length) return;
    await tx
      .insert(biddingInvitations)
      .values(shops.map((m) => ({ requestId: row.id, merchantId: Number(m.id) })));
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
    const categoryIds = [...new Set(body.lines.flatMap((l) => (l.categoryId ? [l.categoryId] : [])))];
    if (categoryIds.length) {
      const found = await queryRows<{ id: number }>(
        this.db,
        sql`select id from categories where level = 1 and id = any(${sql.param(categoryIds)}::int[])`,
      );
      if (found.length !== categoryIds.length) throw badRequest('采购明细的类目不存在，请选择一级类目');
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(biddingRequests)
        .values({
          userId,
          title: body.title,
          lines: body.lines.map((l, i) => ({ lineNo: i + 1, ...l, categoryId: l.categoryId ?? null })),
          openBidding: body.openBidding,
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
      await this.invite(tx, row, categoryIds);
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

  /**
   * A request with its quotes. Sealed (密封竞价 before the deadline): the buyer sees who quoted and how many
   * lines, never a price; operators see the platform's own quotes in full and the shops' sealed.
   */
  async detail(userId: number | null, id: number): Promise<BiddingDetail> {
    const row = await this.find(this.db, userId, id);
    const sealed = isSealed(row);
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

  /** An operator's quote: one SKU and unit price per request line, while the request is 进行中. */
  async quote(op: AuditActor, body: z.output<typeof biddingQuoteBody>) {
    const row = await this.find(this.db, null, body.id);
    assertQuotable(row);
    const wantedNos = row.lines.map((l) => l.lineNo).sort((a, b) => a - b);
    const givenNos = body.lines.map((l) => l.lineNo).sort((a, b) => a - b);
    if (wantedNos.join() !== givenNos.join())
      throw badRequest('报价须覆盖竞价单的每一条明细，且每条只报一次');
    const skuIds = body.lines.map((l) => l.skuId);
    if (new Set(skuIds).size !== skuIds.length) throw badRequest('不同明细不能报同一商品规格');
    const found = await queryRows<{ id: number; merchant_id: number }>(
      this.db,
      sql`select s.id, p.merchant_id from skus s join products p on p.id = s.product_id
          where s.id = any(${sql.param(skuIds)}::int[])`,
    );
    const foundIds = new Set(found.map((r) => Number(r.id)));
    const missing = skuIds.filter((s) => !foundIds.has(s));
    if (missing.length) throw badRequest(`商品规格不存在：${missing.join('、')}`);
    // 自营 quotes name the platform's own SKUs: the order of an awarded line goes to the SKU's seller.
    const shops = found.filter((r) => Number(r.merchant_id) !== 0).map((r) => Number(r.id));
    if (shops.length) throw badRequest(`自营报价只能选择自营商品，商品规格属于入驻商家：${shops.join('、')}`);
    const { lines, totalFen } = quoteLines(row, body.lines, await skuTitles(this.db, skuIds));
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
        quoteNews(row, PLATFORM_SUPPLIER, totalFen, body.deliveryDays),
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
   * 接受报价: the whole request awarded to one quote (see award). Kept for the single-quote flow;
   * the idempotency key stays `bidding-{id}-{quoteId}`.
   */
  async accept(userId: number, body: z.output<typeof biddingAcceptBody>) {
    const row = await this.find(this.db, userId, body.id);
    const [quote] = await this.db
      .select()
      .from(biddingQuotes)
      .where(and(eq(biddingQuotes.id, body.quoteId), eq(biddingQuotes.requestId, row.id)));
    if (!quote) throw notFound('报价不存在');
    const { orderNos, requestNo } = await this.award(
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
  async award(userId: number, body: z.output<typeof biddingAwardBody>, key?: string) {
    const row = await this.find(this.db, userId, body.id);
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
    const quotes = await this.db
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
    const placement = awardPlacement(row, chosen, BIDDING_STATUS.OPEN);
    let result;
    try {
      result = await this.checkout.submit(userId, input, placement.hooks);
    } catch (err) {
      // A company rule catches the award: it becomes a purchase request holding the quoted prices.
      if (!(err instanceof AppError) || err.code !== COMPANY_CODE.NEEDS_APPROVAL || !this.approvals)
        throw err;
      const { requestNo } = await this.approvals.submitAward(
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

  // ---- The merchant portal: invited requests and the shop's own quote (never another's) ----

  /** An invited request (404 otherwise, like an unknown one). */
  private async findInvited(db: DbOrTx, merchantId: number, id: number): Promise<BiddingRequestRow> {
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

  private async ownQuote(db: DbOrTx, merchantId: number, requestId: number) {
    const [q] = await db
      .select()
      .from(biddingQuotes)
      .where(and(eq(biddingQuotes.requestId, requestId), eq(biddingQuotes.merchantId, merchantId)));
    return q ?? null;
  }

  private portalItem(row: BiddingRequestRow, mine: BiddingQuoteRow | null): PortalBiddingItem {
    const {
      orderNo: _o,
      orderNos: _n,
      requestNo: _r,
      quoteCount: _q,
      budgetFen: _b,
      ...item
    } = toItem(row, 0);
    return {
      ...item,
      myQuoteId: mine?.id ?? null,
      myTotalFen: mine?.totalFen ?? null,
      wonLines: mine ? row.awards.filter((a) => a.quoteId === mine.id).length : 0,
    };
  }

  async portalList(merchantId: number, body: z.output<typeof portalBiddingListBody>) {
    const where: SQL[] = [eq(biddingInvitations.merchantId, merchantId)];
    const now = new Date();
    if (body.status === BIDDING_STATUS.OPEN)
      where.push(eq(biddingRequests.state, 1), gt(biddingRequests.deadline, now));
    else if (body.status === BIDDING_STATUS.CLOSED)
      where.push(eq(biddingRequests.state, 1), lte(biddingRequests.deadline, now));
    else if (body.status) where.push(eq(biddingRequests.state, body.status));
    const cond = and(...where);
    const from = () =>
      this.db
        .select({ r: biddingRequests, q: biddingQuotes })
        .from(biddingInvitations)
        .innerJoin(biddingRequests, eq(biddingRequests.id, biddingInvitations.requestId))
        .leftJoin(
          biddingQuotes,
          and(eq(biddingQuotes.requestId, biddingRequests.id), eq(biddingQuotes.merchantId, merchantId)),
        );
    const [total] = await this.db
      .select({ n: count() })
      .from(biddingInvitations)
      .innerJoin(biddingRequests, eq(biddingRequests.id, biddingInvitations.requestId))
      .where(cond);
    const rows = await from()
      .where(cond)
      .orderBy(desc(biddingRequests.createdAt), desc(biddingRequests.id))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    return {
      list: rows.map(({ r, q }) => this.portalItem(r, q)),
      total: total?.n ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  }

  async portalDetail(merchantId: number, id: number): Promise<PortalBiddingDetail> {
    const row = await this.findInvited(this.db, merchantId, id);
    const mine = await this.ownQuote(this.db, merchantId, id);
    const status = biddingStatus(row);
    return {
      ...this.portalItem(row, mine),
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
  async portalSkus(merchantId: number, keyword: string): Promise<PortalQuoteSku[]> {
    const like = `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const rows = await queryRows<{
      id: number;
      title: string;
      spec: Record<string, string>;
      model_no: string;
      price_fen: number;
    }>(
      this.db,
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
  async portalQuote(
    merchantId: number,
    actor: AuditActor,
    body: z.output<typeof portalQuoteBody>,
  ): Promise<{ quoteId: number }> {
    const row = await this.findInvited(this.db, merchantId, body.id);
    assertQuotable(row);
    const nos = body.lines.map((l) => l.lineNo);
    if (new Set(nos).size !== nos.length) throw badRequest('每条明细只能报价一次');
    const known = new Set(row.lines.map((l) => l.lineNo));
    if (nos.some((n) => !known.has(n))) throw badRequest('明细序号不正确');
    const skuIds = body.lines.map((l) => l.skuId);
    if (new Set(skuIds).size !== skuIds.length) throw badRequest('不同明细不能报同一商品规格');
    const own = await queryRows<{ id: number; merchant_id: number; review_status: number }>(
      this.db,
      sql`select s.id, p.merchant_id, p.review_status from skus s join products p on p.id = s.product_id
          where s.id = any(${sql.param(skuIds)}::int[])`,
    );
    const ok = new Set(
      own
        .filter((r) => Number(r.merchant_id) === merchantId && r.review_status === 2)
        .map((r) => Number(r.id)),
    );
    const foreign = skuIds.filter((s) => !ok.has(s));
    if (foreign.length)
      throw badRequest(`只能以本店审核通过的商品报价，商品规格不可用：${foreign.join('、')}`);
    const { lines, totalFen } = quoteLines(row, body.lines, await skuTitles(this.db, skuIds));
    const [shop] = await queryRows<{ name: string }>(
      this.db,
      sql`select name from merchants where id = ${merchantId}`,
    );
    return this.db.transaction(async (tx) => {
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
        validUntil: chinaDate(body.validDays),
        remark: body.remark,
        attachment: body.attachment,
        updatedAt: new Date(),
      };
      const before = await this.ownQuote(tx, merchantId, row.id);
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
        await biddingMessage(
          tx,
          row,
          '收到新的报价',
          quoteNews(row, shop?.name ?? '', totalFen, body.deliveryDays),
        );
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

  async cancel(userId: number, id: number): Promise<void> {
    const row = await this.find(this.db, userId, id);
    biddingGraph.assertMove(biddingStatus(row), 'cancel');
    await this.db.transaction(async (tx) => {
      await moveBidding(tx, row.id, 'cancel', BIDDING_STATUS.OPEN);
      await biddingMessage(tx, row, '竞价单已取消', `您的竞价单 ${row.biddingNo}“${row.title}”已取消。`);
    });
  }
}

/** 409 unless quotes are still taken (进行中). */
function assertQuotable(row: BiddingRequestRow) {
  biddingGraph.assertMove(biddingStatus(row), 'quote');
}

/**
 * Moves a request's stored state by one conditional update (`from` → the move's state): of two moves at once
 * one wins, the other answers 409 竞价单状态已变化，请刷新后重试.
 */
function moveBidding(
  tx: DbOrTx,
  id: number,
  move: 'award' | 'cancel' | 'hold',
  from: BiddingStatus,
  set?: { requestNo: string },
) {
  const { to } = biddingGraph.moves[move];
  return recordMove(
    tx,
    { table: biddingRequests, statusKey: 'state', graph: biddingGraph, move, id, from, to, set },
    null,
  );
}

/** Titles of SKUs (product title and specification) for the comparison table. */
async function skuTitles(db: DbOrTx, skuIds: number[]): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; title: string; spec: Record<string, string> }>(
    db,
    sql`select s.id, p.title, s.spec from skus s join products p on p.id = s.product_id
        where s.id = any(${sql.param(skuIds)}::int[])`,
  );
  return new Map(
    rows.map((r) => [Number(r.id), [r.title, ...Object.values(r.spec ?? {})].join(' ').slice(0, 120)]),
  );
}

/** Quote lines with amounts (unit price × the request line's quantity) and the total, in fen. */
function quoteLines(
  row: BiddingRequestRow,
  given: readonly { lineNo: number; skuId: number; unitPriceFen: number }[],
  titles: Map<number, string>,
): { lines: StoredQuoteLine[]; totalFen: number } {
  const qty = new Map(row.lines.map((l) => [l.lineNo, l.quantity]));
  const lines = [...given]
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((l) => ({
      lineNo: l.lineNo,
      skuId: l.skuId,
      unitPriceFen: l.unitPriceFen,
      amountFen: l.unitPriceFen * (qty.get(l.lineNo) ?? 0),
      skuTitle: titles.get(l.skuId) ?? '',
    }));
  return { lines, totalFen: lines.reduce((n, l) => n + l.amountFen, 0) };
}

/** The buyer's message about a new quote: the price only when the request is 公开竞价. */
function quoteNews(row: BiddingRequestRow, supplier: string, totalFen: number, days: number): string {
  const price = isSealed(row) ? '（密封报价，截止后可查看价格）' : `，合计 ¥${fenToYuan(totalFen)}`;
  return `您的竞价单 ${row.biddingNo}“${row.title}”收到 ${supplier} 的报价${price}，交货期 ${days} 天，请及时查看。`;
}

/** Date-time in China, e.g. 2026-11-30 18:00. */
function fmt(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

type Chosen = { lineNo: number; quote: BiddingQuoteRow; line: StoredQuoteLine };

/**
 * The checkout hooks of an award (direct, or a purchase request's last approval): the quoted prices; before
 * any order is written a conditional update closes the request (`from` → 已选标), which also serialises two
 * awards of it (the second waits for the row lock, then finds the state changed: 409, rolled back); once
 * every seller's order is written, the award is recorded line by line and the buyer and the shops are told.
 */
function awardPlacement(row: BiddingRequestRow, chosen: readonly Chosen[], from: BiddingStatus) {
  const sellers = new Set(chosen.map((c) => c.quote.merchantId)).size;
  const placed: { orderNo: string; merchantId: number; payAmountFen: number }[] = [];
  const quoteIds = new Set(chosen.map((c) => c.quote.id));
  const hooks: PlaceOrderHooks = {
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
  return { hooks };
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
}

// ---- An award waiting for the company's approval (the company module calls these in its transactions) ----

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
  return awardPlacement(row, chosen, BIDDING_STATUS.APPROVAL).hooks;
}
