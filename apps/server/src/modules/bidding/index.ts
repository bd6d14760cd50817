export { BiddingService, biddingStatus, PLATFORM_SUPPLIER } from './bidding.service';
export { biddingRoutes } from './bidding.routes';
export * from './bidding.table';
