import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../testing/world';
import { operatorAuth, operatorLogin } from '../../../testing/accounts';
import { lastAudit } from '../../../testing/audit';

// Operator login: captcha, one answer for unknown names and wrong passwords, and throttling that an
// attacker cannot turn into a lockout of the real operator.

const w = useTestApp();
let admin: Awaited<ReturnType<typeof operatorAuth>>;
beforeAll(async () => {
  admin = await operatorAuth(w.app, '超级管理员');
});
afterEach(() => {
  vi.useRealTimers();
});

const rawLogin = (username: string, password: string) =>
  w.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username, password } });

describe('operator login', () => {
  it('needs the captcha pass for the username', async () => {
    const op = await operatorAuth(w.app, '财务');
    const res = await rawLogin(op.operator.username, op.operator.password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1005, msg: '请先完成安全验证' });
  });

  it('answers an unknown name exactly like a wrong password, every time', async () => {
    const op = await operatorAuth(w.app, '商品');
    for (let i = 0; i < 6; i++) {
      const known = await operatorLogin(w.app, op.operator.username, 'Wrong@0000', `10.1.0.${i}`);
      const unknown = await operatorLogin(w.app, 'no_such_operator', 'Wrong@0000', `10.1.0.${i}`);
      expect([known.statusCode, known.json()]).toEqual([
        400,
        { code: 1002, msg: '用户名或密码错误', data: null },
      ]);
      expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    }
  });

  it("shuts out the attacker's address after 5 wrong passwords while the operator's own still logs in", async () => {
    const op = await operatorAuth(w.app, '运营');
    for (let i = 0; i < 5; i++)
      expect((await operatorLogin(w.app, op.operator.username, 'Wrong@0000', '10.2.0.1')).statusCode).toBe(
        400,
      );
    const shut = await operatorLogin(w.app, op.operator.username, op.operator.password, '10.2.0.1');
    expect(shut.statusCode).toBe(423);
    expect(shut.json().msg).toContain('请超级管理员解除锁定');
    // The same answer for a name that does not exist.
    for (let i = 0; i < 5; i++) await operatorLogin(w.app, 'ghost_operator', 'Wrong@0000', '10.2.0.1');
    const ghost = await operatorLogin(w.app, 'ghost_operator', 'Wrong@0000', '10.2.0.1');
    expect([ghost.statusCode, ghost.json().code]).toEqual([423, 1003]);

    const own = await operatorLogin(w.app, op.operator.username, op.operator.password, '10.2.0.99');
    expect(own.statusCode, own.body).toBe(200);

    // After 15 minutes the attacker's address may try again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1000 });
    const later = await operatorLogin(w.app, op.operator.username, op.operator.password, '10.2.0.1');
    expect(later.statusCode).toBe(200);
  });

  it('slows a name attacked from many addresses (at most 60 s a try), never locks it', async () => {
    const op = await operatorAuth(w.app, '运营');
    for (let i = 0; i < 10; i++)
      await operatorLogin(w.app, op.operator.username, 'Wrong@0000', `10.3.${i}.1`);
    const slowed = await operatorLogin(w.app, op.operator.username, op.operator.password, '10.3.99.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().msg).toMatch(/^登录尝试过于频繁，请 \d+ 秒后再试$/);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    // The memory store's clock is Date: a minute later the delay is over.
    const after = await operatorLogin(w.app, op.operator.username, op.operator.password, '10.3.99.1');
    expect(after.statusCode, after.body).toBe(200);
  });

  it('refuses an address after 20 failures in an hour, whatever names it tries', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 20; i++) await operatorLogin(w.app, `guess_${i}`, 'Wrong@0000', ip);
    const refused = await operatorLogin(w.app, admin.operator.username, admin.operator.password, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('登录失败次数过多，请 1 小时后再试');
  });

  it('lets a 超级管理员 see the failures and lift the lock (audited); other roles cannot', async () => {
    const op = await operatorAuth(w.app, '财务');
    for (let i = 0; i < 5; i++) await operatorLogin(w.app, op.operator.username, 'Wrong@0000', '10.5.0.1');
    expect(
      (await operatorLogin(w.app, op.operator.username, op.operator.password, '10.5.0.1')).statusCode,
    ).toBe(423);
    const list = await w.app.inject({
      method: 'POST',
      url: '/api/admin/operator/list',
      headers: admin.headers,
      payload: { keyword: op.operator.username, pageNum: 1, pageSize: 10 },
    });
    expect(list.json().data.list[0]).toMatchObject({ username: op.operator.username, loginFailures: 5 });

    const other = await operatorAuth(w.app, '运营');
    const denied = await w.app.inject({
      method: 'POST',
      url: '/api/admin/operator/unlock',
      headers: other.headers,
      payload: { id: op.operator.id },
    });
    expect(denied.statusCode).toBe(403);
    const unlock = await w.app.inject({
      method: 'POST',
      url: '/api/admin/operator/unlock',
      headers: admin.headers,
      payload: { id: op.operator.id },
    });
    expect(unlock.json()).toMatchObject({ code: 200, msg: '已解除锁定' });
    expect(
      (await operatorLogin(w.app, op.operator.username, op.operator.password, '10.5.0.1')).statusCode,
    ).toBe(200);
    expect(await lastAudit(w.app, 'operator.unlock', op.operator.id)).toMatchObject({
      summary: `解除运营账号 ${op.operator.username} 的登录锁定`,
    });
    const missing = await w.app.inject({
      method: 'POST',
      url: '/api/admin/operator/unlock',
      headers: admin.headers,
      payload: { id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});
