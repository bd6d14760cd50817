import { sql } from 'drizzle-orm';
import {
  fenToYuan,
  INVOICE_KIND,
  STATEMENT_STATUS,
  yuanToFen,
  type consolidatedInvoiceBody,
  type ConsolidatedInvoicePreview,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { companyContextOf, requireRole } from '../../identity/company';
import type { InvoiceService } from '../invoice';
import { readSetting, writeSetting } from '../../platform/system';

type Body = z.output<typeof consolidatedInvoiceBody>;

/** Setting key of the per-invoice limit (fen); ¥100,000 (the common 十万元版) when operators set none. */
const INVOICE_LIMIT_KEY = 'invoiceLimitFen';
const DEFAULT_INVOICE_LIMIT_FEN = 10_000_000;

/**
 * Splits orders into invoices of at most `limitFen` each, whole orders per invoice (first fit, largest first;
 * each invoice lists its orders in the order given). An order larger than the limit by itself cannot be
 * split across invoices (an order belongs to one live invoice): 409 naming it.
 */
function splitByLimit(amounts: { orderNo: string; fen: number }[], limitFen: number): string[][] {
  const big = amounts.find((a) => a.fen > limitFen);
  if (big)
    throw conflict(
      `订单 ${big.orderNo} 可开票金额 ¥${fenToYuan(big.fen)} 超过单张发票限额 ¥${fenToYuan(limitFen)}，请单独申请开票`,
    );
  const position = new Map(amounts.map((a, i) => [a.orderNo, i]));
  const bins: { fen: number; orderNos: string[] }[] = [];
  for (const a of [...amounts].sort(
    (x, y) => y.fen - x.fen || position.get(x.orderNo)! - position.get(y.orderNo)!,
  )) {
    const bin = bins.find((b) => b.fen + a.fen <= limitFen);
    if (bin) {
      bin.fen += a.fen;
      bin.orderNos.push(a.orderNo);
    } else bins.push({ fen: a.fen, orderNos: [a.orderNo] });
  }
  return bins.map((b) => b.orderNos.sort((x, y) => position.get(x)! - position.get(y)!));
}

/**
 * 合并开票: the company's 财务 (or 管理员) applies for VAT invoices over several paid or 账期 orders of the
 * company, or every order of a confirmed statement; split by the per-invoice limit. Each invoice is an
 * ordinary application (issue, reject and red-letter reversal work on each).
 */
export class ConsolidatedInvoicing {
  constructor(
    private readonly db: Db,
    private readonly invoices: InvoiceService,
  ) {}

  async limitFen(): Promise<number> {
    return readSetting(this.db, INVOICE_LIMIT_KEY, DEFAULT_INVOICE_LIMIT_FEN);
  }

  async setLimit(op: AuditActor, limit: string): Promise<{ limit: string }> {
    const fen = yuanToFen(limit);
    if (fen < 100) throw conflict('单张发票限额不能低于 ¥1.00');
    await this.db.transaction(async (tx) => {
      await writeSetting(tx, INVOICE_LIMIT_KEY, fen);
      await recordAudit(tx, op, {
        action: 'settings.invoiceLimit',
        targetType: 'setting',
        targetId: INVOICE_LIMIT_KEY,
        summary: `单张发票限额设为 ¥${fenToYuan(fen)}`,
      });
    });
    return { limit: fenToYuan(fen) };
  }

  /** The order numbers the body names: its own, or the orders billed on a confirmed statement of the company. */
  private async orderNosOf(companyId: number, b: Body): Promise<string[]> {
    if (b.orderNos?.length) return b.orderNos;
    const [s] = await queryRows<{ status: number }>(
      this.db,
      sql`select status from credit_statements where id = ${b.statementId!} and company_id = ${companyId}`,
    );
    if (!s) throw notFound('对账单不存在');
    if (s.status !== STATEMENT_STATUS.CONFIRMED) throw conflict('对账单确认后才能按对账单开票');
    const rows = await queryRows<{ order_no: string }>(
      this.db,
      sql`select distinct o.order_no, o.id from credit_entries e join orders o on o.id = e.order_id
          where e.statement_id = ${b.statementId!} and e.kind = 'order' order by o.id`,
    );
    if (!rows.length) throw conflict('该对账单没有可开票的订单');
    return rows.map((r) => r.order_no);
  }

  private async prepare(userId: number, b: Body) {
    const ctx = requireRole(await companyContextOf(this.db, userId), '管理员', '财务');
    const orderNos = await this.orderNosOf(ctx.companyId, b);
    const input = {
      orderNos,
      type: b.type,
      kind: INVOICE_KIND.SPECIAL,
      titleId: b.titleId,
      remark: b.remark,
    };
    return { input, scope: sql`orders.company_id = ${ctx.companyId}`, limit: await this.limitFen() };
  }

  /** How the application would be split (nothing written; a refusal is the same as apply's). */
  async preview(userId: number, b: Body): Promise<ConsolidatedInvoicePreview> {
    const { input, scope, limit } = await this.prepare(userId, b);
    let parts: { orderNos: string[]; total: string }[] = [];
    let total = 0;
    // Same checks as apply, inside a transaction that is rolled back.
    await this.invoices
      .applyGrouped(userId, input, scope, (amounts) => {
        const fen = new Map(amounts.map((a) => [a.orderNo, a.fen]));
        const groups = splitByLimit(amounts, limit);
        total = amounts.reduce((n, a) => n + a.fen, 0);
        parts = groups.map((orderNos) => ({
          orderNos,
          total: fenToYuan(orderNos.reduce((n, no) => n + fen.get(no)!, 0)),
        }));
        throw new PreviewDone();
      })
      .catch((err: unknown) => {
        if (!(err instanceof PreviewDone)) throw err;
      });
    return { limit: fenToYuan(limit), total: fenToYuan(total), parts };
  }

  async apply(userId: number, b: Body) {
    const { input, scope, limit } = await this.prepare(userId, b);
    const ids = await this.invoices.applyGrouped(userId, input, scope, (amounts) =>
      splitByLimit(amounts, limit),
    );
    const invoices = [];
    for (const id of ids) invoices.push(await this.invoices.detail({ id, userId }));
    return { invoices };
  }
}

class PreviewDone extends Error {}
