export { MerchantService } from './merchant.service';
export { merchantRoutes } from './merchant.routes';
export { merchantApplications } from './merchant.table';
