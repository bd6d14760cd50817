export { PaymentService, DEFAULT_OFFLINE_ACCOUNT, NOTIFY_MAX_AGE_MS } from './payment.service';
export {
  SandboxGateway,
  SandboxProvider,
  httpDeliver,
  type Deliver,
  type SandboxTrade,
} from './sandbox.gateway';
export { NoOnlinePayment, ONLINE_PAY_OFF } from './payment.provider';
export type { PaymentProvider, RefundResult, VerifiedNotification } from './payment.provider';
export { signParams, signingString, verifySignature } from './payment.sign';
export { paymentRoutes } from './payment.routes';
export { payments } from './payment.table';
