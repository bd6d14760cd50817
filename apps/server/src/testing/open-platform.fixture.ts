import { sql } from 'drizzle-orm';
import { OPEN_BUYER_SCOPES } from '@mall/shared';
import { queryRows } from '../db/client';
import type { TestApp } from './build-test-app';
import { SUZHOU_ADDRESS } from './checkout.fixture';
import { must, verifiedCompany, type TestCompany, type Who } from './company.fixture';

/**
 * A verified company with a shared address and an app of the open platform, and the app's token. The app is
 * live unless `mode` says sandbox (whose orders are test orders: nothing reaches a shop).
 */
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
  mode: 'sandbox' | 'live' = 'live',
): Promise<OpenParty> {
  const company = await verifiedCompany(app, op);
  const addressId = (
    await must(app)<{ id: number }>(company.admin, 'POST', '/api/company/addresses/add', SUZHOU_ADDRESS)
  ).id;
  return { company, addressId, ...(await anotherApp(app, company, scopes, mode)) };
}

/** One more app of the company (its 管理员 registers it), and its token. */
export async function anotherApp(
  app: TestApp,
  company: TestCompany,
  scopes: readonly string[] = OPEN_BUYER_SCOPES,
  mode: 'sandbox' | 'live' = 'live',
): Promise<Pick<OpenParty, 'token' | 'appId' | 'clientId' | 'clientSecret'>> {
  const created = await must(app)<{ app: { id: number; clientId: string }; clientSecret: string }>(
    company.admin,
    'POST',
    '/api/company/open-apps',
    { name: mode === 'sandbox' ? 'ERP 沙箱' : 'ERP', scopes: [...scopes], ipAllowList: [], mode },
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
    token,
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

/** A platform-sold SKU on shelf everywhere, bought one at a time (MOQ and step 1), with 50 or more in stock. */
export async function plainSku(app: TestApp): Promise<{ id: number; stock: number }> {
  const [sku] = await queryRows<{ id: number; stock: number }>(
    app.db.db,
    sql`select k.id, k.stock from skus k join products p on p.id = k.product_id
      where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 50
        and p.merchant_id = 0
      order by k.id limit 1`,
  );
  return sku!;
}
