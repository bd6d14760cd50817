import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callAs } from './orders';
import { openSignedIn, tokensOf } from './sessions';

/** Helpers of the merchant portal journeys: the seeded demo shop, its sign-in on the page and by the API. */

/** The seeded demo shop 星湖精密五金 and its administrator's password (README). */
export const XINGHU = { name: '星湖精密五金', password: 'Xinghu@123456' } as const;

/** A shop of the console's list by name: its id and its administrator's mobile (his login name). */
export async function shopNamed(
  request: APIRequestContext,
  admin: string,
  name: string,
): Promise<{ id: number; name: string; mobile: string }> {
  const shops = await callAs<{ list: { id: number; name: string; mobile: string }[] }>(
    request,
    admin,
    '/api/admin/shop/list',
    { pageSize: 50 },
  );
  const shop = shops.list.find((s) => s.name === name);
  expect(shop, `shop ${name}`).toBeTruthy();
  return shop!;
}

/**
 * Opens the portal signed in as the shop's administrator, without the /merchant/login form
 * (merchant-portal.spec.ts drives it; support/sessions.ts), and waits for his role.
 */
export async function portalLogin(page: Page, mobile: string, password: string): Promise<void> {
  await openSignedIn(page, 'merchant', mobile, password, '/merchant');
  // The portal's first load (its bundle, 我的 and the dashboard) took over 10 s on a loaded host.
  await expect(page.getByTestId('operator-role')).toHaveText('店铺管理员', { timeout: 30_000 });
}

/** A portal token (the captcha for the login name, then POST /api/portal/auth/login), for API set-up steps. */
export async function portalToken(request: APIRequestContext, username: string, password: string) {
  return (await tokensOf(request, 'merchant', username, password)).accessToken;
}
