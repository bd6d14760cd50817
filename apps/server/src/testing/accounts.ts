import type { LoginInfo, OperatorRole } from '@mall/shared';
import { hashPassword } from '../lib/password';
import { OperatorRepository } from '../modules/identity/operator';
import { UserRepository } from '../modules/identity/user';
import type { TestApp } from './build-test-app';

let seq = 0;
const unique = () => `${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`;

export type TestBuyer = { id: number; username: string; mobile: string; password: string };

/** Inserts a buyer account (argon2id hash) straight into the database. */
export async function createBuyer(
  app: TestApp,
  over: Partial<Omit<TestBuyer, 'id'>> = {},
): Promise<TestBuyer> {
  const tag = unique();
  const username = over.username ?? `buyer_${tag}`;
  const mobile = over.mobile ?? `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = over.password ?? 'Test@123456';
  const row = await new UserRepository(app.db.db).insert({
    username,
    mobile,
    passwordHash: await hashPassword(password),
    companyName: '测试机电有限公司',
  });
  return { id: row.id, username, mobile, password };
}

/** Passes the captcha step for `userInfo` (the test provider accepts anything). */
export async function passCaptcha(app: TestApp, userInfo: string, ip = '127.0.0.1'): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/verifyCaptcha',
    remoteAddress: ip,
    payload: { captchaVerifyParam: 'test', redisEnum: 'USER_CAPTCHA_RESULT', sceneId: 'test', userInfo },
  });
  if (res.json().data !== true) throw new Error(`captcha not passed: ${res.body}`);
}

let officeSeq = 0;
/** A distinct office address per test sign-in: a file signing in many buyers stays under the per-IP login limit. */
const nextOffice = () => {
  const n = officeSeq++;
  return `10.88.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

/** Logs a buyer in by password through the real calls (captcha, then login), from an office address of its own. */
export async function loginBuyer(
  app: TestApp,
  username: string,
  password: string,
  ip = nextOffice(),
): Promise<LoginInfo> {
  await passCaptcha(app, username, ip);
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/login',
    remoteAddress: ip,
    payload: { grant_type: 'password', username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data as LoginInfo;
}

/** Calls the operator login after passing the captcha for the username (the raw answer). */
export async function operatorLogin(app: TestApp, username: string, password: string, ip = '127.0.0.1') {
  await passCaptcha(app, username, ip);
  return app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    remoteAddress: ip,
    payload: { username, password },
  });
}

/** A new buyer and its bearer header, for tests of buyer calls. */
export async function buyerAuth(app: TestApp, over: Partial<Omit<TestBuyer, 'id'>> = {}) {
  const buyer = await createBuyer(app, over);
  const tokens = await loginBuyer(app, buyer.username, buyer.password);
  return { buyer, tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

/** A new operator with `role` and its bearer header, for tests of /api/admin calls. */
export async function operatorAuth(app: TestApp, role: OperatorRole = '超级管理员') {
  const username = `op_${unique()}`;
  const password = 'Oper@123456';
  const row = await new OperatorRepository(app.db.db).insert({
    username,
    passwordHash: await hashPassword(password),
    name: '测试运营',
    role,
  });
  const res = await operatorLogin(app, username, password);
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  const tokens = res.json().data as LoginInfo;
  return {
    operator: { id: row.id, username, password, role },
    tokens,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** The latest code the console SMS provider sent to `mobile` (dev outbox). */
export async function latestSmsCode(app: TestApp, mobile: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
  // The latest code: notices (the notification service's 短信) carry none.
  const code = (res.json().data as { code: string }[]).find((m) => m.code)?.code;
  if (!code) throw new Error(`no SMS for ${mobile}`);
  return code;
}
