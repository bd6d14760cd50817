export { PurchaseRequestService } from './purchase-request';
export { purchaseRequestRoutes } from './purchase-request.routes';
export {
  approvalDecidedHook,
  approvalWaitingHook,
  type ApprovalDecided,
  type ApprovalDecidedHook,
  type ApprovalWaiting,
  type ApprovalWaitingHook,
} from './purchase-request.hooks';
export { decideOne } from './approve-request';
export { requestForDecision, type RequestForDecision } from './request-for-decision';
