import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../build-test-app';
import type { Headers } from './caller';

/**
 * A shop app's webhook endpoint (for stock changes only: nothing is posted during the sweep), one of the
 * app's messages (its shop's order placed) and a delivery of it to the endpoint (as delivered): the ids the
 * portal's webhook views and the app's own webhook calls take.
 */
export async function shopAppWebhook(app: TestApp, appId: number, appHeaders: Headers, marker: string) {
  const hook = await app.inject({
    method: 'POST',
    url: '/open/v1/webhooks',
    headers: appHeaders,
    payload: { url: `http://127.0.0.1:9/${marker}`, types: ['stock.changed'] },
  });
  if (hook.statusCode !== 200) throw new Error(`shop webhook: ${hook.body}`);
  const openWebhookId = (hook.json() as { data: { webhook: { id: number } } }).data.webhook.id;
  await app.jobs.add('open.messages', {});
  await app.jobs.idle();
  const [message] = await queryRows<{ id: number }>(
    app.db.db,
    sql`select id from open_messages where app_id = ${appId} and type = 'order.status' order by id limit 1`,
  );
  if (!message) throw new Error('shop app message: none for the app');
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
