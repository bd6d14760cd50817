import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { linesToInvoice } from '../../trade/order';
import { shareOf } from '../invoice';

// Statements on received quantities (docs/decisions/2026-11-30-statements-on-received.md): a credit order that
// went through goods receipt is billed for what its buyer accepted, the rest on a later statement once received.

/**
 * What goods receipt says of an order with shipments: whether it has any receipt at all (whenever recorded),
 * and the pieces accepted per order line in receipts recorded before the time asked.
 */
export type ReceivedOrder = { anyReceipt: boolean; accepted: Map<number, number> };

/**
 * The port fulfilment fills at start-up (finance never reads shipments): for the orders that have shipments,
 * the pieces accepted per order line in receipts recorded before `before` (rejected pieces never count). An
 * order without any shipment is absent from the answer.
 */
export type ReceivedGoods = (
  db: DbOrTx,
  orderIds: number[],
  before: Date,
) => Promise<Map<number, ReceivedOrder>>;

/** No order has shipments (a ledger without fulfilment: every order is billed as shipped). */
export const noShipments: ReceivedGoods = async () => new Map();

type Line = { id: number; quantity: number; amountFen: number };

/**
 * The value of the accepted pieces of an order debited `payFen`: each line's share of its amount for its
 * accepted pieces (capped at the ordered quantity; the same telescoping floors as 按包裹开票), plus what the
 * order charged beyond its goods (运费) once anything is accepted; the whole `payFen` when every piece is.
 */
export function receivedValueFen(lines: Line[], accepted: Map<number, number>, payFen: number): number {
  const got = (l: Line) => Math.min(Math.max(accepted.get(l.id) ?? 0, 0), l.quantity);
  if (lines.length && lines.every((l) => got(l) === l.quantity)) return payFen;
  const goods = lines.reduce((n, l) => n + shareOf(l.amountFen, l.quantity, 0, got(l)), 0);
  if (goods === 0) return 0;
  const charges = Math.max(payFen - lines.reduce((n, l) => n + l.amountFen, 0), 0);
  return Math.min(goods + charges, payFen);
}

/** An order's ledger as a statement sees it. */
export type OrderLedger = {
  /** Its order entries' total (what checkout debited). */
  debitedFen: number;
  /** Order entries already on a statement. */
  billedFen: number;
  /** Refunds recorded before the period's end (positive). */
  refundedFen: number;
  /** Its order entries on no statement yet, by id. */
  unbilled: { id: number; amountFen: number }[];
  /** The value of the pieces accepted before the period's end. */
  receivedFen: number;
};

/** What a statement does with an order's unbilled entries: stamp these, and split one so only `billFen` of it is. */
export type BillingPlan = { stamp: number[]; split: { id: number; billFen: number; restFen: number } | null };

/**
 * An order is billed, over all its statements, the received value plus what was refunded (a refund is billed
 * as a refund, so the net is what was received and kept), never more than it debited: received + refunded,
 * capped at the debit. This statement bills the difference from what earlier ones billed, stamping whole
 * unbilled entries in id order and splitting the one that crosses the amount (the rest waits for its goods).
 */
export function planOrderBilling(o: OrderLedger): BillingPlan {
  const target = Math.min(o.debitedFen, o.receivedFen + o.refundedFen);
  let left = Math.max(target - o.billedFen, 0);
  const stamp: number[] = [];
  let split: BillingPlan['split'] = null;
  for (const e of o.unbilled) {
    if (left <= 0) break;
    if (e.amountFen <= left) {
      stamp.push(e.id);
      left -= e.amountFen;
    } else {
      split = { id: e.id, billFen: left, restFen: e.amountFen - left };
      left = 0;
    }
  }
  return { stamp, split };
}

/**
 * Marks (statement_id −1, as `produceStatement` does) the order entries a statement bills of the company's
 * credit orders that went through goods receipt, splitting an entry where only part of the order is received.
 * Returns those orders' ids: they are not billed on shipping. Orders without shipments, and orders completed
 * before goods receipt existed (no receipt at all), are left to the shipping rule.
 */
export async function markReceivedOrders(
  tx: DbOrTx,
  companyId: number,
  periodEnd: Date,
  received: ReceivedGoods,
): Promise<number[]> {
  const candidates = await queryRows<{ order_id: number; status: number }>(
    tx,
    sql`select distinct e.order_id, o.status
        from credit_entries e join orders o on o.id = e.order_id
        where e.company_id = ${companyId} and e.kind = 'order' and e.statement_id is null and o.status <> 7`,
  );
  if (!candidates.length) return [];
  const byOrder = await received(
    tx,
    candidates.map((c) => Number(c.order_id)),
    periodEnd,
  );
  const flow = candidates.filter((c) => {
    const r = byOrder.get(Number(c.order_id));
    return r !== undefined && !(!r.anyReceipt && c.status === 5);
  });
  if (!flow.length) return [];
  const ids = flow.map((c) => Number(c.order_id));
  const lines = await linesToInvoice(tx, ids);
  const entries = await queryRows<{
    id: number;
    order_id: number;
    kind: string;
    amount_fen: number;
    statement_id: number | null;
    created_at: Date | string;
  }>(
    tx,
    sql`select id, order_id, kind, amount_fen, statement_id, created_at from credit_entries
        where order_id = any(${sql.param(ids)}::bigint[]) and kind in ('order', 'refund') order by id`,
  );
  for (const orderId of ids) {
    const mine = entries.filter((e) => Number(e.order_id) === orderId);
    const orderEntries = mine.filter((e) => e.kind === 'order');
    const sum = (rows: typeof mine) => rows.reduce((n, e) => n + Number(e.amount_fen), 0);
    const debitedFen = sum(orderEntries);
    const plan = planOrderBilling({
      debitedFen,
      billedFen: sum(orderEntries.filter((e) => e.statement_id !== null)),
      refundedFen: -sum(mine.filter((e) => e.kind === 'refund' && new Date(e.created_at) < periodEnd)),
      unbilled: orderEntries
        .filter((e) => e.statement_id === null)
        .map((e) => ({ id: Number(e.id), amountFen: Number(e.amount_fen) })),
      receivedFen: receivedValueFen(
        lines.filter((l) => l.orderId === orderId),
        byOrder.get(orderId)!.accepted,
        debitedFen,
      ),
    });
    await applyPlan(tx, plan);
  }
  return ids;
}

async function applyPlan(tx: DbOrTx, plan: BillingPlan): Promise<void> {
  if (plan.stamp.length)
    await tx.execute(
      sql`update credit_entries set statement_id = -1 where id = any(${sql.param(plan.stamp)}::bigint[])`,
    );
  const s = plan.split;
  if (!s) return;
  // The received part is billed now; the rest stays on the ledger (same order, same total) until received.
  await tx.execute(
    sql`insert into credit_entries (company_id, kind, amount_fen, order_id, reason, created_at)
        select company_id, kind, ${s.restFen}::bigint, order_id,
          case when reason like '%（待验收部分）' then reason else left(reason, 193) || '（待验收部分）' end, created_at
        from credit_entries where id = ${s.id}`,
  );
  await tx.execute(
    sql`update credit_entries set amount_fen = ${s.billFen}::bigint, statement_id = -1 where id = ${s.id}`,
  );
}
