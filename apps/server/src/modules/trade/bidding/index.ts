export {
  BiddingService,
  approvedAwardHooks,
  holdAwardForApproval,
  releaseAward,
  type AwardApprovals,
  type PendingAward,
} from './bidding.service';
export { biddingRoutes } from './bidding.routes';
export { portalBiddingRoutes } from './bidding.portal';
export { biddingTestSupportRoutes } from './bidding.test-support';
