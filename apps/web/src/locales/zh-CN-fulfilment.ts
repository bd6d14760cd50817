/** Buyer copy of an order's shipments (分批发货) and their tracking timelines. */
export const fulfilmentCopy = {
  section: '包裹与物流轨迹',
  shipmentTitle: (n: number, total: number) => `包裹 ${n}/${total}`,
  carrier: '物流公司',
  trackingNo: '运单号',
  packages: (n: number) => `${n} 件包裹`,
  shippedAt: '发货时间',
  signedAt: '签收时间',
  contents: '包裹内商品',
  line: (title: string, quantity: number) => `${title} × ${quantity}`,
  waiting: '等待揽收，物流信息将在快递员揽收后更新',
  none: '暂无发货记录',
  loadFailed: '物流信息加载失败',
  remaining: (n: number) => `尚有 ${n} 件商品待发货`,
};
