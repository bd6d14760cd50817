import { OPEN_MERCHANT_SCOPES } from '@mall/shared';
import type { TestApp } from './build-test-app';

/** A token of an app (`scope`: fewer scopes than the app has, space-separated), as a bearer header. */
export async function appHeaders(
  app: TestApp,
  client: { clientId: string; clientSecret: string },
  scope?: string,
): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: {
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
      ...(scope ? { scope } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`token → ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` };
}

/**
 * A shop's open-platform app, registered in the portal by its 店铺管理员 (`shopHeaders`) with every merchant
 * scope unless told, and a token for it.
 */
export async function shopApp(
  app: TestApp,
  shopHeaders: Record<string, string>,
  scopes: readonly string[] = OPEN_MERCHANT_SCOPES,
  name = '店铺 ERP',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/portal/open-apps',
    headers: shopHeaders,
    payload: { name, scopes: [...scopes], ipAllowList: [], mode: 'sandbox' },
  });
  if (res.statusCode !== 200) throw new Error(`shop app → ${res.statusCode} ${res.body}`);
  const { app: created, clientSecret } = res.json().data as {
    app: { id: number; clientId: string };
    clientSecret: string;
  };
  const client = { clientId: created.clientId, clientSecret };
  return { appId: created.id, ...client, headers: await appHeaders(app, client) };
}
