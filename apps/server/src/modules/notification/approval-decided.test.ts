import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { MailOutboxEntry } from '@mall/shared';
import { must } from '../../testing/company.fixture';
import { until } from '../../testing/webhook-receiver.fixture';
import { useWorld } from '../../testing/world';
import { approvingCompany, deliveriesOf, notificationWorld, robotPlatforms } from './robot-receiver.fixture';
import { switchOff } from './preferences/preferences.fixture';

// approval.approved / rejected / returned (issue 49): the requester hears the outcome of a purchase request by
// mail as his preferences ask, and the company's robots that took the event get a post.

const w = useWorld(async () => ({
  ...(await notificationWorld()),
  platforms: await robotPlatforms({ wecomKey: 'wecom-key-decided-01', dingtalk: 'SECx', feishu: 'fx' }),
}));
afterAll(() => w.platforms?.close());

const email = () => `caigou${Date.now()}${Math.floor(Math.random() * 1e6)}@demo.example`;
const outbox = async (to: string) =>
  (await w.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json()
    .data as MailOutboxEntry[];
const firstMail = (to: string, what: string) => until(async () => (await outbox(to))[0] ?? false, what);

/** An approving company whose requester (the 采购员) has `address` on record. */
async function companyWithRequesterMail(address: string) {
  const s = await approvingCompany(w.app, w.op);
  await w.app.db.db.execute(
    sql`update users set email = ${address}, email_confirmed_at = now() where id = ${s.buyer.id}`,
  );
  return s;
}

describe('a decided purchase request, told to its requester', () => {
  it('mails a rejection with the approver and the reason; the approver gets nothing for it', async () => {
    const to = email();
    const s = await companyWithRequesterMail(to);
    const requestNo = await s.submit();
    await must(w.app)(s.approver, 'POST', '/api/company/requests/reject', {
      requestNos: [requestNo],
      comment: '本月预算已用完，下月再买',
    });
    const mail = await firstMail(to, 'the rejection mail');
    expect(mail.subject).toBe(`【被驳回】采购申请 ${requestNo}（¥125.00）`);
    expect(mail.text).toContain('驳回原因：本月预算已用完，下月再买');
    expect(mail.text).toContain(`/company/requests/detail?requestNo=${requestNo}`);
    const [delivery] = await deliveriesOf(w.app, { userId: s.buyer.id, channel: 'email' });
    expect(delivery).toMatchObject({ event: 'approval.rejected', channel: 'email', status: 'sent' });
    expect(await deliveriesOf(w.app, { userId: s.approver.id, channel: 'email' })).toEqual([]);
  });

  it('mails the order number on approval, posts to the robot that took the event and to no other', async () => {
    const to = email();
    const s = await companyWithRequesterMail(to);
    const ok = must(w.app);
    const robot = (events: string[], name: string) =>
      ok<{ id: number }>(s.company.admin, 'POST', '/api/company/notification-robots', {
        platform: 'wecom',
        name,
        webhookUrl: w.platforms.urls.wecom,
        events,
      });
    const decided = await robot(['approval.approved'], '采购结果群');
    const waitingOnly = await robot(['approval.waiting'], '审批群');
    const requestNo = await s.submit();
    const result = await ok<{ done: { orderNo: string | null }[] }>(
      s.approver,
      'POST',
      '/api/company/requests/approve',
      { requestNos: [requestNo], comment: '同意' },
    );
    const orderNo = result.done[0]!.orderNo!;
    expect(orderNo).toMatch(/^\d+$/);
    const mail = await firstMail(to, 'the approval mail');
    expect(mail.subject).toBe(`【已通过】采购申请 ${requestNo} 已生成订单 ${orderNo}`);
    expect(mail.text).toContain(`订单号：${orderNo}`);
    expect(mail.text).toContain('审批意见：同意');
    const posted = await until(
      async () => (await deliveriesOf(w.app, { robotId: decided.id }))[0]?.status === 'sent',
      'the robot post',
    );
    expect(posted).toBe(true);
    const post = w.platforms.posts.find((p) => JSON.stringify(p.body).includes(`已生成订单 ${orderNo}`));
    expect(post).toMatchObject({ platform: 'wecom', accepted: true });
    // The waiting-only robot had the request's waiting post, and nothing of its outcome.
    expect((await deliveriesOf(w.app, { robotId: waitingOnly.id })).map((d) => d.event)).toEqual([
      'approval.waiting',
    ]);
  });

  it('mails a return with the reason the order could not be placed; nothing when 审批 mail is off', async () => {
    const to = email();
    const s = await companyWithRequesterMail(to);
    const requestNo = await s.submit();
    // The product sells out while the request waits: the approval cannot place the order.
    await w.app.db.db.execute(sql`update skus set stock = 0 where id = 73011`);
    try {
      await must(w.app)(s.approver, 'POST', '/api/company/requests/approve', { requestNos: [requestNo] });
    } finally {
      await w.app.db.db.execute(sql`update skus set stock = 1000 where id = 73011`);
    }
    const mail = await firstMail(to, 'the return mail');
    expect(mail.subject).toBe(`【已退回】采购申请 ${requestNo} 未能下单`);
    expect(mail.text).toMatch(/原因：.+/);
    expect((await deliveriesOf(w.app, { userId: s.buyer.id, channel: 'email' }))[0]).toMatchObject({
      event: 'approval.returned',
    });

    // The requester switches 审批 mail off: the next outcome writes no delivery for him.
    const off = await switchOff(w.app, s.buyer, 'approval');
    expect(off.statusCode).toBe(200);
    const next = await s.submit();
    await must(w.app)(s.approver, 'POST', '/api/company/requests/reject', { requestNos: [next] });
    await w.app.jobs.idle();
    expect((await deliveriesOf(w.app, { userId: s.buyer.id, channel: 'email' })).map((d) => d.event)).toEqual(
      ['approval.returned'],
    );
  });
});
