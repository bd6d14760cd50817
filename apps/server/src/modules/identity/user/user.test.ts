import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app';
import { useTestApp } from '../../../testing/world';
import {
  buyerAuth,
  createBuyer,
  latestSmsCode,
  loginBuyer,
  operatorLogin,
  passCaptcha,
} from '../../../testing/accounts';
import { seeders } from '../../../seed';

const w = useTestApp();

let mobileSeq = 0;
const newMobile = () =>
  `135${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileSeq++ % 100).padStart(2, '0')}`;
const post = (url: string, payload?: unknown, headers?: Record<string, string>, ip = '127.0.0.1') =>
  w.app.inject({ method: 'POST', url, payload: payload as never, headers, remoteAddress: ip });

async function sendNotLogin(mobile: string, purpose: 'WEB_REGISTER' | 'WEB_RESET_PWD') {
  await passCaptcha(w.app, mobile);
  const res = await post('/api/user/sendNotLoginSms', {
    phoneNumbers: mobile,
    smsWebNotLoginTemplateEnum: purpose,
  });
  return res;
}

describe('registration', () => {
  it('registers with a WEB_REGISTER code and signs the buyer in', async () => {
    const mobile = newMobile();
    const noPass = await post('/api/user/sendNotLoginSms', {
      phoneNumbers: mobile,
      smsWebNotLoginTemplateEnum: 'WEB_REGISTER',
    });
    expect(noPass.json()).toMatchObject({ code: 1005, msg: '请先完成安全验证' });
    expect((await sendNotLogin(mobile, 'WEB_REGISTER')).json()).toMatchObject({
      code: 200,
      msg: '验证码发送成功',
    });
    const code = await latestSmsCode(w.app, mobile);
    const body = {
      mobile,
      code,
      username: `reg${mobileSeq}x`,
      password: 'Abcd@1234',
      companyName: '上海某某五金有限公司',
      agreement: true,
    };
    const noCaptcha = await post('/api/user/register', body);
    expect(noCaptcha.json().code).toBe(1005);
    await passCaptcha(w.app, mobile);
    const res = await post('/api/user/register', body);
    expect(res.statusCode).toBe(200);
    const me = await post('/api/user/getUserInfo', undefined, {
      authorization: `Bearer ${res.json().data.accessToken}`,
    });
    expect(me.json().data).toMatchObject({
      username: body.username,
      mobile,
      companyName: '上海某某五金有限公司',
      maskedMobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
    });
    // And the password works.
    await loginBuyer(w.app, body.username, body.password);
  });

  it('refuses a duplicate username or mobile', async () => {
    const existing = await createBuyer(w.app);
    const dupMobile = await sendNotLogin(existing.mobile, 'WEB_REGISTER');
    expect(dupMobile.statusCode).toBe(409);
    expect(dupMobile.json()).toMatchObject({ code: 1008, msg: '该手机号已被注册' });

    const mobile = newMobile();
    await sendNotLogin(mobile, 'WEB_REGISTER');
    const code = await latestSmsCode(w.app, mobile);
    await passCaptcha(w.app, mobile);
    const dupName = await post('/api/user/register', {
      mobile,
      code,
      username: existing.username.toUpperCase(),
      password: 'Abcd@1234',
      companyName: '某公司',
      agreement: true,
    });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json()).toMatchObject({ code: 1007, msg: '该用户名已被注册' });
  });

  it('explains every rule', async () => {
    const base = {
      mobile: newMobile(),
      code: '123456',
      username: 'gooduser',
      password: 'Abcd@1234',
      companyName: '某公司',
      agreement: true,
    };
    const msg = async (over: Record<string, unknown>) =>
      (await post('/api/user/register', { ...base, ...over })).json().msg as string;
    expect(await msg({ mobile: '' })).toContain('请输入手机号!');
    expect(await msg({ mobile: '1234' })).toContain('请输入正确的手机号');
    expect(await msg({ code: '' })).toContain('请输入验证码!');
    expect(await msg({ username: '1abc' })).toContain('用户名为 4-20 位字母、数字或下划线');
    expect(await msg({ password: 'Ab@1' })).toContain('密码长度为 8-20 位');
    expect(await msg({ password: 'abcdefgh' })).toContain('密码需包含字母、数字、符号中的至少两种');
    expect(await msg({ password: 'abc 12345' })).toContain('密码不能包含空格');
    expect(await msg({ password: 'gooduser1', username: 'gooduser1' })).toContain('密码不能与用户名相同');
    expect(await msg({ companyName: ' ' })).toContain('请输入公司名称');
    expect(await msg({ agreement: false })).toContain('请阅读并同意《用户协议》');
  });
});

