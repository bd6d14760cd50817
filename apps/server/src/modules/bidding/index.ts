export { BiddingService, biddingStatus, isSealed, PLATFORM_SUPPLIER } from './bidding.service';
export { biddingRoutes } from './bidding.routes';
export { portalBiddingRoutes } from './bidding.portal';
export { biddingTestSupportRoutes } from './bidding.test-support';
export * from './bidding.table';
