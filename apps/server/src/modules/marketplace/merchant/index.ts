export { MerchantService } from './merchant.service';
export { merchantRoutes } from './merchant.routes';
