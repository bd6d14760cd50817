import { ORDER_STATUS_LABEL, type OrderEvent, type OrderStatus } from '@mall/shared';
import { statusGraph } from '../../../lib/document';

/**
 * The order life-cycle graph (docs/decisions/2026-11-22-orders-checkout-payment-server.md). Status moves only along these
 * edges; everything else answers 409. Payment events (paid, remittance, paymentConfirmed) leave the status
 * alone and have their own guards on the payment status.
 */
export const orderGraph = statusGraph({
  noun: '订单',
  labels: ORDER_STATUS_LABEL,
  moves: {
    accept: { from: [1], to: 2, action: '接单', event: 'accepted' },
    ship: { from: [2], to: 4, action: '发货', event: 'shipped' },
    receive: { from: [4], to: 5, action: '确认收货', event: 'received' },
    complete: { from: [4], to: 5, action: '完成', event: 'completed' },
    cancel: { from: [1, 2], to: 7, action: '取消', event: 'cancelled' },
  } as const satisfies Record<
    string,
    { from: readonly OrderStatus[]; to: OrderStatus; action: string; event: OrderEvent }
  >,
});
export type Move = keyof typeof orderGraph.moves;
