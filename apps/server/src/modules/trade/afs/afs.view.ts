import {
  AFS_STATUS,
  AFS_STATUS_LABEL,
  AFS_TYPE_LABEL,
  fenToYuan,
  REFUND_STATUS_LABEL,
  type AfsEvent,
  type AfsListItem,
  type AfsStatus,
  type AfsType,
} from '@mall/shared';
import { pricedLineProduct } from '../order';
import type { OrderLineRow } from '../order/order.table';
import type { AfsRow } from './afs.table';

// How an after-sales request reads: its list row and the buyer's message about each event.

/** Where returned goods go (shown while 待寄回). */
export const RETURN_ADDRESS = '上海市浦东新区张江路 665 号 工业品商城售后仓 售后部 收 021-50801234';

/** Where a request's goods go back: fixed at approval; requests approved before that went to the platform. */
export const returnAddressOf = (a: AfsRow) => a.returnAddress || RETURN_ADDRESS;

function refundStatusOf(row: Pick<AfsRow, 'type' | 'status'>): 1 | 2 | 3 | null {
  if (row.type === 3) return null;
  if (row.status === AFS_STATUS.REFUNDING) return 2;
  if (row.status === AFS_STATUS.REFUNDED) return 3;
  if ([AFS_STATUS.PENDING_REVIEW, AFS_STATUS.AWAITING_RETURN, AFS_STATUS.RETURNED].includes(row.status as 1))
    return 1;
  return null;
}

type Joined = { afs: AfsRow; line: OrderLineRow; orderNo: string };

export function toItem({ afs, line, orderNo }: Joined): AfsListItem {
  const refundStatus = refundStatusOf(afs);
  return {
    afsNo: afs.afsNo,
    orderNo,
    orderLineId: afs.orderLineId,
    type: afs.type,
    typeLabel: AFS_TYPE_LABEL[afs.type as AfsType] ?? '',
    status: afs.status,
    statusLabel: AFS_STATUS_LABEL[afs.status as AfsStatus] ?? '',
    refundStatus,
    refundStatusLabel: refundStatus ? REFUND_STATUS_LABEL[refundStatus] : null,
    product: pricedLineProduct(line),
    quantity: afs.quantity,
    reason: afs.reason,
    refundAmount: fenToYuan(afs.refundFen),
    refundedAmount: fenToYuan(afs.refundedFen),
    createdAt: afs.createdAt.toISOString(),
    actions: {
      canCancel: afs.status === AFS_STATUS.PENDING_REVIEW,
      canShipReturn: afs.status === AFS_STATUS.AWAITING_RETURN,
    },
  };
}

/** The buyer's 售后 message (title, content) about each event. */
export const MESSAGES: Record<AfsEvent, (a: AfsRow, note: string) => [string, string]> = {
  applied: (a) => [
    '售后申请已提交',
    `您的售后申请 ${a.afsNo}（${AFS_TYPE_LABEL[a.type as AfsType]}）已提交，平台将尽快审核。`,
  ],
  cancelled: (a) => ['售后申请已取消', `您已取消售后申请 ${a.afsNo}。`],
  approved: (a) => [
    '售后申请已通过',
    a.type === 1
      ? `您的售后申请 ${a.afsNo} 已审核通过，平台将为您退款 ¥${fenToYuan(a.refundFen)}。`
      : `您的售后申请 ${a.afsNo} 已审核通过，请将商品寄回：${returnAddressOf(a)}，并填写退货物流单号。`,
  ],
  rejected: (a, note) => ['售后申请被驳回', `您的售后申请 ${a.afsNo} 未通过审核，原因：${note}。`],
  returnShipped: (a, note) => [
    '退货物流已提交',
    `您已为售后申请 ${a.afsNo} 寄回商品（${note}），平台收货后将继续处理。`,
  ],
  returnReceived: (a) => [
    '平台已收到退货',
    a.type === 3
      ? `平台已收到售后申请 ${a.afsNo} 的退货，将尽快为您发出换货商品。`
      : `平台已收到售后申请 ${a.afsNo} 的退货，将尽快为您退款。`,
  ],
  refunded: (a, note) => ['退款已完成', `售后申请 ${a.afsNo} 已退款 ${note}，请注意查收。`],
  exchangeShipped: (a, note) => [
    '换货商品已发出',
    `售后申请 ${a.afsNo} 的换货商品已发出（${note}），请注意查收。`,
  ],
};
