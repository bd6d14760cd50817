import { AFS_STATUS, AFS_STATUS_LABEL, type AfsEvent, type AfsStatus } from '@mall/shared';
import { statusGraph } from '../../../lib/document';

const { PENDING_REVIEW, AWAITING_RETURN, RETURNED, REFUNDING, EXCHANGING } = AFS_STATUS;
const { CANCELLED, REJECTED, REFUNDED, COMPLETED } = AFS_STATUS;
/** 仅退款 goes straight to 退款中; a return waits for the goods. */
const afterApproval = (type: number) => (type === 1 ? REFUNDING : AWAITING_RETURN);
/** 换货 ships the replacement; a return is refunded. */
const afterReturn = (type: number) => (type === 3 ? EXCHANGING : REFUNDING);

/**
 * The after-sales status graph (docs/decisions/2026-11-22-invoices-after-sales-comments-server.md). `to` may
 * depend on the request type (1 仅退款, 2 退货退款, 3 换货). Everything else answers 409.
 */
export const afsGraph = statusGraph({
  noun: '售后单',
  labels: AFS_STATUS_LABEL,
  moves: {
    cancel: { from: [PENDING_REVIEW], action: '取消', event: 'cancelled', to: () => CANCELLED },
    approve: { from: [PENDING_REVIEW], action: '审核通过', event: 'approved', to: afterApproval },
    reject: { from: [PENDING_REVIEW], action: '驳回', event: 'rejected', to: () => REJECTED },
    shipReturn: {
      from: [AWAITING_RETURN],
      action: '填写退货物流',
      event: 'returnShipped',
      to: () => RETURNED,
    },
    confirmReturn: { from: [RETURNED], action: '确认收货', event: 'returnReceived', to: afterReturn },
    refund: { from: [REFUNDING], action: '退款', event: 'refunded', to: () => REFUNDED },
    shipExchange: { from: [EXCHANGING], action: '发出换货', event: 'exchangeShipped', to: () => COMPLETED },
  } as const satisfies Record<
    string,
    { from: readonly AfsStatus[]; action: string; event: AfsEvent; to: (type: number) => AfsStatus }
  >,
});
export type AfsMove = keyof typeof afsGraph.moves;