describe('password reset', () => {
  it('resets with a WEB_RESET_PWD code, revokes every session, and the new password works', async () => {
    const buyer = await createBuyer(w.app);
    const session = await loginBuyer(w.app, buyer.username, buyer.password);
    const unknown = await sendNotLogin(newMobile(), 'WEB_RESET_PWD');
    expect(unknown.json()).toMatchObject({ code: 1001, msg: '该手机号未注册' });
    await sendNotLogin(buyer.mobile, 'WEB_RESET_PWD');
    const code = await latestSmsCode(w.app, buyer.mobile);
    const mismatch = await post('/api/user/updatePassword', {
      mobile: buyer.mobile,
      code,
      password: 'New@123456',
      confirmPassword: 'New@1234567',
    });
    expect(mismatch.json().msg).toContain('两次输入的密码不一致');
    const res = await post('/api/user/updatePassword', {
      mobile: buyer.mobile,
      code,
      password: 'New@123456',
      confirmPassword: 'New@123456',
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(
      (await post('/api/user/getUserInfo', undefined, { authorization: `Bearer ${session.accessToken}` }))
        .statusCode,
    ).toBe(401);
    const refresh = await w.app.inject({
      method: 'GET',
      url: `/api/oauth/getOauthToken?grant_type=refresh_token&refresh_token=${session.refreshToken}`,
      headers: {
        authorization: `Basic ${Buffer.from(`web:${w.app.env.WEB_CLIENT_SECRET}`).toString('base64')}`,
      },
    });
    expect(refresh.statusCode).toBe(401);
    await expect(loginBuyer(w.app, buyer.username, buyer.password)).rejects.toThrow();
    await loginBuyer(w.app, buyer.username, 'New@123456');
  });
});

describe('account security calls', () => {
  it('modifyPassword needs the old password and revokes the other sessions only', async () => {
    const { buyer, headers } = await buyerAuth(w.app);
    const other = await loginBuyer(w.app, buyer.username, buyer.password);
    const wrong = await post(
      '/api/user/modifyPassword',
      { oldPassword: 'nope', password: 'Next@12345', confirmPassword: 'Next@12345' },
      headers,
    );
    expect(wrong.json()).toMatchObject({ code: 1002, msg: '原密码不正确，再错 4 次账号将被锁定 15 分钟' });
    const res = await post(
      '/api/user/modifyPassword',
      { oldPassword: buyer.password, password: 'Next@12345', confirmPassword: 'Next@12345' },
      headers,
    );
    expect(res.json().code).toBe(200);
    expect((await post('/api/user/getUserInfo', undefined, headers)).statusCode).toBe(200);
    expect(
      (await post('/api/user/getUserInfo', undefined, { authorization: `Bearer ${other.accessToken}` }))
        .statusCode,
    ).toBe(401);
  });

  it('modifyPassword counts wrong old passwords: the fifth locks the account, login included', async () => {
    const { buyer, headers } = await buyerAuth(w.app);
    const change = (oldPassword: string) =>
      post(
        '/api/user/modifyPassword',
        { oldPassword, password: 'Next@12345', confirmPassword: 'Next@12345' },
        headers,
      );
    for (let i = 1; i <= 4; i++)
      expect((await change(`Guess@000${i}`)).json().msg).toContain(`再错 ${5 - i} 次`);
    const fifth = await change('Guess@0005');
    expect([fifth.statusCode, fifth.json().code]).toEqual([423, 1003]);
    expect(fifth.json().msg).toContain('锁定');
    // Locked: even the right old password, and the password login, are refused for 15 minutes.
    expect((await change(buyer.password)).statusCode).toBe(423);
    await passCaptcha(w.app, buyer.username);
    const login = await post('/api/oauth/login', {
      grant_type: 'password',
      username: buyer.username,
      password: buyer.password,
    });
    expect(login.statusCode).toBe(423);
  });

  it('modifyUserInfo saves the profile fields', async () => {
    const { headers } = await buyerAuth(w.app);
    const res = await post(
      '/api/user/modifyUserInfo',
      { name: '李工', email: 'li@example.com', position: '设备主管' },
      headers,
    );
    expect(res.json().data).toMatchObject({ name: '李工', email: 'li@example.com', position: '设备主管' });
    const bad = await post('/api/user/modifyUserInfo', { email: 'not-mail' }, headers);
    expect(bad.json().msg).toContain('请输入正确的邮箱');
  });

  it('modifyPhone needs the old phone verified first, then the new phone code', async () => {
    const { buyer, headers } = await buyerAuth(w.app);
    const next = newMobile();
    const early = await post(
      '/api/user/getUserVerifyCode',
      { smsWebTemplateEnum: 'WEB_VERIFY_NEW_PHONE', phoneNumbers: next },
      headers,
    );
    expect(early.json().msg).toBe('请先验证原手机号');
    await post('/api/user/getUserVerifyCode', { smsWebTemplateEnum: 'WEB_VERIFY_OLD_PHONE' }, headers);
    const oldCode = await latestSmsCode(w.app, buyer.mobile);
    expect((await post('/api/user/verifyOldPhone', { code: oldCode }, headers)).json().data).toBe(true);
    const sent = await post(
      '/api/user/getUserVerifyCode',
      { smsWebTemplateEnum: 'WEB_VERIFY_NEW_PHONE', phoneNumbers: next },
      headers,
      '127.0.0.2',
    );
    expect(sent.json().code).toBe(200);
    const newCode = await latestSmsCode(w.app, next);
    const res = await post('/api/user/modifyPhone', { mobile: next, code: newCode }, headers);
    expect(res.json().data.mobile).toBe(next);
    // Sign in by SMS with the new number works.
    const again = await post('/api/user/modifyPhone', { mobile: newMobile(), code: '123456' }, headers);
    expect(again.json().msg).toBe('请先验证原手机号');
  });

  it('every account call needs a buyer token', async () => {
    for (const url of [
      'getUserInfo',
      'modifyUserInfo',
      'modifyPassword',
      'verifyOldPhone',
      'modifyPhone',
      'getUserVerifyCode',
    ])
      expect((await post(`/api/user/${url}`, {})).statusCode).toBe(401);
  });
});

describe('demo accounts seeder', () => {
  it('creates demo / Demo@123456 with a company and admin (超级管理员), none in production', async () => {
    const seeder = seeders.find((s) => s.name === 'demo accounts')!;
    await seeder.run({ db: w.app.db.db, env: w.app.env, log: () => {} });
    const tokens = await loginBuyer(w.app, 'demo', 'Demo@123456');
    const me = await post('/api/user/getUserInfo', undefined, {
      authorization: `Bearer ${tokens.accessToken}`,
    });
    expect(me.json().data).toMatchObject({ username: 'demo', mobile: '13800138000' });
    expect(me.json().data.companyName).not.toBe('');
    const admin = await operatorLogin(w.app, 'admin', 'Admin@123456');
    const info = await w.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { authorization: `Bearer ${admin.json().data.accessToken}` },
    });
    expect(info.json().data).toMatchObject({ username: 'admin', role: '超级管理员' });

    const prod = await buildTestApp();
    try {
      await seeder.run({ db: prod.db.db, env: { ...prod.env, NODE_ENV: 'production' }, log: () => {} });
      const res = await operatorLogin(prod, 'admin', 'Admin@123456');
      expect(res.statusCode).toBe(400);
    } finally {
      await prod.close();
    }
  });
});
