export {
  BiddingService,
  approvedAwardHooks,
  biddingStatus,
  holdAwardForApproval,
  isSealed,
  releaseAward,
  PLATFORM_SUPPLIER,
  type AwardApprovals,
  type PendingAward,
} from './bidding.service';
export { biddingRoutes } from './bidding.routes';
export { portalBiddingRoutes } from './bidding.portal';
export { biddingTestSupportRoutes } from './bidding.test-support';
