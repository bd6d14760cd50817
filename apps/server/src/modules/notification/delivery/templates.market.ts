import type { Template } from './template';

/**
 * The facts of the market's and the account's events (招标、结算、到货、报价、新地址登录), kept beside
 * templates.ts and spread into its table.
 */
export type MarketFacts = {
  /** `time`: Beijing time to the minute; `device`: system and browser read from the user agent. */
  'security.signin': { username: string; time: string; ip: string; how: string; device: string };
  /** `deadline`: when quoting closes (Beijing time, to the minute); `lineCount`: lines of the request. */
  'bidding.invited': BiddingFacts & { lineCount: string; areaName: string };
  /** `amount`: yuan, '' while the request is sealed (密封竞价: no price before the deadline). */
  'bidding.quoted': BiddingFacts & { supplierName: string; amount: string; deliveryDays: string };
  'bidding.awarded': Omit<BiddingFacts, 'deadline'> & { wonLines: string; orderNo: string };
  /** A shop's monthly statement: `period` 2026-11, `amount` the payable in yuan. */
  'settlement.ready': { statementNo: string; period: string; orderCount: string; amount: string };
  /** A SKU back in stock in the buyer's area: `spec` '' when it has none, `code` the SKU's code. */
  'stock.back': { title: string; spec: string; code: string; areaName: string };
  /** `validTo`: the last minute its prices hold (Beijing time); `amount`: its total in yuan. */
  'quotation.expiring': { quotationNo: string; amount: string; validTo: string };
};

type BiddingFacts = { biddingNo: string; title: string; deadline: string };

export const MARKET_TEMPLATES: { [E in keyof MarketFacts]: Template<MarketFacts[E]> } = {
  'security.signin': (f) => ({
    subject: '【安全提醒】您的账号在新的地址登录',
    intro: `您的账号 ${f.username} 于 ${f.time} 在一个从未登录过的网络地址登录。如非本人操作，请立即修改密码并联系客服。`,
    lines: [
      ['账号', f.username],
      ['时间', f.time],
      ['IP 地址', f.ip],
      ['登录方式', f.how],
      ['设备', f.device],
    ],
    action: '查看账号安全',
  }),
  'bidding.invited': (f) => ({
    subject: `【竞价邀请】${f.biddingNo}“${f.title}”，${f.deadline} 截止报价`,
    intro: `采购商邀请贵店参与竞价报价，请在 ${f.deadline} 前提交报价。`,
    lines: [
      ['竞价单号', f.biddingNo],
      ['标题', f.title],
      ['采购明细', `${f.lineCount} 条`],
      ['交货地区', f.areaName],
      ['报价截止', f.deadline],
    ],
    action: '去报价',
  }),
  'bidding.quoted': (f) => ({
    subject: `【收到报价】竞价单 ${f.biddingNo} 收到 ${f.supplierName} 的报价`,
    intro: f.amount
      ? `您的竞价单“${f.title}”收到新的报价，请及时比价。`
      : `您的竞价单“${f.title}”收到新的报价（密封竞价，${f.deadline} 截止后可查看价格）。`,
    lines: [
      ['竞价单号', f.biddingNo],
      ['报价方', f.supplierName],
      ...(f.amount ? [['报价合计', `¥${f.amount}`] as [string, string]] : []),
      ['交货期', `${f.deliveryDays} 天`],
      ['报价截止', f.deadline],
    ],
    action: '查看报价',
  }),
  'bidding.awarded': (f) => ({
    subject: `【中标通知】竞价单 ${f.biddingNo}，订单 ${f.orderNo}`,
    intro: `贵店在竞价单“${f.title}”中标 ${f.wonLines} 条明细，已生成订单，请及时接单发货。`,
    lines: [
      ['竞价单号', f.biddingNo],
      ['中标明细', `${f.wonLines} 条`],
      ['订单号', f.orderNo],
    ],
    action: '查看竞价单',
  }),
  'settlement.ready': (f) => ({
    subject: `【结算单】${f.period} 结算单 ${f.statementNo} 已生成，应结 ¥${f.amount}`,
    intro: `店铺 ${f.period} 的结算单已生成，请核对后确认。`,
    lines: [
      ['结算单号', f.statementNo],
      ['结算月份', f.period],
      ['完成订单', `${f.orderCount} 笔`],
      ['应结金额', `¥${f.amount}`],
    ],
    action: '查看结算单',
  }),
  'stock.back': (f) => ({
    subject: `【到货提醒】${f.title}${f.spec ? `（${f.spec}）` : ''} 已到货`,
    intro: `您订阅到货通知的商品已在${f.areaName}到货，库存有限，欢迎尽快选购。`,
    lines: [
      ['商品', f.title],
      ...(f.spec ? [['规格', f.spec] as [string, string]] : []),
      ['商品编码', f.code],
      ['到货地区', f.areaName],
    ],
    action: '去选购',
  }),
  'quotation.expiring': (f) => ({
    subject: `【报价即将到期】报价单 ${f.quotationNo} 将于 ${f.validTo} 失效`,
    intro: `您的报价单锁定的价格将于 ${f.validTo} 失效，如需按报价下单，请在此之前操作。`,
    lines: [
      ['报价单号', f.quotationNo],
      ['报价金额', `¥${f.amount}`],
      ['有效期至', f.validTo],
    ],
    action: '查看报价单',
  }),
};
