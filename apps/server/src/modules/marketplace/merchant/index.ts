export { MerchantService, MERCHANT_TOKEN_TTL_MS } from './merchant.service';
export { merchantRoutes } from './merchant.routes';
export { merchantApplications } from './merchant.table';
