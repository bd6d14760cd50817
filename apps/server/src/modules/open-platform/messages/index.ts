export { OpenMessageService } from './open-messages';
export { openMessageRoutes } from './open-messages.routes';
export {
  OpenWebhookService,
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  signDelivery,
  verifyDelivery,
} from './webhooks';
