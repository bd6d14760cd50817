import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_EVENT_NAMES,
  type DeliveryLogPage,
  type DeliveryLogRow,
  type TemplatePreview,
} from '@mall/shared';
import { operatorAuth } from '../../testing/accounts';
import { call, must } from '../../testing/company.fixture';
import { until } from '../../testing/webhook-receiver.fixture';
import { useWorld } from '../../testing/world';
import { approvingCompany, deliveriesOf, notificationWorld, robotPlatforms } from './robot-receiver.fixture';

// The console's 消息通知 (issue 49 point 7): the delivery log with its search and failure reasons, a resend with
// fresh tries (audited), and each event's template previewed; 运营 and 超级管理员 only.

const w = useWorld(async () => ({
  ...(await notificationWorld()),
  platforms: await robotPlatforms({ wecomKey: 'wecom-key-log-01', dingtalk: 'SECright', feishu: 'fx' }),
}));
afterAll(() => w.platforms?.close());

const log = (query: object) =>
  must(w.app)<DeliveryLogPage>(w.op, 'POST', '/api/admin/notification/deliveries', query);

describe('the console’s delivery log', () => {
  it('shows a robot’s failed posts with the platform’s reason; a resend tries again from zero and is audited', async () => {
    const s = await approvingCompany(w.app, w.op);
    const robot = await must(w.app)<{ id: number }>(
      s.company.admin,
      'POST',
      '/api/company/notification-robots',
      {
        platform: 'dingtalk',
        name: `错密钥群${Date.now()}`,
        webhookUrl: w.platforms.urls.dingtalk,
        secret: 'SECwrong',
        events: ['approval.waiting'],
      },
    );
    const requestNo = await s.submit();
    await until(
      async () => (await deliveriesOf(w.app, { robotId: robot.id }))[0]?.status === 'failed',
      'failed',
    );

    const failed = await log({ status: 'failed', channel: 'dingtalk', target: '错密钥群' });
    const row = failed.list.find((r) => r.subject.includes(requestNo))!;
    expect(row).toMatchObject({
      event: 'approval.waiting',
      eventLabel: '采购申请待审批',
      channelLabel: '钉钉',
      recipientKind: 'robot',
      status: 'failed',
      statusLabel: '发送失败',
      attempts: 3,
      lastError: '钉钉：310000 sign not match',
    });
    expect((await log({ status: 'sent', target: '错密钥群' })).list).toEqual([]);
    expect((await log({ startDate: '2020-01-01', endDate: '2020-01-02' })).total).toBe(0);

    const resent = await w.app.inject({
      method: 'POST',
      url: '/api/admin/notification/deliveries/resend',
      headers: w.op.headers,
      payload: { id: row.id },
    });
    expect(resent.json()).toMatchObject({
      code: 200,
      msg: '已重新发送',
      data: { status: 'pending', attempts: 0 },
    });
    await until(
      async () => (await deliveriesOf(w.app, { robotId: robot.id }))[0]?.status === 'failed',
      'failed again',
    );
    expect((await deliveriesOf(w.app, { robotId: robot.id }))[0]!.attempts).toBe(3);
    const audit = await w.app.db.db.execute(
      sql`select summary from audit_log where action = 'notification.resend' and target_id = ${String(row.id)}`,
    );
    expect(JSON.stringify(audit)).toContain(`重新发送通知「${row.subject}」`);
  });

  it('refuses a sent delivery (409), an unknown one (404), and the log to 财务 (403)', async () => {
    const to = `log${Date.now()}@demo.example`;
    const s = await approvingCompany(w.app, w.op, to);
    await s.submit();
    // The mail's row (the approver is texted too, and either may be sent first).
    await until(
      async () =>
        (await deliveriesOf(w.app, { userId: s.approver.id, channel: 'email' }))[0]?.status === 'sent',
      'sent',
    );
    const [sent] = (await log({ target: to })).list as DeliveryLogRow[];
    expect(sent).toMatchObject({ recipientKind: 'member', channelLabel: '邮件', statusLabel: '已发送' });
    const c = call(w.app);
    const again = await c(w.op, 'POST', '/api/admin/notification/deliveries/resend', { id: sent!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该消息已发送，无需重发');
    // The approver's 站内信 is a delivery of the log too, made in the request's transaction: never resent.
    const [inbox] = await deliveriesOf(w.app, { userId: s.approver.id, channel: 'inbox' });
    expect(inbox).toMatchObject({ event: 'approval.waiting', status: 'sent', attempts: 1 });
    const [inboxRow] = (await log({ channel: 'inbox', event: 'approval.waiting', target: inbox!.target }))
      .list as DeliveryLogRow[];
    expect(inboxRow).toMatchObject({
      channelLabel: '站内信',
      statusLabel: '已发送',
      recipientKind: 'member',
    });
    const inboxAgain = await c(w.op, 'POST', '/api/admin/notification/deliveries/resend', { id: inbox!.id });
    expect(inboxAgain.json()).toMatchObject({ code: 409, msg: '该消息已发送，无需重发' });
    const none = await c(w.op, 'POST', '/api/admin/notification/deliveries/resend', { id: 987_654_321 });
    expect(none.json()).toMatchObject({ code: 404, msg: '投递记录不存在' });
    const fin = await operatorAuth(w.app, '财务');
    expect((await c(fin, 'POST', '/api/admin/notification/deliveries', {})).statusCode).toBe(403);
  });

  it('previews every event’s mail and robot message with sample facts', async () => {
    for (const event of NOTIFICATION_EVENT_NAMES) {
      const p = await must(w.app)<TemplatePreview>(
        w.op,
        'POST',
        '/api/admin/notification/templates/preview',
        {
          event,
        },
      );
      expect(p.event).toBe(event);
      expect(p.subject.length).toBeGreaterThan(4);
      expect(p.html).toMatch(/^<!doctype html>/);
      expect(p.html).toContain(p.subject.replace(/&/g, '&amp;'));
      expect(p.markdown).toContain(`**`);
      expect(p.text).toContain('—— 工业品商城');
      // 短信: the sign, the subject and the link; 站内信: every event but 安全 and the mail confirmation.
      expect(p.sms).toMatch(/^【工业品商城】.+，详情：http/);
      if (event.startsWith('security.') || event === 'email.confirm') expect(p.inbox).toBeNull();
      else {
        expect(p.inbox!.title).toBe(p.subject.replace(/^【([^】]+)】\s*/, '$1：'));
        expect(p.inbox!.content.length).toBeGreaterThan(8);
      }
    }
    const bad = await call(w.app)(w.op, 'POST', '/api/admin/notification/templates/preview', {
      event: 'x.y',
    });
    expect(bad.json()).toMatchObject({ code: 400, msg: '通知事件不正确' });
  });
});
