export { NotificationService, type InTransaction, type NotifyInput } from './notification.service';
export { ChannelError, type NotificationChannel, type DeliveryTarget } from './channel';
export type { EventFacts } from './templates';
export { DeliveryLog } from './delivery-log';
export { deliveryLogRoutes } from './delivery-log.routes';
export { makeDigests } from './digest';
