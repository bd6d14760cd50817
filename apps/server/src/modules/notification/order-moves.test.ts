import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { MailOutboxEntry } from '@mall/shared';
import { must } from '../../testing/company.fixture';
import { useWorld } from '../../testing/world';
import { approvingCompany, deliveriesOf, notificationWorld, robotPlatforms } from './robot-receiver.fixture';

// order.accepted / order.shipped (issue 49): read from the outbox of things that happened, mailed to the
// order's buyer as his 订单 preferences ask, posted to his company's robots that took the event; told once.

const w = useWorld(async () => ({
  ...(await notificationWorld()),
  platforms: await robotPlatforms({ wecomKey: 'wecom-key-orders-01', dingtalk: 'SECx', feishu: 'fx' }),
}));
afterAll(() => w.platforms?.close());

const outbox = async (to: string) =>
  (await w.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json()
    .data as MailOutboxEntry[];
/** Runs the outbox reader as its schedule does, and the deliveries it queued. */
const tell = async () => {
  await w.app.jobs.add('notification.outbox', {});
  await w.app.jobs.idle();
};

describe('an order’s moves, told to its buyer', () => {
  it('mails 已接单 and 已发货 with the carrier, posts 已发货 to the robot that took it, and tells each once', async () => {
    const to = `order${Date.now()}@demo.example`;
    const s = await approvingCompany(w.app, w.op);
    await w.app.db.db.execute(sql`update users set email = ${to} where id = ${s.buyer.id}`);
    const ok = must(w.app);
    const shipped = await ok<{ id: number }>(s.company.admin, 'POST', '/api/company/notification-robots', {
      platform: 'wecom',
      name: '收货群',
      webhookUrl: w.platforms.urls.wecom,
      events: ['order.shipped'],
    });
    const requestNo = await s.submit();
    const { done } = await ok<{ done: { orderNo: string }[] }>(
      s.approver,
      'POST',
      '/api/company/requests/approve',
      {
        requestNos: [requestNo],
      },
    );
    const orderNo = done[0]!.orderNo;
    await ok(w.op, 'POST', '/api/admin/order/accept', { orderNo });
    await ok(w.op, 'POST', '/api/admin/order/ship', {
      orderNo,
      carrier: '顺丰速运',
      trackingNo: 'SF1400123450001',
    });
    await tell();

    const orderMail = async () => (await outbox(to)).filter((m) => /^【已(接单|发货)】/.test(m.subject));
    const subjects = (await orderMail()).map((m) => m.subject).sort();
    expect(subjects).toEqual(
      [`【已发货】订单 ${orderNo}（顺丰速运 SF1400123450001）`, `【已接单】订单 ${orderNo}`].sort(),
    );
    const mail = (await orderMail()).find((m) => m.subject.startsWith('【已发货】'))!;
    expect(mail.text).toContain('运单号：SF1400123450001');
    expect(mail.text).toContain(`/order/detail?orderNo=${orderNo}`);
    expect((await deliveriesOf(w.app, { robotId: shipped.id })).map((d) => [d.event, d.status])).toEqual([
      ['order.shipped', 'sent'],
    ]);
    const post = w.platforms.posts.find((p) => JSON.stringify(p.body).includes('SF1400123450001'));
    expect(post).toMatchObject({ platform: 'wecom', accepted: true });

    // Read again: nothing is told twice.
    await tell();
    expect(await orderMail()).toHaveLength(2);
    expect((await deliveriesOf(w.app, { userId: s.buyer.id })).map((d) => d.event).sort()).toEqual([
      'approval.approved',
      'order.accepted',
      'order.shipped',
    ]);
  });

  it('writes nothing for a buyer who switched 订单 mail off, or who has no address on record', async () => {
    const s = await approvingCompany(w.app, w.op);
    const to = `quiet${Date.now()}@demo.example`;
    await w.app.db.db.execute(sql`update users set email = ${to} where id = ${s.buyer.id}`);
    const off = await w.app.inject({
      method: 'PUT',
      url: '/api/notification/preferences',
      headers: s.buyer.headers,
      payload: { groups: { order: { email: false, sms: false } } },
    });
    expect(off.statusCode).toBe(200);
    const ok = must(w.app);
    const { done } = await ok<{ done: { orderNo: string }[] }>(
      s.approver,
      'POST',
      '/api/company/requests/approve',
      {
        requestNos: [await s.submit()],
      },
    );
    await ok(w.op, 'POST', '/api/admin/order/accept', { orderNo: done[0]!.orderNo });
    const other = await approvingCompany(w.app, w.op);
    const second = await ok<{ done: { orderNo: string }[] }>(
      other.approver,
      'POST',
      '/api/company/requests/approve',
      {
        requestNos: [await other.submit()],
      },
    );
    await ok(w.op, 'POST', '/api/admin/order/accept', { orderNo: second.done[0]!.orderNo });
    await tell();
    expect((await deliveriesOf(w.app, { userId: s.buyer.id })).map((d) => d.event)).toEqual([
      'approval.approved',
    ]);
    expect(await deliveriesOf(w.app, { userId: other.buyer.id })).toEqual([]);
  });
});
