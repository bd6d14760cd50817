import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A mainland mobile number unlikely to repeat across runs. */
export function randomMobile(prefix = '137'): string {
  return `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The latest SMS code of the dev outbox (console SMS provider). */
/**
 * Lets the next code for `mobile` go out now: the server's 60 s between two sends passes at once (a
 * TEST_SUPPORT route), where the journeys used to wait the minute out.
 */
export async function endSmsCooldown(request: APIRequestContext, mobile: string): Promise<void> {
  const res = await request.post('/api/test-support/sms/end-cooldown', { data: { mobile } });
  expect(res.status()).toBe(200);
}

export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
      const list = ((await res.json()) as { data: { code: string }[] }).data;
      // The latest code: notices (the notification service's 短信) carry none.
      code = list.find((m) => m.code)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Creates a buyer through the API (test captcha provider) and returns its credentials. */
export async function registerByApi(
  request: APIRequestContext,
): Promise<{ username: string; mobile: string; password: string }> {
  const mobile = randomMobile('136');
  const username = `e2e_${mobile.slice(-8)}`;
  const password = 'E2e@123456';
  // Each buyer registers from his own office address, as the server sees it behind a local proxy: the
  // journeys register more buyers in an hour than one address may ask SMS codes for (30).
  const headers = {
    'x-forwarded-for': `10.${mobile.slice(-6, -4)}.${mobile.slice(-4, -2)}.${mobile.slice(-2)}`,
  };
  const captcha = (userInfo: string) =>
    request.post('/api/oauth/verifyCaptcha', {
      headers,
      data: { captchaVerifyParam: 'test', redisEnum: 'USER_CAPTCHA_RESULT', sceneId: 'test', userInfo },
    });
  await captcha(mobile);
  expect(
    (
      await request.post('/api/user/sendNotLoginSms', {
        headers,
        data: { phoneNumbers: mobile, smsWebNotLoginTemplateEnum: 'WEB_REGISTER' },
      })
    ).ok(),
  ).toBe(true);
  const code = await latestCode(request, mobile);
  await captcha(mobile);
  const res = await request.post('/api/user/register', {
    headers,
    data: { mobile, code, username, password, companyName: '端到端测试有限公司', agreement: true },
  });
  expect(res.ok()).toBe(true);
  return { username, mobile, password };
}

/** The login popup. */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: '账号登录' });
