import { ORDER_STATUS } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import type { CheckoutService } from '../../trade/checkout';
import { lockOrder, moveOrder, type OrderCancelHook } from '../../trade/order';

/** What cancelling left for after the commit: products to reindex, and those back in stock. */
export type CancelledStock = { reindex: number[]; restocked: number[] };

/** What a company's own procurement system (punch-out, the open platform) needs to place and cancel orders. */
export type SystemOrderDeps = {
  checkout: Pick<CheckoutService, 'placeWithin'>;
  cancelHooks: readonly OrderCancelHook[];
  onReindex: (productIds: number[]) => void;
  onRestock: (productIds: number[]) => void;
  now: () => Date;
};

/**
 * Cancels the orders a company's own procurement system placed (punch-out's cXML OrderRequest, the open
 * platform's API), as the system (those already cancelled are skipped): stock, budgets and
 * credit go back. An order past 待发货 is refused with `shipped(order)`, so none of them is cancelled.
 */
export async function cancelSystemOrders(
  tx: DbOrTx,
  orderIds: readonly number[],
  note: string,
  cancelHooks: readonly OrderCancelHook[],
  shipped: (order: { orderNo: string }) => Error,
  after: CancelledStock,
): Promise<void> {
  for (const id of orderIds) {
    const order = await lockOrder(tx, { id });
    if (order.status === ORDER_STATUS.CANCELLED) continue;
    if (order.status !== ORDER_STATUS.PENDING_ACCEPTANCE && order.status !== ORDER_STATUS.PENDING_SHIPMENT)
      throw shipped(order);
    const change = await moveOrder(
      tx,
      order,
      { move: 'cancel', actor: { kind: 'system', id: null }, note },
      cancelHooks,
    );
    after.reindex.push(...change.reindex);
    after.restocked.push(...change.restocked);
  }
}
