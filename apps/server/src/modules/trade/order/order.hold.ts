import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { orders } from './order.table';

/**
 * Holds the orders with these numbers (the shop may not accept them while `reason` stands), inside the
 * caller's transaction; returns their ids.
 */
export async function holdOrdersByNo(tx: Tx, orderNos: readonly string[], reason: string): Promise<number[]> {
  const held = await tx
    .update(orders)
    .set({ holdReason: reason })
    .where(inArray(orders.orderNo, [...orderNos]))
    .returning({ id: orders.id });
  return held.map((h) => h.id);
}

/** Lifts the hold of these orders (the shop may accept and ship), inside the caller's transaction. */
export async function liftOrderHolds(tx: Tx, ids: readonly number[]): Promise<void> {
  await tx
    .update(orders)
    .set({ holdReason: '' })
    .where(inArray(orders.id, [...ids]));
}
