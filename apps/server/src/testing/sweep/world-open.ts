import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../build-test-app';
import type { Headers } from './caller';

/**
 * A buyer's company's open-platform app (named with the marker), its token (the sweep's app caller), an
 * order it submitted through /open/v1 (held, unconfirmed) to the company's shared address, a webhook endpoint
 * (for statements only: nothing is posted during the sweep), the app's message of the order and a delivery
 * of it to the endpoint (as delivered).
 */
export async function companyApp(app: TestApp, admin: Headers, marker: string, companyAddressId: number) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/company/open-apps',
    headers: admin,
    payload: {
      name: `${marker}ERP`,
      // invoices and statements too: another company's app is then refused by ownership, not by scope.
      scopes: ['products', 'prices', 'orders', 'invoices', 'statements', 'messages'],
      ipAllowList: [],
      mode: 'sandbox',
    },
  });
  const { app: openApp, clientSecret } = (
    created.json() as { data: { app: { id: number; clientId: string }; clientSecret: string } }
  ).data;
  const token = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { grant_type: 'client_credentials', client_id: openApp.clientId, client_secret: clientSecret },
  });
  const appHeaders = { authorization: `Bearer ${(token.json() as { access_token: string }).access_token}` };
  const order = await app.inject({
    method: 'POST',
    url: '/open/v1/orders',
    headers: appHeaders,
    payload: {
      idempotencyKey: randomUUID(),
      poNumber: `${marker}ERP`,
      addressId: companyAddressId,
      items: [{ skuId: 900011, quantity: 1 }],
    },
  });
  if (order.statusCode !== 200) throw new Error(`open order: ${order.body}`);
  const hook = await app.inject({
    method: 'POST',
    url: '/open/v1/webhooks',
    headers: appHeaders,
    payload: { url: `http://127.0.0.1:9/${marker}`, types: ['statement.ready'] },
  });
  if (hook.statusCode !== 200) throw new Error(`webhook: ${hook.body}`);
  const openWebhookId = (hook.json() as { data: { webhook: { id: number } } }).data.webhook.id;
  await app.jobs.add('open.messages', {});
  await app.jobs.idle();
  const [message] = await queryRows<{ id: number }>(
    app.db.db,
    sql`select id from open_messages where app_id = ${openApp.id} and type = 'order.status' order by id limit 1`,
  );
  if (!message) throw new Error('open message: none for the app');
  const [delivery] = await queryRows<{ id: number }>(
    app.db.db,
    sql`insert into open_deliveries (webhook_id, message_id, state, attempts, last_status, delivered_at)
        values (${openWebhookId}, ${message.id}, 'delivered', 1, 200, now()) returning id`,
  );
  return {
    openAppId: openApp.id,
    openOrderId: (order.json() as { data: { id: number } }).data.id,
    openWebhookId,
    openMessageId: Number(message.id),
    openDeliveryId: Number(delivery!.id),
    appHeaders,
  };
}
