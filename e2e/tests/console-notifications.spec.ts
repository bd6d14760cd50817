import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { consoleLogin, openFromMenu, pickOption } from './support/console';
import { adminToken, callAs, pickProduct } from './support/orders';
import { tokensOf } from './support/sessions';

/**
 * 消息通知 (运营后台, issue 49 point 7): qy_caigou's purchase request of ¥6,000 or more makes a mail to the approver
 * (shenpi@demo.example); the 超级管理员 finds it in 投递记录 by event and recipient, then previews the 订单已发货
 * template (the mail rendered in its sandboxed frame, the robots' markdown). With SCREENSHOTS=1 it refreshes
 * docs/screenshots/console-notification-log.png.
 */

const shot = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

/** qy_caigou's access token through the API (the test captcha's pass, then the password login). */
async function purchaserToken(request: APIRequestContext): Promise<string> {
  return (await tokensOf(request, 'buyer', 'qy_caigou', 'Caigou@123456')).accessToken;
}

/** Submits a purchase request of ¥6,000 or more (大额采购审批 → qy_shenpi); its number. */
async function submitRequest(request: APIRequestContext, token: string): Promise<string> {
  const pick = await pickProduct(request, '扳手', '0000');
  const steps = Math.max(0, Math.ceil((6000 / Number(pick.price) - pick.moq) / pick.step));
  const quantity = pick.moq + steps * pick.step;
  test.skip(quantity > pick.stock, `not enough stock of ${pick.title} for ¥6,000`);
  const addresses = await callAs<{ id: number }[]>(request, token, '/api/address/list');
  const asked = await callAs<{ requestNo: string }>(request, token, '/api/company/requests/submit', {
    items: [{ skuId: pick.skuId, quantity }],
    idempotencyKey: `e2e-notification-log-${Date.now()}`,
    addressId: addresses[0]!.id,
    payMethod: 4,
    invoice: null,
    remark: '',
  });
  return asked.requestNo;
}

test('the 超级管理员 finds a delivery in 投递记录 and previews an event’s template', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const requestNo = await submitRequest(request, await purchaserToken(request));
  // The delivery is made by a job: wait for its row (sent, or held for the approver's quiet hours).
  const admin = await adminToken(request);
  await expect
    .poll(
      async () =>
        (
          await callAs<{ list: { subject: string }[] }>(
            request,
            admin,
            '/api/admin/notification/deliveries',
            { target: 'shenpi@demo.example', event: 'approval.waiting' },
          )
        ).list.some((row) => row.subject.includes(requestNo)),
      { timeout: 20_000 },
    )
    .toBe(true);

  await consoleLogin(page, '超级管理员');
  await openFromMenu(page, '消息通知', '投递记录', /\/admin\/notifications\/deliveries$/);
  await pickOption(page, page.getByLabel('事件'), '采购申请待审批');
  await page.getByLabel('收件人').fill('shenpi@demo');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/event=approval\.waiting/);
  await expect(page).toHaveURL(/target=shenpi%40demo/);
  // The approver's mail (his 短信 of the same request is another row).
  const row = page.getByRole('row', { name: new RegExp(requestNo) }).filter({ hasText: '邮件' });
  await expect(row).toContainText('采购申请待审批');
  await expect(row).toContainText('邮件');
  await expect(row).toContainText('shenpi@demo.example');
  await expect(row.locator('.ant-tag')).toHaveText(/^(已发送|待发送)$/);
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: shot('console-notification-log.png'), fullPage: true });

  await openFromMenu(page, '消息通知', '模板预览', /\/admin\/notifications\/templates/);
  await pickOption(page, page.getByLabel('通知事件'), '订单已发货');
  await expect(page).toHaveURL(/event=order\.shipped/);
  await expect(page.getByText('【已发货】订单 202611300000000001').first()).toBeVisible();
  const mail = page.frameLocator('iframe[title="邮件 HTML 预览"]');
  await expect(mail.getByText('SF1400123450000').first()).toBeVisible();
  await expect(page.getByLabel('邮件纯文本')).toContainText('SF1400123450000');
  await expect(page.getByLabel('群机器人消息（企业微信 / 钉钉 / 飞书 Markdown）')).toContainText('顺丰速运');
  // The same template's 站内信 (the message centre's copy) and SMS.
  await expect(page.getByLabel('站内信（我的消息）')).toContainText(
    '已发货：订单 202611300000000001（顺丰速运 SF1400123450000）',
  );
  await expect(page.getByLabel('短信')).toContainText('【工业品商城】已发货：订单 202611300000000001');
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: shot('console-notification-templates.png'), fullPage: true });
});
