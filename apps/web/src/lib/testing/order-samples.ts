import type { OrderAddress } from '@mall/shared';

/**
 * Samples of an order's parts for the component tests of the features that show them (checkout, order): a
 * place in 江苏省. A shipment's samples are the kit's (`@mall/client-kit/testing`).
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
