import type { OrderAddress, ShipmentView } from '@mall/shared';

/**
 * Samples of an order's parts for the component tests of the features that show them (checkout, order,
 * invoice): a place in 江苏省, and a shipment of 世达扳手 that is waiting to be collected.
 */
export const jiangsuAddress = (contactName: string, city: string, detail: string): OrderAddress => ({
  contactName,
  mobile: '13900139000',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320500',
  cityName: city,
  districtCode: '',
  districtName: '',
  detail,
  fullAddress: `江苏省${city}${detail}`,
});

/** Shipment 11 (顺丰, one package of 2 世达扳手), changed where a test says. */
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
