import { AFS_STATUS, AFS_STATUS_LABEL, type AfsEvent, type AfsStatus } from '@mall/shared';
import { statusGraph } from '../../../lib/document';

/**
 * The after-sales status graph (docs/decisions/2026-11-22-invoices-after-sales-comments-server.md). `to` may
 * depend on the request type (1 仅退款, 2 退货退款, 3 换货). Everything else answers 409.
 */
export const afsGraph = statusGraph({
  noun: '售后单',
  labels: AFS_STATUS_LABEL,
  moves: {
    cancel: {
      from: [AFS_STATUS.PENDING_REVIEW],
      action: '取消',
      event: 'cancelled',
      to: () => AFS_STATUS.CANCELLED,
    },
    approve: {
      from: [AFS_STATUS.PENDING_REVIEW],
      action: '审核通过',
      event: 'approved',
      to: (type: number) => (type === 1 ? AFS_STATUS.REFUNDING : AFS_STATUS.AWAITING_RETURN),
    },
    reject: {
      from: [AFS_STATUS.PENDING_REVIEW],
      action: '驳回',
      event: 'rejected',
      to: () => AFS_STATUS.REJECTED,
    },
    shipReturn: {
      from: [AFS_STATUS.AWAITING_RETURN],
      action: '填写退货物流',
      event: 'returnShipped',
      to: () => AFS_STATUS.RETURNED,
    },
    confirmReturn: {
      from: [AFS_STATUS.RETURNED],
      action: '确认收货',
      event: 'returnReceived',
      to: (type: number) => (type === 3 ? AFS_STATUS.EXCHANGING : AFS_STATUS.REFUNDING),
    },
    refund: {
      from: [AFS_STATUS.REFUNDING],
      action: '退款',
      event: 'refunded',
      to: () => AFS_STATUS.REFUNDED,
    },
    shipExchange: {
      from: [AFS_STATUS.EXCHANGING],
      action: '发出换货',
      event: 'exchangeShipped',
      to: () => AFS_STATUS.COMPLETED,
    },
  } as const satisfies Record<
    string,
    { from: readonly AfsStatus[]; action: string; event: AfsEvent; to: (type: number) => AfsStatus }
  >,
});
export type AfsMove = keyof typeof afsGraph.moves;
