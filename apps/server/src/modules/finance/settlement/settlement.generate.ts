import { and, eq, sql } from 'drizzle-orm';
import { SETTLEMENT_STATUS, fenToYuan } from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { writeMerchantNotices } from '../../content/message';
import { recordEvent } from '../../platform/events';
import { DEFAULT_COMMISSION_BP, adjustLine, periodBounds, settleLine, settleTotals } from './settlement.math';
import { SETTLEMENT_LINE_KIND, settlementLines, settlements } from './settlement.table';

// Writing a month's statements: the completed orders' lines at the shop's commission rates, and the 退款调整
// lines of refunds made after an earlier statement was fixed.

/** First key of the advisory lock held while a shop's statement is written (any fixed number). */
const SETTLEMENT_LOCK = 7_203_115;

/**
 * Generates (or, while 待确认, regenerates) the statements of `period` — of one shop, or of every shop
 * with orders completed in it. `onlyMissing` (the job) leaves existing statements alone. Returns how many
 * statements were written.
 */
export async function generateSettlements(
  db: Db,
  period: string,
  merchantId?: number,
  onlyMissing = false,
): Promise<number> {
  const { start, end } = periodBounds(period);
  // Every shop with orders completed in the month, and every shop owed a 退款调整 (a refund made after
  // the statement of its order was fixed).
  const shops = merchantId
    ? [{ merchant_id: merchantId }]
    : await queryRows<{ merchant_id: number }>(
        db,
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
    if (await generateOne(db, Number(s.merchant_id), period, start, end, onlyMissing)) written++;
  }
  return written;
}

async function generateOne(
  db: Db,
  merchantId: number,
  period: string,
  start: Date,
  end: Date,
  onlyMissing: boolean,
) {
  return db.transaction(async (tx) => {
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
    const adjustments = await adjustmentLines(tx, merchantId, period, existing?.id ?? 0);
    const totals = settleTotals([...lines, ...adjustments]);
    const values = {
      merchantName: shop.name,
      orderCount: new Set(lines.map((l) => l.order_id)).size,
      ...totals,
      generatedAt: new Date(),
    };
    let id: number;
    let statementNo: string;
    if (existing) {
      await tx.update(settlements).set(values).where(eq(settlements.id, existing.id));
      await tx.delete(settlementLines).where(eq(settlementLines.settlementId, existing.id));
      id = existing.id;
      statementNo = existing.statementNo;
    } else {
      const [made] = await tx
        .insert(settlements)
        .values({ ...values, merchantId, period })
        .returning({ id: settlements.id, statementNo: settlements.statementNo });
      id = made!.id;
      statementNo = made!.statementNo;
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
    // The shop's app hears of it (open platform: settlement.ready), with the statement, in this transaction.
    await recordEvent(tx, {
      type: 'settlement.ready',
      merchantId,
      subjectId: id,
      data: {
        statementNo,
        period,
        status: SETTLEMENT_STATUS.PENDING,
        orderCount: values.orderCount,
        ...totals,
        regenerated: Boolean(existing),
      },
    });
    return true;
  });
}

/**
 * The 退款调整 lines statement `period` of a shop carries: for each of its order lines counted by a fixed
 * (confirmed or paid) statement of an earlier month and refunded more since, the line settled again at
 * today's refund less what every other statement counted of it. `self` (the statement being regenerated)
 * is left out of that count, so regenerating never carries an adjustment twice.
 */
async function adjustmentLines(tx: DbOrTx, merchantId: number, period: string, self: number) {
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
