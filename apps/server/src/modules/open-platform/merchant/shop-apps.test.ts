import { describe, expect, it } from 'vitest';
import { OPEN_CODE, OPEN_MERCHANT_SCOPES, type AuditRecordPage } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { appHeaders, shopApp } from '../../../testing/shop-app.fixture';
import { openShop, portalStaff, useShopWorld } from '../../../testing/shop.fixture';

// 商家后台 → 开放接口: a shop's 店铺管理员 registers, changes, rotates and deletes the shop's apps; their
// tokens call the merchant API only, and stop when the shop is suspended.

const w = useShopWorld();
const base = '/api/portal/open-apps';
const input = (over: object = {}) => ({
  name: '星湖 ERP',
  scopes: [...OPEN_MERCHANT_SCOPES],
  ipAllowList: [],
  mode: 'sandbox',
  ...over,
});

const grants = () => ({ categoryIds: [w.facts.cats[0]!.first], brandIds: [w.facts.brands[0]!.id] });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  w.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const since = encodeURIComponent('2020-01-01T00:00:00+08:00');

describe('shop apps', () => {
  it('registers, lists, changes, rotates and deletes the shop’s apps; the secret is shown once', async () => {
    const shop = await openShop(w.app, w.ops, grants());
    const created = await call('POST', base, shop.headers, input());
    expect(created.statusCode, created.body).toBe(200);
    const { app, clientSecret } = created.json().data;
    expect(clientSecret).toMatch(/^ops_/);
    expect(app).toMatchObject({ scopes: [...OPEN_MERCHANT_SCOPES], agentUsername: shop.mobile });

    const list = await call('GET', base, shop.headers);
    expect(list.json().data).toHaveLength(1);
    expect(JSON.stringify(list.json().data)).not.toContain(clientSecret);

    // The token works on the merchant API and nowhere a company's app goes.
    const headers = await appHeaders(w.app, { clientId: app.clientId, clientSecret });
    const orders = await call('GET', `/open/v1/merchant/orders?since=${since}`, headers);
    expect(orders.statusCode, orders.body).toBe(200);
    const pool = await call('GET', '/open/v1/products', headers);
    expect([pool.statusCode, pool.json().code]).toEqual([403, OPEN_CODE.SCOPE_MISSING]);

    // A buyer's scope is not a shop's.
    const buyerScope = await call('POST', base, shop.headers, input({ scopes: ['prices'] }));
    expect(buyerScope.statusCode).toBe(400);
    expect(buyerScope.json().msg).toContain('权限不正确');

    // Narrowed scopes end its tokens at once.
    const changed = await call('PUT', `${base}/${app.id}`, shop.headers, input({ scopes: ['orders'] }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.scopes).toEqual(['orders']);
    const ended = await call('GET', `/open/v1/merchant/orders?since=${since}`, headers);
    expect([ended.statusCode, ended.json().code]).toEqual([401, OPEN_CODE.TOKEN_INVALID]);

    // Rotation without grace: the old secret stops, the new one works.
    const rotated = await call('POST', `${base}/${app.id}/rotate`, shop.headers, { graceHours: 0 });
    expect(rotated.statusCode, rotated.body).toBe(200);
    await expect(appHeaders(w.app, { clientId: app.clientId, clientSecret })).rejects.toThrow(/401/);
    const fresh = await appHeaders(w.app, {
      clientId: app.clientId,
      clientSecret: rotated.json().data.clientSecret,
    });
    expect((await call('GET', `/open/v1/merchant/orders?since=${since}`, fresh)).statusCode).toBe(200);

    const deleted = await call('DELETE', `${base}/${app.id}`, shop.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', base, shop.headers)).json().data).toEqual([]);
    const gone = await call('GET', `/open/v1/merchant/orders?since=${since}`, fresh);
    expect(gone.statusCode).toBe(401);

    // Each of the 店铺管理员's writes is in the console's 操作日志, named as the shop's other writes are.
    const admin = await operatorAuth(w.app, '超级管理员');
    const audit = await w.post('/api/admin/audit/list', admin.headers, {
      targetType: 'open_app',
      targetId: String(app.id),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const rows = (audit.json().data as AuditRecordPage).list;
    expect(rows.map((r) => r.action)).toEqual([
      'open_app.delete',
      'open_app.rotate',
      'open_app.update',
      'open_app.create',
    ]);
    for (const r of rows) {
      expect(r.role).toBe('商家');
      expect(r.operatorName).toMatch(new RegExp(`^商家${shop.shopId}:`));
    }
    expect(rows[2]).toMatchObject({
      summary: '修改开放平台应用「星湖 ERP」',
      before: { scopes: [...OPEN_MERCHANT_SCOPES] },
      after: { scopes: ['orders'] },
    });
    expect(rows[1]!.summary).toBe('更换开放平台应用「星湖 ERP」的密钥（旧密钥立即失效）');
    expect(audit.body).not.toContain(clientSecret);
  });

  it('keeps another shop’s apps out of reach (404), and refuses other roles, buyers and bad input', async () => {
    const a = await openShop(w.app, w.ops, grants());
    const b = await openShop(w.app, w.ops, grants());
    const { appId } = await shopApp(w.app, a.headers);
    for (const [method, url, body] of [
      ['PUT', `${base}/${appId}`, input({ name: '被改写' })],
      ['POST', `${base}/${appId}/rotate`, { graceHours: 0 }],
      ['DELETE', `${base}/${appId}`, undefined],
    ] as const) {
      const res = await call(method, url, b.headers, body);
      expect([res.statusCode, res.json().msg], `${method} ${url}`).toEqual([404, '应用不存在']);
    }
    expect((await call('GET', base, b.headers)).json().data).toEqual([]);
    expect((await call('GET', base, a.headers)).json().data[0].name).toBe('店铺 ERP');

    const goods = await portalStaff(w.app, a.headers, {
      username: `oa_${Date.now().toString(36)}`,
      name: '商品员',
      role: '商品',
    });
    const refused = await call('GET', base, goods);
    expect([refused.statusCode, refused.json().msg]).toEqual([403, '当前角色没有此操作的权限']);
    expect((await call('GET', base, (await buyerAuth(w.app)).headers)).statusCode).toBe(403);
    expect((await call('GET', base, {})).statusCode).toBe(401);

    const noName = await call('POST', base, a.headers, input({ name: '' }));
    expect([noName.statusCode, noName.json().msg]).toEqual([400, '请填写应用名称']);
    const badId = await call('DELETE', `${base}/abc`, a.headers);
    expect(badId.statusCode).toBe(400);
  });

  it('refuses the app of a suspended shop (40303)', async () => {
    const shop = await openShop(w.app, w.ops, grants());
    const { clientId, clientSecret } = await shopApp(w.app, shop.headers);
    const suspended = await w.post('/api/admin/shop/suspend', w.ops, {
      id: shop.shopId,
      suspend: true,
      reason: '资质过期',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const headers = await appHeaders(w.app, { clientId, clientSecret });
    const res = await call('GET', `/open/v1/merchant/orders?since=${since}`, headers);
    expect([res.statusCode, res.json().code]).toEqual([403, OPEN_CODE.APP_SUSPENDED]);
    expect(res.json().msg).toContain('店铺已停用');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
