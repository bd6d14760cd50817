import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderShipments } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { freePort } from '../../../testing/free-port';
import { addAddress, caller, placeOrder, type Who } from '../../../testing/trade.fixture';
import { trackingTick } from '../../../testing/shipment.fixture';
import { Kuaidi100Tracker, KUAIDI100_POLL_URL, KUAIDI100_QUERY_URL, pushSign, querySign } from '.';
import {
  PUSH_SIGNED,
  QUERY_ANSWER,
  QUERY_NOT_FOUND,
  SUBSCRIBE_BAD_KEY,
  SUBSCRIBE_OK,
  SUBSCRIBE_REPEATED,
} from './tracking.fixture';

// Tracking: the sandbox carrier pushing through the signed callback, the callback's checks, and the 快递100
// adapter against recorded answers.

const SALT = 'tracking-test-salt';
let app: TestApp;
let call: ReturnType<typeof caller>;
let buyer: Who & { buyer: { id: number; username: string } };
let op: Who;
let addressId: number;

beforeAll(async () => {
  const port = await freePort();
  app = await buildTestApp({
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    SANDBOX_TRACKING_STEP_MS: '1',
    TRACKING_CALLBACK_SALT: SALT,
  });
  await app.listen({ port, host: '127.0.0.1' });
  call = caller(app);
  await seedShopBasics(app.db.db);
  await makeProduct(app.db.db, { id: 401, priceFen: 1000, stock: 1000 });
  [buyer, op] = await Promise.all([buyerAuth(app), operatorAuth(app, '运营')]);
  addressId = await addAddress(app, buyer);
});
afterAll(async () => {
  await app.close();
});

async function shippedOrder(trackingNo: string) {
  const { orderNo } = await placeOrder(app, buyer, addressId, [{ skuId: 4011, quantity: 1 }]);
  expect((await call(op, 'POST', '/api/admin/order/accept', { orderNo })).statusCode).toBe(200);
  const res = await call(op, 'POST', '/api/admin/order/ship', { orderNo, carrier: '顺丰速运', trackingNo });
  expect(res.statusCode, res.body).toBe(200);
  return orderNo;
}
const view = async (orderNo: string) =>
  (await call(buyer, 'POST', '/api/order/shipments', { orderNo })).json().data as OrderShipments;
const tick = () => trackingTick(app);
const push = (param: string, sign: string) =>
  app.inject({
    method: 'POST',
    url: '/api/fulfilment/tracking/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ param, sign }).toString(),
  });

describe('sandbox tracking', () => {
  it('walks a shipment 揽收 → 运输中 → 派送中 → 已签收 through the signed callback, one step a tick', async () => {
    const orderNo = await shippedOrder('SF1000000000001');
    const states: string[] = [];
    for (let i = 0; i < 5; i++) {
      await tick();
      states.push((await view(orderNo)).shipments[0]!.trackingState);
    }
    // Subscribed and first step on tick 1, then one step a tick; the last tick finds nothing left.
    expect(states).toEqual(['collected', 'in_transit', 'delivering', 'signed', 'signed']);
    const shipment = (await view(orderNo)).shipments[0]!;
    expect(shipment.events.map((e) => e.stateLabel)).toEqual(['揽收', '运输中', '派送中', '已签收']);
    expect(shipment.signedAt).not.toBeNull();
    // The buyer is told once as it goes out for delivery and once as it is signed (please receive): the
    // outbox's reader writes each 站内信 and queues each mail (as the buyer's preferences ask; held in quiet
    // hours, sent otherwise), and a second read adds nothing.
    await app.db.db.execute(
      sql`update users set email = 'track@demo.example', email_confirmed_at = now() where id = ${buyer.buyer.id}`,
    );
    const told = async () => {
      await app.jobs.add('notification.outbox', {});
      await app.jobs.idle();
      const rows = (await app.db.db.execute(
        sql`select event, channel, target from notification_deliveries
            where user_id = ${buyer.buyer.id} and event like 'shipment.%' order by id`,
      )) as unknown as { rows: { event: string; channel: string; target: string }[] };
      return rows.rows;
    };
    const delivered = [
      { event: 'shipment.delivering', channel: 'inbox', target: buyer.buyer.username },
      { event: 'shipment.delivering', channel: 'email', target: 'track@demo.example' },
      { event: 'shipment.signed', channel: 'inbox', target: buyer.buyer.username },
      { event: 'shipment.signed', channel: 'email', target: 'track@demo.example' },
    ];
    expect(await told()).toEqual(delivered);
    expect(await told()).toEqual(delivered);
    const list = (
      await call(buyer, 'POST', '/api/system-message/getMessageList', { type: 1, pageSize: 50 })
    ).json().data.list as { title: string; summary: string }[];
    const mine = list
      .filter((m) => m.summary.includes(orderNo) && /^(请验收|派送中)：/.test(m.title))
      .map((m) => m.title);
    expect(mine).toEqual([
      `请验收：订单 ${orderNo} 的包裹已签收`,
      `派送中：订单 ${orderNo} 的包裹（顺丰速运 SF1000000000001）`,
    ]);
    expect(list.find((m) => m.title.startsWith('派送中'))?.summary).toContain('运单号：SF1000000000001');
  });
});

