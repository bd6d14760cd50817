import { describe, expect, it } from 'vitest';
import { OPEN_BUYER_SCOPES, OPEN_CODE } from '@mall/shared';
import { auditNames } from '../../../testing/audit';
import { openParty } from '../../../testing/open-platform.fixture';
import { appHeaders, shopApp } from '../../../testing/shop-app.fixture';
import { completeOrders, openShop, ordersOfTwoSellers, useShopWorld } from '../../../testing/shop.fixture';
import { applyReturn } from '../../../testing/trade.fixture';

// The merchant API's orders and after-sales: a shop's app reads, accepts and ships the shop's orders and
// handles their after-sales requests; another shop's app (and the shop's app on the platform's own orders)
// gets 404, a token without the scope 403, bad input a Chinese 400.

const w = useShopWorld();
const since = encodeURIComponent('2020-01-01T00:00:00+08:00');
type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => w.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  w.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const refusal = (res: { statusCode: number; json: () => { code: number; msg: string } }) => [
  res.statusCode,
  res.json().code,
];

/** Shop A's order (and the platform's beside it, one checkout), A's app, and shop B's app. */
async function world() {
  const two = await ordersOfTwoSellers(w.app, w, w.facts);
  const grants = { categoryIds: [w.facts.cats[0]!.first], brandIds: [w.facts.brands[0]!.id] };
  const other = await openShop(w.app, w.ops, grants);
  return { ...two, a: await shopApp(w.app, two.shop.headers), b: await shopApp(w.app, other.headers) };
}

