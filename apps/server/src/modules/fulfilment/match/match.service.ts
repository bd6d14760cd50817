import { inArray, sql } from 'drizzle-orm';
import type { AdminMatchListQuery, MatchExportQuery, MatchLine, MatchPage } from '@mall/shared';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../lib/app-error';
import { statementOrderIds } from '../../finance/credit';
import { invoicedOrders } from '../../finance/invoice';
import { companyContextOf, hasRole, requireRole } from '../../identity/company';
import { companyOrderLines } from '../../trade/order';
import { shipmentReceiptLines } from '../receipt/receipt.table';
import { invoicedPerLine, matchStatus } from './match.core';
import { matchWorkbook } from './match.sheet';

/** The most order lines one board reads (a month of a large company); narrow by month or order beyond it. */
const MAX_LINES = 5000;

type Filters = MatchExportQuery & { companyId?: number };

/** [from, to) of a YYYY-MM month in Beijing time. */
function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const year = (n: number) => String(n).padStart(4, '0');
  const next = m === 12 ? `${year(y + 1)}-01` : `${year(y)}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+08:00`), to: new Date(`${next}-01T00:00:00+08:00`) };
}

/** The three-way match board (三单匹配): a company's (its 财务 or 管理员) or, for operators, every company's. */
export class MatchService {
  constructor(private readonly db: Db) {}

  /** The company of `userId`, if he may see its board: 403 for other members and for non-members. */
  async companyOf(userId: number): Promise<number> {
    const ctx = requireRole(await companyContextOf(this.db, userId));
    if (!hasRole(ctx, '财务', '管理员'))
      throw forbidden('需要财务或管理员角色才能查看三单匹配，请联系企业管理员分配');
    return ctx.companyId;
  }

  /** Every board line that passes `q`, newest order first. */
  async lines(companyId: number | null, q: Filters): Promise<MatchLine[]> {
    const company = companyId ?? q.companyId ?? null;
    // A statement's orders (another company's statement number: none).
    const orderIds = q.statementNo ? await statementOrderIds(this.db, q.statementNo, company) : undefined;
    if (orderIds === null || orderIds?.length === 0) return [];
    const orderLines = await companyOrderLines(this.db, {
      companyId: company,
      ...(q.month ? monthRange(q.month) : {}),
      orderNo: q.orderNo || undefined,
      orderIds,
      limit: MAX_LINES,
    });
    if (!orderLines.length) return [];
    const lineIds = orderLines.map((l) => l.id);
    const [received, invoices] = await Promise.all([
      this.db
        .select({
          orderLineId: shipmentReceiptLines.orderLineId,
          accepted: sql<number>`sum(${shipmentReceiptLines.accepted})::int`,
        })
        .from(shipmentReceiptLines)
        .where(inArray(shipmentReceiptLines.orderLineId, lineIds))
        .groupBy(shipmentReceiptLines.orderLineId),
      invoicedOrders(this.db, [...new Set(orderLines.map((l) => l.orderId))]),
    ]);
    const accepted = new Map(received.map((r) => [r.orderLineId, Number(r.accepted)]));
    const invoiced = invoicedPerLine(orderLines, invoices);
    const out: MatchLine[] = [];
    for (const l of orderLines) {
      const got = accepted.get(l.id) ?? 0;
      const inv = invoiced.get(l.id) ?? { quantity: 0, fen: 0 };
      const m = matchStatus({
        priceFen: l.priceFen,
        ordered: l.quantity,
        received: got,
        invoiced: inv.quantity,
        invoicedFen: inv.fen,
      });
      if (q.status && m.status !== q.status) continue;
      out.push({
        companyId: l.companyId,
        orderNo: l.orderNo,
        orderedAt: l.orderedAt.toISOString(),
        orderLineId: l.id,
        title: l.title,
        unit: l.unit,
        priceFen: l.priceFen,
        orderedQuantity: l.quantity,
        orderedFen: l.quantity * l.priceFen,
        receivedQuantity: got,
        receivedFen: got * l.priceFen,
        invoicedQuantity: inv.quantity,
        invoicedFen: inv.fen,
        ...m,
      });
    }
    return out;
  }

  /** One page of the board. */
  async list(
    companyId: number | null,
    q: AdminMatchListQuery | (Filters & { pageNum: number; pageSize: number }),
  ): Promise<MatchPage> {
    const all = await this.lines(companyId, q);
    const start = (q.pageNum - 1) * q.pageSize;
    return {
      list: all.slice(start, start + q.pageSize),
      total: all.length,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** The board as an .xlsx workbook (every line that passes the filters). */
  async workbook(companyId: number, q: MatchExportQuery): Promise<{ data: Buffer; name: string }> {
    return matchWorkbook(await this.lines(companyId, q), q.month ?? '全部');
  }
}
