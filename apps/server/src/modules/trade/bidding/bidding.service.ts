import type {
  biddingAcceptBody,
  biddingAwardBody,
  biddingListBody,
  biddingPublishBody,
  biddingQuoteBody,
  portalBiddingListBody,
  portalQuoteBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AuditActor } from '../../platform/audit';
import type { CheckoutService } from '../checkout';
import { operatorQuote } from './bidding.admin';
import { acceptQuote, awardBidding, type AwardApprovals, type AwardDeps } from './bidding.award';
import { biddingDetail, cancelBidding, listBiddings, publishBidding } from './bidding.buyer';
import { portalBiddingDetail, portalBiddingList, portalQuote, portalQuoteSkus } from './bidding.portal';

/**
 * Bidding requests, every audience's calls in one object for the routes: buyers publish, award and cancel
 * (bidding.buyer.ts, bidding.award.ts), operators quote for the platform (bidding.admin.ts), invited shops
 * quote in the merchant portal (bidding.portal.ts); bidding.core.ts holds what they share.
 */
export class BiddingService {
  private readonly awarding: AwardDeps;

  constructor(
    private readonly db: Db,
    checkout: CheckoutService,
    /** Company awards that a rule catches become purchase requests (without it they answer 409). */
    approvals?: AwardApprovals,
  ) {
    this.awarding = { db, checkout, approvals };
  }

  // The buyer (operators read the list and the detail with `userId` null).
  publish = (userId: number, body: z.output<typeof biddingPublishBody>) =>
    publishBidding(this.db, userId, body);
  list = (userId: number | null, body: z.output<typeof biddingListBody>) =>
    listBiddings(this.db, userId, body);
  detail = (userId: number | null, id: number) => biddingDetail(this.db, userId, id);
  accept = (userId: number, body: z.output<typeof biddingAcceptBody>) =>
    acceptQuote(this.awarding, userId, body);
  award = (userId: number, body: z.output<typeof biddingAwardBody>) =>
    awardBidding(this.awarding, userId, body);
  cancel = (userId: number, id: number) => cancelBidding(this.db, userId, id);

  // Operators.
  quote = (op: AuditActor, body: z.output<typeof biddingQuoteBody>) => operatorQuote(this.db, op, body);

  // The merchant portal: invited requests and the shop's own quote.
  portalList = (merchantId: number, body: z.output<typeof portalBiddingListBody>) =>
    portalBiddingList(this.db, merchantId, body);
  portalDetail = (merchantId: number, id: number) => portalBiddingDetail(this.db, merchantId, id);
  portalSkus = (merchantId: number, keyword: string) => portalQuoteSkus(this.db, merchantId, keyword);
  portalQuote = (merchantId: number, actor: AuditActor, body: z.output<typeof portalQuoteBody>) =>
    portalQuote(this.db, merchantId, actor, body);
}
