/**
 * Buyer copy of 分地址配送 (a company order's lines sent to different addresses): checkout, the order detail and
 * the purchase request's detail.
 */
export const deliveryCopy = {
  toggle: '分地址配送',
  toggleHint: '企业采购可将不同商品送往不同收货地址（如各部门现场），平台按收货地址分别发货。',
  lineAddress: (title: string) => `${title}的收货地址`,
  groups: (n: number) => `共 ${n} 个收货地址，将按地址分别发货`,
  shipTo: '送至：',
  orderAddress: '（订单收货地址）',
  orderNote: '本订单分地址配送，各商品的收货地址见商品清单。',
  requestNote: '本申请分地址配送，各商品的收货地址见商品清单；审批通过后按收货地址分别发货。',
  line: (title: string, quantity: number, unit: string) => `${title} × ${quantity}${unit}`,
};
