import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailOutboxEntry } from '@mall/shared';
import { createBuyer, latestSmsCode, loginBuyer, passCaptcha } from '../../testing/accounts';
import { until } from '../../testing/webhook-receiver.fixture';
import { useWorld } from '../../testing/world';
import { deliveriesOf, notificationWorld } from './robot-receiver.fixture';
import { deviceOf } from './security-notices';
import { switchOff } from './preferences/preferences.fixture';

// security.signin (issue 49): a sign-in from an address the account never signed in from tells its owner by
// mail (安全: even with every switch off, even in quiet hours); the first sign-in ever and known addresses
// tell nothing; each new address is told once.

const w = useWorld(() => notificationWorld());

const outbox = async (to: string) =>
  (await w.app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json()
    .data as MailOutboxEntry[];
/** How many addresses identity remembers per buyer (auth/sign-in-addresses.ts). */
const KNOWN_ADDRESSES = 20;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/** A buyer with a confirmed address who never signed in. */
async function buyerWithMail() {
  const buyer = await createBuyer(w.app);
  const to = `denglu${buyer.id}@demo.example`;
  await w.app.db.db.execute(
    sql`update users set email = ${to}, email_confirmed_at = now() where id = ${buyer.id}`,
  );
  return { ...buyer, to };
}

const signIn = (b: { username: string; password: string }, ip: string) =>
  loginBuyer(w.app, b.username, b.password, ip);
/** The buyer's security.signin mail deliveries once every job ran (its 短信: sms-channel.test.ts). */
const signIns = async (userId: number, channel = 'email') => {
  await w.app.jobs.idle();
  return (await deliveriesOf(w.app, { userId, channel })).filter((d) => d.event === 'security.signin');
};

describe('a sign-in from a new address, told to the account’s owner', () => {
  it('tells nothing of the first sign-in ever, nor of a known address; mails a new one once', async () => {
    const b = await buyerWithMail();
    await signIn(b, '198.51.100.10');
    await signIn(b, '198.51.100.10');
    expect(await signIns(b.id)).toEqual([]);

    await passCaptcha(w.app, b.username, '203.0.113.77');
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      remoteAddress: '203.0.113.77',
      headers: { 'user-agent': CHROME },
      payload: { grant_type: 'password', username: b.username, password: b.password },
    });
    expect(res.statusCode).toBe(200);
    const mails = await until(async () => {
      const list = await outbox(b.to);
      return list.length > 0 && list;
    }, 'the sign-in mail');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('【安全提醒】您的账号在新的地址登录');
    expect(mails[0]!.text).toContain(`账号：${b.username}`);
    expect(mails[0]!.text).toContain('IP 地址：203.0.113.77');
    expect(mails[0]!.text).toContain('登录方式：密码登录');
    expect(mails[0]!.text).toContain('设备：Windows · Chrome');
    expect(mails[0]!.text).toContain('/user-info?tab=security');

    // Back at either known address: nothing more.
    await signIn(b, '203.0.113.77');
    await signIn(b, '198.51.100.10');
    const told = await signIns(b.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ channel: 'email', target: b.to, status: 'sent' });
    expect(await outbox(b.to)).toHaveLength(1);
  });

  it('mails an SMS sign-in from a new address even with every switch off; no mail without an address', async () => {
    const b = await buyerWithMail();
    const first = await signIn(b, '198.51.100.20');
    const headers = { authorization: `Bearer ${first.accessToken}` };
    expect((await switchOff(w.app, { headers }, 'security')).statusCode).toBe(400);
    for (const group of ['order', 'approval', 'statement'])
      expect((await switchOff(w.app, { headers }, group)).statusCode).toBe(200);

    const send = await w.app.inject({
      method: 'POST',
      url: '/api/oauth/sendSms',
      remoteAddress: '192.0.2.33',
      payload: { phoneNumbers: b.mobile, smsType: 1 },
    });
    expect(send.statusCode).toBe(200);
    const code = await latestSmsCode(w.app, b.mobile);
    await passCaptcha(w.app, b.mobile, '192.0.2.33');
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      remoteAddress: '192.0.2.33',
      payload: { grant_type: 'sms_code', mobile: b.mobile, code },
    });
    expect(res.statusCode).toBe(200);
    const told = await signIns(b.id);
    expect(told).toHaveLength(1);
    const [mail] = await outbox(b.to);
    expect(mail!.text).toContain('登录方式：短信验证码登录');
    expect(mail!.text).toContain('IP 地址：192.0.2.33');
    expect(mail!.text).toContain('设备：未知设备');

    // A buyer without an address on record gets no mail; his mobile the 短信.
    const plain = await createBuyer(w.app);
    await signIn(plain, '198.51.100.30');
    await signIn(plain, '198.51.100.31');
    expect(await signIns(plain.id)).toEqual([]);
    expect(await signIns(plain.id, 'sms')).toHaveLength(1);
  });

  it(`remembers the latest ${KNOWN_ADDRESSES} addresses: an older one is new again`, async () => {
    const b = await buyerWithMail();
    await w.app.db.db.execute(sql`update users set email = '' where id = ${b.id}`);
    for (let i = 0; i <= KNOWN_ADDRESSES; i++) await signIn(b, `100.64.0.${i + 1}`);
    const kept = (await w.app.db.db.execute(
      sql`select ip from login_addresses where user_id = ${b.id}`,
    )) as unknown as { rows: { ip: string }[] };
    expect(kept.rows).toHaveLength(KNOWN_ADDRESSES);
    expect(kept.rows.map((r) => r.ip)).not.toContain('100.64.0.1');
    await w.app.db.db.execute(sql`update users set email = ${b.to} where id = ${b.id}`);
    await signIn(b, `100.64.0.${KNOWN_ADDRESSES + 1}`);
    expect(await signIns(b.id)).toEqual([]);
    await signIn(b, '100.64.0.1');
    expect(await signIns(b.id)).toHaveLength(1);
  });

  it('names the system and browser of common user agents', () => {
    expect(deviceOf(CHROME)).toBe('Windows · Chrome');
    expect(
      deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605 MicroMessenger/8.0'),
    ).toBe('iOS · 微信');
    expect(deviceOf('curl/8.0')).toBe('未知设备');
  });
});
