export { PurchaseRequestService } from './purchase-request';
export { purchaseRequestRoutes } from './purchase-request.routes';
