import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { operatorAuth } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeProduct, seedShopBasics } from '../../testing/checkout.fixture';
import {
  addressOf,
  approvalMembers,
  checkoutBody,
  must,
  verifiedCompany,
  type TestCompany,
} from '../../testing/company.fixture';
import type { TestApp } from '../../testing/build-test-app';
import { tellOutbox } from '../../testing/trade.fixture';
import { useWorld } from '../../testing/world';
import type { MailOutboxEntry } from '@mall/shared';
import { PLATFORM_DEFAULTS, quietUntil } from './preferences';

/** What a platform made of one post: the platform, whether its check passed, and the body. */
export type Post = {
  platform: string;
  accepted: boolean;
  body: Record<string, unknown>;
  query: URLSearchParams;
};

/**
 * The three platforms' robot endpoints on 127.0.0.1, checking each request as the platform does:
 * - 企业微信 (/wecom/send?key=K): the key must be K; answers {errcode:0} or {errcode:93000};
 * - 钉钉 (/dingtalk/robot/send?access_token=T&timestamp=&sign=): sign = base64(HMAC-SHA256(secret,
 *   timestamp+"\n"+secret)), timestamp in ms within an hour; {errcode:0} or {errcode:310000,"sign not match"};
 * - 飞书 (/feishu/hook/T, body {timestamp, sign}): sign = base64(HMAC-SHA256(key timestamp+"\n"+secret, "")),
 *   timestamp in s within an hour; {code:0} or {code:19021,"sign match fail …"}.
 * `failFirst` answers HTTP 500 to that many posts before judging. The hour is judged by `now`, the clock
 * the app under test keeps (by default the daytime clock, which runs ahead of the wall clock when the suite
 * runs in China's quiet hours): in production the platform and the app share real time.
 */
