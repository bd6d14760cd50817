import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeliveryLogPage } from '@mall/shared';
import { buyerAuth, createBuyer, loginBuyer } from '../../testing/accounts';
import { must } from '../../testing/company.fixture';
import { smsNotices } from '../../testing/sms-notice.fixture';
import { until } from '../../testing/webhook-receiver.fixture';
import { useWorld } from '../../testing/world';
import { approvingCompany, daytime, deliveriesOf, notificationWorld } from './robot-receiver.fixture';
import { switchOff } from './preferences/preferences.fixture';

// 短信 as a channel of the notification service (issue 49 item 1): a person's 短信 switch per event group
// decides; quiet hours hold it like mail (安全 never); the digest never holds it; one SMS per event, none
// beside it from the event's owner; failures retried and kept in the console's log, the mobile masked there.

const base = daytime();
let at: Date | null = null;
const w = useWorld(() => notificationWorld(() => at ?? base()));

const smsOf = (userId: number) => deliveriesOf(w.app, { userId, channel: 'sms' });
const put = (who: { headers: Record<string, string> }, payload: object) =>
  w.app.inject({ method: 'PUT', url: '/api/notification/preferences', headers: who.headers, payload });
const page = (path: string) => `http://127.0.0.1:3000${path}`;
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

describe('短信, a channel of the notification service', () => {
  it('texts an approver whose 审批 短信 is on (the default): one delivery, one SMS of the subject and the page', async () => {
    const s = await approvingCompany(w.app, w.op);
    const requestNo = await s.submit();
    await w.app.jobs.idle();
    const rows = await smsOf(s.approver.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'approval.waiting',
      channel: 'sms',
      target: s.approver.mobile,
      status: 'sent',
      attempts: 1,
    });
    const link = page(`/company/requests/detail?requestNo=${encodeURIComponent(requestNo)}`);
    const sms = await smsNotices(w.app, s.approver.mobile);
    expect(sms.map((m) => m.content)).toEqual([
      `【工业品商城】待审批：采购申请 ${requestNo}（¥125.00），详情：${link}`,
    ]);
    expect(sms[0]!.content.length - link.length).toBeLessThanOrEqual(70);
    // No mail without an address on record; the requester hears nothing of his own submission.
    expect(await deliveriesOf(w.app, { userId: s.approver.id, channel: 'email' })).toEqual([]);
    expect(await smsNotices(w.app, s.buyer.mobile)).toEqual([]);

    // Approved: the requester gets the outcome once (procurement no longer texts it itself).
    await must(w.app)(s.approver, 'POST', '/api/company/requests/approve', { requestNos: [requestNo] });
    await w.app.jobs.idle();
    const told = await smsNotices(w.app, s.buyer.mobile);
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toMatch(
      new RegExp(`^【工业品商城】已通过：采购申请 ${requestNo} 已生成订单 \\w+，详情：`),
    );
    expect((await smsOf(s.buyer.id)).map((d) => d.event)).toEqual(['approval.approved']);
  });

  it('sends none to whom switched 审批 短信 off (mail stays as chosen)', async () => {
    const s = await approvingCompany(w.app, w.op, `sms-off${Date.now()}@demo.example`);
    expect((await put(s.approver, { groups: { approval: { email: true, sms: false } } })).statusCode).toBe(
      200,
    );
    await s.submit();
    await w.app.jobs.idle();
    expect(await smsOf(s.approver.id)).toEqual([]);
    expect(await smsNotices(w.app, s.approver.mobile)).toEqual([]);
    expect(await deliveriesOf(w.app, { userId: s.approver.id, channel: 'email' })).toHaveLength(1);
  });

  it('holds a non-urgent SMS in quiet hours until they end', async () => {
    const s = await approvingCompany(w.app, w.op);
    // 23:30 in China (15:30 UTC): the SMS waits for 08:00.
    at = new Date('2026-12-01T15:30:00Z');
    try {
      await s.submit();
      await w.app.jobs.idle();
      const [held] = await smsOf(s.approver.id);
      expect(held).toMatchObject({ status: 'pending', attempts: 0 });
      const { rows } = (await w.app.db.db.execute(
        sql`select not_before from notification_deliveries where id = ${held!.id}`,
      )) as unknown as { rows: { not_before: string | Date }[] };
      expect(new Date(rows[0]!.not_before).toISOString()).toBe('2026-12-02T00:00:00.000Z');
      expect(await smsNotices(w.app, s.approver.mobile)).toEqual([]);
      // 08:01: the sweep sends it.
      at = new Date('2026-12-02T00:01:00Z');
      await w.app.jobs.add('notification.stranded', {});
      await w.app.jobs.idle();
      expect((await smsOf(s.approver.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await smsNotices(w.app, s.approver.mobile)).toHaveLength(1);
    } finally {
      at = null;
    }
  });

  it('never holds an SMS for the daily digest: the mail waits, the SMS goes', async () => {
    const s = await approvingCompany(w.app, w.op);
    await w.app.db.db.execute(
      sql`update users set email = ${`digest-sms${s.buyer.id}@demo.example`}, email_confirmed_at = now()
          where id = ${s.buyer.id}`,
    );
    expect((await put(s.buyer, { digest: true })).statusCode).toBe(200);
    const requestNo = await s.submit();
    await must(w.app)(s.approver, 'POST', '/api/company/requests/reject', {
      requestNos: [requestNo],
      comment: '预算不足',
    });
    await w.app.jobs.idle();
    const mail = await deliveriesOf(w.app, { userId: s.buyer.id, channel: 'email' });
    expect(mail.map((d) => [d.event, d.status])).toEqual([['approval.rejected', 'digest']]);
    expect((await smsOf(s.buyer.id)).map((d) => [d.event, d.status])).toEqual([
      ['approval.rejected', 'sent'],
    ]);
    const [sms] = await smsNotices(w.app, s.buyer.mobile);
    expect(sms!.content).toContain(`被驳回：采购申请 ${requestNo}`);
  });

  it('texts a password change and a sign-in from a new address: 安全 is locked on and ignores quiet hours', async () => {
    at = new Date('2026-12-01T16:00:00Z'); // 00:00 in China
    try {
      const me = await buyerAuth(w.app);
      expect((await switchOff(w.app, me, 'security')).statusCode).toBe(400);
      for (const group of ['approval', 'order', 'payment'])
        expect((await switchOff(w.app, me, group)).statusCode).toBe(200);
      const changed = await w.app.inject({
        method: 'POST',
        url: '/api/user/modifyPassword',
        headers: me.headers,
        payload: { oldPassword: me.buyer.password, password: 'Next@12345', confirmPassword: 'Next@12345' },
      });
      expect(changed.json().code).toBe(200);
      await w.app.jobs.idle();
      expect((await smsOf(me.buyer.id)).map((d) => [d.event, d.status])).toEqual([
        ['security.password', 'sent'],
      ]);
      expect((await smsNotices(w.app, me.buyer.mobile)).map((m) => m.content)).toEqual([
        `【工业品商城】安全提醒：您的登录密码已修改，详情：${page('/user-info?tab=security')}`,
      ]);

      const b = await createBuyer(w.app);
      await loginBuyer(w.app, b.username, b.password, '198.51.100.50');
      await loginBuyer(w.app, b.username, b.password, '198.51.100.51');
      await w.app.jobs.idle();
      expect((await smsOf(b.id)).map((d) => [d.event, d.status])).toEqual([['security.signin', 'sent']]);
      const [signin] = await smsNotices(w.app, b.mobile);
      expect(signin!.content).toMatch(/^【工业品商城】安全提醒：您的账号在新的地址登录，详情：/);
    } finally {
      at = null;
    }
  });

  it('retries a refused SMS, keeps the reason in the log with the mobile masked, and resends it', async () => {
    const s = await approvingCompany(w.app, w.op);
    const mobile = s.approver.mobile;
    // The SMS gateway refuses this mobile's notices (the dev provider keeps them in the store).
    const store = w.app.store;
    const set = store.set.bind(store);
    let refusals = 3;
    store.set = async (key, value, ttlMs) => {
      if (key === `sms:outbox:${mobile}` && refusals-- > 0) throw new Error('网关繁忙');
      return set(key, value, ttlMs);
    };
    try {
      const requestNo = await s.submit();
      await until(async () => (await smsOf(s.approver.id))[0]?.status === 'failed', 'failed');
      expect((await smsOf(s.approver.id))[0]).toMatchObject({
        attempts: 3,
        lastError: '短信发送失败：网关繁忙',
        target: mobile,
      });
      const log = await must(w.app)<DeliveryLogPage>(w.op, 'POST', '/api/admin/notification/deliveries', {
        channel: 'sms',
        target: mobile,
      });
      const row = log.list.find((r) => r.subject.includes(requestNo))!;
      expect(row).toMatchObject({
        channel: 'sms',
        channelLabel: '短信',
        target: masked(mobile),
        recipientKind: 'member',
        statusLabel: '发送失败',
        attempts: 3,
        lastError: '短信发送失败：网关繁忙',
      });
      expect(JSON.stringify(log)).not.toContain(mobile);

      await must(w.app)(w.op, 'POST', '/api/admin/notification/deliveries/resend', { id: row.id });
      await until(async () => (await smsOf(s.approver.id))[0]?.status === 'sent', 'sent');
      expect(await smsNotices(w.app, mobile)).toHaveLength(1);
    } finally {
      store.set = set;
    }
  });
});
