import { expect, test } from './support/fixtures';
import { confirmModal, consoleLogin } from './support/console';
import { adminToken, callAs } from './support/orders';

/**
 * Maintenance mode switched on in the console sends the storefront to /repair; switched off, it comes back.
 * The mode is global to the server, so this file runs in its own project after every other journey
 * (playwright.config.ts), and whatever happens the mode is off again when it ends (through the API, should
 * the console fail mid-way): a slow step here must never leave other journeys facing /repair.
 */

const text = '系统升级中，预计 30 分钟后恢复，给您带来不便敬请谅解。';

test.afterEach(async ({ request }) => {
  const token = await adminToken(request);
  await callAs(request, token, '/api/admin/settings/maintenance/save', { enabled: false, content: text });
});

test('maintenance mode on sends the storefront to /repair; off brings it back', async ({ page, context }) => {
  test.setTimeout(120_000);
  const admin = await context.newPage();
  await consoleLogin(admin, '超级管理员', '/settings/maintenance');
  await admin.getByLabel('维护说明（显示在 /repair 页面）').fill(text);
  await admin.getByLabel('开启维护模式').check();
  await admin.getByRole('button', { name: '保存' }).click();
  await confirmModal(admin);
  await expect(admin.getByTestId('maintenance-state')).toContainText('维护中');

  await page.goto('/');
  await expect(page).toHaveURL(/\/repair$/);
  await expect(page.getByText(text)).toBeVisible();
  // The console keeps working during maintenance.
  await admin.reload();
  await expect(admin.getByTestId('maintenance-state')).toContainText('维护中');

  await admin.getByLabel('开启维护模式').uncheck();
  await admin.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByTestId('maintenance-state')).toContainText('正常运营');
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/repair/);
  await expect(page.locator('.mall-header')).toBeVisible();
});
