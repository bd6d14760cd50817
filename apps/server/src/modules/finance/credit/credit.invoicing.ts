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
import type { InvoiceService, OrderToSplit } from '../invoice';
import { readSetting, writeSetting } from '../../platform/system';

type Body = z.output<typeof consolidatedInvoiceBody>;

/** Setting key of the per-invoice limit (fen); ¥100,000 (the common 十万元版) when operators set none. */
const INVOICE_LIMIT_KEY = 'invoiceLimitFen';
const DEFAULT_INVOICE_LIMIT_FEN = 10_000_000;

/**
 * Splits orders into invoices of at most `limitFen` each and at most `maxLines` invoice lines (the seller's
 * provider's per-invoice line limit; an order's lines merge with another's of the same SKU and price), whole
 * orders per invoice (first fit, largest first; each invoice lists its orders in the order given). An order
 * over either limit by itself cannot be split across invoices (an order belongs to one live invoice): 409
 * naming it.
 */
export function splitByLimit(amounts: OrderToSplit[], limitFen: number, maxLines: number): string[][] {
  const big = amounts.find((a) => a.fen > limitFen);
  if (big)
    throw conflict(
      `订单 ${big.orderNo} 可开票金额 ¥${fenToYuan(big.fen)} 超过单张发票限额 ¥${fenToYuan(limitFen)}，请单独申请开票`,
    );
  const long = amounts.find((a) => new Set(a.lines).size > maxLines);
  if (long)
    throw conflict(
      `订单 ${long.orderNo} 有 ${new Set(long.lines).size} 个开票行，超过开票服务单张发票 ${maxLines} 行的上限，请联系客服分开开具`,
    );
  const position = new Map(amounts.map((a, i) => [a.orderNo, i]));
  const bins: { fen: number; lines: Set<string>; orderNos: string[] }[] = [];
  const fits = (bin: (typeof bins)[number], a: OrderToSplit) =>
    bin.fen + a.fen <= limitFen && new Set([...bin.lines, ...a.lines]).size <= maxLines;
  for (const a of [...amounts].sort(
    (x, y) => y.fen - x.fen || position.get(x.orderNo)! - position.get(y.orderNo)!,
  )) {
    const bin = bins.find((b) => fits(b, a));
    if (bin) {
      bin.fen += a.fen;
      for (const l of a.lines) bin.lines.add(l);
      bin.orderNos.push(a.orderNo);
    } else bins.push({ fen: a.fen, lines: new Set(a.lines), orderNos: [a.orderNo] });
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
    /**
     * Lines per invoice: the 数电 platform's cap, which every provider we issue through passes on (a provider
     * with a lower one refuses the application at issue, saying so).
     */
    private readonly maxLines: number,
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

  /**
   * The order numbers the body names: its own, or the orders a confirmed statement of the company bills
   * whose billing it completes (orders still waiting for goods are invoiced with a later statement).
   */
  private async orderNosOf(companyId: number, b: Body): Promise<string[]> {
    if (b.orderNos?.length) return b.orderNos;
    const [s] = await queryRows<{ status: number }>(
      this.db,
      sql`select status from credit_statements where id = ${b.statementId!} and company_id = ${companyId}`,
    );
    if (!s) throw notFound('对账单不存在');
    if (s.status !== STATEMENT_STATUS.CONFIRMED) throw conflict('对账单确认后才能按对账单开票');
    // An invoice covers whole orders: an order billed in parts (as its goods are received) is invoiced over
    // the statement that bills its last part — none of it waits for goods, no later statement carries it.
    const rows = await queryRows<{ order_no: string; waiting: boolean }>(
      this.db,
      sql`select o.order_no, o.id, exists (select 1 from credit_entries w where w.order_id = o.id
              and w.kind = 'order' and (w.statement_id is null or w.statement_id in (
                select l.id from credit_statements l join credit_statements s on s.id = ${b.statementId!}
                where l.company_id = s.company_id and l.status <> ${STATEMENT_STATUS.VOID}
                  and l.period_end > s.period_end))) as waiting
          from orders o where o.id in (select e.order_id from credit_entries e
            where e.statement_id = ${b.statementId!} and e.kind = 'order')
          order by o.id`,
    );
    if (!rows.length) throw conflict('该对账单没有可开票的订单');
    const ready = rows.filter((r) => !r.waiting);
    if (!ready.length) throw conflict('该对账单的订单尚有未验收的商品，全部验收并出账后随最后一期对账单开票');
    return ready.map((r) => r.order_no);
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
        const groups = splitByLimit(amounts, limit, this.maxLines);
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
      splitByLimit(amounts, limit, this.maxLines),
    );
    const invoices = [];
    for (const id of ids) invoices.push(await this.invoices.detail({ id, userId }));
    return { invoices };
  }
}

class PreviewDone extends Error {}
