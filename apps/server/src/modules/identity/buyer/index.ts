export { BuyerAdminService } from './buyer.service';
export { buyerAdminRoutes } from './buyer.routes';
