import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { until } from '../../testing/webhook-receiver.fixture';
import { call, must } from '../../testing/company.fixture';
import { useWorld } from '../../testing/world';
import { approvingCompany, deliveriesOf, notificationWorld, robotPlatforms } from './robot-receiver.fixture';

const secrets = {
  wecomKey: 'wecom-key-7f3a9c2e-1b4d',
  dingtalk: 'SECd1n9741k5ecret0123456789',
  feishu: 'fe1shu-secret-0123456789',
};
const w = useWorld(async () => ({
  ...(await notificationWorld()),
  platforms: await robotPlatforms(secrets),
}));
afterAll(() => w.platforms?.close());

type Robot = { id: number; webhookHint: string; hasSecret: boolean };
const addRobot = (who: { headers: Record<string, string> }, body: object) =>
  must(w.app)<Robot>(who, 'POST', '/api/company/notification-robots', body);

/** A robot's deliveries once the newest has `status`. */
const newestIs = (robotId: number, status: string, what: string) =>
  until(async () => {
    const rows = await deliveriesOf(w.app, { robotId });
    return rows[0]?.status === status && rows;
  }, what);

describe('group robots', () => {
  it('posts a waiting purchase request to each platform, signed as the platform checks it', async () => {
    const s = await approvingCompany(w.app, w.op);
    const admin = s.company.admin;
    const events = ['approval.waiting'];
    const wecom = await addRobot(admin, {
      platform: 'wecom',
      name: '采购群',
      webhookUrl: w.platforms.urls.wecom,
      events,
    });
    const ding = await addRobot(admin, {
      platform: 'dingtalk',
      name: '审批群',
      webhookUrl: w.platforms.urls.dingtalk,
      secret: secrets.dingtalk,
      events,
    });
    const feishu = await addRobot(admin, {
      platform: 'feishu',
      name: '飞书群',
      webhookUrl: w.platforms.urls.feishu,
      secret: secrets.feishu,
      events,
    });
    const quiet = await addRobot(admin, {
      platform: 'wecom',
      name: '不订阅',
      webhookUrl: w.platforms.urls.wecom,
      events: [],
    });

    // Never shown again: the list has a masked URL and whether a secret is set; the table holds neither in clear.
    const list = await must(w.app)<Record<string, unknown>[]>(
      admin,
      'GET',
      '/api/company/notification-robots',
    );
    expect(list).toHaveLength(4);
    expect(JSON.stringify(list)).not.toContain(secrets.dingtalk);
    expect(JSON.stringify(list)).not.toContain(secrets.wecomKey);
    expect(wecom.webhookHint).toMatch(/\?key=weco\*\*\*\*$/);
    expect([ding.hasSecret, wecom.hasSecret]).toEqual([true, false]);
    const stored = JSON.stringify(
      await w.app.db.db.execute(
        sql`select webhook_enc, secret_enc from notification_robots where owner_id = ${s.company.id}`,
      ),
    );
    for (const plain of [secrets.dingtalk, secrets.feishu, secrets.wecomKey, '127.0.0.1'])
      expect(stored).not.toContain(plain);

    const before = w.platforms.posts.length;
    const requestNo = await s.submit();
    await until(async () => w.platforms.posts.length >= before + 3, 'three robot posts');
    const posts = w.platforms.posts.slice(before);
    expect(posts.map((p) => [p.platform, p.accepted]).sort()).toEqual([
      ['dingtalk', true],
      ['feishu', true],
      ['wecom', true],
    ]);
    const byPlatform = Object.fromEntries(posts.map((p) => [p.platform, p.body]));
    expect(JSON.stringify(byPlatform.wecom)).toContain(requestNo);
    expect(byPlatform.dingtalk).toMatchObject({
      msgtype: 'markdown',
      markdown: { title: expect.stringContaining(requestNo) },
    });
    expect(byPlatform.feishu).toMatchObject({ msg_type: 'interactive' });
    expect(JSON.stringify(byPlatform.feishu)).toContain('¥125.00');
    for (const robot of [wecom, ding, feishu])
      await until(
        async () => (await deliveriesOf(w.app, { robotId: robot.id }))[0]?.status === 'sent',
        'sent',
      );
    expect(await deliveriesOf(w.app, { robotId: quiet.id })).toEqual([]);
    expect((await deliveriesOf(w.app, { robotId: ding.id }))[0]).toMatchObject({
      event: 'approval.waiting',
      channel: 'dingtalk',
      target: '审批群',
      attempts: 1,
    });
  });

  it('answers a test message with the platform’s verdict, its refusal in its own words', async () => {
    const s = await approvingCompany(w.app, w.op);
    const good = await addRobot(s.company.admin, {
      platform: 'feishu',
      name: '飞书群',
      webhookUrl: w.platforms.urls.feishu,
      secret: secrets.feishu,
    });
    const bad = await addRobot(s.company.admin, {
      platform: 'dingtalk',
      name: '错密钥',
      webhookUrl: w.platforms.urls.dingtalk,
      secret: 'SECwrong',
    });
    const c = call(w.app);
    const sent = await c(s.company.admin, 'POST', `/api/company/notification-robots/${good.id}/test`);
    expect(sent.json()).toMatchObject({ msg: '测试消息已发送', data: { sent: true, error: '' } });
    const refused = await c(s.company.admin, 'POST', `/api/company/notification-robots/${bad.id}/test`);
    expect(refused.json().data).toEqual({ sent: false, error: '钉钉：310000 sign not match' });
  });

  it('keeps another company’s robots out of reach (404) and robots for 管理员 only (403)', async () => {
    const mine = await approvingCompany(w.app, w.op);
    const theirs = await approvingCompany(w.app, w.op);
    const robot = await addRobot(theirs.company.admin, {
      platform: 'wecom',
      name: '他们的群',
      webhookUrl: w.platforms.urls.wecom,
    });
    const c = call(w.app);
    for (const [method, path] of [
      ['POST', `/api/company/notification-robots/${robot.id}/test`],
      ['DELETE', `/api/company/notification-robots/${robot.id}`],
    ] as const) {
      const res = await w.app.inject({ method, url: path, headers: mine.company.admin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('机器人不存在');
    }
    expect(await must(w.app)(mine.company.admin, 'GET', '/api/company/notification-robots')).toEqual([]);
    const member = await c(mine.buyer, 'GET', '/api/company/notification-robots');
    expect(member.statusCode).toBe(403);
    const bad = await c(mine.company.admin, 'POST', '/api/company/notification-robots', {
      platform: 'wecom',
      name: '',
      webhookUrl: 'ftp://x',
    });
    expect(bad.statusCode).toBe(400);
    const unparsable = await c(mine.company.admin, 'POST', '/api/company/notification-robots', {
      platform: 'feishu',
      name: '飞书群',
      webhookUrl: 'http://y~]l',
    });
    expect(unparsable.statusCode).toBe(400);
    expect(unparsable.json().msg).toContain('Webhook 地址格式不正确');
    // Still there for its owner, then deleted.
    const gone = await w.app.inject({
      method: 'DELETE',
      url: `/api/company/notification-robots/${robot.id}`,
      headers: theirs.company.admin.headers,
    });
    expect(gone.json().msg).toBe('机器人已删除');
  });
});

describe('delivery retries', () => {
  it('retries a failing post with backoff: sent on the third try, or failed with the platform’s error', async () => {
    const flaky = await robotPlatforms(secrets, 2);
    try {
      const s = await approvingCompany(w.app, w.op);
      const events = ['approval.waiting'];
      const ok = await addRobot(s.company.admin, {
        platform: 'dingtalk',
        name: '偶尔超时',
        webhookUrl: flaky.urls.dingtalk,
        secret: secrets.dingtalk,
        events,
      });
      await s.submit();
      const [sent] = await newestIs(ok.id, 'sent', 'the flaky robot to take the post');
      expect(sent).toMatchObject({
        status: 'sent',
        attempts: 3,
        lastError: expect.stringContaining('HTTP 500'),
      });
      expect(flaky.posts.filter((p) => p.accepted)).toHaveLength(1);

      const t = await approvingCompany(w.app, w.op);
      const wrong = await addRobot(t.company.admin, {
        platform: 'dingtalk',
        name: '密钥已换',
        webhookUrl: flaky.urls.dingtalk,
        secret: 'SECrotated',
        events,
      });
      await t.submit();
      const [failed] = await newestIs(wrong.id, 'failed', 'the refused robot to end failed');
      expect(failed).toMatchObject({ attempts: 3, lastError: '钉钉：310000 sign not match', sentAt: null });
    } finally {
      await flaky.close();
    }
  });
});
