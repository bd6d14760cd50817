import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../build-test-app';
import type { Headers } from './caller';

/**
 * An app's webhook endpoint for `types` (an event the sweep never raises: nothing is posted during it), the
 * app's first message (an order it sees) and a delivery of it to the endpoint (as delivered): the ids the
 * webhook views and calls take. `label` names the app in a setup error.
 */
export async function appWebhook(
  app: TestApp,
  appId: number,
  appHeaders: Headers,
  marker: string,
  { types, label }: { types: string[]; label: string },
) {
  const hook = await app.inject({
    method: 'POST',
    url: '/open/v1/webhooks',
    headers: appHeaders,
    payload: { url: `http://127.0.0.1:9/${marker}`, types },
  });
  if (hook.statusCode !== 200) throw new Error(`${label} webhook: ${hook.body}`);
  const openWebhookId = (hook.json() as { data: { webhook: { id: number } } }).data.webhook.id;
  await app.jobs.add('open.messages', {});
  await app.jobs.idle();
  const [message] = await queryRows<{ id: number }>(
    app.db.db,
    sql`select id from open_messages where app_id = ${appId} and type = 'order.status' order by id limit 1`,
  );
  if (!message) throw new Error(`${label} message: none for the app`);
  const [delivery] = await queryRows<{ id: number }>(
    app.db.db,
    sql`insert into open_deliveries (webhook_id, message_id, state, attempts, last_status, delivered_at)
        values (${openWebhookId}, ${message.id}, 'delivered', 1, 200, now()) returning id`,
  );
  return {
    openWebhookId,
    openMessageId: Number(message.id),
    openDeliveryId: Number(delivery!.id),
  };
}

/** A shop app's webhook (for stock changes), message (its shop's order placed) and delivery: see appWebhook. */
export const shopAppWebhook = (app: TestApp, appId: number, appHeaders: Headers, marker: string) =>
  appWebhook(app, appId, appHeaders, marker, { types: ['stock.changed'], label: 'shop app' });