describe('merchant API: orders', () => {
  it('lists and reads the shop’s own orders only, accepts and ships them', async () => {
    const { shop, own, platformOrder, product, a, b } = await world();
    const list = await get(`/open/v1/merchant/orders?since=${since}`, a.headers);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as { orderNo: string }[];
    expect(items.map((o) => o.orderNo)).toEqual([own]);
    expect(list.json().data.items[0]).toMatchObject({
      status: 1,
      statusText: '待接单',
      holdReason: '',
      shipment: null,
      lines: [{ skuId: product.skus[0]!.id, quantity: 2, priceFen: 8800, amountFen: 17600 }],
    });
    expect(list.json().data.items[0].receiver.contactName).toBeTruthy();
    // Paged by placement: a page of one, then nothing after it; a status filter; another shop sees none.
    const page = await get(`/open/v1/merchant/orders?since=${since}&size=1`, a.headers);
    const next = page.json().data.nextCursor as string;
    const after = await get(`/open/v1/merchant/orders?since=${since}&cursor=${next}`, a.headers);
    expect(after.json().data).toEqual({ items: [], nextCursor: null });
    const shipped = await get(`/open/v1/merchant/orders?since=${since}&status=4`, a.headers);
    expect(shipped.json().data.items).toEqual([]);
    const theirs = await get(`/open/v1/merchant/orders?since=${since}`, b.headers);
    expect(theirs.json().data.items).toEqual([]);

    // Another shop's order, and the platform's own, answer as unknown ones.
    for (const [headers, orderNo] of [
      [b.headers, own],
      [a.headers, platformOrder],
    ] as const) {
      for (const res of [
        await get(`/open/v1/merchant/orders/${orderNo}`, headers),
        await post(`/open/v1/merchant/orders/${orderNo}/accept`, headers),
        await post(`/open/v1/merchant/orders/${orderNo}/ship`, headers, {
          carrier: '顺丰速运',
          trackingNo: 'SF1234567890',
        }),
      ]) {
        expect(refusal(res)).toEqual([404, OPEN_CODE.NOT_FOUND]);
        expect(res.json().msg).toBe('订单不存在');
      }
    }
    expect((await get(`/open/v1/merchant/orders/${own}`, a.headers)).json().data.status).toBe(1);

    const accepted = await post(`/open/v1/merchant/orders/${own}/accept`, a.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ msg: '已接单', data: { status: 2, statusText: '待发货' } });
    const again = await post(`/open/v1/merchant/orders/${own}/accept`, a.headers);
    expect(refusal(again)).toEqual([409, OPEN_CODE.CONFLICT]);

    // Shipping needs its own scope; the tracking number is checked in Chinese.
    const ordersOnly = await appHeaders(w.app, a, 'orders');
    const noScope = await post(`/open/v1/merchant/orders/${own}/ship`, ordersOnly, {
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(refusal(noScope)).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
    expect(noScope.json().msg).toBe('应用未获得「发货」权限');
    const bad = await post(`/open/v1/merchant/orders/${own}/ship`, a.headers, { carrier: '顺丰速运' });
    expect(refusal(bad)).toEqual([400, OPEN_CODE.BAD_REQUEST]);
    expect(bad.json().msg).toMatch(/运单号/);
    const ship = await post(`/open/v1/merchant/orders/${own}/ship`, a.headers, {
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(ship.json().data).toMatchObject({
      status: 4,
      shipment: { carrier: '顺丰速运', trackingNo: 'SF1234567890' },
    });
    // The portal shows the same order, and the audit log names the app.
    const portal = await w.post('/api/portal/order/detail', shop.headers, { orderNo: own });
    expect(portal.json().data.status).toBe(4);
    expect(await auditNames(w.app, own)).toEqual([
      `商家${shop.shopId}:${a.clientId}`,
      `商家${shop.shopId}:${a.clientId}`,
    ]);
  });

  it('ships an order in two parts through the API; more than remains, or another shop’s order, is refused', async () => {
    const { own, a, b } = await world();
    expect((await post(`/open/v1/merchant/orders/${own}/accept`, a.headers)).statusCode).toBe(200);
    const [line] = (await get(`/open/v1/merchant/orders/${own}`, a.headers)).json().data.lines as {
      orderLineId: number;
      quantity: number;
    }[];
    expect(line!.quantity).toBe(2);
    const part = (trackingNo: string, quantity: number) => ({
      carrierCode: 'SF',
      trackingNo,
      packages: 1,
      lines: [{ orderLineId: line!.orderLineId, quantity }],
    });
    const url = `/open/v1/merchant/orders/${own}/shipments`;
    // Another shop's app: the order is unknown to it, for the write and the read.
    for (const res of [await post(url, b.headers, part('SF123456789010', 1)), await get(url, b.headers)]) {
      expect(refusal(res)).toEqual([404, OPEN_CODE.NOT_FOUND]);
      expect(res.json().msg).toBe('订单不存在');
    }
    const first = await post(url, a.headers, part('SF123456789010', 1));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: '已发货',
      data: { shippingState: 'partial', lines: [{ ordered: 2, shipped: 1 }] },
    });
    // Two more than the one left: refused, and nothing shipped.
    const over = await post(url, a.headers, part('SF123456789011', 2));
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    const last = await post(url, a.headers, part('SF123456789012', 1));
    expect(last.json().data).toMatchObject({ shippingState: 'shipped', lines: [{ ordered: 2, shipped: 2 }] });
    const read = (await get(url, a.headers)).json().data as { shipments: { trackingNo: string }[] };
    expect(read.shipments.map((x) => x.trackingNo).sort()).toEqual(['SF123456789010', 'SF123456789012']);
    expect((await get(`/open/v1/merchant/orders/${own}`, a.headers)).json().data.status).toBe(4);
  });

  it('answers 401 to a wrong token, 403 to a company’s app, a Chinese 400 to bad input', async () => {
    const { own, a } = await world();
    const none = await get(`/open/v1/merchant/orders?since=${since}`, {});
    expect(refusal(none)).toEqual([401, OPEN_CODE.TOKEN_MISSING]);
    const wrong = await get(`/open/v1/merchant/orders?since=${since}`, { authorization: 'Bearer oat_nope' });
    expect(refusal(wrong)).toEqual([401, OPEN_CODE.TOKEN_INVALID]);
    const company = await openParty(w.app, { headers: w.ops }, OPEN_BUYER_SCOPES);
    const buyerApp = { authorization: `Bearer ${company.token}` };
    const refused = await get(`/open/v1/merchant/orders/${own}`, buyerApp);
    expect(refusal(refused)).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
    expect(refused.json().msg).toBe('企业应用不能调用商家接口');
    for (const url of [
      '/open/v1/merchant/orders',
      '/open/v1/merchant/orders?since=yesterday',
      `/open/v1/merchant/orders?since=${since}&size=500`,
      `/open/v1/merchant/orders?since=${since}&status=3`,
      `/open/v1/merchant/orders?since=${since}&cursor=abc`,
      '/open/v1/merchant/orders/12ab',
    ]) {
      const res = await get(url, a.headers);
      expect(refusal(res), url).toEqual([400, OPEN_CODE.BAD_REQUEST]);
      expect(res.json().msg, url).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('merchant API: after-sales', () => {
  it('lists, approves, rejects and confirms returns of the shop’s requests only', async () => {
    const { shop, own, buyer, a, b } = await world();
    await completeOrders(w.app, [own]);
    const address = '江苏省苏州市工业园区星湖街 1 号 售后部 收 0512-60000001';
    await w.post('/api/portal/shop/update', shop.headers, { returnAddress: address });
    const apply = () => applyReturn(w.app, buyer, own);
    const first = await apply();
    const list = await get('/open/v1/merchant/afs', a.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, list: [{ afsNo: first, orderNo: own, status: 1 }] });
    expect(list.json().data.list[0].refundAmountFen).toBe(8800);
    expect((await get('/open/v1/merchant/afs', b.headers)).json().data.total).toBe(0);

    for (const res of [
      await get(`/open/v1/merchant/afs/${first}`, b.headers),
      await post(`/open/v1/merchant/afs/${first}/approve`, b.headers, {}),
      await post(`/open/v1/merchant/afs/${first}/reject`, b.headers, { reason: '不符合售后条件' }),
      await post(`/open/v1/merchant/afs/${first}/confirm-return`, b.headers, {}),
    ]) {
      expect(refusal(res)).toEqual([404, OPEN_CODE.NOT_FOUND]);
      expect(res.json().msg).toBe('售后单不存在');
    }
    const ordersOnly = await appHeaders(w.app, a, 'orders');
    const noScope = await get(`/open/v1/merchant/afs/${first}`, ordersOnly);
    expect(refusal(noScope)).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
    const noReason = await post(`/open/v1/merchant/afs/${first}/reject`, a.headers, { reason: '' });
    expect(refusal(noReason)).toEqual([400, OPEN_CODE.BAD_REQUEST]);
    expect(noReason.json().msg).toMatch(/原因/);
    const badNo = await get('/open/v1/merchant/afs/abc', a.headers);
    expect(refusal(badNo)).toEqual([400, OPEN_CODE.BAD_REQUEST]);

    const rejected = await post(`/open/v1/merchant/afs/${first}/reject`, a.headers, {
      reason: '商品已超过售后期限',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 4, rejectReason: '商品已超过售后期限' });

    // The buyer asks again: approved, sent back, and the return confirmed.
    const second = await apply();
    const approved = await post(`/open/v1/merchant/afs/${second}/approve`, a.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 5, statusText: '待寄回' });
    const early = await post(`/open/v1/merchant/afs/${second}/confirm-return`, a.headers, {});
    expect(refusal(early)).toEqual([409, OPEN_CODE.CONFLICT]);
    const sent = await w.post('/api/afs/shipReturn', buyer.headers, {
      afsNo: second,
      carrier: '顺丰速运',
      trackingNo: 'SF9988776655',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const confirmed = await post(`/open/v1/merchant/afs/${second}/confirm-return`, a.headers, {
      note: '已验货',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 2,
      returnShipment: { carrier: '顺丰速运', trackingNo: 'SF9988776655' },
    });
    const detail = await get(`/open/v1/merchant/afs/${second}`, a.headers);
    expect(detail.json().data.status).toBe(2);
  });
});
