import { OPEN_BUYER_SCOPES } from '@mall/shared';
import type { TestApp } from './build-test-app';
import { SUZHOU_ADDRESS } from './checkout.fixture';
import { must, verifiedCompany, type TestCompany, type Who } from './company.fixture';

/** A verified company with a shared address and an app of the open platform, and the app's token. */
export type OpenParty = {
  company: TestCompany;
  token: string;
  addressId: number;
  appId: number;
  clientId: string;
  clientSecret: string;
};

export async function openParty(
  app: TestApp,
  op: Who,
  scopes: readonly string[] = OPEN_BUYER_SCOPES,
): Promise<OpenParty> {
  const company = await verifiedCompany(app, op);
  const ok = must(app);
  const addressId = (
    await ok<{ id: number }>(company.admin, 'POST', '/api/company/addresses/add', SUZHOU_ADDRESS)
  ).id;
  const created = await ok<{ app: { id: number; clientId: string }; clientSecret: string }>(
    company.admin,
    'POST',
    '/api/company/open-apps',
    { name: 'ERP', scopes: [...scopes], ipAllowList: [], mode: 'sandbox' },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: {
      grant_type: 'client_credentials',
      client_id: created.app.clientId,
      client_secret: created.clientSecret,
    },
  });
  const token = (res.json() as { access_token: string }).access_token;
  return {
    company,
    token,
    addressId,
    appId: created.app.id,
    clientId: created.app.clientId,
    clientSecret: created.clientSecret,
  };
}

/** A call of the party's app to `/open/v1/...`. */
export const openCall = (
  app: TestApp,
  p: OpenParty,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${p.token}` },
    ...(payload ? { payload } : {}),
  });
