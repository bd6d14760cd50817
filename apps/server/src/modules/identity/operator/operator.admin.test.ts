import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginInfo, OperatorAccount } from '@mall/shared';
import { operatorAuth, operatorLogin } from '../../../testing/accounts';
import { lastAudit } from '../../../testing/audit';
import { useTestApp } from '../../../testing/world';
import { accountsSeeder, DEMO_ROLE_OPERATORS } from '../auth/accounts.seed';

// Operator accounts (超级管理员 only): list, create, edit, disable, reset password; sessions end on disable,
// role change and reset; the role demo accounts of the seed.

const w = useTestApp();
let admin: Awaited<ReturnType<typeof operatorAuth>>;

beforeAll(async () => {
  admin = await operatorAuth(w.app, '超级管理员');
});

const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
  w.app.inject({ method: 'POST', url, headers, payload });
const update = (body: object) => post(admin.headers, '/api/admin/operator/update', body);
const login = (username: string, password: string) => operatorLogin(w.app, username, password);
const me = (accessToken: string) =>
  w.app.inject({
    method: 'GET',
    url: '/api/admin/auth/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
const refresh = (refreshToken: string) =>
  w.app.inject({ method: 'POST', url: '/api/admin/auth/refresh', payload: { refreshToken } });

describe('operator accounts', () => {
  it('creates an operator with the buyer password rule; the new account logs in with its role', async () => {
    const create = (over: Record<string, string>) =>
      post(admin.headers, '/api/admin/operator/create', {
        username: 'kefu01',
        name: '客服一',
        role: '运营',
        password: 'Kefu@123456',
        ...over,
      });
    const weak = await create({ password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toContain('密码需包含字母、数字、符号中的至少两种');
    const sameAsName = await create({ password: 'kefu01' });
    expect(sameAsName.statusCode).toBe(400);
    const badRole = await create({ role: '老板' });
    expect(badRole.statusCode).toBe(400);

    const res = await create({});
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data as OperatorAccount;
    expect(created).toMatchObject({ username: 'kefu01', role: '运营', status: 1, statusLabel: '正常' });
    const taken = await create({ username: 'KEFU01', name: '客服二', role: '财务' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('用户名已存在');

    const tokens = (await login('kefu01', 'Kefu@123456')).json().data as LoginInfo;
    expect((await me(tokens.accessToken)).json().data).toMatchObject({ username: 'kefu01', role: '运营' });
    const audit = await lastAudit(w.app, 'operator.create', created.id);
    expect(audit).toMatchObject({ operatorName: admin.operator.username, role: '超级管理员', before: null });
    expect(audit.after).toEqual({ username: 'kefu01', name: '客服一', role: '运营', status: 1 });
    expect(JSON.stringify(audit.after)).not.toContain('argon2');

    const list = (await post(admin.headers, '/api/admin/operator/list', { keyword: 'kefu' })).json().data;
    expect(list.list.map((o: OperatorAccount) => o.username)).toEqual(['kefu01']);
    expect((await post(admin.headers, '/api/admin/operator/list', { role: '财务' })).json().data.total).toBe(
      0,
    );
  });

  it('disabling revokes his sessions at once and refuses login; enabling restores it', async () => {
    const op = await operatorAuth(w.app, '财务');
    expect((await me(op.tokens.accessToken)).statusCode).toBe(200);
    const off = await update({
      id: op.operator.id,
      name: '财务停用',
      role: '财务',
      status: 0,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ status: 0, statusLabel: '已停用', name: '财务停用' });
    expect((await me(op.tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh(op.tokens.refreshToken)).statusCode).toBe(401);
    const refused = await login(op.operator.username, op.operator.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('账号已被停用');
    const audit = await lastAudit(w.app, 'operator.update', op.operator.id);
    expect(audit.before).toMatchObject({ status: 1, name: '测试运营' });
    expect(audit.after).toMatchObject({ status: 0, name: '财务停用' });
    expect(audit.summary).toContain('停用');

    await update({
      id: op.operator.id,
      name: '财务',
      role: '财务',
      status: 1,
    });
    expect((await login(op.operator.username, op.operator.password)).statusCode).toBe(200);
  });

  it('a role change ends his sessions (the role travels in the token); the new role applies on next login', async () => {
    const op = await operatorAuth(w.app, '商品');
    await update({
      id: op.operator.id,
      name: '改运营',
      role: '运营',
      status: 1,
    });
    expect((await me(op.tokens.accessToken)).statusCode).toBe(401);
    const tokens = (await login(op.operator.username, op.operator.password)).json().data as LoginInfo;
    expect((await me(tokens.accessToken)).json().data.role).toBe('运营');
    // A name-only change keeps the session.
    await update({
      id: op.operator.id,
      name: '改名',
      role: '运营',
      status: 1,
    });
    expect((await me(tokens.accessToken)).statusCode).toBe(200);
  });

  it('resets a password: old password and sessions stop working, the new one logs in', async () => {
    const op = await operatorAuth(w.app, '运营');
    const reset = (id: number, password: string) =>
      post(admin.headers, '/api/admin/operator/resetPassword', { id, password });
    const weak = await reset(op.operator.id, 'abc');
    expect(weak.statusCode).toBe(400);
    const res = await reset(op.operator.id, 'New@Pass2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('密码已重置');
    expect((await me(op.tokens.accessToken)).statusCode).toBe(401);
    expect((await login(op.operator.username, op.operator.password)).statusCode).toBe(400);
    expect((await login(op.operator.username, 'New@Pass2026')).statusCode).toBe(200);
    const audit = await lastAudit(w.app, 'operator.resetPassword', op.operator.id);
    expect(audit.after).toMatchObject({ passwordReset: true });
    expect(JSON.stringify(audit)).not.toContain('New@Pass2026');
    expect((await reset(999999, 'New@Pass2026')).statusCode).toBe(404);
  });

  it('an operator cannot disable or re-role himself', async () => {
    const self = { id: admin.operator.id, name: '我', role: '超级管理员' };
    const off = await update({ ...self, status: 0 });
    expect(off.statusCode).toBe(400);
    expect(off.json().msg).toBe('不能停用自己的账号');
    const demote = await update({
      ...self,
      role: '运营',
      status: 1,
    });
    expect(demote.json().msg).toBe('不能修改自己的角色');
  });

  it('is 超级管理员 only: other roles are refused', async () => {
    for (const role of ['运营', '财务', '商品'] as const) {
      const op = await operatorAuth(w.app, role);
      const res = await post(op.headers, '/api/admin/operator/list');
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('当前角色没有此操作的权限');
    }
  });
});

describe('demo operators of the seed', () => {
  it('seeds one operator per role, each logging in with its role', async () => {
    await accountsSeeder.run({
      db: w.app.db.db,
      env: { ...w.app.env, NODE_ENV: 'development' },
      log: () => {},
    });
    await accountsSeeder.run({
      db: w.app.db.db,
      env: { ...w.app.env, NODE_ENV: 'development' },
      log: () => {},
    });
    expect(DEMO_ROLE_OPERATORS.map((o) => [o.username, o.password, o.role])).toEqual([
      ['yunying', 'Yunying@123456', '运营'],
      ['caiwu', 'Caiwu@123456', '财务'],
      ['shangpin', 'Shangpin@123456', '商品'],
    ]);
    for (const demo of [
      ...DEMO_ROLE_OPERATORS,
      { username: 'admin', password: 'Admin@123456', role: '超级管理员' },
    ]) {
      const res = await login(demo.username, demo.password);
      expect(res.statusCode, demo.username).toBe(200);
      expect((await me((res.json().data as LoginInfo).accessToken)).json().data.role).toBe(demo.role);
    }
  });
});