describe('the tracking callback', () => {
  it('refuses a bad signature (401) or a malformed push (400), and stores a repeated push once', async () => {
    const orderNo = await shippedOrder('SF1234567890123');
    const param = JSON.stringify(PUSH_SIGNED);
    const bad = await push(param, pushSign(param, 'another-salt'));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().msg).toBe('签名错误');
    expect((await view(orderNo)).shipments[0]!.events).toEqual([]);
    const malformed = await push('{"lastResult":1}', pushSign('{"lastResult":1}', SALT));
    expect(malformed.statusCode).toBe(400);

    const good = await push(param, pushSign(param, SALT));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ result: true, returnCode: '200', message: '成功' });
    const once = (await view(orderNo)).shipments[0]!;
    // 疑难 is not a step of the timeline: four events, 已签收 at the pushed time.
    expect(once.events.map((e) => e.state)).toEqual(['collected', 'in_transit', 'delivering', 'signed']);
    expect(once.signedAt).toBe('2026-11-30T09:02:45.000Z');
    expect((await push(param, pushSign(param, SALT))).statusCode).toBe(200);
    expect((await view(orderNo)).shipments[0]).toEqual(once);

    const unknown = JSON.stringify({ lastResult: { ...PUSH_SIGNED.lastResult, nu: 'SF9999999999999' } });
    expect((await push(unknown, pushSign(unknown, SALT))).statusCode).toBe(404);
  });
});

describe('the 快递100 adapter, against recorded answers', () => {
  function recorded(answers: Record<string, unknown>) {
    const sent: { url: string; form: Record<string, string> }[] = [];
    const tracker = new Kuaidi100Tracker({
      key: 'KEY123',
      customer: 'CUST456',
      salt: SALT,
      post: async (url, form) => {
        sent.push({ url, form });
        return answers[url];
      },
    });
    return { tracker, sent };
  }

  it('subscribes with the documented form (schema json, param with callbackurl and salt)', async () => {
    const { tracker, sent } = recorded({ [KUAIDI100_POLL_URL]: SUBSCRIBE_OK });
    await tracker.subscribe('SF1234567890123', 'SF', 'https://mall.example.com/cb');
    expect(sent[0]!.form.schema).toBe('json');
    expect(JSON.parse(sent[0]!.form.param!)).toEqual({
      company: 'shunfeng',
      number: 'SF1234567890123',
      key: 'KEY123',
      parameters: { callbackurl: 'https://mall.example.com/cb', salt: SALT, resultv2: '1' },
    });
    await expect(
      recorded({ [KUAIDI100_POLL_URL]: SUBSCRIBE_REPEATED }).tracker.subscribe('SF1234567890123', 'SF', 'x'),
    ).resolves.toBeUndefined();
    await expect(
      recorded({ [KUAIDI100_POLL_URL]: SUBSCRIBE_BAD_KEY }).tracker.subscribe('SF1234567890123', 'SF', 'x'),
    ).rejects.toThrow('600');
    // 其他 has no 快递100 company: nothing is sent.
    const other = recorded({});
    await other.tracker.subscribe('ABC-123', 'OTHER', 'x');
    expect(other.sent).toEqual([]);
  });

  it('polls with the signed query and reads its events oldest first', async () => {
    const { tracker, sent } = recorded({ [KUAIDI100_QUERY_URL]: QUERY_ANSWER });
    const events = await tracker.poll('SF1234567890123', 'SF');
    const form = sent[0]!.form;
    expect(form.customer).toBe('CUST456');
    expect(form.sign).toBe(querySign(form.param!, 'KEY123', 'CUST456'));
    expect(JSON.parse(form.param!)).toEqual({ com: 'shunfeng', num: 'SF1234567890123', resultv2: '1' });
    expect(events.map((e) => [e.state, e.time.toISOString()])).toEqual([
      ['collected', '2026-11-29T10:30:00.000Z'],
      ['in_transit', '2026-11-30T00:05:11.000Z'],
      ['delivering', '2026-11-30T07:20:00.000Z'],
    ]);
    await expect(
      recorded({ [KUAIDI100_QUERY_URL]: QUERY_NOT_FOUND }).tracker.poll('SF1234567890123', 'SF'),
    ).rejects.toThrow('查询无结果');
  });
});
