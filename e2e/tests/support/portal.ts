import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callAs } from './orders';

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

/** Signs the shop's administrator in on /merchant/login and waits for the portal with his role. */
export async function portalLogin(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto('/merchant/login');
  await page.getByLabel('登录名（店铺管理员为申请手机号）').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // The portal's first load after sign-in (its bundle, 我的 and the dashboard) took over 10 s on a loaded host.
  await expect(page.getByTestId('operator-role')).toHaveText('店铺管理员', { timeout: 30_000 });
}

/** A portal token (the captcha for the login name, then POST /api/portal/auth/login), for API set-up steps. */
export async function portalToken(request: APIRequestContext, username: string, password: string) {
  const pass = await request.post('/api/oauth/verifyCaptcha', {
    data: {
      captchaVerifyParam: 'test',
      redisEnum: 'USER_CAPTCHA_RESULT',
      sceneId: 'test',
      userInfo: username,
    },
  });
  expect(pass.ok(), `captcha → ${pass.status()}`).toBe(true);
  const res = await request.post('/api/portal/auth/login', { data: { username, password } });
  expect(res.ok(), `portal login → ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}
