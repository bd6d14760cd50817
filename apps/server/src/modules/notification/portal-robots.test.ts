import { afterAll, describe, expect, it } from 'vitest';
import { ordersOfTwoSellers, openShop, portalStaff, useShopWorld } from '../../testing/shop.fixture';
import { markPaid } from '../../testing/trade.fixture';
import { until } from '../../testing/webhook-receiver.fixture';
import { deliveriesOf, robotPlatforms } from './robot-receiver.fixture';

// 商家后台 → 消息通知: a shop's 店铺管理员 connects the shop's group robots; other shops and other roles can't.

const w = useShopWorld();
const base = '/api/portal/notification-robots';
const secrets = {
  wecomKey: 'shop-wecom-key-0123456789',
  dingtalk: 'SECshop0123456789',
  feishu: 'shop-feishu-0123456789',
};
// The shop world keeps real time, and so does the platform.
const receiver = robotPlatforms(secrets, 0, () => new Date());
afterAll(async () => (await receiver).close());
const grants = () => ({ categoryIds: [w.facts.cats[0]!.first], brandIds: [w.facts.brands[0]!.id] });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
  w.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

describe('shop robots', () => {
  it('adds, tries and deletes the shop’s robots; another shop gets 404 and other roles 403', async () => {
    const { urls } = await receiver;
    const shop = await openShop(w.app, w.ops, grants());
    const other = await openShop(w.app, w.ops, grants());
    const added = await call('POST', base, shop.headers, {
      platform: 'dingtalk',
      name: '订单组',
      webhookUrl: urls.dingtalk,
      secret: secrets.dingtalk,
    });
    expect(added.statusCode, added.body).toBe(200);
    const robot = added.json().data as { id: number; hasSecret: boolean };
    expect(robot.hasSecret).toBe(true);
    expect(added.body).not.toContain(secrets.dingtalk);
    const tried = await call('POST', `${base}/${robot.id}/test`, shop.headers);
    expect(tried.json().data).toEqual({ sent: true, error: '' });

    // Company events are not a shop's to take.
    const foreignEvent = await call('POST', base, shop.headers, {
      platform: 'wecom',
      name: '审批',
      webhookUrl: urls.wecom,
      events: ['approval.waiting'],
    });
    expect(foreignEvent.statusCode).toBe(400);
    expect(foreignEvent.json().msg).toBe('店铺机器人不能订阅：采购申请待审批');

    for (const [method, url] of [
      ['POST', `${base}/${robot.id}/test`],
      ['DELETE', `${base}/${robot.id}`],
    ] as const) {
      const res = await call(method, url, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('机器人不存在');
    }
    expect((await call('GET', base, other.headers)).json().data).toEqual([]);
    const goods = await portalStaff(w.app, shop.headers, {
      username: `goods${Date.now() % 1e6}`,
      name: '商品专员',
      role: '商品',
    });
    expect((await call('GET', base, goods)).statusCode).toBe(403);

    expect((await call('DELETE', `${base}/${robot.id}`, shop.headers)).json().msg).toBe('机器人已删除');
    expect((await call('GET', base, shop.headers)).json().data).toEqual([]);
  });

  it('posts the shop’s new order and new after-sales request to its robot that took them', async () => {
    const { urls, posts } = await receiver;
    const two = await ordersOfTwoSellers(w.app, { ops: w.ops, goods: w.goods }, w.facts);
    const added = await call('POST', base, two.shop.headers, {
      platform: 'wecom',
      name: '订单群',
      webhookUrl: urls.wecom,
      events: ['shop.order', 'shop.afs'],
    });
    const robot = added.json().data as { id: number };
    const ok = async (url: string, headers: object, body: object) => {
      const res = await call('POST', url, headers, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    await markPaid(w.app, two.own);
    await ok('/api/portal/order/accept', two.shop.headers, { orderNo: two.own });
    await ok('/api/portal/order/ship', two.shop.headers, {
      orderNo: two.own,
      carrier: '顺丰速运',
      trackingNo: 'SF1400123450077',
    });
    await ok('/api/order/confirmReceipt', two.buyer.headers, { orderNo: two.own });
    const detail = await ok('/api/order/detail', two.buyer.headers, { orderNo: two.own });
    const afs = (await ok('/api/afs/apply', two.buyer.headers, {
      orderNo: two.own,
      orderLineId: detail.lines[0].id,
      type: 1,
      quantity: 1,
      reason: '商品质量问题',
    })) as { afsNo: string };
    await w.app.jobs.add('notification.outbox', {});
    await w.app.jobs.idle();
    const told = await until(async () => {
      const rows = await deliveriesOf(w.app, { robotId: robot.id });
      return rows.length === 2 && rows.every((r) => r.status === 'sent') && rows;
    }, 'two shop posts');
    expect(told.map((d) => d.event).sort()).toEqual(['shop.afs', 'shop.order']);
    const bodies = posts.map((p) => JSON.stringify(p.body));
    expect(bodies.some((b) => b.includes(`【新订单】${two.own}`))).toBe(true);
    expect(bodies.some((b) => b.includes(`【售后申请】${afs.afsNo}`))).toBe(true);
    // The platform's (自营) order of the same payment is no shop's news.
    expect(bodies.some((b) => b.includes(`【新订单】${two.platformOrder}`))).toBe(false);
  });
});
