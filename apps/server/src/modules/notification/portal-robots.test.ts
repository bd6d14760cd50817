import { afterAll, describe, expect, it } from 'vitest';
import { openShop, portalStaff, useShopWorld } from '../../testing/shop.fixture';
import { robotPlatforms } from './robot-receiver.fixture';

// 商家后台 → 消息通知: a shop's 店铺管理员 connects the shop's group robots; other shops and other roles can't.

const w = useShopWorld();
const base = '/api/portal/notification-robots';
const secrets = {
  wecomKey: 'shop-wecom-key-0123456789',
  dingtalk: 'SECshop0123456789',
  feishu: 'shop-feishu-0123456789',
};
const receiver = robotPlatforms(secrets);
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
});
