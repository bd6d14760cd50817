import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailOutboxEntry } from '@mall/shared';
import { addMember, must } from '../../testing/company.fixture';
import { until } from '../../testing/webhook-receiver.fixture';
import { useWorld } from '../../testing/world';
import { approvingCompany, deliveriesOf, notificationWorld } from './robot-receiver.fixture';

const w = useWorld(notificationWorld);

const outbox = async (to: string) =>
  (await w.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json()
    .data as MailOutboxEntry[];

describe('approval mail', () => {
  it('mails the approver a multipart message with the facts, a link and a one-click List-Unsubscribe', async () => {
    const email = `shenpi${Date.now()}@demo.example`;
    const s = await approvingCompany(w.app, w.op, email);
    const requestNo = await s.submit();
    const [mail] = await until(async () => {
      const list = await outbox(email);
      return list.length > 0 && list;
    }, 'the approval mail');
    expect(mail!.subject).toBe(`【待审批】采购申请 ${requestNo}（¥125.00）`);
    expect(mail!.text).toContain(`申请单号：${requestNo}`);
    expect(mail!.text).toContain(`/company/requests/detail?requestNo=${requestNo}`);
    expect(mail!.html).toContain('<a href="http://127.0.0.1:3000/company/requests/detail?requestNo=');
    expect(mail!.html).toContain('¥125.00');
    expect(mail!.listUnsubscribe).toMatch(
      /^<http:\/\/127\.0\.0\.1:3000\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
    expect(mail!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    // The message as built: multipart/alternative with a text and an HTML part, and both headers.
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(mail!.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:3000\/api\/notifications\/unsubscribe\?token=/m,
    );
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const [delivery] = await deliveriesOf(w.app, { userId: s.approver.id, channel: 'email' });
    expect(delivery).toMatchObject({
      event: 'approval.waiting',
      channel: 'email',
      target: email,
      status: 'sent',
      attempts: 1,
    });

    // A plain GET of the link changes nothing; the mail client's one-click POST stops this event's mail.
    const url = new URL(mail!.listUnsubscribe.slice(1, -1));
    const get = await w.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(get.statusCode).toBe(404);
    const forged = await w.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${s.buyer.id}.approval.waiting.${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const post = await w.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.json()).toMatchObject({ code: 200, msg: '已退订此类通知邮件' });
    await s.submit();
    await w.app.jobs.idle();
    expect(await deliveriesOf(w.app, { userId: s.approver.id, channel: 'email' })).toHaveLength(1);
    expect(await outbox(email)).toHaveLength(1);
  });

  it('mails the next level’s approver when the first level passes the request on', async () => {
    const first = `yiji${Date.now()}@demo.example`;
    const second = `erji${Date.now()}@demo.example`;
    const s = await approvingCompany(w.app, w.op, first);
    const manager = await addMember(w.app, s.company, ['审批人']);
    await w.app.db.db.execute(
      sql`update users set email = ${second}, email_confirmed_at = now() where id = ${manager.id}`,
    );
    const ok = must(w.app);
    const rules = await ok<{ id: number }[]>(s.company.admin, 'GET', '/api/company/approval-rules');
    await ok(s.company.admin, 'POST', '/api/company/approval-rules/save', {
      id: rules[0]!.id,
      name: '两级审批',
      levels: [
        { kind: 'members', userIds: [s.approver.id] },
        { kind: 'members', userIds: [manager.id] },
      ],
    });
    const requestNo = await s.submit();
    await until(async () => (await outbox(first)).length > 0, 'the first level’s mail');
    expect(await outbox(second)).toEqual([]);
    await ok(s.approver, 'POST', '/api/company/requests/approve', { requestNos: [requestNo] });
    const [mail] = await until(async () => {
      const list = await outbox(second);
      return list.length > 0 && list;
    }, 'the second level’s mail');
    expect(mail!.subject).toBe(`【待审批】采购申请 ${requestNo}（¥125.00）`);
    expect(mail!.text).toContain('等待您进行二级审批');
  });

  it('mails no one without an address on record, and keeps the outbox to this machine', async () => {
    const s = await approvingCompany(w.app, w.op);
    await s.submit();
    await w.app.jobs.idle();
    expect(await deliveriesOf(w.app, { userId: s.approver.id, channel: 'email' })).toEqual([]);
    const far = await w.app.inject({
      method: 'GET',
      url: '/api/dev/mail-outbox?to=a@b.example',
      remoteAddress: '203.0.113.9',
    });
    expect(far.statusCode).toBe(404);
    const bad = await w.app.inject({ method: 'GET', url: '/api/dev/mail-outbox?to=not-a-mail' });
    expect(bad.statusCode).toBe(400);
  });
});
