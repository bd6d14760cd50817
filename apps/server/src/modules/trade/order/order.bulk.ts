import { inArray } from 'drizzle-orm';
import type { BulkAcceptResult, BulkReportRow, BulkShipResult } from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../platform/audit';
import { moveOrder, moveProblem, type OrderLinesShip, type OrderShipHook } from './order.lifecycle';
import { orders, type OrderRow } from './order.table';
import type { ShipSheetRow } from './order.ship-sheet';

/** Locks the orders of `orderNos` in id order (so two bulk calls never deadlock); keyed by number. */
async function lockMany(tx: DbOrTx, orderNos: string[]): Promise<Map<string, OrderRow>> {
  const rows = await tx
    .select()
    .from(orders)
    .where(inArray(orders.orderNo, orderNos))
    .orderBy(orders.id)
    .for('update');
  return new Map(rows.map((r) => [r.orderNo, r]));
}

/**
 * Bulk work on orders, all or nothing: every order is locked and checked against the same rules as the
 * single calls, and only when none is refused are the moves applied, in one transaction (each with its
 * timeline entry, buyer message and audit entry).
 */
export class OrderBulkService {
  constructor(
    private readonly db: Db,
    /** What each ship does in its transaction (fulfilment records the shipment): registered at app build. */
    private readonly shipHooks: readonly OrderShipHook[],
    /** Ships the sheet's 行号 rows as parcels (fulfilment's partial shipment): provided at app build. */
    private readonly shipLines: OrderLinesShip,
  ) {}

  /** 批量接单. Any refused order → 409 with the per-order report; nothing changes. */
  async accept(op: AuditActor, orderNos: string[]): Promise<BulkAcceptResult> {
    const actor = { kind: 'operator' as const, id: op.operatorId };
    return this.db.transaction(async (tx) => {
      const locked = await lockMany(tx, [...new Set(orderNos)]);
      const problems: BulkReportRow[] = [];
      const firstAt = new Map<string, number>();
      orderNos.forEach((orderNo, i) => {
        const order = locked.get(orderNo);
        const msg = firstAt.has(orderNo)
          ? `订单号与第 ${firstAt.get(orderNo)} 个重复`
          : !order
            ? '订单不存在'
            : moveProblem(order, 'accept', actor);
        if (!firstAt.has(orderNo)) firstAt.set(orderNo, i + 1);
        if (msg) problems.push({ row: i + 1, orderNo, msg });
      });
      if (problems.length)
        throw new AppError(
          409,
          `批量接单失败：${problems.length} 个订单不能接单（如 ${problems[0]!.orderNo}：${problems[0]!.msg}），未接任何订单`,
          409,
          { rows: problems },
        );
      for (const orderNo of orderNos)
        await moveOrder(tx, locked.get(orderNo)!, { move: 'accept', actor, audit: op });
      return { accepted: orderNos.length, orderNos };
    });
  }

  /**
   * 批量发货 from the checked sheet rows (`problems` are the sheet's own errors): a whole-order row ships every
   * line still unshipped, the 行号 rows of one order and 运单号 ship as one parcel. Any problem (the sheet's,
   * an order's state, a line or quantity a parcel cannot take) → 400 with every refused row (spreadsheet row
   * numbers) and nothing shipped.
   */
  async ship(op: AuditActor, rows: ShipSheetRow[], sheetProblems: BulkReportRow[]): Promise<BulkShipResult> {
    const actor = { kind: 'operator' as const, id: op.operatorId };
    const parcels = parcelsOf(rows);
    return this.db.transaction(async (tx) => {
      const locked = await lockMany(tx, [...new Set(rows.map((r) => r.orderNo))]);
      const problems = [...sheetProblems];
      for (const parcel of parcels) {
        const order = locked.get(parcel.orderNo);
        const msg = !order ? '订单不存在' : moveProblem(order, 'ship', actor);
        if (msg) problems.push({ row: parcel.row, orderNo: parcel.orderNo, msg });
      }
      if (!problems.length)
        for (const parcel of parcels) {
          const order = locked.get(parcel.orderNo)!;
          const ship = { carrier: parcel.carrier, trackingNo: parcel.trackingNo };
          try {
            // A savepoint each: a refused parcel is reported with the others, and the whole sheet rolls back.
            await tx.transaction(async (sp) => {
              if (!parcel.lines) {
                await moveOrder(sp, order, { move: 'ship', actor, audit: op, ship }, [], this.shipHooks);
                return;
              }
              await this.shipLines(sp, order, { ...ship, lines: parcel.lines }, actor, op);
            });
          } catch (err) {
            if (!(err instanceof AppError) || err.status >= 500) throw err;
            problems.push({ row: parcel.row, orderNo: parcel.orderNo, msg: err.message });
          }
        }
      if (problems.length) {
        problems.sort((a, b) => a.row - b.row);
        const first = problems[0]!;
        const more = problems.length > 1 ? `等 ${problems.length} 行有误` : '';
        throw new AppError(
          400,
          `导入失败：第 ${first.row} 行${first.msg}${more ? `（${more}）` : ''}，未发货任何订单`,
          400,
          { rows: problems },
        );
      }
      return {
        shipped: new Set(rows.map((r) => r.orderNo)).size,
        parcels: parcels.length,
        orders: rows,
      };
    });
  }
}

type Parcel = {
  /** The parcel's first row in the sheet. */
  row: number;
  orderNo: string;
  carrier: string;
  trackingNo: string;
  /** The lines it ships; null: the whole order (every line still unshipped). */
  lines: { lineNo: number; quantity: number | null }[] | null;
};

/** The sheet's rows as parcels, in the order they first appear: one per order and 运单号. */
function parcelsOf(rows: ShipSheetRow[]): Parcel[] {
  const byKey = new Map<string, Parcel>();
  for (const r of rows) {
    const key = `${r.orderNo}|${r.trackingNo}`;
    const parcel = byKey.get(key) ?? { ...r, lines: r.lineNo === null ? null : [] };
    byKey.set(key, parcel);
    if (r.lineNo !== null) parcel.lines?.push({ lineNo: r.lineNo, quantity: r.quantity });
  }
  return [...byKey.values()].map(({ row, orderNo, carrier, trackingNo, lines }) => ({
    row,
    orderNo,
    carrier,
    trackingNo,
    lines,
  }));
}
