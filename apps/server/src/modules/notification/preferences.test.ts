import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@mall/shared';
import { call, must } from '../../testing/company.fixture';
import { useWorld } from '../../testing/world';
import { quietUntil } from './preferences';
import { approvingCompany, daytime, deliveriesOf, notificationWorld } from './robot-receiver.fixture';

// The app's clock: the daytime clock unless `at` is set.
const base = daytime();
let at: Date | null = null;
const w = useWorld(() => notificationWorld(() => at ?? base()));

const put = (who: { headers: Record<string, string> }, url: string, payload: object) =>
  w.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const mailOf = async (s: Awaited<ReturnType<typeof approvingCompany>>) =>
  (await deliveriesOf(w.app, { userId: s.approver.id })).filter((d) => d.channel === 'email');
const email = () => `pref${Date.now()}${Math.floor(Math.random() * 1e6)}@demo.example`;

describe('notification preferences', () => {
  it('shows the defaults: 站内信 always, 邮件 everywhere, 安全 locked, quiet 22:00–08:00', async () => {
    const s = await approvingCompany(w.app, w.op, email());
    const p = await must(w.app)<NotificationPreferences>(s.approver, 'GET', '/api/notification/preferences');
    expect(p.source).toBe('default');
    expect(p.quietHours).toEqual({ enabled: true, start: '22:00', end: '08:00' });
    expect(p.groups.find((g) => g.group === 'approval')).toMatchObject({
      label: '审批',
      inbox: true,
      email: true,
      sms: true,
      locked: false,
    });
    expect(p.groups.find((g) => g.group === 'security')).toMatchObject({ locked: true, urgent: true });
    expect(p.groups.map((g) => g.label)).toEqual([
      '审批',
      '订单',
      '付款',
      '对账',
      '发票',
      '报价',
      '到货提醒',
      '招标',
      '安全',
    ]);
    expect((await call(w.app)(null, 'GET', '/api/notification/preferences')).statusCode).toBe(401);
  });

  it('creates the deliveries the recipient’s preferences ask for, and no others', async () => {
    const s = await approvingCompany(w.app, w.op, email());
    const off = await put(s.approver, '/api/notification/preferences', {
      groups: { approval: { email: false, sms: true } },
    });
    expect(off.json()).toMatchObject({ code: 200, msg: '通知设置已保存', data: { source: 'own' } });
    await s.submit();
    await w.app.jobs.idle();
    expect(await mailOf(s)).toEqual([]);

    // Another group switched off leaves 审批 alone.
    await put(s.approver, '/api/notification/preferences', {
      groups: { approval: { email: true, sms: false }, order: { email: false, sms: false } },
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
    });
    await s.submit();
    await w.app.jobs.idle();
    expect(await mailOf(s)).toMatchObject([{ event: 'approval.waiting', status: 'sent' }]);
  });

  it('follows the company’s defaults for who chose nothing; only its 管理员 sets them', async () => {
    const s = await approvingCompany(w.app, w.op, email());
    const body = { groups: { approval: { email: false, sms: false } } };
    expect((await put(s.approver, '/api/company/notification/defaults', body)).statusCode).toBe(403);
    const saved = await put(s.company.admin, '/api/company/notification/defaults', body);
    expect(saved.json()).toMatchObject({ code: 200, data: { source: 'company' } });
    const mine = await must(w.app)<NotificationPreferences>(
      s.approver,
      'GET',
      '/api/notification/preferences',
    );
    expect(mine.source).toBe('company');
    expect(mine.groups.find((g) => g.group === 'approval')).toMatchObject({ email: false, sms: false });
    await s.submit();
    await w.app.jobs.idle();
    expect(await mailOf(s)).toEqual([]);
    // His own choice wins over the company's.
    await put(s.approver, '/api/notification/preferences', {
      groups: { approval: { email: true, sms: false } },
    });
    await s.submit();
    await w.app.jobs.idle();
    expect(await mailOf(s)).toHaveLength(1);
  });

  it('refuses switching security off, and bad times', async () => {
    const s = await approvingCompany(w.app, w.op);
    const res = await put(s.approver, '/api/notification/preferences', {
      groups: { security: { email: false, sms: true } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('安全通知不能关闭');
    const bad = await put(s.approver, '/api/notification/preferences', {
      quietHours: { enabled: true, start: '25:00', end: '08:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('时间格式应为 HH:MM');
  });

  it('holds non-urgent mail in quiet hours until they end', async () => {
    const s = await approvingCompany(w.app, w.op, email());
    // 23:30 in China (15:30 UTC): the mail waits for 08:00.
    at = new Date('2026-12-01T15:30:00Z');
    try {
      await s.submit();
      await w.app.jobs.idle();
      const [held] = await mailOf(s);
      expect(held).toMatchObject({ status: 'pending', attempts: 0 });
      const [row] = (
        (await w.app.db.db.execute(
          sql`select not_before from notification_deliveries where id = ${held!.id}`,
        )) as unknown as { rows: { not_before: string | Date }[] }
      ).rows;
      expect(new Date(row!.not_before).toISOString()).toBe('2026-12-02T00:00:00.000Z');
      // Still quiet at 07:59: the sweep leaves it.
      at = new Date('2026-12-01T23:59:00Z');
      await w.app.jobs.add('notification.stranded', {});
      await w.app.jobs.idle();
      expect((await mailOf(s))[0]).toMatchObject({ status: 'pending' });
      // 08:01: the sweep sends it.
      at = new Date('2026-12-02T00:01:00Z');
      await w.app.jobs.add('notification.stranded', {});
      await w.app.jobs.idle();
      expect((await mailOf(s))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      at = null;
    }
  });

  it('computes the end of quiet hours on China’s clock', () => {
    const q = { enabled: true, start: '22:00', end: '08:00' };
    expect(quietUntil(new Date('2026-12-01T13:59:00Z'), q)).toBeNull(); // 21:59
    expect(quietUntil(new Date('2026-12-01T14:00:00Z'), q)?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(quietUntil(new Date('2026-12-01T23:59:30Z'), q)?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(quietUntil(new Date('2026-12-02T00:00:00Z'), q)).toBeNull(); // 08:00
    expect(quietUntil(new Date('2026-12-01T15:00:00Z'), { ...q, enabled: false })).toBeNull();
    const day = { enabled: true, start: '12:00', end: '13:30' };
    expect(quietUntil(new Date('2026-12-01T04:10:00Z'), day)?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
  });
});
