export { BuyerAdminService, type BuyerInvoices, type BuyerTrade } from './buyer.service';
export { buyerAdminRoutes } from './buyer.routes';
