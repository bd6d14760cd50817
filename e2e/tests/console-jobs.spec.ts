import path from 'node:path';
import { expect, test } from './support/fixtures';
import { consoleLogin, openFromMenu, sideMenu } from './support/console';

/**
 * 任务队列: the 超级管理员 sees the background jobs' counts, schedules and failures; other roles do not get
 * the page. With SCREENSHOTS=1 it refreshes docs/screenshots/console-jobs.png.
 */
test('the job queue page shows counts, schedules and failures to the 超级管理员 only', async ({ page }) => {
  await consoleLogin(page, '超级管理员');
  await openFromMenu(page, '系统设置', '任务队列', /\/admin\/settings\/jobs$/);
  // The journeys' server has no Redis: jobs run in its own process.
  await expect(page.getByText('进程内执行（未配置 Redis）')).toBeVisible();
  for (const title of ['等待执行', '执行中', '等待重试 / 定时', '失败', '已完成'])
    await expect(page.locator('.ant-statistic-header', { hasText: title }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '定时任务' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '最近失败' })).toBeVisible();
  if (process.env.SCREENSHOTS)
    await page.screenshot({
      path: path.resolve(import.meta.dirname, '../../docs/screenshots/console-jobs.png'),
      fullPage: true,
    });

  await page.context().clearCookies();
  await consoleLogin(page, '运营');
  await expect(sideMenu(page)).toBeVisible();
  await expect(sideMenu(page).getByRole('menuitem', { name: '系统设置' })).toHaveCount(0);
  await page.goto('/admin/settings/jobs');
  await expect(page.getByText('进程内执行（未配置 Redis）')).toHaveCount(0);
});
