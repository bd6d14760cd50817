import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Signed-in sessions without the sign-in forms. Most journeys sign in only to reach the page they test; the
 * forms themselves have journeys of their own (auth.spec.ts for the buyer, console.spec.ts's per-role journey
 * and console-ops' lock-out for operators, merchant-portal.spec.ts for shops). Here the test signs in through
 * the same API the forms call and hands the page the cookie the app itself writes after a sign-in.
 */

export type Surface = 'buyer' | 'admin' | 'merchant';

const LOGIN: Record<Surface, { url: string; extra: Record<string, string> }> = {
  buyer: { url: '/api/oauth/login', extra: { grant_type: 'password' } },
  admin: { url: '/api/admin/auth/login', extra: {} },
  merchant: { url: '/api/portal/auth/login', extra: {} },
};

/** The cookie each surface keeps its tokens in (apps/web/src/lib/cookies.ts, apps/console/src/lib/token-storage.ts). */
const COOKIE: Record<Surface, { name: string; path: string; sameSite: 'Lax' | 'Strict' }> = {
  buyer: { name: 'loginInfo', path: '/', sameSite: 'Lax' },
  admin: { name: 'adminLoginInfo', path: '/admin', sameSite: 'Strict' },
  merchant: { name: 'merchantLoginInfo', path: '/merchant', sameSite: 'Strict' },
};

type Tokens = { accessToken: string; accessExpires: number; refreshToken: string; refreshExpires: number };

/** Passes the test captcha provider for a login name (the server asks for it before a password sign-in). */
export async function passCaptcha(request: APIRequestContext, userInfo: string): Promise<void> {
  const pass = await request.post('/api/oauth/verifyCaptcha', {
    data: { captchaVerifyParam: 'test', redisEnum: 'USER_CAPTCHA_RESULT', sceneId: 'test', userInfo },
  });
  expect(pass.ok(), `captcha → ${pass.status()}`).toBe(true);
}

/** Signs in through a surface's login call: the tokens, and the host that answered (the worker's server). */
async function signIn(
  request: APIRequestContext,
  surface: Surface,
  username: string,
  password: string,
): Promise<{ tokens: Tokens; host: string }> {
  await passCaptcha(request, username);
  const { url, extra } = LOGIN[surface];
  const res = await request.post(url, { data: { username, password, ...extra } });
  const body = (await res.json()) as { code: number; msg: string; data: Tokens };
  expect(res.ok() && body.code === 200, `${surface} login → ${res.status()} ${body.msg}`).toBe(true);
  return { tokens: body.data, host: new URL(res.url()).hostname };
}

/** Signs in through a surface's login call and returns its tokens (for API set-up steps). */
export async function tokensOf(
  request: APIRequestContext,
  surface: Surface,
  username: string,
  password: string,
): Promise<Tokens> {
  return (await signIn(request, surface, username, password)).tokens;
}

/**
 * Signs in as the account (through the page's own request context, so from the test's own forwarded
 * address), stores the tokens where the app keeps them, and opens `url`.
 */
export async function openSignedIn(
  page: Page,
  surface: Surface,
  username: string,
  password: string,
  url: string,
): Promise<void> {
  const { tokens, host } = await signIn(page.request, surface, username, password);
  const { name, path, sameSite } = COOKIE[surface];
  await page.context().addCookies([
    {
      name,
      value: encodeURIComponent(JSON.stringify(tokens)),
      domain: host,
      path,
      sameSite,
      expires: Math.floor(tokens.refreshExpires / 1000) || -1,
    },
    // What a buyer's sign-in also writes (apps/web/src/features/auth/lib/complete-login.ts).
    ...(surface === 'buyer'
      ? [{ name: 'isNew', value: 'true', domain: host, path: '/', sameSite: 'Lax' as const }]
      : []),
  ]);
  await page.goto(url);
}
