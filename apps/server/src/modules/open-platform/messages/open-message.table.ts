import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  blankable,
  createdAt,
  deliveryTries,
  id,
  jsonList,
  ref,
  timestamps,
  timestamptz,
} from '../../../db/columns';

/**
 * An app's messages (VOP's 消息池): one row per app and event it may see, taken from the outbox by the
 * fan-out job. The pull queue lists those not yet acknowledged; webhooks deliver the same rows.
 */
export const openMessages = pgTable(
  'open_messages',
  {
    id: id(),
    appId: ref('app_id'),
    eventId: ref('event_id'),
    type: varchar('type', { length: 32 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    ackedAt: timestamptz('acked_at'),
  },
  (t) => [
    uniqueIndex('open_messages_app_event_uq').on(t.appId, t.eventId),
    index('open_messages_unacked_idx')
      .on(t.appId, t.id)
      .where(sql`${t.ackedAt} is null`),
    index('open_messages_created_idx').on(t.createdAt),
  ],
);
export type OpenMessageRow = typeof openMessages.$inferSelect;

/**
 * An app's webhook endpoint: the URL, the message types it takes (empty: all the app may see), and the secret
 * deliveries are signed with (HMAC-SHA256; shown once at creation). `failingSince`: the first failed delivery
 * since the last success; after three days of failing the endpoint is switched off (`status` disabled).
 */
export const openWebhooks = pgTable(
  'open_webhooks',
  {
    id: id(),
    appId: ref('app_id'),
    url: varchar('url', { length: 500 }).notNull(),
    types: jsonList<string>('types'),
    secret: varchar('secret', { length: 80 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    failingSince: timestamptz('failing_since'),
    disabledReason: blankable('disabled_reason', 200),
    ...timestamps(),
  },
  (t) => [index('open_webhooks_app_idx').on(t.appId, t.id)],
);
export type OpenWebhookRow = typeof openWebhooks.$inferSelect;

/**
 * One message owed to one endpoint, and how its delivery went: `state` pending, delivered or failed (after the
 * last retry, or the endpoint switched off); the last answer's HTTP status, latency and error. A replay
 * sets it pending again and queues a new delivery.
 */
export const openDeliveries = pgTable(
  'open_deliveries',
  {
    id: id(),
    webhookId: ref('webhook_id'),
    messageId: ref('message_id'),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    ...deliveryTries(),
    lastStatus: integer('last_status'),
    lastLatencyMs: integer('last_latency_ms'),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    uniqueIndex('open_deliveries_webhook_message_uq').on(t.webhookId, t.messageId),
    index('open_deliveries_webhook_idx').on(t.webhookId, t.id),
    index('open_deliveries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);
export type OpenDeliveryRow = typeof openDeliveries.$inferSelect;
