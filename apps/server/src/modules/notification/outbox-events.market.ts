import { fenToYuan } from '@mall/shared';
import type { DbOrTx } from '../../db/client';
import { companyContextOf } from '../identity/company';
import type { DomainEvent } from '../platform/events';
import type { StockBackData } from '../storefront/stock-alert';
import type { BiddingAwardedData, BiddingInvitedData, BiddingQuotedData } from '../trade/bidding';
import type { ToldOf } from './outbox-told';

/** A shop's statement written by finance/settlement (the open platform's settlement.ready, as recorded). */
type SettlementReady = {
  statementNo: string;
  period: string;
  orderCount: number;
  payableFen: number;
  regenerated: boolean;
};

type MarketEvent =
  'bidding.invited' | 'bidding.quoted' | 'bidding.awarded' | 'settlement.ready' | 'stock.back';
/** A market message of the outbox, with its recipients: members, and a company's or (`shopId`) a shop's robots. */
type MarketTold = ToldOf<MarketEvent>;

/** The merchant portal's pages (the portal lives under /merchant). */
const portalQuote = (biddingId: number) => `/merchant/bidding/quote?id=${biddingId}`;

/**
 * The market's events of the outbox (issue 49):
 * - a shop invited to quote on a bidding request (bidding.invited) and a shop that won lines of one
 *   (bidding.awarded): posted to the shop's robots that took the event;
 * - a supplier's first quote on a request (bidding.quoted): told to the request's buyer (mail as his
 *   招标 preferences ask) and to his company's robots; a sealed request's quote is told without its price;
 * - a shop's monthly statement generated (settlement.ready, not a regeneration): to the shop's robots;
 * - a back-in-stock alert that fired (storefront's stock.back): told to its buyer by 短信 and mail as his 到货提醒
 *   preferences ask, and in his message centre (站内信); no robot takes it.
 */
export async function marketToTell(tx: DbOrTx, events: readonly DomainEvent[]): Promise<MarketTold[]> {
  const told: MarketTold[] = [];
  for (const e of events) {
    const shopId = e.merchantId && e.merchantId > 0 ? e.merchantId : null;
    if (e.type === 'bidding.invited' && shopId) {
      const d = e.data as BiddingInvitedData;
      told.push({
        event: 'bidding.invited',
        facts: {
          biddingNo: d.biddingNo,
          title: d.title,
          lineCount: String(d.lineCount),
          areaName: d.areaName,
          deadline: d.deadline,
        },
        path: portalQuote(d.biddingId),
        userIds: [],
        companyId: null,
        shopId,
      });
    } else if (e.type === 'bidding.awarded' && shopId) {
      const d = e.data as BiddingAwardedData;
      told.push({
        event: 'bidding.awarded',
        facts: { biddingNo: d.biddingNo, title: d.title, wonLines: String(d.wonLines), orderNo: d.orderNo },
        path: portalQuote(d.biddingId),
        userIds: [],
        companyId: null,
        shopId,
      });
    } else if (e.type === 'bidding.quoted') {
      const d = e.data as BiddingQuotedData;
      const company = await companyContextOf(tx, d.userId);
      told.push({
        event: 'bidding.quoted',
        facts: {
          biddingNo: d.biddingNo,
          title: d.title,
          supplierName: d.supplierName,
          amount: d.totalFen === null ? '' : fenToYuan(Number(d.totalFen)),
          deliveryDays: String(d.deliveryDays),
          deadline: d.deadline,
        },
        path: `/product-bidding/detail?id=${d.biddingId}`,
        userIds: [d.userId],
        companyId: company?.companyId ?? null,
      });
    } else if (e.type === 'stock.back') {
      const d = e.data as StockBackData;
      const company = await companyContextOf(tx, d.userId);
      told.push({
        event: 'stock.back',
        facts: { title: d.title, spec: d.spec, code: d.code, areaName: d.areaName },
        path: `/goods/${d.skuId}`,
        userIds: [d.userId],
        companyId: company?.companyId ?? null,
      });
    } else if (e.type === 'settlement.ready' && shopId && !(e.data as SettlementReady).regenerated) {
      const d = e.data as SettlementReady;
      told.push({
        event: 'settlement.ready',
        facts: {
          statementNo: d.statementNo,
          period: d.period,
          orderCount: String(d.orderCount),
          amount: fenToYuan(Number(d.payableFen)),
        },
        path: `/merchant/settlement?id=${e.subjectId}`,
        userIds: [],
        companyId: null,
        shopId,
      });
    }
  }
  return told;
}
