import { inArray } from 'drizzle-orm';
import type { BulkAcceptResult, BulkReportRow, BulkShipResult } from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../platform/audit';
import { moveOrder, moveProblem, type OrderShipHook } from './order.lifecycle';
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
    private readonly shipHooks: readonly OrderShipHook[] = [],
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
   * 批量发货 from the checked sheet rows (`problems` are the sheet's own errors). Any problem → 400 with every
   * refused row (spreadsheet row numbers) and nothing shipped.
   */
  async ship(op: AuditActor, rows: ShipSheetRow[], sheetProblems: BulkReportRow[]): Promise<BulkShipResult> {
    const actor = { kind: 'operator' as const, id: op.operatorId };
    return this.db.transaction(async (tx) => {
      const locked = await lockMany(
        tx,
        rows.map((r) => r.orderNo),
      );
      const problems = [...sheetProblems];
      for (const r of rows) {
        const order = locked.get(r.orderNo);
        const msg = !order ? '订单不存在' : moveProblem(order, 'ship', actor);
        if (msg) problems.push({ row: r.row, orderNo: r.orderNo, msg });
      }
      if (problems.length) {
        problems.sort((a, b) => a.row - b.row);
        const first = problems[0]!;
        const more = problems.length > 1 ? `等 ${problems.length} 行有误` : '';
        throw new AppError(
          400,
          `导入失败：第 ${first.row} 行${first.msg}${more ? `（${more}）` : ''}，未发货任何订单`,
          400,
          {
            rows: problems,
          },
        );
      }
      for (const r of rows)
        await moveOrder(
          tx,
          locked.get(r.orderNo)!,
          {
            move: 'ship',
            actor,
            audit: op,
            ship: { carrier: r.carrier, trackingNo: r.trackingNo },
          },
          [],
          this.shipHooks,
        );
      return { shipped: rows.length, orders: rows };
    });
  }
}
