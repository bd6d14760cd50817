import type { OrderShipments } from '@mall/shared';
import {
  receiptLineSample,
  receiptSample,
  shipmentSample,
  shippingLineSample,
} from '@mall/client-kit/testing';

/**
 * An order of two lines shipped in two parts (the component tests' fixture): 扳手 10 把 split 6 + 3 (1 left),
 * 螺丝刀 4 支 all in the first shipment; the first is signed and received (one piece rejected), the second
 * is on its way.
 */
export const twoShipments: OrderShipments = {
  orderNo: '2026113000042',
  shippingState: 'partial',
  shippingStateLabel: '部分发货',
  lines: [
    shippingLineSample({
      orderLineId: 11,
      title: '星湖 内六角扳手套装',
      unit: '把',
      ordered: 10,
      shipped: 9,
      received: 6,
      accepted: 5,
      rejected: 1,
    }),
    shippingLineSample({
      orderLineId: 12,
      title: '星湖 十字螺丝刀',
      unit: '支',
      ordered: 4,
      shipped: 4,
      received: 4,
      accepted: 4,
    }),
  ],
  shipments: [
    shipmentSample({
      id: 1,
      trackingNo: 'SF1400123456789',
      packages: 2,
      shippedAt: '2026-11-28T02:00:00.000Z',
      signedAt: '2026-11-29T06:30:00.000Z',
      trackingState: 'signed',
      trackingStateLabel: '已签收',
      receivedAt: '2026-11-29T08:00:00.000Z',
      lines: [
        { orderLineId: 11, title: '星湖 内六角扳手套装', quantity: 6, received: 6 },
        { orderLineId: 12, title: '星湖 十字螺丝刀', quantity: 4, received: 4 },
      ],
      events: [
        {
          state: 'collected',
          stateLabel: '揽收',
          context: '苏州园区营业部已揽收',
          time: '2026-11-28T03:00:00.000Z',
        },
        {
          state: 'in_transit',
          stateLabel: '运输中',
          context: '离开苏州转运中心',
          time: '2026-11-28T12:00:00.000Z',
        },
        {
          state: 'delivering',
          stateLabel: '派送中',
          context: '杭州西湖营业部派送中',
          time: '2026-11-29T01:00:00.000Z',
        },
        { state: 'signed', stateLabel: '已签收', context: '本人签收', time: '2026-11-29T06:30:00.000Z' },
      ],
      receipts: [
        receiptSample({
          receivedBy: '王收货',
          createdAt: '2026-11-29T08:00:00.000Z',
          lines: [
            receiptLineSample({
              orderLineId: 11,
              title: '星湖 内六角扳手套装',
              accepted: 5,
              rejected: 1,
              rejectReason: '破损',
              afsNo: 'AS2026112900007',
            }),
            receiptLineSample({ orderLineId: 12, title: '星湖 十字螺丝刀', accepted: 4, rejected: 0 }),
          ],
        }),
      ],
    }),
    shipmentSample({
      id: 2,
      carrierCode: 'ZTO',
      carrierName: '中通快递',
      trackingNo: '731234567890',
      shippedAt: '2026-11-30T02:00:00.000Z',
      trackingState: 'collected',
      trackingStateLabel: '揽收',
      lines: [{ orderLineId: 11, title: '星湖 内六角扳手套装', quantity: 3, received: 0 }],
      events: [
        {
          state: 'collected',
          stateLabel: '揽收',
          context: '苏州园区营业部已揽收',
          time: '2026-11-30T03:00:00.000Z',
        },
      ],
    }),
  ],
};
