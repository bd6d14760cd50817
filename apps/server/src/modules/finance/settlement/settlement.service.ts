import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  SETTLEMENT_STATUS,
  SETTLEMENT_STATUS_LABEL,
  fenToYuan,
  type Settlement,
  type SettlementDetail,
  type settlementListBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { tablePage } from '../../../lib/newest-page';
import { conflict, notFound } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { writeMerchantNotices } from '../../content/message';
import { generateSettlements } from './settlement.generate';
import { settlementWorkbook } from './settlement.sheet';
import { settlementLines, settlements, type SettlementRow } from './settlement.table';

const NOT_FOUND = '结算单不存在';

/** Row → wire shape: the statement's figures as stored, its status label and times as ISO strings. */
function toSettlement(r: SettlementRow): Settlement {
  const { paidBy: _paidBy, confirmedAt, paidAt, generatedAt, ...statement } = r;
  return {
    ...statement,
    statusLabel: SETTLEMENT_STATUS_LABEL[r.status] ?? '',
    confirmedAt: confirmedAt?.toISOString() ?? null,
    paidAt: paidAt?.toISOString() ?? null,
    generatedAt: generatedAt.toISOString(),
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
  generate(period: string, merchantId?: number, onlyMissing = false): Promise<number> {
    return generateSettlements(this.db, period, merchantId, onlyMissing);
  }

  async list(merchantId: number | null, body: z.output<typeof settlementListBody>) {
    const where: SQL[] = [];
    const shop = merchantId ?? body.merchantId;
    if (shop) where.push(eq(settlements.merchantId, shop));
    if (body.period) where.push(eq(settlements.period, body.period));
    if (body.status) where.push(eq(settlements.status, body.status));
    const cond = and(...where);
    const { rows, total } = await tablePage(this.db, settlements, cond, body, [
      desc(settlements.period),
      desc(settlements.id),
    ]);
    return {
      list: rows.map(toSettlement),
      total,
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
    return settlementWorkbook(await this.detail(merchantId, id));
  }
}
