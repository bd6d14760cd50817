import path from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, originOf, test } from './support/fixtures';
import { pickOption } from './support/console';
import { dialogNamed, opened } from './support/forms';
import { openAsBuyer } from './support/orders';
import { withArea } from './support/storefront';

const shot = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

/**
 * 企业采购 → 开放接口: the demo company's 管理员 creates an app for its ERP, reads the secret once, and the app
 * calls /open/v1 with a token from /oauth2/token; 更换密钥 with 立即失效 ends the old secret; 删除 removes the
 * app. With SCREENSHOTS=1 the page with the secret dialog open is saved to docs/screenshots at 1440 px.
 */

const tokenOf = (request: APIRequestContext, clientId: string, clientSecret: string) =>
  request.post('/oauth2/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });

/** The app id and secret the 请立即保存密钥 dialog shows; closes it with 我已保存. */
async function readSecret(secretDialog: Locator): Promise<{ clientId: string; clientSecret: string }> {
  await opened(secretDialog);
  await expect(secretDialog).toContainText('密钥只显示这一次，关闭后无法再次查看；遗失请更换密钥。');
  const clientId = (await secretDialog.getByTestId('open-app-client-id').locator('code').innerText()).trim();
  const clientSecret = (await secretDialog.getByTestId('open-app-secret').locator('code').innerText()).trim();
  expect(clientSecret).toMatch(/^ops_/);
  return { clientId, clientSecret };
}

test('the company 管理员 creates an open-platform app, calls /open/v1 with its token, rotates the secret and deletes the app', async ({
  page,
  context,
  request,
}) => {
  await withArea(context, originOf(test.info())!);
  await openAsBuyer(page, 'demo', 'Demo@123456', '/company/open-apps');
  const menu = page.getByRole('complementary', { name: '个人中心' });
  await expect(menu.getByRole('link', { name: '开放接口' })).toHaveClass(/active/);
  const panel = page.getByRole('region', { name: '开放接口' });
  await expect(panel).toContainText('POST /oauth2/token');
  await expect(panel.getByRole('link', { name: '接口文档' })).toHaveAttribute('href', '/open/docs');
  // The seeded app of the demo company.
  const seeded = panel.getByRole('row', { name: /演示 ERP/ });
  await expect(seeded).toContainText('demo-erp-client');
  await expect(seeded).toContainText('对账单');
  await expect(seeded).toContainText('沙箱');

  // 创建应用: every scope checked and 沙箱 by default; the allow-list is this machine.
  const name = `E2E ERP ${Date.now() % 1_000_000}`;
  await panel.getByRole('button', { name: '创建应用' }).click();
  const form = await dialogNamed(page, '创建应用');
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(7);
  await form.getByLabel('应用名称').fill(name);
  await form.getByLabel('IP 白名单').fill('127.0.0.1\n::1');
  await form.getByRole('button', { name: '创建' }).click();

  const secretDialog = await dialogNamed(page, '请立即保存密钥');
  const first = await readSecret(secretDialog);
  const row = panel.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(first.clientId);
  await expect(row).toContainText('127.0.0.1');
  await expect(row).toContainText('demo');
  if (process.env.SCREENSHOTS) {
    // The viewport only: the dialog's mask covers the window, not the whole page.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: shot('company-open-apps.png') });
  }
  await secretDialog.getByRole('button', { name: '我已保存' }).click();
  await expect(secretDialog).toBeHidden();

  // The app takes a token and reads the company's product pool.
  const issued = await tokenOf(request, first.clientId, first.clientSecret);
  expect(issued.status()).toBe(200);
  const token = ((await issued.json()) as { access_token: string }).access_token;
  const products = await request.get('/open/v1/products?size=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(products.status()).toBe(200);
  // The app registers a push endpoint of its own (a sandbox app may name this machine).
  const hook = await request.post('/open/v1/webhooks', {
    headers: { authorization: `Bearer ${token}` },
    data: { url: 'http://127.0.0.1:9/e2e-erp-hook', types: ['order.shipped'] },
  });
  expect(hook.status()).toBe(200);
  await page.reload();
  // 最近调用: when the token was issued.
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  // 推送记录: the endpoint the app registered, its message type, and no delivery yet.
  await row.getByRole('button', { name: '推送记录' }).click();
  const deliveries = page.getByRole('dialog', { name: new RegExp(`推送记录 · ${name}`) });
  await expect(deliveries).toContainText('http://127.0.0.1:9/e2e-erp-hook');
  await expect(deliveries).toContainText('订单已发货');
  await expect(deliveries).toContainText('暂无推送记录');
  await deliveries.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await expect(deliveries).toBeHidden();

  // 更换密钥 with 立即失效: the new secret works, the old one is refused at once.
  await row.getByRole('button', { name: '更换密钥' }).click();
  const rotate = await dialogNamed(page, '更换密钥');
  await expect(rotate).toContainText('宽限期内旧密钥仍可换取令牌；立即失效会同时作废已发放的令牌。');
  await pickOption(page, rotate.getByLabel('旧密钥宽限期'), '立即失效');
  await rotate.getByRole('button', { name: '更换' }).click();
  const second = await readSecret(secretDialog);
  expect(second.clientId).toBe(first.clientId);
  expect(second.clientSecret).not.toBe(first.clientSecret);
  await secretDialog.getByRole('button', { name: '我已保存' }).click();
  expect((await tokenOf(request, first.clientId, first.clientSecret)).status()).toBe(401);
  expect((await tokenOf(request, second.clientId, second.clientSecret)).status()).toBe(200);
  // The token issued before the rotation ended with the old secret.
  const stale = await request.get('/open/v1/products?size=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stale.status()).toBe(401);

  // 删除: gone from the list, its secret refused.
  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await opened(confirm);
  await expect(confirm).toContainText('删除后密钥和令牌立即失效，确定删除？');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(row).toHaveCount(0);
  await expect(seeded).toBeVisible();
  expect((await tokenOf(request, second.clientId, second.clientSecret)).status()).toBe(401);
});
