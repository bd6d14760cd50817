import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { moveOrder, type OrderCancelHook, type OrderReceiveHook, type StockChange } from './order.lifecycle';
import { orders } from './order.table';

const BATCH = 100;

/**
 * Cancels unpaid online orders whose payment deadline has passed and releases their stock. Safe to run in
 * every process at once (rows are claimed with SKIP LOCKED). Returns the cancelled order ids and what the
 * releases did to stock (search rows to refresh, products restocked).
 */
export async function cancelOverdueOrders(
  db: Db,
  now = new Date(),
  cancelHooks: readonly OrderCancelHook[] = [],
): Promise<{ ids: number[] } & StockChange> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.payStatus, 0), eq(orders.status, 1), lt(orders.payDeadline, now)))
      .orderBy(orders.payDeadline)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const reindex: number[] = [];
    const restocked: number[] = [];
    for (const order of due) {
      const change = await moveOrder(
        tx,
        order,
        {
          move: 'cancel',
          actor: { kind: 'system', id: null },
          note: '超时未支付，系统自动取消',
        },
        cancelHooks,
      );
      reindex.push(...change.reindex);
      restocked.push(...change.restocked);
    }
    return { ids: due.map((o) => o.id), reindex, restocked };
  });
}

/** Completes orders shipped more than `days` days ago (automatic receipt). Returns their ids. */
export async function completeShippedOrders(
  db: Db,
  days: number,
  now = new Date(),
  receiveHooks: readonly OrderReceiveHook[] = [],
): Promise<number[]> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 4), lt(orders.shippedAt, cutoff)))
      .orderBy(orders.shippedAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const order of due)
      await moveOrder(
        tx,
        order,
        { move: 'complete', actor: { kind: 'system', id: null }, note: `发货 ${days} 天后自动确认收货` },
        [],
        [],
        receiveHooks,
      );
    return due.map((o) => o.id);
  });
}

/**
 * The sweeps as jobs: auto-cancel of overdue unpaid orders and automatic receipt, each run once per tick
 * (every `everyMs`; none when null) whatever the number of processes. A batch left over waits for the next tick.
 */
export function defineOrderJobs(
  jobs: JobQueue,
  db: Db,
  opts: {
    everyMs: number | null;
    /** The clock that says which deadlines have passed. */
    now: () => Date;
    autoCompleteDays: number;
    onReindex: (ids: number[]) => void;
    /** Products whose stock rose (back-in-stock alerts), after the sweep's commit. */
    onRestock?: (ids: number[]) => void;
    /** What a cancellation gives back in its transaction (budgets, credit): registered at app build. */
    onCancel?: readonly OrderCancelHook[];
    /** What an automatic completion receives in its transaction (fulfilment's shipments). */
    onReceive?: readonly OrderReceiveHook[];
  },
): void {
  jobs.define(
    'order.auto-cancel',
    async () => {
      const cancelled = await cancelOverdueOrders(db, opts.now(), opts.onCancel);
      if (cancelled.reindex.length) opts.onReindex(cancelled.reindex);
      if (cancelled.restocked.length) opts.onRestock?.(cancelled.restocked);
    },
    { attempts: 1 },
  );
  jobs.define(
    'order.auto-complete',
    async () => {
      await completeShippedOrders(db, opts.autoCompleteDays, opts.now(), opts.onReceive);
    },
    { attempts: 1 },
  );
  if (opts.everyMs) {
    jobs.every('order.auto-cancel', opts.everyMs);
    jobs.every('order.auto-complete', opts.everyMs);
  }
}
