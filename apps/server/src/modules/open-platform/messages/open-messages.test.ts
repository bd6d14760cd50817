import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_CODE } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/build-test-app';
import { must, type Who } from '../../../testing/company.fixture';
import { openCall, openParty, type OpenParty } from '../../../testing/open-platform.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { until, webhookReceiver } from '../../../testing/webhook-receiver.fixture';
import { verifySignature } from '@mall/open-sdk';

// Messages both ways: what happens to a company's orders (and to the catalogue it buys from) reaches its app
// through the pull queue and through signed webhook deliveries, retried when the receiver fails, and an
// endpoint failing for three days is switched off. Nothing of one company reaches another's app.

let app: TestApp;
let op: Who;
let clock = Date.now();
let a: OpenParty;
let b: OpenParty;
let sku: { id: number; productId: number };

type Message = { id: number; type: string; data: Record<string, unknown> };

async function fanOut() {
  await app.jobs.add('open.messages', {});
  await app.jobs.idle();
}

async function pull(p: OpenParty, query = ''): Promise<Message[]> {
  const res = await openCall(app, p, 'GET', `/open/v1/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Message[];
}

beforeAll(async () => {
  app = await buildCatalogueApp(40, {
    env: { OPEN_WEBHOOK_BACKOFF_MS: '20', OPEN_WEBHOOK_ATTEMPTS: '4' },
    more: { now: () => new Date(clock) },
  });
  op = await operatorAuth(app);
  [a, b] = [await openParty(app, op), await openParty(app, op)];
  [sku] = (await queryRows<{ id: number; productId: number }>(
    app.db.db,
    sql`select k.id, k.product_id as "productId" from skus k join products p on p.id = k.product_id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 20
          and p.merchant_id = 0
        order by k.id limit 1`,
  )) as [{ id: number; productId: number }];
  // What happened before the apps existed (the seed) is not theirs to hear.
  await fanOut();
  for (const p of [a, b]) {
    const old = await pull(p, '?size=100');
    if (old.length) await openCall(app, p, 'POST', '/open/v1/messages/ack', { ids: old.map((m) => m.id) });
  }
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('open platform messages', () => {
  it('tells the app of its order by pull and by a signed webhook, retried after the receiver fails twice', async () => {
    const hook = await webhookReceiver(2);
    const registered = await openCall(app, a, 'POST', '/open/v1/webhooks', {
      url: hook.url,
      types: ['order.status', 'order.shipped', 'order.delivered'],
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { webhook, secret } = registered.json().data as { webhook: { id: number }; secret: string };
    expect(secret).toMatch(/^whsec_/);

    const placed = (
      await openCall(app, a, 'POST', '/open/v1/orders', {
        idempotencyKey: randomUUID(),
        poNumber: 'PO-MSG-1',
        addressId: a.addressId,
        items: [{ skuId: sku.id, quantity: 1 }],
      })
    ).json().data as { id: number; orders: { orderNo: string }[] };
    const orderNo = placed.orders[0]!.orderNo;
    await openCall(app, a, 'POST', `/open/v1/orders/${placed.id}/confirm`);
    const ok = must(app);
    await ok(op, 'POST', '/api/admin/order/accept', { orderNo });
    await ok(op, 'POST', '/api/admin/order/ship', { orderNo, carrier: '顺丰速运', trackingNo: 'SF998877' });
    await ok(a.company.admin, 'POST', '/api/order/confirmReceipt', { orderNo });
    await fanOut();

    // The pull queue: the order's moves in order, with what each needs.
    const messages = (await pull(a)).filter((m) => m.data.orderNo === orderNo);
    expect(messages.map((m) => [m.type, m.data.toStatus])).toEqual([
      ['order.status', 1],
      ['order.status', 2],
      ['order.shipped', 4],
      ['order.delivered', 5],
    ]);
    expect(messages[2]!.data).toMatchObject({
      poNumber: 'PO-MSG-1',
      statusText: '待收货',
      carrier: '顺丰速运',
      trackingNo: 'SF998877',
    });
    const ack = await openCall(app, a, 'POST', '/open/v1/messages/ack', { ids: messages.map((m) => m.id) });
    expect(ack.json().data).toEqual({ acked: 4 });
    expect((await pull(a)).filter((m) => m.data.orderNo === orderNo)).toEqual([]);
    // Acknowledging again changes nothing.
    const again = await openCall(app, a, 'POST', '/open/v1/messages/ack', { ids: [messages[0]!.id] });
    expect(again.json().data).toEqual({ acked: 0 });

    // The webhook: every message tried three times (500, 500, 200), each try signed over its body.
    const delivered = await until(async () => {
      const ok3 = messages.every((m) => hook.seen.filter((s) => s.messageId === String(m.id)).length === 3);
      return ok3 && hook.seen;
    }, 'three tries of each message');
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const s of delivered) {
      // The SDK's check, as a receiver runs it.
      expect(verifySignature(secret, s.signature, s.body, { nowSeconds })).toBe(true);
      const forged = s.body.replace('PO-MSG-1', 'PO-MSG-2');
      expect(verifySignature(secret, s.signature, forged, { nowSeconds })).toBe(false);
      expect(verifySignature('whsec_other', s.signature, s.body, { nowSeconds })).toBe(false);
      expect(verifySignature(secret, s.signature, s.body, { nowSeconds: nowSeconds + 301 })).toBe(false);
    }
    const shippedBody = delivered.find((s) => s.messageId === String(messages[2]!.id))!.body;
    expect(JSON.parse(shippedBody)).toMatchObject({ id: messages[2]!.id, type: 'order.shipped' });
    expect(delivered.filter((s) => s.messageId === String(messages[0]!.id)).map((s) => s.attempt)).toEqual([
      '1',
      '2',
      '3',
    ]);

    const log = await until(async () => {
      const rows = (await openCall(app, a, 'GET', `/open/v1/webhooks/${webhook.id}/deliveries`)).json()
        .data as { state: string; attempts: number; lastStatus: number; messageId: number }[];
      return rows.length === 4 && rows.every((r) => r.state === 'delivered') && rows;
    }, 'four delivered deliveries');
    expect(log.map((r) => [r.attempts, r.lastStatus])).toEqual(Array(4).fill([3, 200]));

    // Replay sends one again.
    const replayed = await openCall(
      app,
      a,
      'POST',
      `/open/v1/webhooks/deliveries/${(log[0] as unknown as { id: number }).id}/replay`,
    );
    expect(replayed.statusCode, replayed.body).toBe(200);
    await until(async () => hook.seen.length === 13, 'the replayed delivery');
    await hook.close();
  });

  it('lets no app see, acknowledge or replay what is another company’s', async () => {
    const theirs = await pull(a, '?size=100');
    const mine = await pull(b, '?size=100');
    const aOrders = new Set(theirs.map((m) => m.data.orderNo).filter(Boolean));
    expect(mine.some((m) => aOrders.has(m.data.orderNo))).toBe(false);
    const [hook] = (await openCall(app, a, 'GET', '/open/v1/webhooks')).json().data as { id: number }[];
    const [delivery] = await queryRows<{ id: number }>(
      app.db.db,
      sql`select id from open_deliveries where webhook_id = ${hook!.id} limit 1`,
    );
    for (const [method, url] of [
      ['GET', `/open/v1/webhooks/${hook!.id}/deliveries`],
      ['POST', `/open/v1/webhooks/${hook!.id}/enable`],
      ['DELETE', `/open/v1/webhooks/${hook!.id}`],
      ['POST', `/open/v1/webhooks/deliveries/${delivery!.id}/replay`],
    ] as const) {
      const res = await openCall(app, b, method, url);
      expect([res.statusCode, res.json().code], url).toEqual([404, OPEN_CODE.NOT_FOUND]);
    }
    if (theirs.length) {
      const ack = await openCall(app, b, 'POST', '/open/v1/messages/ack', { ids: theirs.map((m) => m.id) });
      expect(ack.json().data).toEqual({ acked: 0 });
      expect((await pull(a, '?size=100')).length).toBe(theirs.length);
    }
  });

  it('tells every app of a list price change, and only the company of its agreement price', async () => {
    await app.db.db.execute(sql`update skus set price_fen = price_fen + 100 where id = ${sku.id}`);
    await app.db.db
      .execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
      values (${a.company.id}, ${sku.id}, ${sku.productId}, 1234, '2026-01-01', '2030-12-31')`);
    await fanOut();
    const prices = async (p: OpenParty) =>
      (await pull(p, '?type=price.changed&size=100')).filter((m) => m.data.skuId === sku.id);
    const forA = await prices(a);
    const forB = await prices(b);
    expect(forA.map((m) => m.data.agreementPriceFen ?? null)).toEqual([null, 1234]);
    expect(forB.map((m) => m.data.agreementPriceFen ?? null)).toEqual([null]);
    expect(forB[0]!.data).toMatchObject({ skuId: sku.id, priceFen: expect.any(Number) });
    const bad = await openCall(app, a, 'GET', '/open/v1/messages?type=nothing');
    expect([bad.statusCode, bad.json().code]).toEqual([400, OPEN_CODE.BAD_REQUEST]);
    expect(bad.json().msg).toContain('消息类型不正确');
  });

  it('switches an endpoint off after three days of failing and tells the app’s member', async () => {
    const hook = await webhookReceiver(1_000);
    const { webhook } = (
      await openCall(app, b, 'POST', '/open/v1/webhooks', { url: hook.url, types: ['price.changed'] })
    ).json().data as { webhook: { id: number } };
    await app.db.db.execute(sql`update skus set price_fen = price_fen + 1 where id = ${sku.id}`);
    await fanOut();
    const failed = await until(async () => {
      const rows = (await openCall(app, b, 'GET', `/open/v1/webhooks/${webhook.id}/deliveries`)).json()
        .data as { id: number; state: string; attempts: number; lastStatus: number }[];
      return rows[0]?.state === 'failed' && rows[0];
    }, 'a failed delivery');
    expect([failed.attempts, failed.lastStatus]).toEqual([4, 500]);
    let [listed] = (await openCall(app, b, 'GET', '/open/v1/webhooks')).json().data as {
      status: string;
      failingSince: string | null;
    }[];
    expect(listed).toMatchObject({ status: 'active', failingSince: expect.any(String) });

    clock += 3 * 24 * 3600_000 + 60_000;
    await openCall(app, b, 'POST', `/open/v1/webhooks/deliveries/${failed.id}/replay`);
    await until(async () => {
      [listed] = (await openCall(app, b, 'GET', '/open/v1/webhooks')).json().data;
      return listed!.status === 'disabled';
    }, 'the endpoint switched off');
    expect(listed).toMatchObject({ disabledReason: '连续 3 天投递失败，已自动停用' });
    const [notice] = await queryRows<{ title: string }>(
      app.db.db,
      sql`select title from system_messages where user_id = ${b.company.admin.id} order by id desc limit 1`,
    );
    expect(notice!.title).toContain('消息推送地址已停用');
    const enabled = await openCall(app, b, 'POST', `/open/v1/webhooks/${webhook.id}/enable`);
    expect(enabled.json().data).toMatchObject({ status: 'active', failingSince: null });
    await hook.close();
  });

  it('switches off an endpoint failing for three days though nothing more is tried, and tells the app’s member', async () => {
    const c = await openParty(app, op);
    const hook = await webhookReceiver(Infinity);
    const { webhook } = (
      await openCall(app, c, 'POST', '/open/v1/webhooks', { url: hook.url, types: ['order.status'] })
    ).json().data as { webhook: { id: number } };
    const placed = await openCall(app, c, 'POST', '/open/v1/orders', {
      idempotencyKey: randomUUID(),
      poNumber: 'PO-MSG-SWEEP',
      addressId: c.addressId,
      items: [{ skuId: sku.id, quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await fanOut();
    type Delivery = { id: number; state: string; attempts: number };
    const deliveries = async () =>
      (await openCall(app, c, 'GET', `/open/v1/webhooks/${webhook.id}/deliveries`)).json().data as Delivery[];
    // Every try failed (the receiver always answers 500) and the retries are over.
    const tried = await until(async () => {
      const rows = await deliveries();
      return rows.length > 0 && rows.every((d) => d.state === 'failed') && rows;
    }, 'the retries to end');
    const posts = hook.seen.length;
    expect(posts).toBe(tried.reduce((n, d) => n + d.attempts, 0));
    const endpoint = async () =>
      ((await openCall(app, c, 'GET', '/open/v1/webhooks')).json().data as { status: string }[])[0];
    const notices = async () =>
      (
        await queryRows<{ title: string }>(
          app.db.db,
          sql`select title from system_messages where user_id = ${c.company.admin.id}
              and title like '%消息推送地址已停用%'`,
        )
      ).length;
    const sweep = async () => {
      await app.jobs.add('open.messages-prune', {});
      await app.jobs.idle();
    };

    // A minute short of three days since the first failure: left on.
    clock += 3 * 24 * 3600_000 - 60_000;
    await sweep();
    expect(await endpoint()).toMatchObject({ status: 'active', failingSince: expect.any(String) });
    expect(await notices()).toBe(0);
    // Three days on, with no success since: switched off and its owner told, with no new try.
    clock += 2 * 60_000;
    await sweep();
    expect(await endpoint()).toMatchObject({
      status: 'disabled',
      disabledReason: '连续 3 天投递失败，已自动停用',
    });
    expect(await notices()).toBe(1);
    expect(hook.seen).toHaveLength(posts);
    expect(await deliveries()).toEqual(tried);
    // Once is enough.
    await sweep();
    expect(await notices()).toBe(1);
    await hook.close();
  });

  it('shows the endpoints and their deliveries to the company’s 管理员 and to operators, not to another company', async () => {
    const ok = must(app);
    const hooks = await ok<{ id: number; url: string }[]>(
      a.company.admin,
      'GET',
      `/api/company/open-apps/${a.appId}/webhooks`,
    );
    expect(hooks.length).toBe(1);
    const log = await ok<{ id: number; state: string; type: string }[]>(
      a.company.admin,
      'GET',
      `/api/company/open-apps/${a.appId}/webhooks/${hooks[0]!.id}/deliveries`,
    );
    expect(log.length).toBeGreaterThanOrEqual(4);
    expect(log.every((d) => d.type.startsWith('order.'))).toBe(true);
    // Another company's 管理员 is told the app does not exist, for every call.
    for (const [method, url] of [
      ['GET', `/api/company/open-apps/${a.appId}/webhooks`],
      ['GET', `/api/company/open-apps/${a.appId}/webhooks/${hooks[0]!.id}/deliveries`],
      ['POST', `/api/company/open-apps/${a.appId}/deliveries/${log[0]!.id}/replay`],
      ['POST', `/api/company/open-apps/${a.appId}/webhooks/${hooks[0]!.id}/enable`],
      // Their own app with a's endpoint or delivery: not found either.
      ['GET', `/api/company/open-apps/${b.appId}/webhooks/${hooks[0]!.id}/deliveries`],
      ['POST', `/api/company/open-apps/${b.appId}/deliveries/${log[0]!.id}/replay`],
    ] as const) {
      const res = await app.inject({ method, url, headers: b.company.admin.headers });
      expect(res.statusCode, url).toBe(404);
    }
    // An operator sees any app's and may replay (audited).
    const seen = await ok<{ id: number }[]>(op, 'GET', `/api/admin/open-apps/${a.appId}/webhooks`);
    expect(seen.map((h) => h.id)).toEqual([hooks[0]!.id]);
    await ok(op, 'POST', `/api/admin/open-apps/${a.appId}/deliveries/${log[0]!.id}/replay`);
    const [audit] = await queryRows<{ action: string }>(
      app.db.db,
      sql`select action from audit_log where target_type = 'open_delivery' order by id desc limit 1`,
    );
    expect(audit!.action).toBe('重新推送开放平台消息');
  });

  it('passes over a personal buyer’s order (no company) and goes on with the next events', async () => {
    await app.db.db.execute(sql`insert into domain_events (type, subject_id, data)
      values ('order.status', 999999, '{"orderNo":"P-1","toStatus":2,"fromStatus":1}'::jsonb)`);
    await app.db.db.execute(sql`update skus set price_fen = price_fen + 1 where id = ${sku.id}`);
    await fanOut();
    const heard = (await pull(a, '?type=price.changed&size=100')).filter((m) => m.data.skuId === sku.id);
    expect(heard.length).toBeGreaterThan(0);
    expect((await pull(a, '?size=100')).some((m) => m.data.orderNo === 'P-1')).toBe(false);
  });

  it('refuses an app without the messages scope', async () => {
    const narrow = await openParty(app, op, ['orders']);
    const res = await openCall(app, narrow, 'GET', '/open/v1/messages');
    expect([res.statusCode, res.json().code]).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
  });
});
