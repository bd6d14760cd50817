import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecordPage } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';

// The audit log list: filters, order, before/after, and who may read it.

const w = useTestApp();
let admin: Awaited<ReturnType<typeof operatorAuth>>;
let admin2: Awaited<ReturnType<typeof operatorAuth>>;
let buyer: Awaited<ReturnType<typeof buyerAuth>>;
const post = (who: { headers: Record<string, string> }, url: string, payload: object = {}) =>
  w.app.inject({ method: 'POST', url, headers: who.headers, payload });

beforeAll(async () => {
  [admin, admin2, buyer] = await Promise.all([
    operatorAuth(w.app, '超级管理员'),
    operatorAuth(w.app, '超级管理员'),
    buyerAuth(w.app),
  ]);
  await post(admin, '/api/admin/operator/create', {
    username: 'audit01',
    name: '甲',
    role: '运营',
    password: 'Audit@123456',
  });
  await post(admin, '/api/admin/operator/create', {
    username: 'audit02',
    name: '乙',
    role: '财务',
    password: 'Audit@123456',
  });
  await post(admin2, '/api/admin/buyer/setStatus', { id: buyer.buyer.id, enabled: false });
  await post(admin2, '/api/admin/buyer/setStatus', { id: buyer.buyer.id, enabled: true });
});

const list = async (body: object = {}, headers = admin.headers) => {
  const res = await post({ headers }, '/api/admin/audit/list', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AuditRecordPage;
};

describe('audit log list', () => {
  it('lists newest first with who, what and before/after', async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.list.map((r) => r.action)).toEqual([
      'buyer.enable',
      'buyer.disable',
      'operator.create',
      'operator.create',
    ]);
    expect(all.list[0]).toMatchObject({
      operatorName: admin2.operator.username,
      role: '超级管理员',
      targetType: 'buyer',
      targetId: String(buyer.buyer.id),
      before: { status: 0 },
      after: { status: 1 },
    });
    expect(all.list[0]!.summary).toContain('启用买家账号');
    expect(all.list[3]).toMatchObject({ before: null, after: { username: 'audit01' } });
  });

  it('filters by operator, action prefix, target and day range, and pages', async () => {
    expect((await list({ operator: admin.operator.username.toUpperCase() })).total).toBe(2);
    expect((await list({ action: 'buyer.' })).total).toBe(2);
    expect((await list({ action: 'buyer.dis' })).list.map((r) => r.action)).toEqual(['buyer.disable']);
    expect((await list({ action: '%' })).total).toBe(0);
    expect((await list({ targetType: 'operator' })).total).toBe(2);
    expect((await list({ targetType: 'buyer', targetId: String(buyer.buyer.id) })).total).toBe(2);
    expect((await list({ startDate: '2020-01-01', endDate: '2020-12-31' })).total).toBe(0);
    await w.app.db.db.execute(
      sql`update audit_log set created_at = '2026-03-01T15:59:00Z' where action = 'operator.create'`, // 23:59 China
    );
    expect((await list({ startDate: '2026-03-01', endDate: '2026-03-01' })).total).toBe(2);
    expect((await list({ startDate: '2026-03-02', endDate: '2026-03-02' })).total).toBe(0);
    const page = await list({ pageSize: 1, pageNum: 2 });
    expect(page).toMatchObject({ total: 4, pageNum: 2, pageSize: 1 });
    expect(page.list[0]!.action).toBe('buyer.disable');
    const bad = await post(admin, '/api/admin/audit/list', {
      startDate: '2026-03-02',
      endDate: '2026-03-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('开始日期不能晚于结束日期');
  });

  it('is for 超级管理员 only', async () => {
    for (const role of ['运营', '财务', '商品'] as const) {
      const op = await operatorAuth(w.app, role);
      const res = await post(op, '/api/admin/audit/list');
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('当前角色没有此操作的权限');
    }
  });
});
