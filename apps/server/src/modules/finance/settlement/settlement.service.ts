import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  SETTLEMENT_STATUS,
  SETTLEMENT_LINE_KIND_LABEL,
  SETTLEMENT_STATUS_LABEL,
  fenToYuan,
  type Settlement,
  type SettlementDetail,
  type settlementListBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { writeMerchantNotices } from '../../content/message';
import { DEFAULT_COMMISSION_BP, adjustLine, periodBounds, settleLine, settleTotals } from './settlement.math';
import { SETTLEMENT_LINE_KIND, settlementLines, settlements, type SettlementRow } from './settlement.table';

const NOT_FOUND = '结算单不存在';
/** First key of the advisory lock held while a shop's statement is written (any fixed number). */
const SETTLEMENT_LOCK = 7_203_115;

function toSettlement(r: SettlementRow): Settlement {
  return {
    id: r.id,
    statementNo: r.statementNo,
    merchantId: r.merchantId,
    merchantName: r.merchantName,
    period: r.period,
    status: r.status,
    statusLabel: SETTLEMENT_STATUS_LABEL[r.status] ?? '',
    orderCount: r.orderCount,
    completedFen: r.completedFen,
    refundFen: r.refundFen,
    commissionFen: r.commissionFen,
    payableFen: r.payableFen,
    confirmedBy: r.confirmedBy,
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    payRef: r.payRef,
    paidAt: r.paidAt?.toISOString() ?? null,
    generatedAt: r.generatedAt.toISOString(),
  };
}

/**
 * Merchant statements (结算单): generated per shop and month by the monthly job or on demand by operators;
 * confirmed by the shop; marked paid by operators. Every write is one transaction.
 */
export class SettlementService {
  constructor(private readonly db: Db) {}

  /**
   * Generates (or, while 待确认, regenerates) the statements of `period` — of one shop, or of every shop
   * with orders completed in it. `onlyMissing` (the job) leaves existing statements alone. Returns how many
   * statements were written.
   */
  async generate(period: string, merchantId?: number, onlyMissing = false): Promise<number> {
    const { start, end } = periodBounds(period);
    // Every shop with orders completed in the month, and every shop owed a 退款调整 (a refund made after
    // the statement of its order was fixed).
    const shops = merchantId
      ? [{ merchant_id: merchantId }]
      : await queryRows<{ merchant_id: number }>(
          this.db,
          sql`select merchant_id from orders
              where merchant_id <> 0 and status = 5 and completed_at >= ${start} and completed_at < ${end}
              union
              select s.merchant_id from settlement_lines l
              join settlements s on s.id = l.settlement_id
              where l.kind = 1 and s.status <> ${SETTLEMENT_STATUS.PENDING} and s.period < ${period}
                and l.order_line_id in (select order_line_id from afs_requests where refunded_fen > 0)
                and least((select sum(a.refunded_fen) from afs_requests a where a.order_line_id = l.order_line_id),
                          l.amount_fen)
                    <> (select sum(x.refund_fen) from settlement_lines x where x.order_line_id = l.order_line_id)`,
        );
    let written = 0;
    for (const s of shops) {
      if (await this.generateOne(Number(s.merchant_id), period, start, end, onlyMissing)) written++;
    }
    return written;
  }

