import { expect, test } from './support/fixtures';
import { adminToken, callAs } from './support/orders';

/**
 * through the real server: the operator's content and settings calls change what the
 * storefront shows at once. State is restored at the end of each test (the journeys share one server).
 */

test('maintenance on sends the storefront to /repair with its text; off brings it back', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const save = (enabled: boolean) =>
    callAs(request, admin, '/api/admin/settings/maintenance/save', {
      enabled,
      content: '平台升级维护中，预计 30 分钟后恢复。',
    });
  try {
    await save(true);
    await page.goto('/');
    await expect(page).toHaveURL(/\/repair$/, { timeout: 15_000 });
    await expect(page.getByText('平台升级维护中，预计 30 分钟后恢复。')).toBeVisible();
    await save(false);
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  } finally {
    await save(false);
  }
});

test('a new hot word and the site phone show on the storefront at once', async ({ page, request }) => {
  const admin = await adminToken(request);
  const words = await callAs<{ hotWord: string }[]>(request, admin, '/api/admin/content/hot-word/list');
  const site = await callAs<Record<string, string>>(request, admin, '/api/admin/settings/site');
  try {
    await callAs(request, admin, '/api/admin/content/hot-word/save', {
      words: ['防爆手电', ...words.map((w) => w.hotWord)].slice(0, 20),
    });
    await callAs(request, admin, '/api/admin/settings/site/save', { ...site, phone: '400-666-8888' });
    await page.goto('/');
    await expect(page.getByText('防爆手电').first()).toBeVisible();
    await expect(page.getByText('400-666-8888').first()).toBeVisible();
  } finally {
    await callAs(request, admin, '/api/admin/content/hot-word/save', { words: words.map((w) => w.hotWord) });
    await callAs(request, admin, '/api/admin/settings/site/save', site);
  }
});
