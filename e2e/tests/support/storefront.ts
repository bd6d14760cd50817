import type { BrowserContext, Page } from '@playwright/test';
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
