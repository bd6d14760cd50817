export { PaymentService, DEFAULT_OFFLINE_ACCOUNT } from './payment.service';
export { SandboxGateway, SandboxProvider, type Deliver, type SandboxTrade } from './sandbox.gateway';
export { NoOnlinePayment, ONLINE_PAY_OFF } from './payment.provider';
export type { PaymentProvider, RefundResult, VerifiedNotification } from './payment.provider';
export { signParams } from './payment.sign';
export { paymentRoutes } from './payment.routes';