export async function robotPlatforms(
  secrets: { wecomKey: string; dingtalk: string; feishu: string },
  failFirst = 0,
  now: () => Date = daytime(),
) {
  const posts: Post[] = [];
  let failures = failFirst;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://127.0.0.1');
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const json = (o: object) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(o));
      if (failures > 0) {
        failures--;
        return void res.writeHead(500).end('busy');
      }
      const platform = url.pathname.split('/')[1]!;
      let accepted: boolean;
      if (platform === 'wecom') {
        accepted = url.searchParams.get('key') === secrets.wecomKey && body.msgtype === 'markdown';
        json(accepted ? { errcode: 0, errmsg: 'ok' } : { errcode: 93000, errmsg: 'invalid webhook url' });
      } else if (platform === 'dingtalk') {
        const ts = url.searchParams.get('timestamp') ?? '';
        const want = createHmac('sha256', secrets.dingtalk)
          .update(`${ts}\n${secrets.dingtalk}`)
          .digest('base64');
        accepted = url.searchParams.get('sign') === want && Math.abs(now().getTime() - Number(ts)) < 3600_000;
        json(accepted ? { errcode: 0, errmsg: 'ok' } : { errcode: 310000, errmsg: 'sign not match' });
      } else {
        const ts = String(body.timestamp ?? '');
        const want = createHmac('sha256', `${ts}\n${secrets.feishu}`).update('').digest('base64');
        accepted = body.sign === want && Math.abs(now().getTime() / 1000 - Number(ts)) < 3600;
        json(
          accepted
            ? { code: 0, msg: 'success', data: {} }
            : { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' },
        );
      }
      posts.push({ platform, accepted, body, query: url.searchParams });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    posts,
    urls: {
      wecom: `${base}/wecom/send?key=${secrets.wecomKey}`,
      dingtalk: `${base}/dingtalk/robot/send?access_token=0123456789abcdef0123`,
      feishu: `${base}/feishu/hook/0123456789abcdef0123`,
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

/**
 * The app's clock for notification tests: real time, moved past the default quiet hours (22:00–08:00 in
 * China) when the run happens inside them, so that mail goes out at once whenever the suite runs.
 */
export function daytime(): () => Date {
  const held = quietUntil(new Date(), PLATFORM_DEFAULTS.quietHours);
  const shift = held ? held.getTime() - Date.now() + 30 * 60_000 : 0;
  return () => new Date(Date.now() + shift);
}

/**
 * A test app with quick retries (3 tries from 50 ms), product 7301 (¥125.00), and a 运营 operator; its clock
 * is `now` (by default the daytime clock).
 */
export async function notificationWorld(now: () => Date = daytime()) {
  const app = await buildTestApp({ NOTIFY_ATTEMPTS: '3', NOTIFY_BACKOFF_MS: '50' }, {}, { now });
  await seedShopBasics(app.db.db);
  await makeProduct(app.db.db, { id: 7301, priceFen: 12_500, stock: 1000 });
  const op = await operatorAuth(app, '运营');
  return { app, op: { headers: op.headers } };
}

/**
 * The file's notification world (see notificationWorld) on the clock `now`, with the robot platforms judging by
 * that clock, and its mail outbox (`outbox`, `tell`): built before its tests, closed after them.
 */
export function useRobotWorld(secrets: Parameters<typeof robotPlatforms>[0], now: () => Date = daytime()) {
  const w = useWorld(
    async () => ({ ...(await notificationWorld(now)), platforms: await robotPlatforms(secrets, 0, now) }),
    {
      /** The letters the dev mail outbox holds for `to`. */
      outbox: (to: string): Promise<MailOutboxEntry[]> => mailOutbox(w.app, to),
      /** Runs the outbox reader as its schedule does, and the deliveries it queued. */
      tell: (): Promise<void> => tellOutbox(w.app),
    },
  );
  afterAll(() => w.platforms?.close());
  return w;
}

/**
 * A verified company whose orders need one approver (with `email` on record, when given): the company, the
 * approver, and a 采购员 who submits requests (`submit()`: one of SKU 73011, answers the request number).
 */
export async function approvingCompany(app: TestApp, op: { headers: Record<string, string> }, email = '') {
  const ok = must(app);
  const company: TestCompany = await verifiedCompany(app, op);
  const { approver, buyer } = await approvalMembers(app, company);
  if (email) await confirmedEmail(app, approver.id, email);
  const addressId = await addressOf(app, buyer);
  const submit = async () =>
    (
      await ok<{ requestNo: string }>(
        buyer,
        'POST',
        '/api/company/requests/submit',
        checkoutBody(addressId, [{ skuId: 73011, quantity: 1 }]),
      )
    ).requestNo;
  return { company, approver, buyer, submit };
}

/**
 * The deliveries of a robot or a member (of one channel, when given), newest first; a member's message-centre
 * copies (站内信) only when `channel: 'inbox'` asks for them.
 */
export async function deliveriesOf(
  app: TestApp,
  where: { robotId?: number; userId?: number; channel?: string },
) {
  const who = where.robotId ? sql`robot_id = ${where.robotId}` : sql`user_id = ${where.userId!}`;
  const cond = where.channel
    ? sql`${who} and channel = ${where.channel}`
    : sql`${who} and channel <> 'inbox'`;
  const res = (await app.db.db.execute(
    sql`select id, event, channel, target, status, attempts, last_error as "lastError", sent_at as "sentAt"
        from notification_deliveries where ${cond} order by id desc`,
  )) as unknown as {
    rows: {
      id: number;
      event: string;
      channel: string;
      target: string;
      status: string;
      attempts: number;
      lastError: string;
      sentAt: string | null;
    }[];
  };
  return res.rows;
}

/** Gives the user `email` as a confirmed mail address. */
export async function confirmedEmail(app: TestApp, userId: number, email: string) {
  await app.db.db.execute(
    sql`update users set email = ${email}, email_confirmed_at = now() where id = ${userId}`,
  );
}

/** The letters the dev mail outbox holds for `to`. */
export async function mailOutbox(app: TestApp, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` });
  return res.json().data as MailOutboxEntry[];
}

export { tellOutbox };
