import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { loadEnv } from '../../../config/env';
import { buildTestApp } from '../../../testing/build-test-app';
import { useTestApp } from '../../../testing/world';
import { PRODUCTION_ENV } from '../../../testing/production-env';
import {
  buyerAuth,
  createBuyer,
  latestSmsCode,
  loginBuyer,
  operatorAuth,
  operatorLogin,
  passCaptcha,
} from '../../../testing/accounts';

const w = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const basic = (secret = w.app.env.WEB_CLIENT_SECRET) =>
  `Basic ${Buffer.from(`web:${secret}`).toString('base64')}`;
const refresh = (token: string, auth = basic()) =>
  w.app.inject({
    method: 'GET',
    url: `/api/oauth/getOauthToken?grant_type=refresh_token&refresh_token=${encodeURIComponent(token)}`,
    headers: { authorization: auth },
  });
const profile = (accessToken: string) =>
  w.app.inject({
    method: 'POST',
    url: '/api/user/getUserInfo',
    headers: { authorization: `Bearer ${accessToken}` },
  });
const login = (payload: Record<string, string>, ip = '127.0.0.1') =>
  w.app.inject({ method: 'POST', url: '/api/oauth/login', payload, remoteAddress: ip });

describe('password login', () => {
  it('needs the captcha pass, then answers the login info with epoch-ms expiries', async () => {
    const buyer = await createBuyer(w.app);
    const before = Date.now();
    const refused = await login({
      grant_type: 'password',
      username: buyer.username,
      password: buyer.password,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 1005, msg: '请先完成安全验证' });

    await passCaptcha(w.app, buyer.username);
    const res = await login({ grant_type: 'password', username: buyer.username, password: buyer.password });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'accessExpires',
      'accessToken',
      'refreshExpires',
      'refreshToken',
    ]);
    expect(data.accessExpires).toBeGreaterThan(before + 20 * 60_000);
    expect(data.accessExpires).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(data.refreshExpires).toBeGreaterThan(data.accessExpires);

    // The pass is single use.
    const again = await login({ grant_type: 'password', username: buyer.username, password: buyer.password });
    expect(again.json().code).toBe(1005);

    const me = await profile(data.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: buyer.id, username: buyer.username, mobile: buyer.mobile });
  });

  it('accepts the mobile as username; an unknown name answers exactly like a wrong password', async () => {
    const buyer = await createBuyer(w.app);
    await passCaptcha(w.app, buyer.mobile);
    const res = await login({ grant_type: 'password', username: buyer.mobile, password: buyer.password });
    expect(res.statusCode).toBe(200);
    const answers = [];
    for (const username of [buyer.username, 'nobody_here']) {
      await passCaptcha(w.app, username);
      const r = await login({ grant_type: 'password', username, password: 'Wrong@0000' });
      answers.push([r.statusCode, r.json()]);
    }
    expect(answers[0]).toEqual([
      400,
      { code: 1002, msg: '用户名或密码错误，再错 4 次账号将被锁定 15 分钟', data: null },
    ]);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('validates the form with the spec messages', async () => {
    const res = await login({ grant_type: 'password', username: '', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('请输入用户名!');
    const res2 = await login({ grant_type: 'sms_code', mobile: '13800138000', code: '' });
    expect(res2.json().msg).toContain('请输入验证码!');
  });

  it('stores passwords only as argon2id hashes', async () => {
    const buyer = await createBuyer(w.app, { password: 'Plain@Text99' });
    const rows = await queryRows<{ password_hash: string }>(
      w.app.db.db,
      sql`select password_hash from users where id = ${buyer.id}`,
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    const all = await queryRows<{ t: string }>(
      w.app.db.db,
      sql`select row_to_json(u)::text as t from users u`,
    );
    for (const row of all) expect(row.t).not.toContain('Plain@Text99');
  });
});

describe('lockout', () => {
  it('locks the account for 15 minutes after 5 wrong passwords, refusing even the right one', async () => {
    const buyer = await createBuyer(w.app);
    for (let i = 1; i <= 4; i++) {
      await passCaptcha(w.app, buyer.username);
      const res = await login({ grant_type: 'password', username: buyer.username, password: 'Wrong@0000' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1002 });
      expect(res.json().msg).toContain(`再错 ${5 - i} 次`);
    }
    await passCaptcha(w.app, buyer.username);
    const fifth = await login({ grant_type: 'password', username: buyer.username, password: 'Wrong@0000' });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe(1003);
    expect(fifth.json().msg).toContain('锁定');
    expect(fifth.json().msg).toContain('15 分钟');

    await passCaptcha(w.app, buyer.username);
    const right = await login({ grant_type: 'password', username: buyer.username, password: buyer.password });
    expect(right.statusCode).toBe(423);
    expect(right.json().msg).toContain('锁定');

    // After 15 minutes the account opens again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1000 });
    await passCaptcha(w.app, buyer.username);
    const later = await login({ grant_type: 'password', username: buyer.username, password: buyer.password });
    expect(later.statusCode).toBe(200);
  });

  it('limits login attempts per IP to 30 a minute', async () => {
    const ip = '10.9.8.7';
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await login({ grant_type: 'password', username: 'nobody', password: 'x' }, ip);
      last = res.statusCode;
      if (i < 30) expect(res.statusCode).toBe(400);
    }
    expect(last).toBe(429);
    const other = await login({ grant_type: 'password', username: 'nobody', password: 'x' }, '10.9.8.8');
    expect(other.statusCode).toBe(400);
  });

  it('believes X-Forwarded-For only from a proxy on this host: a remote client cannot spoof its way past the limit', async () => {
    const attempt = (remoteAddress: string, forwardedFor: string) =>
      w.app.inject({
        method: 'POST',
        url: '/api/oauth/login',
        payload: { grant_type: 'password', username: 'nobody', password: 'x' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 30; i++) expect((await attempt('10.7.7.7', `172.16.0.${i}`)).statusCode).toBe(400);
    expect((await attempt('10.7.7.7', '172.16.1.1')).statusCode).toBe(429);
    // Through a local reverse proxy, the forwarded address is the client's own.
    for (let i = 0; i < 30; i++) expect((await attempt('127.0.0.1', '10.6.6.6')).statusCode).toBe(400);
    expect((await attempt('127.0.0.1', '10.6.6.6')).statusCode).toBe(429);
    expect((await attempt('127.0.0.1', '10.6.6.5')).statusCode).toBe(400);
  });
});

describe('SMS login', () => {
  it('logs in with a SMS_LOGIN code after the captcha; the code is single use', async () => {
    const buyer = await createBuyer(w.app);
    const send = await w.app.inject({
      method: 'POST',
      url: '/api/oauth/sendSms',
      payload: { phoneNumbers: buyer.mobile, smsType: 1 },
    });
    expect(send.statusCode).toBe(200);
    expect(send.json()).toEqual({ code: 200, msg: '验证码发送成功', data: null });
    const code = await latestSmsCode(w.app, buyer.mobile);
    expect(send.body).not.toContain(code);

    await passCaptcha(w.app, buyer.mobile);
    const wrong = await login({
      grant_type: 'sms_code',
      mobile: buyer.mobile,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ code: 1004, msg: '验证码错误或已失效' });
    await passCaptcha(w.app, buyer.mobile);
    const res = await login({ grant_type: 'sms_code', mobile: buyer.mobile, code });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(code);
    await passCaptcha(w.app, buyer.mobile);
    const reused = await login({ grant_type: 'sms_code', mobile: buyer.mobile, code });
    expect(reused.json().code).toBe(1004);
  });

  it('answers an unregistered mobile like a registered one, sends it nothing and counts it', async () => {
    const send = (phoneNumbers: string, ip: string) =>
      w.app.inject({
        method: 'POST',
        url: '/api/oauth/sendSms',
        remoteAddress: ip,
        payload: { phoneNumbers, smsType: 1 },
      });
    const buyer = await createBuyer(w.app);
    const unknown = '13700000001';
    const first = [await send(buyer.mobile, '10.7.0.1'), await send(unknown, '10.7.0.1')];
    expect(first.map((r) => [r.statusCode, r.json()])).toEqual([
      [200, { code: 200, msg: '验证码发送成功', data: null }],
      [200, { code: 200, msg: '验证码发送成功', data: null }],
    ]);
    // The same 60-second cooldown either way.
    const again = [await send(buyer.mobile, '10.7.0.2'), await send(unknown, '10.7.0.2')];
    expect(again.map((r) => r.statusCode)).toEqual([429, 429]);
    for (const r of again) expect(r.json().msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
    expect(await latestSmsCode(w.app, buyer.mobile)).toMatch(/^\d{6}$/);
    const outbox = await w.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${unknown}` });
    expect(outbox.json().data).toEqual([]);
    // Unregistered numbers use up the address's hourly allowance (30) like real sends.
    const ip = '10.7.0.3';
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push((await send(`1370000${String(1000 + i)}`, ip)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use; re-use of a rotated token revokes the whole family', async () => {
    const buyer = await createBuyer(w.app);
    const first = await loginBuyer(w.app, buyer.username, buyer.password);
    const r1 = await refresh(first.refreshToken);
    expect(r1.statusCode).toBe(200);
    const second = r1.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // A new access token too, even within the same second as the login.
    expect(second.accessToken).not.toBe(first.accessToken);
    expect((await profile(second.accessToken)).statusCode).toBe(200);

    // The stored value is a hash, never the token.
    const rows = await queryRows<{ token_hash: string }>(
      w.app.db.db,
      sql`select token_hash from refresh_tokens`,
    );
    expect(rows.some((r) => r.token_hash === first.refreshToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);

    // Re-using the first (rotated) token: refused, and the whole family dies.
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profile(second.accessToken)).statusCode).toBe(401);

    // Another session of the same buyer is untouched.
    const other = await loginBuyer(w.app, buyer.username, buyer.password);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('needs the web client credential', async () => {
    const buyer = await createBuyer(w.app);
    const tokens = await loginBuyer(w.app, buyer.username, buyer.password);
    expect((await refresh(tokens.refreshToken, basic('wrong-secret-123'))).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken, '')).statusCode).toBe(401);
    // The refused call did not consume the token.
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
  });

  it('treats an expired access token as missing (401) and an expired refresh token as invalid', async () => {
    const buyer = await createBuyer(w.app);
    const tokens = await loginBuyer(w.app, buyer.username, buyer.password);
    // Used once while valid (the server then keeps its checked claims), then after it expired.
    expect((await profile(tokens.accessToken)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: tokens.accessExpires + 1000 });
    expect((await profile(tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: tokens.refreshExpires + 8 * 24 * 3600_000 });
    const fresh = await loginBuyer(w.app, buyer.username, buyer.password);
    expect((await profile(fresh.accessToken)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session: refresh token and access token stop working', async () => {
    const buyer = await createBuyer(w.app);
    const tokens = await loginBuyer(w.app, buyer.username, buyer.password);
    const out = await w.app.inject({
      method: 'GET',
      url: '/api/oauth/logout',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(out.json()).toMatchObject({ code: 200 });
    expect((await profile(tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('revokes by refresh token too, and is harmless without any token', async () => {
    const buyer = await createBuyer(w.app);
    const tokens = await loginBuyer(w.app, buyer.username, buyer.password);
    const out = await w.app.inject({
      method: 'GET',
      url: `/api/oauth/logout?refresh_token=${encodeURIComponent(tokens.refreshToken)}`,
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await w.app.inject({ method: 'GET', url: '/api/oauth/logout' })).statusCode).toBe(200);
  });
});

describe('guards', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await w.app.inject({ method: 'POST', url: '/api/user/getUserInfo' })).statusCode).toBe(401);
    const bad = await profile('not.a.token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
    // Not even shaped like one (an open-platform app's token): the same answer, refused without a check.
    for (const token of ['oat_AbC-123', 'a.b', 'a.b.c.d', 'a..c'])
      expect((await profile(token)).json()).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
  });

  it('refuses operator tokens on buyer calls and buyer tokens on /api/admin with 403', async () => {
    const op = await operatorAuth(w.app, '运营');
    const asOperator = await w.app.inject({
      method: 'POST',
      url: '/api/user/getUserInfo',
      headers: op.headers,
    });
    expect(asOperator.statusCode).toBe(403);
    const { headers } = await buyerAuth(w.app);
    const asBuyer = await w.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers });
    expect(asBuyer.statusCode).toBe(403);
    expect((await w.app.inject({ method: 'GET', url: '/api/admin/auth/me' })).statusCode).toBe(401);
    const me = await w.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: op.headers });
    expect(me.json().data).toMatchObject({ username: op.operator.username, role: '运营' });
  });

  it('requireOperator(roles) lets listed roles and 超级管理员 through, 403 for others', async () => {
    const { requireOperator } = await import('../../../plugins/auth');
    const guard = requireOperator(['财务']);
    const as = (role: string) =>
      guard({ user: { kind: 'operator', id: 1, username: 'x', role, sessionId: 's' } } as never);
    await expect(as('财务')).resolves.toBeUndefined();
    await expect(as('超级管理员')).resolves.toBeUndefined();
    await expect(as('商品')).rejects.toMatchObject({ status: 403 });
    await expect(guard({ user: null } as never)).rejects.toMatchObject({ status: 401 });
  });
});

describe('operator login', () => {
  it('logs in by username and password, refreshes with rotation and logs out', async () => {
    const op = await operatorAuth(w.app, '财务');
    const r = await w.app.inject({
      method: 'POST',
      url: '/api/admin/auth/refresh',
      payload: { refreshToken: op.tokens.refreshToken },
    });
    expect(r.statusCode).toBe(200);
    // An operator refresh token is no buyer refresh token.
    expect((await refresh(r.json().data.refreshToken)).statusCode).toBe(401);
    const wrong = await operatorLogin(w.app, op.operator.username, 'nope');
    expect(wrong.statusCode).toBe(400);
    const out = await w.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { authorization: `Bearer ${r.json().data.accessToken}` },
    });
    expect(out.statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('refuses the test providers and dev secrets when NODE_ENV=production', () => {
    const prod = PRODUCTION_ENV;
    expect(() => loadEnv({ ...prod, CAPTCHA_PROVIDER: 'test' })).toThrow(/CAPTCHA_PROVIDER=test/);
    expect(() => loadEnv({ ...prod, SMS_PROVIDER: 'console' })).toThrow(/SMS_PROVIDER=console/);
    expect(() => loadEnv({ ...prod, WEB_CLIENT_SECRET: undefined })).toThrow(/WEB_CLIENT_SECRET/);
    expect(() => loadEnv({ ...prod, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
    expect(loadEnv(prod)).toMatchObject({ CAPTCHA_PROVIDER: 'slide', smsProvider: 'aliyun' });
  });

  it('has no dev SMS outbox in production', async () => {
    const prodApp = await buildTestApp({ ...PRODUCTION_ENV, CAPTCHA_PROVIDER: 'slide' });
    try {
      const res = await prodApp.inject({ method: 'GET', url: '/api/dev/sms-outbox?mobile=13800138000' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prodApp.close();
    }
  });
});
