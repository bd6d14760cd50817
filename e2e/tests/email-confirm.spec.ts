import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { registerByApi } from './support/auth';
import { openAsBuyer } from './support/orders';

/**
 * 接收邮箱 (issue 49): a new buyer types an address in 通知设置 and sends the confirmation mail; the card says
 * 未确认. The link in the mail (read from the dev outbox), opened where nobody is signed in, asks for the
 * sign-in and then shows the account and the address in 通知设置, changing nothing until 确认此邮箱; a second
 * use is refused; the card then says 已确认. With SCREENSHOTS=1 it writes docs/screenshots/email-confirm.png.
 */

type Mail = { subject: string; text: string };
const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

async function confirmationMails(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok(), `outbox → ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: Mail[] }).data.filter((m) => m.subject.startsWith('【确认邮箱】'));
}

test('a buyer confirms his receiving address from the link in the mail', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const buyer = await registerByApi(request);
  const to = `${buyer.username}@demo.example`;
  await openAsBuyer(page, buyer.username, buyer.password, '/user-info?tab=notifications');
  const card = page.locator('.ant-card').filter({ hasText: '接收邮箱' });
  await expect(card.getByText('尚未设置接收邮箱')).toBeVisible();
  await card.getByLabel('接收邮箱').fill(to);
  await card.getByRole('button', { name: '发送确认邮件' }).click();
  await expect(page.getByText(`确认邮件已发送至 ${to}`)).toBeVisible();
  await expect(card.getByText('未确认')).toBeVisible();
  await expect(card.getByText(/^确认邮件已于 .* 发送/)).toBeVisible();

  let mails: Mail[] = [];
  await expect(async () => {
    mails = await confirmationMails(request, to);
    expect(mails).toHaveLength(1);
  }).toPass({ timeout: 15_000 });
  const link = /https?:\/\/\S+\/user-info\?tab=notifications&confirm=[\w-]{43}/.exec(mails[0]!.text)![0];
  const { pathname, search } = new URL(link);

  // Opened where nobody is signed in (a mail client's browser): sign in first, then it shows, and confirms
  // only on the click.
  const visitor = await browser.newContext({ baseURL });
  const mailPage = await visitor.newPage();
  await openAsBuyer(mailPage, buyer.username, buyer.password, `${pathname}${search}`);
  const mailCard = mailPage.locator('.ant-card').filter({ hasText: '接收邮箱' });
  await expect(
    mailCard.getByText('确认接收邮箱：确认后，通知邮件（按下方设置）将发送到此邮箱'),
  ).toBeVisible();
  await expect(mailCard.locator('.ant-descriptions').getByText(to)).toBeVisible();
  await expect(mailCard.getByText(buyer.username, { exact: true })).toBeVisible();
  await expect(mailCard.getByText('未确认')).toBeVisible();
  if (process.env.SCREENSHOTS) await mailPage.screenshot({ path: out('email-confirm.png'), fullPage: true });
  await mailCard.getByRole('button', { name: '确认此邮箱' }).click();
  await expect(mailCard.getByText(`今后的通知邮件将发送到 ${to}。`)).toBeVisible();
  await expect(mailCard.getByText('已确认', { exact: true })).toBeVisible();
  await mailPage.reload();
  await expect(mailCard.getByText('此确认链接已使用过，邮箱已确认')).toBeVisible();
  await visitor.close();

  await page.bringToFront();
  await page.reload();
  await expect(card.getByText('已确认', { exact: true })).toBeVisible();
  await expect(card.getByText('通知邮件将发送到此邮箱。更换邮箱后需重新确认。')).toBeVisible();
});
