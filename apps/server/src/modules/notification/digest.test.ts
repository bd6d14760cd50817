import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailOutboxEntry, NotificationPreferences } from '@mall/shared';
import { must } from '../../testing/company.fixture';
import { useWorld } from '../../testing/world';
import { digestMoment, makeDigests } from './delivery/digest';
import { approvingCompany, daytime, deliveriesOf, notificationWorld } from './robot-receiver.fixture';

// 每日汇总 (issue 49 point 6): who chose it gets one mail a day of what happened instead of one each; urgent
// mail and an approver's 待审批 still go at once.

// The app's clock (moved out of the quiet hours when the run is inside them): mail is held and digested by it.
const clock = daytime();
const w = useWorld(() => notificationWorld(clock));
const DAY = 86_400_000;
const email = () => `digest${Date.now()}${Math.floor(Math.random() * 1e6)}@demo.example`;
const outbox = async (to: string) =>
  (await w.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json()
    .data as MailOutboxEntry[];
const put = (who: { headers: Record<string, string> }, payload: object) =>
  w.app.inject({ method: 'PUT', url: '/api/notification/preferences', headers: who.headers, payload });
/** Runs the digest as the job would at `now` and sends what it made. */
async function digestAt(now: Date) {
  const ids = await makeDigests(w.app.db.db, { now, publicOrigin: 'http://mall.test' });
  for (const id of ids) await w.app.jobs.add('notification.deliver', { id });
  await w.app.jobs.idle();
  return ids;
}

/** An approving company whose requester and approver both have a confirmed address and chose 每日汇总. */
async function digestCompany() {
  const s = await approvingCompany(w.app, w.op, email());
  const buyerMail = email();
  await w.app.db.db.execute(
    sql`update users set email = ${buyerMail}, email_confirmed_at = now() where id = ${s.buyer.id}`,
  );
  for (const who of [s.buyer, s.approver]) {
    const res = await put(who, {
      digest: true,
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { digest: true, source: 'own' } });
  }
  return { ...s, buyerMail };
}

describe('每日汇总', () => {
  it('holds the day’s mail for one digest; an approver’s 待审批 goes at once; a second run sends nothing', async () => {
    const s = await digestCompany();
    const ok = must(w.app);
    const first = await s.submit();
    const second = await s.submit();
    await w.app.jobs.idle();
    // The approver's 待审批 (with its 24-hour links) is not held.
    expect(
      (await deliveriesOf(w.app, { userId: s.approver.id, channel: 'email' })).map((d) => [
        d.event,
        d.status,
      ]),
    ).toEqual([
      ['approval.waiting', 'sent'],
      ['approval.waiting', 'sent'],
    ]);
    await ok(s.approver, 'POST', '/api/company/requests/approve', { requestNos: [first] });
    await ok(s.approver, 'POST', '/api/company/requests/reject', { requestNos: [second], comment: '重复' });
    await w.app.jobs.idle();
    const held = await deliveriesOf(w.app, { userId: s.buyer.id, channel: 'email' });
    expect(held.map((d) => [d.event, d.status]).sort()).toEqual([
      ['approval.approved', 'digest'],
      ['approval.rejected', 'digest'],
    ]);
    expect(await outbox(s.buyerMail)).toEqual([]);

    // Before the next 08:00 nothing goes: the held mail came after today's digest time.
    const now = clock();
    expect(await digestAt(now)).toEqual([]);
    // The next morning: one mail with both, in the order they came, each with its link.
    const tomorrow = new Date(digestMoment(now).getTime() + DAY + 60_000);
    const made = await digestAt(tomorrow);
    expect(made).toHaveLength(1);
    const mails = await outbox(s.buyerMail);
    expect(mails).toHaveLength(1);
    const date = new Date(tomorrow.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(mails[0]!.subject).toBe(`【每日消息汇总】${date} 共 2 条`);
    expect(mails[0]!.text).toMatch(
      new RegExp(`1\\. 【已通过】采购申请 ${first}[\\s\\S]*2\\. 【被驳回】采购申请 ${second}`),
    );
    expect(mails[0]!.text).toContain(`/company/requests/detail?requestNo=${first}`);
    expect(mails[0]!.html).toContain('<ol');
    const after = await deliveriesOf(w.app, { userId: s.buyer.id, channel: 'email' });
    expect(after.map((d) => [d.event, d.status]).sort()).toEqual([
      ['approval.approved', 'digested'],
      ['approval.rejected', 'digested'],
      ['digest.daily', 'sent'],
    ]);
    // Run again that morning, and twice at once: nothing more.
    await Promise.all([digestAt(tomorrow), digestAt(new Date(tomorrow.getTime() + 15 * 60_000))]);
    expect(await outbox(s.buyerMail)).toHaveLength(1);
    // The log names it, and a mail sent within the digest is not sent again on its own.
    const digested = after.find((d) => d.status === 'digested')!;
    const resend = await w.app.inject({
      method: 'POST',
      url: '/api/admin/notification/deliveries/resend',
      headers: w.op.headers,
      payload: { id: digested.id },
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().msg).toBe('该消息已随每日汇总发送，无需重发');
  });

  it('is off by default, saved per person, and leaves others’ mail alone', async () => {
    const s = await approvingCompany(w.app, w.op, email());
    const ok = must(w.app);
    const p = await ok<NotificationPreferences>(s.buyer, 'GET', '/api/notification/preferences');
    expect(p.digest).toBe(false);
    const buyerMail = email();
    await w.app.db.db.execute(
      sql`update users set email = ${buyerMail}, email_confirmed_at = now() where id = ${s.buyer.id}`,
    );
    await put(s.buyer, { quietHours: { enabled: false, start: '22:00', end: '08:00' } });
    const requestNo = await s.submit();
    await ok(s.approver, 'POST', '/api/company/requests/reject', {
      requestNos: [requestNo],
      comment: '不需要',
    });
    await w.app.jobs.idle();
    expect(await deliveriesOf(w.app, { userId: s.buyer.id, channel: 'email' })).toMatchObject([
      { event: 'approval.rejected', status: 'sent' },
    ]);
    expect(await digestAt(new Date(clock().getTime() + 2 * DAY))).toEqual([]);
  });

  it('takes the digest time on China’s clock', () => {
    expect(digestMoment(new Date('2026-12-01T23:59:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(digestMoment(new Date('2026-12-02T00:00:00Z')).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(digestMoment(new Date('2026-12-01T16:30:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
