import { describe, expect, it } from 'vitest';
import type { MailOutboxEntry, NotificationEmailView } from '@mall/shared';
import { buyerAuth, loginBuyer } from '../../../testing/accounts';
import { until } from '../../../testing/webhook-receiver.fixture';
import { useWorld } from '../../../testing/world';
import { daytime, notificationWorld } from '../robot-receiver.fixture';

// 接收邮箱 (issue 49 item 2): mail goes only to an address its member confirmed through the link mailed to it.

let shift = 0;
const base = daytime();
const w = useWorld(() => notificationWorld(() => new Date(base().getTime() + shift)));

type Me = { headers: Record<string, string> };
const call = (who: Me | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  w.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const outbox = async (to: string) =>
  (await w.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json()
    .data as MailOutboxEntry[];
const subjects = async (to: string) => {
  await w.app.jobs.idle();
  return (await outbox(to)).map((m) => m.subject);
};
/** The confirmation link's token in the `nth` confirmation mail to `to` (the latest, once it has come). */
const linkOf = async (to: string, nth = 1) => {
  const mails = await until(async () => {
    const list = (await outbox(to)).filter((m) => m.subject.startsWith('【确认邮箱】'));
    return list.length >= nth && list;
  }, `confirmation mail ${nth} to ${to}`);
  return /[?&]confirm=([\w-]{43})/.exec(mails[0]!.text)![1]!;
};
const view = async (me: Me) =>
  (await call(me, 'GET', '/api/notification/email')).json().data as NotificationEmailView;
const send = (me: Me, email: string) => call(me, 'POST', '/api/notification/email', { email });
const changePassword = (me: Me, password: string, next: string) =>
  call(me, 'POST', '/api/user/modifyPassword', {
    oldPassword: password,
    password: next,
    confirmPassword: next,
  });

describe('a member’s receiving address', () => {
  it('gets no mail until the link mailed to it is confirmed; the link shows on GET and works once', async () => {
    const me = await buyerAuth(w.app);
    const to = `queren${me.buyer.id}@demo.example`;
    expect(await view(me)).toEqual({ email: '', confirmed: false, sentAt: '' });
    const bad = await send(me, 'not-an-address');
    expect([bad.statusCode, bad.json().msg]).toEqual([400, '请输入正确的邮箱']);

    const sent = await send(me, to);
    expect([sent.statusCode, sent.json().msg]).toEqual([
      200,
      `确认邮件已发送至 ${to}，请在 24 小时内打开邮件中的链接完成确认`,
    ]);
    expect(sent.json().data).toMatchObject({ email: to, confirmed: false });
    expect(sent.json().data.sentAt).not.toBe('');
    const token = await linkOf(to);
    expect((await outbox(to))[0]!.text).toContain(
      `您正在将 ${to} 设为工业品商城账号 ${me.buyer.username} 的通知接收邮箱`,
    );

    // Not confirmed: even a password change (安全, always mailed) reaches nobody; the page only shows.
    expect((await changePassword(me, me.buyer.password, 'Next@12345')).json().code).toBe(200);
    const seen = await call(null, 'GET', `/api/email-confirm/${token}`);
    expect(seen.json().data).toMatchObject({ email: to, username: me.buyer.username });
    expect(await subjects(to)).toEqual(['【确认邮箱】请确认您的通知接收邮箱']);
    expect((await view(me)).confirmed).toBe(false);

    // Another signed-in member can't use it; the mailbox's owner can, once.
    const other = await buyerAuth(w.app);
    expect((await call(other, 'POST', `/api/email-confirm/${token}`)).statusCode).toBe(403);
    const done = await call(null, 'POST', `/api/email-confirm/${token}`);
    expect([done.statusCode, done.json().msg]).toEqual([
      200,
      `邮箱 ${to} 已确认，今后的通知邮件将发送到此邮箱`,
    ]);
    const twice = await call(null, 'POST', `/api/email-confirm/${token}`);
    expect([twice.statusCode, twice.json().msg]).toEqual([410, '此确认链接已使用过，邮箱已确认']);
    expect((await call(null, 'GET', '/api/email-confirm/not-a-token')).statusCode).toBe(404);
    expect(await view(me)).toEqual({ email: to, confirmed: true, sentAt: '' });
    const same = await send(me, to);
    expect([same.statusCode, same.json().msg]).toEqual([400, '该邮箱已确认，无需再次确认']);

    // Confirmed: the next password change is mailed.
    expect((await changePassword(me, 'Next@12345', 'Next@23456')).json().code).toBe(200);
    expect(await subjects(to)).toContain('【安全提醒】您的登录密码已修改');
  });

  it('sends one mail a minute under concurrent clicks; a newer mail, an expiry or a changed profile address ends a link', async () => {
    const me = await buyerAuth(w.app);
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `${x}${me.buyer.id}@demo.example`);
    const tries = await Promise.all(Array.from({ length: 5 }, () => send(me, a!)));
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(tries.find((r) => r.statusCode === 429)!.json().msg).toMatch(
      /^确认邮件发送过于频繁，请 \d+ 秒后再试$/,
    );
    const first = await linkOf(a!);
    expect(await subjects(a!)).toHaveLength(1);

    // A minute later, another address: the first link is superseded.
    shift += 61_000;
    expect((await send(me, b!)).statusCode).toBe(200);
    const second = await linkOf(b!);
    const superseded = await call(null, 'GET', `/api/email-confirm/${first}`);
    expect([superseded.statusCode, superseded.json().msg]).toEqual([
      410,
      '此确认链接已失效：接收邮箱已更改或已重新发送确认邮件，请使用最新的邮件',
    ]);
    // A day later it has expired.
    shift += 24 * 3600_000 + 1000;
    const expired = await call(null, 'POST', `/api/email-confirm/${second}`);
    expect([expired.statusCode, expired.json().msg]).toEqual([
      410,
      '此确认链接已过期（24 小时内有效），请在通知设置中重新发送确认邮件',
    ]);
    const fresh = await loginBuyer(w.app, me.buyer.username, me.buyer.password);
    const again: Me = { headers: { authorization: `Bearer ${fresh.accessToken}` } };
    expect((await send(again, b!)).statusCode).toBe(200);
    const third = await linkOf(b!, 2);
    expect((await call(null, 'POST', `/api/email-confirm/${third}`)).statusCode).toBe(200);
    expect(await view(again)).toMatchObject({ email: b, confirmed: true });

    // 个人资料 changes the address: it is not confirmed any more.
    expect((await call(again, 'POST', '/api/user/modifyUserInfo', { email: c })).json().code).toBe(200);
    expect(await view(again)).toEqual({ email: c, confirmed: false, sentAt: '' });
  });
});
