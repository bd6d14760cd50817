export { BiddingService } from './bidding.service';
export {
  approvedAwardHooks,
  holdAwardForApproval,
  releaseAward,
  type AwardApprovals,
  type PendingAward,
} from './bidding.award';
export { biddingRoutes } from './bidding.routes';
export { portalBiddingRoutes } from './bidding.portal.routes';
export { biddingTestSupportRoutes } from './bidding.test-support';
export type { BiddingAwardedData, BiddingInvitedData, BiddingQuotedData } from './bidding.events';
