export { OpenMessageService } from './open-messages';
export { openMessageRoutes } from './open-messages.routes';
export { OpenWebhookService } from './webhooks';
