import { expect, originOf, test } from './support/fixtures';
import { opened, settled } from './support/forms';
import { cookieValue, withArea } from './support/storefront';
import { endSmsCooldown, latestCode, loginDialog, randomMobile, registerByApi } from './support/auth';

test.beforeEach(async ({ context, baseURL }) => {
  await withArea(context, baseURL!);
});

/**
 * Buyers for the SMS journeys, registered up front: registering sends an SMS, and a mobile gets at most one
 * SMS a minute (product.md), so a journey that sends another code to it waits out that minute.
 */
type Buyer = { username: string; mobile: string; password: string };
const buyers: { sms?: Buyer; reset?: Buyer } = {};
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: originOf(testInfo) });
  buyers.sms = await registerByApi(request);
  buyers.reset = await registerByApi(request);
  await request.dispose();
});

test('register with an SMS code from the dev outbox, sign out, log in through the popup and land on 我的订单', async ({
  page,
  context,
  request,
}) => {
  const mobile = randomMobile();
  const username = `buyer${mobile.slice(-8)}`;
  const password = 'Reg@123456';
  await page.goto('/register');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  const code = await latestCode(request, mobile);
  await page.getByLabel('验证码').fill(code);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('登录密码').fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByLabel('公司名称').fill('上海端到端五金有限公司');
  await page.getByRole('checkbox').check();
  await expect(page.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', /\/help\?type=4-3/);
  await page.getByRole('button', { name: '同意协议并注册' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.mall-topbar').getByText(`您好，${username}`)).toBeVisible();
  const info = JSON.parse((await cookieValue(context, 'loginInfo'))!) as Record<string, unknown>;
  expect(Object.keys(info).sort()).toEqual([
    'accessExpires',
    'accessToken',
    'refreshExpires',
    'refreshToken',
  ]);
  expect(await cookieValue(context, 'isNew')).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(username);

  // Sign out: logout call, local sign-out, reload.
  const logout = page.waitForResponse('**/api/oauth/logout');
  await page.getByRole('button', { name: '退出' }).click();
  expect((await logout).ok()).toBe(true);
  await expect(page.getByRole('button', { name: '登录', exact: true }).first()).toBeVisible();
  expect(await cookieValue(context, 'loginInfo')).toBeUndefined();

  // A visitor clicking 我的订单 gets the popup, then lands on the orders page.
  await page.getByRole('link', { name: '我的订单' }).first().click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await dialog.getByLabel('用户名 / 手机号').fill(username);
  await dialog.getByLabel('登录密码').fill(password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/order\/list/);
  await expect(page.locator('.mall-topbar').getByText(`您好，${username}`)).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('the popup shows the spec validation messages, the server reason, and 初始化... before the captcha is ready', async ({
  page,
}) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/captcha/config', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/');
  await page.locator('.mall-topbar').getByRole('button', { name: '登录' }).click();
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('button', { name: '初始化...' })).toBeDisabled();
  release();
  const submit = dialog.getByRole('button', { name: '登录', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByText('请输入用户名!')).toBeVisible();
  await expect(dialog.getByText('请输入登录密码!')).toBeVisible();

  // Wrong password: no toast, the reason under the field.
  await dialog.getByLabel('用户名 / 手机号').fill('demo');
  await dialog.getByLabel('登录密码').fill('Wrong@00000');
  await submit.click();
  await expect(dialog.getByText(/^用户名或密码错误，再错 \d 次/)).toBeVisible();
  // An unknown name gets the same answer (no account enumeration).
  await dialog.getByLabel('用户名 / 手机号').fill('no_such_buyer');
  await submit.click();
  await expect(dialog.getByText('用户名或密码错误，再错 4 次账号将被锁定 15 分钟')).toBeVisible();

  await dialog.getByRole('button', { name: '短信验证码登录' }).click();
  await submit.click();
  await expect(dialog.getByText('请输入手机号!')).toBeVisible();
  await expect(dialog.getByText('请输入验证码!')).toBeVisible();
  await dialog.getByRole('button', { name: '账号密码登录' }).click();
  await expect(dialog.getByLabel('用户名 / 手机号')).toBeVisible();

  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
});

test('the SMS button counts down from 60 and resets to 获取验证码', async ({ page }) => {
  await page.clock.install();
  await page.goto('/register');
  await page.getByLabel('手机号').fill(randomMobile('135'));
  // The clock runs until the code is sent (pausing it before the click once left the send stuck behind a
  // timer, 2026-11-30); then it moves only when the test runs it, from wherever the countdown is by then (on
  // a busy host it had reached 59 before the first check, 2026-11-29).
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  const counting = page.getByRole('button', { name: /^\d+秒后重新获取$/ });
  await expect(counting).toBeDisabled();
  const left = Number(/^(\d+)/.exec((await counting.textContent())!.trim())![1]);
  expect(left).toBeGreaterThan(50);
  expect(left).toBeLessThanOrEqual(60);
  await page.clock.runFor(1000);
  await expect(page.getByRole('button', { name: `${left - 1}秒后重新获取` })).toBeDisabled();
  await page.clock.runFor((left - 1) * 1000);
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('a deep link to a protected page opened while logged out lands there after login', async ({
  page,
  request,
}) => {
  const buyer = await registerByApi(request);
  await page.goto('/cart/list?from=deeplink');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const card = page.locator('.auth-card');
  await card.getByLabel('用户名 / 手机号').fill(buyer.username);
  await card.getByLabel('登录密码').fill(buyer.password);
  await card.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/list\?from=deeplink$/);
});

test('an expired access token is refreshed once while three requests wait', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const buyer = await registerByApi(request);
  await request.post('/api/oauth/verifyCaptcha', {
    data: {
      captchaVerifyParam: 'test',
      redisEnum: 'USER_CAPTCHA_RESULT',
      sceneId: 'test',
      userInfo: buyer.username,
    },
  });
  const login = await request.post('/api/oauth/login', {
    data: { grant_type: 'password', username: buyer.username, password: buyer.password },
  });
  const info = ((await login.json()) as { data: Record<string, string | number> }).data;
  // The access token has "expired" (the client only reads accessExpires); the refresh token is valid.
  const stale = { ...info, accessExpires: Date.now() - 1000 };
  await context.addCookies([
    { name: 'loginInfo', value: encodeURIComponent(JSON.stringify(stale)), url: baseURL! },
  ]);

  const refreshes: string[] = [];
  const layoutCalls: { url: string; auth: string | undefined }[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/oauth/getOauthToken')) refreshes.push(req.url());
    if (/getUserInfo|getCartListCount|getMessageCount/.test(req.url()))
      layoutCalls.push({ url: req.url(), auth: req.headers().authorization });
  });
  await page.goto('/');
  await expect(page.locator('.mall-topbar').getByText(`您好，${buyer.username}`)).toBeVisible();
  await expect.poll(() => layoutCalls.length).toBeGreaterThanOrEqual(3);
  expect(refreshes).toHaveLength(1);
  const fresh = JSON.parse((await cookieValue(context, 'loginInfo'))!) as {
    accessToken: string;
    refreshToken: string;
  };
  expect(fresh.accessToken).not.toBe(info.accessToken);
  expect(fresh.refreshToken).not.toBe(info.refreshToken);
  for (const call of layoutCalls.slice(0, 3)) expect(call.auth).toBe(`Bearer ${fresh.accessToken}`);
});

test('log in by SMS code on the /login page and go to the redirect target', async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer = buyers.sms!;
  await endSmsCooldown(request, buyer.mobile);
  await page.goto(`/login?redirect=${encodeURIComponent('/user-info?tab=security')}`);
  await page.getByRole('button', { name: '短信验证码登录' }).click();
  await page.getByLabel('手机号').fill('123');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await page.getByLabel('手机号').fill(buyer.mobile);
  await settled(page.getByText('请输入正确的手机号'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  const code = await latestCode(request, buyer.mobile);
  await page.getByLabel('短信验证码').fill(code);
  await page.locator('.auth-card').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user-info\?tab=security$/);
  await expect(page.locator('.mall-topbar').getByText(`您好，${buyer.username}`)).toBeVisible();
});

test('reset the password by SMS and log in with the new one', async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer = buyers.reset!;
  await endSmsCooldown(request, buyer.mobile);
  await page.goto('/');
  await page.locator('.mall-topbar').getByRole('button', { name: '登录' }).click();
  // Clicked once the dialog stands: a click while it zooms in missed the link (the fresh-clone run of
  // ea6564b); clicked again only if the page did not move.
  const dialog = loginDialog(page);
  await opened(dialog);
  await expect(async () => {
    if (!/\/reset-password$/.test(page.url()))
      await dialog.getByRole('link', { name: '忘记密码？' }).click({ timeout: 3000 });
    await expect(page).toHaveURL(/\/reset-password$/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(loginDialog(page)).toBeHidden();
  await page.getByLabel('手机号').fill(buyer.mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  const code = await latestCode(request, buyer.mobile);
  await page.getByLabel('验证码').fill(code);
  await page.getByLabel('新密码').fill('Fresh@2026x');
  await page.getByLabel('确认密码').fill('Fresh@2026y');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByLabel('确认密码').fill('Fresh@2026x');
  await settled(page.getByText('两次输入的密码不一致'));
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const card = page.locator('.auth-card');
  await card.getByLabel('用户名 / 手机号').fill(buyer.username);
  await card.getByLabel('登录密码').fill(buyer.password);
  await card.getByRole('button', { name: '登录', exact: true }).click();
  await expect(card.getByText(/密码错误/)).toBeVisible();
  // Idle again, the button keeps no spinner (antd's own shrink motion left it behind after a quick answer).
  await expect(card.locator('.ant-btn-loading-icon')).toHaveCount(0);
  await card.getByLabel('登录密码').fill('Fresh@2026x');
  await card.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.mall-topbar').getByText(`您好，${buyer.username}`)).toBeVisible();
});
