import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_CODE } from '@mall/shared';
import { verifySignature } from '@mall/open-sdk';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/build-test-app';
import { openCall, openParty, type OpenParty } from '../../../testing/open-platform.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { shopApp } from '../../../testing/shop-app.fixture';
import { until, webhookReceiver } from '../../../testing/webhook-receiver.fixture';
import { catalogueFacts, openShop, ordersOfTwoSellers, portalStaff } from '../../../testing/shop.fixture';

// A shop's app hears of its own shop only: the orders of its lines (whoever bought them) and their
// after-sales, its products' shelf and stock, its statements — by pull and by signed webhook. The shop's
// 店铺管理员 sees the app's endpoints and deliveries in the portal and may replay one; another shop, a staff
// member of another role and a company's app see none of it.

type Headers = Record<string, string>;
type Message = { id: number; type: string; data: Record<string, unknown> };
type ShopApp = Awaited<ReturnType<typeof shopApp>>;

let app: TestApp;
let op: Awaited<ReturnType<typeof operatorAuth>>;
let two: Awaited<ReturnType<typeof ordersOfTwoSellers>>;
let other: Awaited<ReturnType<typeof openShop>>;
let a: ShopApp;
let b: ShopApp;
/** Shop A's second app: messages, products and settlements only (no orders, after-sales or stock). */
let narrow: ShopApp;
let company: OpenParty;
let companyOrderNo: string;

