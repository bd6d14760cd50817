import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailOutboxEntry } from '@mall/shared';
import { buyerAuth, latestSmsCode, passCaptcha } from '../../testing/accounts';
import { until } from '../../testing/webhook-receiver.fixture';
import { useWorld } from '../../testing/world';
import { deliveriesOf, notificationWorld } from './robot-receiver.fixture';
import { switchOff } from './preferences/preferences.fixture';

// security.password (issue 49): the owner hears that his password changed, by mail, even with every switch
// off (安全 can't be), and even in his quiet hours.

const w = useWorld(() => notificationWorld());

const outbox = async (to: string) =>
  (await w.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json()
    .data as MailOutboxEntry[];
/** The mails to `to`, once there is one. */
const firstMail = (to: string, what: string) =>
  until(async () => {
    const list = await outbox(to);
    return list.length > 0 && list;
  }, what);
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'POST', url, payload, headers });

async function buyerWithMail() {
  const me = await buyerAuth(w.app);
  const to = `anquan${me.buyer.id}@demo.example`;
  await w.app.db.db.execute(
    sql`update users set email = ${to}, email_confirmed_at = now() where id = ${me.buyer.id}`,
  );
  return { ...me, to };
}

describe('a password change, told to the account’s owner', () => {
  it('mails a change made with the old password; 安全 mail can’t be switched off', async () => {
    const me = await buyerWithMail();
    const off = await switchOff(w.app, me, 'security');
    expect(off.statusCode).toBe(400);
    const changed = await post(
      '/api/user/modifyPassword',
      { oldPassword: me.buyer.password, password: 'Next@12345', confirmPassword: 'Next@12345' },
      me.headers,
    );
    expect(changed.json().code).toBe(200);
    const [mail] = await firstMail(me.to, 'the security mail');
    expect(mail!.subject).toBe('【安全提醒】您的登录密码已修改');
    expect(mail!.text).toContain(`账号：${me.buyer.username}`);
    expect(mail!.text).toContain('方式：输入原密码后修改');
    expect(mail!.text).toContain('/user-info?tab=security');
    // The row is marked 已发送 just after the mail left (with BullMQ, in another process's time): wait for it.
    await expect
      .poll(async () => {
        const [row] = await deliveriesOf(w.app, { userId: me.buyer.id, channel: 'email' });
        return row && { event: row.event, status: row.status };
      })
      .toEqual({ event: 'security.password', status: 'sent' });
    // 安全 goes out of the site only: no 站内信 (whoever took the account over reads its message centre).
    expect(await deliveriesOf(w.app, { userId: me.buyer.id, channel: 'inbox' })).toEqual([]);
  });

  it('mails a reset by SMS code; a refused change tells nothing', async () => {
    const me = await buyerWithMail();
    const wrong = await post(
      '/api/user/modifyPassword',
      { oldPassword: 'nope', password: 'Next@12345', confirmPassword: 'Next@12345' },
      me.headers,
    );
    expect(wrong.json().code).toBe(1002);
    await passCaptcha(w.app, me.buyer.mobile);
    await post('/api/user/sendNotLoginSms', {
      phoneNumbers: me.buyer.mobile,
      smsWebNotLoginTemplateEnum: 'WEB_RESET_PWD',
    });
    const code = await latestSmsCode(w.app, me.buyer.mobile);
    const reset = await post('/api/user/updatePassword', {
      mobile: me.buyer.mobile,
      code,
      password: 'New@123456',
      confirmPassword: 'New@123456',
    });
    expect(reset.json().code).toBe(200);
    const [mail] = await firstMail(me.to, 'the reset mail');
    expect(mail!.text).toContain('方式：短信验证后重置');
    await w.app.jobs.idle();
    expect(await outbox(me.to)).toHaveLength(1);
  });
});
