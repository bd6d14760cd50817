export { PurchaseListService } from './purchase-list.service';
export { purchaseListRoutes } from './purchase-list.routes';
