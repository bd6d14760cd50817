import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyerDetail, BuyerListPage } from '@mall/shared';
import { buyerAuth, loginBuyer, operatorAuth, passCaptcha } from '../../../testing/accounts';
import { lastAudit } from '../../../testing/audit';
import { useTestApp } from '../../../testing/world';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { addAddress, caller, placeOrder, type Who } from '../../../testing/trade.fixture';

// Buyers in the console: list, detail, disable (sessions revoked at once, login refused) and enable.

const w = useTestApp();
let call: ReturnType<typeof caller>;
let ops: Who;
let a: Awaited<ReturnType<typeof buyerAuth>>;
let b: Awaited<ReturnType<typeof buyerAuth>>;

beforeAll(async () => {
  call = caller(w.app);
  await seedShopBasics(w.app.db.db);
  await makeProduct(w.app.db.db, { id: 901, priceFen: 1500 });
  [ops, a, b] = await Promise.all([
    operatorAuth(w.app, '运营'),
    buyerAuth(w.app, { mobile: '13911112222' }),
    buyerAuth(w.app),
  ]);
  const addr = await addAddress(w.app, a);
  await placeOrder(w.app, a, addr, [{ skuId: 9011, quantity: 2 }]);
  await placeOrder(w.app, a, addr, [{ skuId: 9011, quantity: 1 }]);
});

const passwordLogin = async (username: string, password: string) => {
  await passCaptcha(w.app, username);
  return w.app.inject({
    method: 'POST',
    url: '/api/oauth/login',
    payload: { grant_type: 'password', username, password },
  });
};

describe('buyers in the console', () => {
  it('lists buyers by username, mobile or company and status', async () => {
    const page = async (body: object) =>
      (await call(ops, 'POST', '/api/admin/buyer/list', body)).json().data as BuyerListPage;
    expect((await page({ keyword: a.buyer.username })).list.map((u) => u.id)).toEqual([a.buyer.id]);
    expect((await page({ keyword: '1391111' })).list.map((u) => u.id)).toEqual([a.buyer.id]);
    expect((await page({ keyword: '测试机电' })).total).toBe(2);
    expect((await page({ status: 0 })).total).toBe(0);
    expect((await page({})).list[0]).toMatchObject({
      status: 1,
      statusLabel: '正常',
      mobile: expect.any(String),
    });
  });

  it('shows a buyer with counts and latest orders; unknown id → 404', async () => {
    const res = await call(ops, 'POST', '/api/admin/buyer/detail', { id: a.buyer.id });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as BuyerDetail;
    expect(d.profile).toMatchObject({
      id: a.buyer.id,
      username: a.buyer.username,
      companyName: '测试机电有限公司',
    });
    expect(d.counts).toMatchObject({ orders: 2, orderAmount: '45.00', invoices: 0, afs: 0, addresses: 1 });
    expect(d.orders).toHaveLength(2);
    expect(d.orders[0]).toMatchObject({ statusLabel: '待接单', buyer: { id: a.buyer.id } });
    expect(d.orders[0]).not.toHaveProperty('lines');
    const other = (await call(ops, 'POST', '/api/admin/buyer/detail', { id: b.buyer.id })).json().data;
    expect(other.counts.orders).toBe(0);
    const none = await call(ops, 'POST', '/api/admin/buyer/detail', { id: 999999 });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe('买家不存在');
  });

  it('disabling ends every session at once and refuses login; enabling restores login', async () => {
    const second = await loginBuyer(w.app, a.buyer.username, a.buyer.password);
    expect((await call(a, 'POST', '/api/user/getUserInfo')).statusCode).toBe(200);
    const off = await call(ops, 'POST', '/api/admin/buyer/setStatus', { id: a.buyer.id, enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ msg: '已停用', data: { status: 0, statusLabel: '已停用' } });
    // Both sessions' access tokens stop on the next call; refresh tokens are revoked.
    expect((await call(a, 'POST', '/api/user/getUserInfo')).statusCode).toBe(401);
    const secondHeaders = { headers: { authorization: `Bearer ${second.accessToken}` } };
    expect((await call(secondHeaders, 'POST', '/api/user/getUserInfo')).statusCode).toBe(401);
    const basic = `Basic ${Buffer.from(`web:${w.app.env.WEB_CLIENT_SECRET}`).toString('base64')}`;
    const refreshed = await w.app.inject({
      method: 'GET',
      url: `/api/oauth/getOauthToken?grant_type=refresh_token&refresh_token=${a.tokens.refreshToken}`,
      headers: { authorization: basic },
    });
    expect(refreshed.statusCode).toBe(401);
    const refused = await passwordLogin(a.buyer.username, a.buyer.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('账号已被停用，请联系客服');
    // Another buyer is untouched.
    expect((await call(b, 'POST', '/api/user/getUserInfo')).statusCode).toBe(200);

    const audit = await lastAudit(w.app, 'buyer.disable', a.buyer.id);
    expect(audit).toMatchObject({ targetType: 'buyer', role: '运营' });
    expect(audit.before).toMatchObject({ status: 1, username: a.buyer.username });
    expect(audit.after).toMatchObject({ status: 0 });

    const on = await call(ops, 'POST', '/api/admin/buyer/setStatus', { id: a.buyer.id, enabled: true });
    expect(on.json().data.status).toBe(1);
    expect((await passwordLogin(a.buyer.username, a.buyer.password)).statusCode).toBe(200);
    expect((await lastAudit(w.app, 'buyer.enable', a.buyer.id)).after).toMatchObject({ status: 1 });
  });

  it('checks the body and refuses roles outside the buyers area', async () => {
    const bad = await call(ops, 'POST', '/api/admin/buyer/setStatus', { id: a.buyer.id });
    expect(bad.statusCode).toBe(400);
    const fin = await operatorAuth(w.app, '财务');
    const res = await call(fin, 'POST', '/api/admin/buyer/setStatus', { id: a.buyer.id, enabled: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('当前角色没有此操作的权限');
    expect((await call(b, 'POST', '/api/admin/buyer/list', {})).statusCode).toBe(403);
  });
});