async function fanOut() {
  await app.jobs.add('open.messages', {});
  await app.jobs.idle();
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function ok<T>(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object): Promise<T> {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

async function pull(p: { headers: Headers }, query = '?size=100'): Promise<Message[]> {
  return ok<Message[]>('GET', `/open/v1/messages${query}`, p.headers);
}

beforeAll(async () => {
  app = await buildCatalogueApp(40, { env: { OPEN_WEBHOOK_BACKOFF_MS: '20', OPEN_WEBHOOK_ATTEMPTS: '3' } });
  op = await operatorAuth(app);
  const ops = (await operatorAuth(app, '运营')).headers;
  const goods = (await operatorAuth(app, '商品')).headers;
  const facts = await catalogueFacts(app);
  // Shop A's order beside the platform's own, of one checkout by a personal buyer (no company).
  two = await ordersOfTwoSellers(app, { ops, goods }, facts);
  other = await openShop(app, ops, { categoryIds: [facts.cats[0]!.first], brandIds: [facts.brands[0]!.id] });
  company = await openParty(app, op);
  // What happened before the apps existed is not theirs to hear.
  await fanOut();
  a = await shopApp(app, two.shop.headers);
  b = await shopApp(app, other.headers);
  narrow = await shopApp(app, two.shop.headers, ['messages', 'products', 'settlements'], '店铺小程序');
  for (const p of [a, b, narrow]) expect(await pull(p)).toEqual([]);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** The shop's order accepted and shipped in the portal, received by the buyer, and an after-sales request. */
async function lifeOfTheShopsOrder(orderNo: string) {
  await ok('POST', '/api/portal/order/accept', two.shop.headers, { orderNo });
  await ok('POST', '/api/portal/order/ship', two.shop.headers, {
    orderNo,
    carrier: '顺丰速运',
    trackingNo: 'SF5566778899',
  });
  await ok('POST', '/api/order/confirmReceipt', two.buyer.headers, { orderNo });
  await app.db.db.execute(sql`update orders set pay_status = 2, paid_at = now() where order_no = ${orderNo}`);
  const info = await ok<{ lines: { orderLineId: number }[] }>(
    'POST',
    '/api/afs/applyInfo',
    two.buyer.headers,
    {
      orderNo,
    },
  );
  return ok<{ afsNo: string }>('POST', '/api/afs/apply', two.buyer.headers, {
    orderNo,
    orderLineId: info.lines[0]!.orderLineId,
    type: 2,
    quantity: 1,
    reason: '商品质量问题',
  });
}

describe('a shop app’s messages', () => {
  it('pulls its order’s moves, after-sales, shelf, stock and statement, and is pushed them signed', async () => {
    const hook = await webhookReceiver();
    const registered = await ok<{ webhook: { id: number }; secret: string }>(
      'POST',
      '/open/v1/webhooks',
      a.headers,
      { url: hook.url, types: [] },
    );
    const own = two.own;
    const skuId = two.product.skus[0]!.id;
    // The platform's own order of the same checkout moves too: no shop's business.
    await ok('POST', '/api/admin/order/accept', op.headers, { orderNo: two.platformOrder });
    // A company's own order through its app: the company's business alone.
    const placed = await ok<{ id: number; orders: { orderNo: string }[] }>(
      'POST',
      '/open/v1/orders',
      { authorization: `Bearer ${company.token}` },
      {
        idempotencyKey: randomUUID(),
        poNumber: 'PO-SHOP-MSG',
        addressId: company.addressId,
        items: [{ skuId: two.platformSku, quantity: 1 }],
      },
    );
    companyOrderNo = placed.orders[0]!.orderNo;
    const { afsNo } = await lifeOfTheShopsOrder(own);
    // Low, then out of stock through the merchant API, off shelf in the portal, and the month's statement.
    for (const stock of [6, 4, 0]) {
      const left = await ok<{ updated: number }>('POST', '/open/v1/merchant/stock/update', a.headers, {
        items: [{ skuId, stock }],
      });
      expect(left.updated).toBe(1);
    }
    await ok('POST', '/api/portal/catalogue/product/shelf', two.shop.headers, {
      ids: [two.product.id],
      onShelf: false,
    });
    const period = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    await ok('POST', '/api/admin/settlement/generate', op.headers, { period, merchantId: two.shop.shopId });
    await fanOut();

    const heard = await pull(a);
    const orderMoves = heard.filter((m) => m.data.orderNo === own && m.type.startsWith('order.'));
    expect(orderMoves.map((m) => [m.type, m.data.toStatus])).toEqual([
      ['order.status', 2],
      ['order.shipped', 4],
      ['order.delivered', 5],
    ]);
    expect(orderMoves[1]!.data).toMatchObject({
      orderNo: own,
      statusText: '待收货',
      carrier: '顺丰速运',
      trackingNo: 'SF5566778899',
    });
    expect(heard.find((m) => m.type === 'afs.status')!.data).toMatchObject({ afsNo, orderNo: own });
    // Told as its level changes (告急 at 10 or less, then 无货), not at every count: 6 → 4 says nothing.
    const stockMoves = heard.filter((m) => m.type === 'stock.changed').map((m) => m.data);
    expect(stockMoves).toEqual([
      { skuId, productId: two.product.id, areaCode: '0000', inStock: true, level: 'low', quantity: 6 },
      { skuId, productId: two.product.id, areaCode: '0000', inStock: false, level: 'out', quantity: 0 },
    ]);
    expect(heard.find((m) => m.type === 'product.shelf')!.data).toMatchObject({
      productId: two.product.id,
      onShelf: false,
    });
    const [statement] = await queryRows<{ id: number; statement_no: string }>(
      app.db.db,
      sql`select id, statement_no from settlements where merchant_id = ${two.shop.shopId} and period = ${period}`,
    );
    expect(heard.find((m) => m.type === 'settlement.ready')!.data).toMatchObject({
      settlementId: Number(statement!.id),
      statementNo: statement!.statement_no,
      period,
      status: 1,
      payableFen: expect.any(Number),
    });
    // Nothing but its own shop's: no platform order, no company order, nothing else.
    expect(heard.map((m) => m.type).sort()).toEqual(
      [
        'afs.status',
        'order.delivered',
        'order.shipped',
        'order.status',
        'product.shelf',
        'settlement.ready',
        'stock.changed',
        'stock.changed',
      ].sort(),
    );

    // The narrow app hears only what its scopes cover (no orders, after-sales or stock).
    expect((await pull(narrow)).map((m) => m.type).sort()).toEqual(['product.shelf', 'settlement.ready']);
    // Another shop hears nothing; the company's app hears its own order, nothing of the shop's.
    expect(await pull(b)).toEqual([]);
    const companyHeard = await openCall(app, company, 'GET', '/open/v1/messages?size=100');
    const theirs = companyHeard.json().data as Message[];
    expect(theirs.some((m) => m.data.orderNo === companyOrderNo)).toBe(true);
    expect(theirs.some((m) => m.data.orderNo === own || m.type === 'settlement.ready')).toBe(false);

    // Each message pushed once, signed with the endpoint's secret.
    const pushed = await until(async () => hook.seen.length >= heard.length && hook.seen, 'the deliveries');
    expect(pushed.map((s) => Number(s.messageId)).sort((x, y) => x - y)).toEqual(heard.map((m) => m.id));
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const s of pushed) {
      expect(verifySignature(registered.secret, s.signature, s.body, { nowSeconds })).toBe(true);
      expect(verifySignature('whsec_other', s.signature, s.body, { nowSeconds })).toBe(false);
    }
    await until(async () => {
      const log = await ok<{ state: string }[]>(
        'GET',
        `/open/v1/webhooks/${registered.webhook.id}/deliveries`,
        a.headers,
      );
      return log.length === heard.length && log.every((d) => d.state === 'delivered');
    }, 'every delivery delivered');

    // Acknowledged, they leave the queue; another shop's app acknowledges none of them.
    const ids = heard.map((m) => m.id);
    expect(await ok('POST', '/open/v1/messages/ack', b.headers, { ids })).toEqual({ acked: 0 });
    expect(await ok('POST', '/open/v1/messages/ack', a.headers, { ids })).toEqual({ acked: ids.length });
    expect(await pull(a)).toEqual([]);
    await hook.close();
  });

  it('shows the shop’s 店铺管理员 the endpoints and deliveries, pages them and replays one', async () => {
    const base = `/api/portal/open-apps/${a.appId}`;
    const hooks = await ok<{ id: number; url: string; status: string }[]>(
      'GET',
      `${base}/webhooks`,
      two.shop.headers,
    );
    expect(hooks).toEqual([expect.objectContaining({ status: 'active', types: [], disabledReason: '' })]);
    // The same answer as the app's own call.
    expect(await ok('GET', '/open/v1/webhooks', a.headers)).toEqual(hooks);
    const hookId = hooks[0]!.id;
    const log = await ok<
      { id: number; webhookId: number; messageId: number; state: string; type: string; attempts: number }[]
    >('GET', `${base}/webhooks/${hookId}/deliveries`, two.shop.headers);
    // One for each message the test before heard (eight: the stock's two levels among them).
    expect(log.length).toBe(8);
    expect(log.every((d) => d.webhookId === hookId && d.state === 'delivered' && d.attempts === 1)).toBe(
      true,
    );
    expect(log.map((d) => d.id)).toEqual([...log.map((d) => d.id)].sort((x, y) => y - x));
    const older = await ok<{ id: number }[]>(
      'GET',
      `${base}/webhooks/${hookId}/deliveries?before=${log[2]!.id}`,
      two.shop.headers,
    );
    expect(older.map((d) => d.id)).toEqual(log.slice(3).map((d) => d.id));

    const hook = await webhookReceiver();
    await app.db.db.execute(sql`update open_webhooks set url = ${hook.url} where id = ${hookId}`);
    const replayed = await call('POST', `${base}/deliveries/${log[0]!.id}/replay`, two.shop.headers);
    expect(replayed.json()).toMatchObject({ code: 200, msg: '已重新推送', data: null });
    expect(await until(async () => hook.seen.length === 1 && hook.seen, 'the replayed post')).toEqual([
      expect.objectContaining({ messageId: String(log[0]!.messageId) }),
    ]);
    // Logged once the answer is in (a moment after the receiver has the post).
    await until(async () => {
      const [again] = await ok<{ id: number; attempts: number; state: string }[]>(
        'GET',
        `${base}/webhooks/${hookId}/deliveries`,
        two.shop.headers,
      );
      return again?.id === log[0]!.id && again.attempts === 2 && again.state === 'delivered';
    }, 'the replay logged');
    await hook.close();
  });

  it('tells another shop, its own app and staff of other roles nothing of the shop’s apps', async () => {
    const [hook] = await ok<{ id: number }[]>(
      'GET',
      `/api/portal/open-apps/${a.appId}/webhooks`,
      two.shop.headers,
    );
    const [delivery] = await ok<{ id: number }[]>(
      'GET',
      `/api/portal/open-apps/${a.appId}/webhooks/${hook!.id}/deliveries`,
      two.shop.headers,
    );
    const calls = (appId: number) =>
      [
        ['GET', `/api/portal/open-apps/${appId}/webhooks`],
        ['GET', `/api/portal/open-apps/${appId}/webhooks/${hook!.id}/deliveries`],
        ['POST', `/api/portal/open-apps/${appId}/deliveries/${delivery!.id}/replay`],
        ['POST', `/api/portal/open-apps/${appId}/webhooks/${hook!.id}/enable`],
      ] as const;
    // Another shop's administrator: A's app, or his own app with A's endpoint and delivery, is not found.
    for (const [method, url] of [...calls(a.appId), ...calls(b.appId).slice(1)]) {
      const res = await call(method, url, other.headers);
      expect(res.statusCode, url).toBe(404);
    }
    // A company's app id under the portal: not a shop's app.
    const res = await call('GET', `/api/portal/open-apps/${company.appId}/webhooks`, two.shop.headers);
    expect(res.statusCode).toBe(404);
    // A 商品 staff member of the same shop, a buyer and a company's 管理员: refused by the portal's guard.
    const staff = await portalStaff(app, two.shop.headers, {
      username: `goods${Date.now().toString(36).slice(-5)}`,
      name: '商品专员',
      role: '商品',
    });
    for (const headers of [staff, two.buyer.headers, company.company.admin.headers]) {
      const refused = await call('GET', `/api/portal/open-apps/${a.appId}/webhooks`, headers);
      expect(refused.statusCode).toBe(403);
    }
    // The company's side does not answer for a shop's app either.
    const viaCompany = await call(
      'GET',
      `/api/company/open-apps/${a.appId}/webhooks`,
      company.company.admin.headers,
    );
    expect(viaCompany.statusCode).toBe(404);
    // Another shop's app on the app's own calls: not found.
    for (const [method, url] of [
      ['GET', `/open/v1/webhooks/${hook!.id}/deliveries`],
      ['POST', `/open/v1/webhooks/deliveries/${delivery!.id}/replay`],
      ['DELETE', `/open/v1/webhooks/${hook!.id}`],
    ] as const) {
      const refused = await call(method, url, b.headers);
      expect([refused.statusCode, refused.json().code], url).toEqual([404, OPEN_CODE.NOT_FOUND]);
    }
  });

  it('switches a shop app’s failing endpoint off and tells the shop in its notices', async () => {
    const hook = await webhookReceiver(Infinity);
    const { webhook } = await ok<{ webhook: { id: number } }>('POST', '/open/v1/webhooks', narrow.headers, {
      url: hook.url,
      types: ['product.shelf'],
    });
    await ok('POST', '/api/portal/catalogue/product/shelf', two.shop.headers, {
      ids: [two.product.id],
      onShelf: true,
    });
    await fanOut();
    const base = `/api/portal/open-apps/${narrow.appId}`;
    const failed = await until(async () => {
      const [d] = await ok<{ id: number; state: string; attempts: number; lastStatus: number }[]>(
        'GET',
        `${base}/webhooks/${webhook.id}/deliveries`,
        two.shop.headers,
      );
      return d?.state === 'failed' && d;
    }, 'a failed delivery');
    expect([failed.attempts, failed.lastStatus]).toEqual([3, 500]);
    // Failing for more than three days: the next try switches it off.
    await app.db.db.execute(
      sql`update open_webhooks set failing_since = now() - interval '4 days' where id = ${webhook.id}`,
    );
    await ok('POST', `${base}/deliveries/${failed.id}/replay`, two.shop.headers);
    const listed = await until(async () => {
      const [h] = await ok<{ status: string; disabledReason: string }[]>(
        'GET',
        `${base}/webhooks`,
        two.shop.headers,
      );
      return h?.status === 'disabled' && h;
    }, 'the endpoint switched off');
    expect(listed.disabledReason).toBe('连续 3 天投递失败，已自动停用');
    const notices = await queryRows<{ merchant_id: number; title: string; link: string }>(
      app.db.db,
      sql`select merchant_id, title, link from merchant_notices where title like '%消息推送地址已停用%'`,
    );
    expect(notices).toEqual([
      { merchant_id: two.shop.shopId, title: expect.stringContaining('店铺小程序'), link: '/open-apps' },
    ]);
    // No buyer's 站内信: the app's acting account is the shop's staff, not a buyer.
    const [{ n }] = (await queryRows<{ n: number }>(
      app.db.db,
      sql`select count(*)::int as n from system_messages where title like '%消息推送地址已停用%'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    const enabled = await ok<{ status: string; failingSince: string | null }>(
      'POST',
      `${base}/webhooks/${webhook.id}/enable`,
      two.shop.headers,
    );
    expect(enabled).toMatchObject({ status: 'active', failingSince: null });
    await hook.close();
  });

  it('hears the review of its product: the reason of a rejection, then the approval', async () => {
    const id = two.product.id;
    const seen = new Set((await pull(narrow)).map((m) => m.id));
    const review = async (approve: boolean, reason = '') => {
      // The shop resubmitted it (the portal's 提交审核); an operator decides.
      await app.db.db.execute(sql`update products set review_status = 1, on_shelf = false where id = ${id}`);
      await ok('POST', '/api/admin/catalogue/product/review', op.headers, { id, approve, reason });
      // On PostgreSQL a fan-out may pass the event over for a moment (another session's transaction still
      // running, or the scheduled fan-out holding the outbox cursor): the next one takes it.
      const fresh = await until(async () => {
        await fanOut();
        const got = (await pull(narrow)).filter((m) => !seen.has(m.id) && m.type === 'product.review');
        return got.length > 0 && got;
      }, 'the review message');
      fresh.forEach((m) => seen.add(m.id));
      return fresh.map((m) => m.data);
    };
    expect(await review(false, '主图与商品不符，请更换')).toEqual([
      expect.objectContaining({
        productId: id,
        reviewStatus: 3,
        reviewStatusText: '已驳回',
        reason: '主图与商品不符，请更换',
      }),
    ]);
    expect(await review(true)).toEqual([
      expect.objectContaining({ productId: id, reviewStatus: 2, reviewStatusText: '已通过', reason: '' }),
    ]);
    // Another shop and a company's app hear nothing of it.
    expect((await pull(b)).some((m) => m.type === 'product.review')).toBe(false);
    const theirs = (await openCall(app, company, 'GET', '/open/v1/messages?size=100')).json()
      .data as Message[];
    expect(theirs.some((m) => m.type === 'product.review')).toBe(false);
  });

  it('refuses a shop app without the messages scope', async () => {
    const plain = await shopApp(app, two.shop.headers, ['orders'], '无消息');
    const res = await call('GET', '/open/v1/messages', plain.headers);
    expect([res.statusCode, res.json().code]).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
  });
});
