import type { OrderShipments, ReceiptView, ShipmentView } from '@mall/shared';

type ShippingLine = OrderShipments['lines'][number];
type ReceiptLine = ReceiptView['lines'][number];

/**
 * Samples of an order's shipments for the component tests that show them (the buyer's timelines and invoices,
 * the console's and the portal's shipping): each changed where a test says.
 */

/** Shipment 11 (顺丰, one package of 2 世达扳手) that is waiting to be collected. */
export const shipmentSample = (over: Partial<ShipmentView> = {}): ShipmentView => ({
  id: 11,
  carrierCode: 'SF',
  carrierName: '顺丰速运',
  trackingNo: 'SF1234567890123',
  packages: 1,
  shippedAt: '2026-11-29T02:00:00.000Z',
  signedAt: null,
  trackingState: '',
  trackingStateLabel: '待揽收',
  receivedAt: null,
  lines: [{ orderLineId: 1, title: '世达扳手', quantity: 2, received: 0 }],
  events: [],
  receipts: [],
  invoice: null,
  ...over,
});

/** An order line's counts in the shipments answer: how many were ordered and shipped, none received unless said. */
export const shippingLineSample = (
  line: Pick<ShippingLine, 'orderLineId' | 'title' | 'unit' | 'ordered' | 'shipped'> & Partial<ShippingLine>,
): ShippingLine => ({ received: 0, accepted: 0, rejected: 0, ...line });

/** Receipt 5, recorded by hand without a note. */
export const receiptSample = (
  over: Pick<ReceiptView, 'receivedBy' | 'createdAt' | 'lines'> & Partial<ReceiptView>,
): ReceiptView => ({ id: 5, auto: false, note: '', ...over });

/** A receipt's line: what was accepted and rejected, with no reason, photo or after-sales request unless said. */
export const receiptLineSample = (
  line: Pick<ReceiptLine, 'orderLineId' | 'title' | 'accepted' | 'rejected'> & Partial<ReceiptLine>,
): ReceiptLine => ({ rejectReason: '', photos: [], afsNo: '', ...line });
