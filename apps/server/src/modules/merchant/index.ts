export { MerchantService, MERCHANT_TOKEN_TTL_MS } from './merchant.service';
export { merchantRoutes, MERCHANT_ROLES } from './merchant.routes';
export * from './merchant.table';
