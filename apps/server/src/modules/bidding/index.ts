export { BiddingService, biddingStatus, PLATFORM_SUPPLIER } from './bidding.service';
export { biddingRoutes, BIDDING_ROLES } from './bidding.routes';
export * from './bidding.table';
