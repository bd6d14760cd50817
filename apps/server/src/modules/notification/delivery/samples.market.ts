import type { MarketFacts } from './templates.market';

/** Made-up facts of the market's and the account's events, for the console's template preview. */
export const MARKET_SAMPLES: MarketFacts = {
  'security.signin': {
    username: 'qy_caigou',
    time: '2026-11-30 09:30',
    ip: '203.0.113.24',
    how: '密码登录',
    device: 'Windows · Chrome',
  },
  'bidding.invited': {
    biddingNo: 'JJ20261130000001',
    title: '不锈钢法兰及紧固件',
    deadline: '2026-12-05 17:00',
    lineCount: '3',
    areaName: '江苏省 苏州市 工业园区',
  },
  'bidding.quoted': {
    biddingNo: 'JJ20261130000001',
    title: '不锈钢法兰及紧固件',
    deadline: '2026-12-05 17:00',
    supplierName: '苏州恒力五金',
    amount: '8,640.00',
    deliveryDays: '7',
  },
  'bidding.awarded': {
    biddingNo: 'JJ20261130000001',
    title: '不锈钢法兰及紧固件',
    wonLines: '2',
    orderNo: '202611300000000001',
  },
  'settlement.ready': {
    statementNo: 'JS202611-0001',
    period: '2026-11',
    orderCount: '42',
    amount: '58,320.00',
  },
  'stock.back': {
    title: '世达 内六角扳手套装',
    spec: '9 件套 / 公制',
    code: 'SATA-09101',
    areaName: '江苏',
  },
  'quotation.expiring': { quotationNo: 'BJ20261130012345', amount: '3,860.00', validTo: '2026-12-03 23:59' },
};