  private async generateOne(
    merchantId: number,
    period: string,
    start: Date,
    end: Date,
    onlyMissing: boolean,
  ) {
    return this.db.transaction(async (tx) => {
      const [shop] = await queryRows<{ name: string; commission_rates: Record<string, number> }>(
        tx,
        sql`select name, commission_rates from merchants where id = ${merchantId} for share`,
      );
      if (!shop) throw notFound('店铺不存在');
      // One statement of a shop written at a time: two months generated at once must not both carry the
      // same adjustment.
      await tx.execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK}, ${merchantId})`);
      const [existing] = await tx
        .select()
        .from(settlements)
        .where(and(eq(settlements.merchantId, merchantId), eq(settlements.period, period)))
        .for('update');
      if (existing && (onlyMissing || existing.status !== SETTLEMENT_STATUS.PENDING)) return false;
      const rows = await queryRows<{
        order_id: number;
        order_no: string;
        completed_at: Date;
        line_id: number;
        title: string;
        amount_fen: number;
        category_id: number | null;
        category_title: string | null;
        refund_fen: number;
      }>(
        tx,
        sql`select o.id as order_id, o.order_no, o.completed_at, l.id as line_id, l.title, l.amount_fen,
                   p.first_category_id as category_id, c.title as category_title,
                   coalesce((select sum(a.refunded_fen) from afs_requests a where a.order_line_id = l.id), 0)
                     as refund_fen
            from orders o join order_lines l on l.order_id = o.id
            left join products p on p.id = l.product_id
            left join categories c on c.id = p.first_category_id
            where o.merchant_id = ${merchantId} and o.status = 5
              and o.completed_at >= ${start} and o.completed_at < ${end}
            order by o.completed_at, o.id, l.id`,
      );
      const lines = rows.map((r) => {
        const categoryId = Number(r.category_id ?? 0);
        const rateBp = shop.commission_rates[String(categoryId)] ?? DEFAULT_COMMISSION_BP;
        const input = { amountFen: Number(r.amount_fen), refundFen: Number(r.refund_fen), rateBp };
        return { ...r, categoryId, ...input, ...settleLine(input) };
      });
      const adjustments = await this.adjustments(tx, merchantId, period, existing?.id ?? 0);
      const totals = settleTotals([...lines, ...adjustments]);
      const values = {
        merchantName: shop.name,
        orderCount: new Set(lines.map((l) => l.order_id)).size,
        ...totals,
        generatedAt: new Date(),
      };
      let id: number;
      if (existing) {
        await tx.update(settlements).set(values).where(eq(settlements.id, existing.id));
        await tx.delete(settlementLines).where(eq(settlementLines.settlementId, existing.id));
        id = existing.id;
      } else {
        const [made] = await tx
          .insert(settlements)
          .values({ ...values, merchantId, period })
          .returning({ id: settlements.id, statementNo: settlements.statementNo });
        id = made!.id;
        await writeMerchantNotices(tx, [
          {
            merchantId,
            title: '新的结算单',
            content: `${period} 结算单已生成：完成订单 ${values.orderCount} 笔，应结金额 ¥${fenToYuan(totals.payableFen)}，请核对后确认。`,
            link: `/settlement?id=${id}`,
          },
        ]);
      }
      if (lines.length)
        await tx.insert(settlementLines).values(
          lines.map((l) => ({
            settlementId: id,
            orderId: Number(l.order_id),
            orderNo: l.order_no,
            orderLineId: Number(l.line_id),
            completedAt: new Date(l.completed_at),
            title: l.title.slice(0, 200),
            categoryId: l.categoryId,
            categoryTitle: (l.category_title ?? '').slice(0, 50),
            rateBp: l.rateBp,
            amountFen: l.amountFen,
            refundFen: l.refundFen,
            commissionFen: l.commissionFen,
            payableFen: l.payableFen,
          })),
        );
      if (adjustments.length)
        await tx.insert(settlementLines).values(adjustments.map((a) => ({ ...a, settlementId: id })));
      return true;
    });
  }

  /**
   * The 退款调整 lines statement `period` of a shop carries: for each of its order lines counted by a fixed
   * (confirmed or paid) statement of an earlier month and refunded more since, the line settled again at
   * today's refund less what every other statement counted of it. `self` (the statement being regenerated)
   * is left out of that count, so regenerating never carries an adjustment twice.
   */
  private async adjustments(tx: DbOrTx, merchantId: number, period: string, self: number) {
    const rows = await queryRows<{
      order_id: number;
      order_no: string;
      order_line_id: number;
      completed_at: Date;
      title: string;
      category_id: number;
      category_title: string;
      rate_bp: number;
      amount_fen: number;
      statement_no: string;
      refund_now: number;
      refund_counted: number;
      commission_counted: number;
      payable_counted: number;
    }>(
      tx,
      sql`select l.order_id, l.order_no, l.order_line_id, l.completed_at, l.title, l.category_id,
                 l.category_title, l.rate_bp, l.amount_fen, s.statement_no, r.refund_now,
                 c.refund_counted, c.commission_counted, c.payable_counted
          from (select order_line_id, sum(refunded_fen) as refund_now from afs_requests
                where refunded_fen > 0 and order_line_id in (
                  select x.order_line_id from settlement_lines x join settlements y on y.id = x.settlement_id
                  where y.merchant_id = ${merchantId} and x.kind = 1)
                group by order_line_id) r
          join settlement_lines l on l.order_line_id = r.order_line_id and l.kind = 1
          join settlements s on s.id = l.settlement_id
          join lateral (select sum(x.refund_fen) as refund_counted, sum(x.commission_fen) as commission_counted,
                               sum(x.payable_fen) as payable_counted
                        from settlement_lines x
                        where x.order_line_id = l.order_line_id and x.settlement_id <> ${self}) c on true
          where s.merchant_id = ${merchantId} and s.status <> ${SETTLEMENT_STATUS.PENDING}
            and s.period < ${period} and l.settlement_id <> ${self}
          order by l.completed_at, l.order_id, l.order_line_id`,
    );
    return rows
      .map((r) => {
        const input = {
          amountFen: Number(r.amount_fen),
          refundFen: Number(r.refund_now),
          rateBp: Number(r.rate_bp),
        };
        const delta = adjustLine(input, {
          refundFen: Number(r.refund_counted),
          commissionFen: Number(r.commission_counted),
          payableFen: Number(r.payable_counted),
        });
        return {
          orderId: Number(r.order_id),
          orderNo: r.order_no,
          orderLineId: Number(r.order_line_id),
          kind: SETTLEMENT_LINE_KIND.ADJUSTMENT,
          adjustsStatementNo: r.statement_no,
          completedAt: new Date(r.completed_at),
          title: r.title,
          categoryId: Number(r.category_id),
          categoryTitle: r.category_title,
          rateBp: input.rateBp,
          amountFen: 0,
          ...delta,
        };
      })
      .filter((a) => a.refundFen !== 0 || a.commissionFen !== 0 || a.payableFen !== 0);
  }

  async list(merchantId: number | null, body: z.output<typeof settlementListBody>) {
    const where: SQL[] = [];
    const shop = merchantId ?? body.merchantId;
    if (shop) where.push(eq(settlements.merchantId, shop));
    if (body.period) where.push(eq(settlements.period, body.period));
    if (body.status) where.push(eq(settlements.status, body.status));
    const cond = and(...where);
    const [total] = await this.db.select({ n: count() }).from(settlements).where(cond);
    const rows = await this.db
      .select()
      .from(settlements)
      .where(cond)
      .orderBy(desc(settlements.period), desc(settlements.id))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    return {
      list: rows.map(toSettlement),
      total: total?.n ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  }

  private async find(db: DbOrTx, merchantId: number | null, id: number, lock = false) {
    const q = db
      .select()
      .from(settlements)
      .where(
        merchantId === null
          ? eq(settlements.id, id)
          : and(eq(settlements.id, id), eq(settlements.merchantId, merchantId)),
      );
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async detail(merchantId: number | null, id: number): Promise<SettlementDetail> {
    const row = await this.find(this.db, merchantId, id);
    const lines = await this.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, id))
      .orderBy(settlementLines.id);
    return {
      ...toSettlement(row),
      lines: lines.map((l) => ({
        kind: l.kind,
        adjustsStatementNo: l.adjustsStatementNo,
        orderNo: l.orderNo,
        completedAt: l.completedAt.toISOString(),
        title: l.title,
        categoryTitle: l.categoryTitle,
        rateBp: l.rateBp,
        amountFen: l.amountFen,
        refundFen: l.refundFen,
        commissionFen: l.commissionFen,
        payableFen: l.payableFen,
      })),
    };
  }

  /** The shop confirms its statement (待确认 → 已确认); from then on it is fixed. */
  async confirm(merchantId: number, id: number, actor: AuditActor): Promise<Settlement> {
    return this.db.transaction(async (tx) => {
      const row = await this.find(tx, merchantId, id, true);
      if (row.status !== SETTLEMENT_STATUS.PENDING)
        throw conflict(`结算单${SETTLEMENT_STATUS_LABEL[row.status]}，不能再确认`);
      const [updated] = await tx
        .update(settlements)
        .set({
          status: SETTLEMENT_STATUS.CONFIRMED,
          confirmedBy: actor.operatorName,
          confirmedAt: new Date(),
        })
        .where(eq(settlements.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'settlement.confirm',
        targetType: 'settlement',
        targetId: row.statementNo,
        summary: `确认结算单 ${row.statementNo}（${row.period}，应结 ¥${fenToYuan(row.payableFen)}）`,
        before: { status: row.status },
        after: { status: SETTLEMENT_STATUS.CONFIRMED },
      });
      return toSettlement(updated!);
    });
  }

  /** Operators mark a confirmed statement paid (已确认 → 已付款) with the bank reference. */
  async pay(id: number, payRef: string, actor: AuditActor): Promise<Settlement> {
    return this.db.transaction(async (tx) => {
      const row = await this.find(tx, null, id, true);
      if (row.status !== SETTLEMENT_STATUS.CONFIRMED)
        throw conflict(
          row.status === SETTLEMENT_STATUS.PENDING ? '结算单待商家确认，确认后才能付款' : '结算单已付款',
        );
      const [updated] = await tx
        .update(settlements)
        .set({ status: SETTLEMENT_STATUS.PAID, payRef, paidBy: actor.operatorId, paidAt: new Date() })
        .where(eq(settlements.id, id))
        .returning();
      await writeMerchantNotices(tx, [
        {
          merchantId: row.merchantId,
          title: '结算款已支付',
          content: `${row.period} 结算单 ${row.statementNo} 应结 ¥${fenToYuan(row.payableFen)} 已支付，付款流水号 ${payRef}。`,
          link: `/settlement?id=${row.id}`,
        },
      ]);
      await recordAudit(tx, actor, {
        action: 'settlement.pay',
        targetType: 'settlement',
        targetId: row.statementNo,
        summary: `结算单 ${row.statementNo} 已付款 ¥${fenToYuan(row.payableFen)}（${payRef}）`,
        before: { status: row.status },
        after: { status: SETTLEMENT_STATUS.PAID, payRef },
      });
      return toSettlement(updated!);
    });
  }

  /** The statement as an .xlsx workbook: the summary, then one row per order line; money as numbers. */
  async workbook(merchantId: number | null, id: number): Promise<{ data: Buffer; name: string }> {
    const s = await this.detail(merchantId, id);
    const book = new ExcelJS.Workbook();
    book.created = new Date();
    const sheet = book.addWorksheet('结算单');
    const yuan = (fen: number) => Number(fenToYuan(fen));
    sheet.columns = [
      { header: '类型', key: 'kind', width: 26 },
      { header: '订单号', key: 'orderNo', width: 22 },
      { header: '完成时间', key: 'completedAt', width: 18 },
      { header: '商品', key: 'title', width: 40 },
      { header: '一级类目', key: 'category', width: 14 },
      { header: '佣金比例', key: 'rate', width: 10 },
      { header: '订单金额（元）', key: 'amount', width: 15 },
      { header: '退款（元）', key: 'refund', width: 12 },
      { header: '佣金（元）', key: 'commission', width: 12 },
      { header: '应结（元）', key: 'payable', width: 14 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const l of s.lines)
      sheet.addRow({
        kind:
          l.kind === SETTLEMENT_LINE_KIND.ADJUSTMENT
            ? `退款调整（${l.adjustsStatementNo}）`
            : SETTLEMENT_LINE_KIND_LABEL[l.kind],
        orderNo: l.orderNo,
        completedAt: new Date(new Date(l.completedAt).getTime() + 8 * 3600_000)
          .toISOString()
          .slice(0, 16)
          .replace('T', ' '),
        title: l.title,
        category: l.categoryTitle,
        rate: `${(l.rateBp / 100).toFixed(2)}%`,
        amount: yuan(l.amountFen),
        refund: yuan(l.refundFen),
        commission: yuan(l.commissionFen),
        payable: yuan(l.payableFen),
      });
    const total = sheet.addRow({
      kind: `合计（${s.orderCount} 笔订单）`,
      amount: yuan(s.completedFen),
      refund: yuan(s.refundFen),
      commission: yuan(s.commissionFen),
      payable: yuan(s.payableFen),
    });
    total.font = { bold: true };
    for (const key of ['amount', 'refund', 'commission', 'payable']) sheet.getColumn(key).numFmt = '#,##0.00';
    sheet.insertRow(1, [
      `结算单 ${s.statementNo}  店铺：${s.merchantName}  结算周期：${s.period}  状态：${s.statusLabel}`,
    ]);
    sheet.getRow(1).font = { bold: true, size: 13 };
    const data = Buffer.from(await book.xlsx.writeBuffer());
    return { data, name: `结算单-${s.statementNo}.xlsx` };
  }
}
