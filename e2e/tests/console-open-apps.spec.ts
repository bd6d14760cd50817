import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { confirmModal, consoleLogin, openFromMenu } from './support/console';
import { adminToken } from './support/orders';
import { dialogNamed } from './support/forms';

const shot = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

/**
 * 开放平台应用 (运营后台): an operator finds the demo company's seeded app 演示 ERP, 停用 ends its token at once
 * and refuses new ones (应用已停用), 恢复 lets it take a token again. With SCREENSHOTS=1 the page is saved to
 * docs/screenshots at 1440 px.
 */

const DEMO = { clientId: 'demo-erp-client', clientSecret: 'demo-erp-secret-2026' } as const;

const tokenOf = (request: APIRequestContext) =>
  request.post('/oauth2/token', {
    form: { grant_type: 'client_credentials', client_id: DEMO.clientId, client_secret: DEMO.clientSecret },
  });

async function accessToken(request: APIRequestContext): Promise<string> {
  const issued = await tokenOf(request);
  expect(issued.status()).toBe(200);
  return ((await issued.json()) as { access_token: string }).access_token;
}

const products = (request: APIRequestContext, token: string) =>
  request.get('/open/v1/products?size=1', { headers: { authorization: `Bearer ${token}` } });

/** Puts the demo app back to 正常 if the journey stopped while it was 停用 (other journeys of this server use it). */
async function resumeDemoApp(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = (await (await request.get('/api/admin/open-apps', { headers })).json()) as {
    data: { id: number; clientId: string; status: string }[];
  };
  const app = list.data.find((a) => a.clientId === DEMO.clientId);
  if (app?.status === 'suspended')
    await request.post(`/api/admin/open-apps/${app.id}/suspend`, { headers, data: { suspended: false } });
}

test('运营 suspends the demo company ERP app: its token ends at once, new tokens are refused; 恢复 brings it back', async ({
  page,
  request,
}) => {
  const token = await accessToken(request);
  expect((await products(request, token)).status()).toBe(200);

  try {
    await consoleLogin(page, '运营');
    await openFromMenu(page, '采购系统对接', '开放平台应用', /\/admin\/open-apps$/);
    await expect(
      page.getByText('企业与商家在各自后台创建的开放平台应用；停用会立即作废其访问令牌，操作记入操作日志。'),
    ).toBeVisible();
    const row = page.getByRole('row', { name: /演示 ERP/ });
    await expect(row).toContainText('demo-erp-client');
    await expect(row).toContainText('企业');
    await expect(row).toContainText('上海示范机电设备有限公司');
    await expect(row).toContainText('对账单');
    await expect(row).toContainText('沙箱');
    await expect(row).toContainText('正常');
    await expect(row).toContainText('demo');
    // 最近调用: the token just issued.
    await expect(row.getByRole('cell').nth(8)).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: shot('console-open-apps.png'), fullPage: true });
    }

    // 停用: the row says so, the token issued before is refused, and so is a new one.
    await row.getByRole('button', { name: '停用', exact: true }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('停用后该应用的令牌立即失效，确定停用？');
    await confirmModal(page);
    await expect(page.getByText('应用已停用').first()).toBeVisible();
    await expect(row).toContainText('已停用');
    expect((await products(request, token)).status()).toBe(401);
    const refused = await tokenOf(request);
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error_description: string }).error_description).toBe('应用已停用');

    // 恢复: 正常 again, and a new token reads the products.
    await row.getByRole('button', { name: '恢复', exact: true }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('确定恢复该应用？');
    await confirmModal(page);
    await expect(page.getByText('应用已恢复').first()).toBeVisible();
    await expect(row).toContainText('正常');
    await expect(row).not.toContainText('已停用');
    expect((await products(request, await accessToken(request))).status()).toBe(200);
  } finally {
    await resumeDemoApp(request);
  }
});

test('运营 opens 推送记录 of the demo ERP app: the endpoint it registered, its message types and state', async ({
  page,
  request,
}) => {
  const token = await accessToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/open/v1/webhooks', {
    headers,
    data: { url: 'http://127.0.0.1:9/e2e-erp-hook', types: ['order.shipped', 'invoice.issued'] },
  });
  expect(created.status()).toBe(200);
  const { webhook } = ((await created.json()) as { data: { webhook: { id: number } } }).data;
  try {
    await consoleLogin(page, '运营');
    await openFromMenu(page, '采购系统对接', '开放平台应用', /\/admin\/open-apps$/);
    const row = page.getByRole('row', { name: /演示 ERP/ });
    await row.getByRole('button', { name: '推送记录' }).click();
    const drawer = await dialogNamed(page, '推送记录 · 演示 ERP');
    await expect(drawer).toContainText('http://127.0.0.1:9/e2e-erp-hook');
    await expect(drawer).toContainText('订单已发货');
    await expect(drawer).toContainText('发票已开具');
    await expect(drawer).toContainText('启用');
    await expect(drawer).toContainText('暂无推送记录');
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      // The drawer slides in: shoot once its animations have ended.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await page.waitForTimeout(400);
      await page.screenshot({ path: shot('console-open-app-deliveries.png') });
    }
  } finally {
    await request.delete(`/open/v1/webhooks/${webhook.id}`, { headers });
  }
});
