import { expect, type BrowserContext, type Page } from '@playwright/test';
import { mockHomeApi } from './mock-home';

/**
 * Opens the storefront for a journey. With E2E_MOCK_HOME=1 the home calls are answered by fixtures
 * (only while the server lacks them); otherwise everything comes from the seeded server.
 */
export async function prepare(page: Page): Promise<void> {
  if (process.env.E2E_MOCK_HOME) await mockHomeApi(page);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

/** Choose an area up front so the location prompt stays out of the way. */
export async function withArea(context: BrowserContext, baseURL: string, sysNo = '0000'): Promise<void> {
  await context.addCookies([
    { name: 'areaHomeIdList', value: encodeURIComponent(JSON.stringify([sysNo])), url: baseURL },
  ]);
}

/**
 * 加入购物车 on a product page, seen done by its call (POST /api/cart/list/saveCartProduct answered 200), not
 * by its toast, which stays 1 s and can pass between two looks on a busy host. A click that sent no call
 * (stop 69's CI: on a busy host the punch-out shop's click on /goods/175 sent nothing and showed nothing) is
 * made again; one that sent its call is never repeated, so the cart gets the line once.
 */
export async function addToCartOnPage(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: '加入购物车' }).first();
  const isSave = (url: string) => new URL(url).pathname === '/api/cart/list/saveCartProduct';
  let sent: Promise<number> | undefined;
  await expect(async () => {
    const [request] = await Promise.all([
      page.waitForRequest((r) => isSave(r.url()), { timeout: 5_000 }),
      button.click(),
    ]);
    sent = request.response().then((response) => response?.status() ?? 0);
  }).toPass({ timeout: 30_000 });
  expect(await sent, '加入购物车 answered').toBe(200);
}
