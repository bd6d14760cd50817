import { ownedOf } from './entry';

/** The ids an open-platform app's routes take: the app, one of its webhook endpoints, one delivery to it. */
type AppIds = { openAppId: number; openWebhookId: number; openDeliveryId: number };

/**
 * The calls on an open-platform app and its webhooks, the same for a buyer company's apps and a shop's
 * (table.ts and table-merchant-open.ts spread these in): its management under `base` (the company's, the
 * portal's; `scope` one the app may be given) and the app's own webhook calls (/open/v1/webhooks). Another
 * owner, and another owner's app, must be refused every one.
 */
export const openAppRoutes = <V extends AppIds>(base: string, scope: string) => {
  const owned = ownedOf<V>();
  return {
    [`POST ${base}`]: { kind: 'public' as const, why: 'name is the new app’s name, not an owner id' },
    [`PUT ${base}/{id}`]: owned((v) => ({
      params: { id: v.openAppId },
      body: { name: '被改写的应用', scopes: [scope], ipAllowList: [], mode: 'live' },
    })),
    [`POST ${base}/{id}/rotate`]: owned((v) => ({ params: { id: v.openAppId }, body: { graceHours: 0 } })),
    [`DELETE ${base}/{id}`]: owned((v) => ({ params: { id: v.openAppId } })),
    [`GET ${base}/{id}/webhooks`]: owned((v) => ({ params: { id: v.openAppId } })),
    [`GET ${base}/{id}/webhooks/{webhookId}/deliveries`]: owned((v) => ({
      params: { id: v.openAppId, webhookId: v.openWebhookId },
    })),
    [`POST ${base}/{id}/webhooks/{webhookId}/enable`]: owned((v) => ({
      params: { id: v.openAppId, webhookId: v.openWebhookId },
    })),
    [`POST ${base}/{id}/deliveries/{deliveryId}/replay`]: owned((v) => ({
      params: { id: v.openAppId, deliveryId: v.openDeliveryId },
    })),
    'DELETE /open/v1/webhooks/{id}': owned((v) => ({ params: { id: v.openWebhookId } })),
    'POST /open/v1/webhooks/{id}/enable': owned((v) => ({ params: { id: v.openWebhookId } })),
    'GET /open/v1/webhooks/{id}/deliveries': owned((v) => ({ params: { id: v.openWebhookId } })),
    'POST /open/v1/webhooks/deliveries/{id}/replay': owned((v) => ({ params: { id: v.openDeliveryId } })),
  };
};
