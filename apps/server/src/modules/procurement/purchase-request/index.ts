export { PurchaseRequestService } from './purchase-request';
export { purchaseRequestRoutes } from './purchase-request.routes';
export {
  approvalWaitingHook,
  type ApprovalWaiting,
  type ApprovalWaitingHook,
} from './purchase-request.hooks';
