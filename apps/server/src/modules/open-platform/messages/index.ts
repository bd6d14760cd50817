export { OpenMessageService } from './open-messages';
export { openMessageRoutes } from './open-messages.routes';
export { webhookViewRoutes } from './webhook-views.routes';
export { OpenWebhookService } from './webhooks';
