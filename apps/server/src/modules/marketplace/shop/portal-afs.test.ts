import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { auditNames } from '../../../testing/audit';
import { completeOrders, ordersOfTwoSellers, portalStaff, useShopWorld } from '../../../testing/shop.fixture';
import { applyReturn } from '../../../testing/trade.fixture';

const w = useShopWorld();
const { post } = w;

/**
 * A shop with an approved product; a buyer's checkout of it and a 自营 product (two orders), both paid,
 * shipped and received; an after-sales request (退货退款) on one line of each.
 */
async function requestsOnBothSellers() {
  const { shop, buyer, own, platformOrder } = await ordersOfTwoSellers(w.app, w, w.facts);
  await completeOrders(w.app, [own, platformOrder]);
  const afsOf = (orderNo: string) => applyReturn(w.app, buyer, orderNo);
  return {
    shop,
    buyer,
    own,
    platformOrder,
    ownAfs: await afsOf(own),
    platformAfs: await afsOf(platformOrder),
  };
}

describe('portal after-sales', () => {
  it('lists and handles only the shop’s own requests; the refund stays with the platform', async () => {
    const { shop, buyer, own, ownAfs, platformAfs } = await requestsOnBothSellers();
    const h = shop.headers;

    const list = await post('/api/portal/afs/list', h, {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.list.map((a: { afsNo: string }) => a.afsNo)).toEqual([ownAfs]);
    expect(list.json().data.list[0]).toMatchObject({ orderNo: own, status: 1 });
    const filtered = await post('/api/portal/afs/list', h, { status: 2 });
    expect(filtered.json().data.total).toBe(0);
    // Operators see both.
    const all = await post('/api/admin/afs/list', w.ops, { afsNo: platformAfs });
    expect(all.json().data.total).toBe(1);

    // Another seller's request answers as an unknown one, for every call.
    for (const [url, body] of [
      ['/api/portal/afs/detail', { afsNo: platformAfs }],
      ['/api/portal/afs/approve', { afsNo: platformAfs, note: '' }],
      ['/api/portal/afs/reject', { afsNo: platformAfs, reason: '不符合条件' }],
      ['/api/portal/afs/confirmReturn', { afsNo: platformAfs, note: '' }],
      [
        '/api/portal/afs/shipExchange',
        { afsNo: platformAfs, carrier: '顺丰速运', trackingNo: 'SF123456789' },
      ],
    ] as const) {
      const res = await post(url, h, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().msg).toBe('售后单不存在');
    }
    const platformDetail = await post('/api/admin/afs/detail', w.ops, { afsNo: platformAfs });
    expect(platformDetail.json().data.status).toBe(1);

    // Bad input in Chinese.
    const noReason = await post('/api/portal/afs/reject', h, { afsNo: ownAfs, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toMatch(/原因/);
    const badNo = await post('/api/portal/afs/detail', h, { afsNo: 'x' });
    expect(badNo.statusCode).toBe(400);

    // A return goes back to the seller: without a 退货地址 in 店铺设置 the shop cannot approve one.
    const noAddress = await post('/api/portal/afs/approve', h, { afsNo: ownAfs, note: '' });
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().msg).toBe('店铺尚未设置退货地址，请先在店铺设置中填写退货地址');
    const short = await post('/api/portal/shop/update', h, { returnAddress: '苏州' });
    expect(short.json().msg).toBe('请填写完整的退货地址（收件人、电话、详细地址）');
    const address = '江苏省苏州市工业园区星湖街 1 号 售后部 收 0512-60000001';
    const set = await post('/api/portal/shop/update', h, { returnAddress: address });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.returnAddress).toBe(address);

    // The seller approves, the buyer sends the goods back, the seller confirms the return.
    const approved = await post('/api/portal/afs/approve', h, { afsNo: ownAfs, note: '' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe(5);
    expect(approved.json().data.timeline.at(-1)).toMatchObject({ event: 'approved', actor: 'merchant' });
    // The buyer is told the shop's address, and it stays the one approved even if the shop changes it.
    await post('/api/portal/shop/update', h, { returnAddress: `${address}（新）` });
    const mine = await post('/api/afs/detail', buyer.headers, { afsNo: ownAfs });
    expect(mine.json().data.returnAddress).toBe(address);
    const told = await queryRows<{ content: string }>(
      w.app.db.db,
      sql`select content from system_messages where title = '售后申请已通过' and content like ${`%${ownAfs}%`}`,
    );
    expect(told[0]!.content).toContain(address);
    const sent = await post('/api/afs/shipReturn', buyer.headers, {
      afsNo: ownAfs,
      carrier: '顺丰速运',
      trackingNo: 'SF9988776655',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const confirmed = await post('/api/portal/afs/confirmReturn', h, { afsNo: ownAfs, note: '' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe(2);
    // There is no portal refund: the platform, which holds the buyer's money, refunds.
    expect((await post('/api/portal/afs/refund', h, { afsNo: ownAfs, note: '' })).statusCode).toBe(404);
    expect(await auditNames(w.app, ownAfs)).toEqual([
      `商家${shop.shopId}:${shop.mobile}`,
      `商家${shop.shopId}:${shop.mobile}`,
    ]);
  });

  it('admits 店铺管理员 and 订单/售后 only', async () => {
    const { shop, ownAfs } = await requestsOnBothSellers();
    const staff = (role: string) =>
      portalStaff(w.app, shop.headers, {
        username: `af_${role === '商品' ? 'p' : 'o'}${Date.now().toString(36)}`,
        name: '员工',
        role,
      });
    const products = await staff('商品');
    const refused = await post('/api/portal/afs/list', products, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('当前角色没有此操作的权限');
    const ordersRole = await staff('订单/售后');
    const detail = await post('/api/portal/afs/detail', ordersRole, { afsNo: ownAfs });
    expect(detail.statusCode, detail.body).toBe(200);
    // Buyers and operators are refused the portal's calls.
    expect((await post('/api/portal/afs/list', w.ops, {})).statusCode).toBe(403);
  });
});
