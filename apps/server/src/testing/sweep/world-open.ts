import { randomUUID } from 'node:crypto';
import type { TestApp } from '../build-test-app';
import type { Headers } from './caller';
import { appWebhook } from './world-shop-open';

/**
 * A buyer's company's open-platform app (named with the marker; a sandbox), its token (the sweep's app caller),
 * a test order it submitted through /open/v1 (unconfirmed) to the company's shared address, a webhook endpoint
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
  const webhook = await appWebhook(app, openApp.id, appHeaders, marker, {
    types: ['statement.ready'],
    label: 'open',
  });
  return {
    openAppId: openApp.id,
    openOrderId: (order.json() as { data: { id: number } }).data.id,
    ...webhook,
    appHeaders,
  };
}
