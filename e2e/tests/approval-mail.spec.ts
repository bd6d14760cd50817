import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { buyerToken, callAs, openAsBuyer, pickProduct } from './support/orders';

/**
 * Approving from the message (issue 49): qy_caigou's order of ¥5,000 or more becomes a purchase request
 * (大额采购审批 → qy_shenpi). The approver's e-mail, read from the dev outbox, carries a 同意 link; opening it
 * (not signed in) shows the request and changes nothing until 确认同意 is clicked. The request is then approved
 * with 邮件审批 in its history, and the order is there for qy_caigou. With SCREENSHOTS=1 it refreshes
 * docs/screenshots/approval-mail.png (the e-mail as rendered), approval-link.png (the confirm page) and
 * notification-preferences.png (the approver's 通知设置).
 */

type Envelope<T> = { code: number; msg: string; data: T };
type Mail = { subject: string; text: string; html: string; sentAt: number };

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok(), `outbox → ${res.status()}`).toBe(true);
  return ((await res.json()) as Envelope<Mail[]>).data;
}

test('an approver approves a purchase request from the 同意 link in the e-mail', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // qy_caigou (李采购, 研发部) signs in and asks for ¥6,000 or more of one product through the API.
  const buyerContext = await browser.newContext({ baseURL });
  const buyerPage = await buyerContext.newPage();
  await openAsBuyer(buyerPage, 'qy_caigou', 'Caigou@123456');
  const token = await buyerToken(buyerContext);
  // The approver wants approval mail at any hour (the journeys run by day and by night): in 通知设置 he keeps
  // 审批 by 邮件 and switches the quiet hours off.
  const approverContext = await browser.newContext({ baseURL });
  const approverPage = await approverContext.newPage();
  await openAsBuyer(approverPage, 'qy_shenpi', 'Shenpi@123456', '/user-info?tab=notifications');
  await expect(approverPage.getByRole('heading', { name: '通知设置' })).toBeVisible();
  await expect(approverPage.getByLabel('安全邮件')).toBeDisabled();
  await expect(approverPage.getByLabel('审批邮件')).toBeChecked();
  const quiet = approverPage.getByRole('switch', { name: '免打扰时段' });
  if ((await quiet.getAttribute('aria-checked')) === 'true') await quiet.click();
  await approverPage.getByRole('button', { name: '保存设置' }).click();
  await expect(approverPage.getByText('当前为您的个人设置')).toBeVisible();
  if (process.env.SCREENSHOTS) {
    await approverPage.evaluate(() => window.scrollTo(0, 0));
    await approverPage.screenshot({ path: out('notification-preferences.png'), fullPage: true });
  }
  await approverContext.close();
  const pick = await pickProduct(request, '扳手', '0000');
  const steps = Math.max(0, Math.ceil((6000 / Number(pick.price) - pick.moq) / pick.step));
  const quantity = pick.moq + steps * pick.step;
  test.skip(quantity > pick.stock, `not enough stock of ${pick.title} for ¥6,000`);
  const addresses = await callAs<{ id: number }[]>(request, token, '/api/address/list');
  const asked = await callAs<{ requestNo: string }>(request, token, '/api/company/requests/submit', {
    items: [{ skuId: pick.skuId, quantity }],
    idempotencyKey: `e2e-mail-${Date.now()}`,
    addressId: addresses[0]!.id,
    payMethod: 4,
    invoice: null,
    remark: '',
  });
  const { requestNo } = asked;
  expect(requestNo).toMatch(/^SQ\d+/);

  // The approver's mail: its 同意 link (the delivery runs as a job, so it may take a moment).
  let mail: Mail | undefined;
  await expect
    .poll(
      async () =>
        (mail = (await mailsTo(request, 'shenpi@demo.example')).find((m) => m.text.includes(requestNo))),
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const approve = /同意：(\S+)/.exec(mail!.text)?.[1];
  expect(approve, mail!.text).toMatch(/\/approval-link\/[\w-]{20,}$/);
  if (process.env.SCREENSHOTS) {
    const rendered = await browser.newPage({ viewport: { width: 720, height: 900 } });
    await rendered.setContent(mail!.html);
    await rendered.screenshot({ path: out('approval-mail.png'), fullPage: true });
    await rendered.close();
  }

  // Opening the link (no sign-in) shows the request and decides nothing.
  await page.bringToFront();
  await page.goto(new URL(approve!).pathname);
  await expect(page.getByRole('heading', { name: '同意采购申请' })).toBeVisible();
  await expect(page.getByText(requestNo).first()).toBeVisible();
  await expect(page.getByText(pick.title).first()).toBeVisible();
  const before = await callAs<{ status: number; statusText?: string }>(
    request,
    token,
    '/api/company/requests/detail?requestNo=' + requestNo,
  );
  if (process.env.SCREENSHOTS) await page.screenshot({ path: out('approval-link.png'), fullPage: true });
  await page.getByRole('button', { name: '确认同意' }).click();
  await expect(page.getByText(`已同意采购申请 ${requestNo}`)).toBeVisible();
  const after = await callAs<{ status: number }>(
    request,
    token,
    '/api/company/requests/detail?requestNo=' + requestNo,
  );
  expect(after.status).not.toBe(before.status);

  // The link is spent: opening it again says so.
  await page.goto(new URL(approve!).pathname);
  await expect(page.getByText('此审批链接不能使用')).toBeVisible();

  // The purchaser sees the request approved by e-mail, and the order.
  await buyerPage.goto(`/company/requests/detail?requestNo=${requestNo}`);
  await expect(buyerPage.getByText('已通过').first()).toBeVisible();
  await expect(buyerPage.getByText('邮件审批').first()).toBeVisible();
  await buyerPage.goto('/order/list');
  await expect(buyerPage.getByText(pick.title).first()).toBeVisible();
  await buyerContext.close();
});
