import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REQUEST_STATUS, type OrderDetail, type PurchaseRequest } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth } from '../../../testing/accounts';
import {
  addressOf,
  approvalMembers,
  checkoutBody,
  hangzhouSite,
  useCompanyWorld,
  type Who,
} from '../../../testing/company.fixture';

// 分地址配送 on purchase requests (issue 48 item 3): a checkout that needs approval keeps each line's address,
// and the last approval places the order with them.

// 7701 is sold everywhere; 7702 only in 浙江 (its line must be checked against its own address's province).
const w = useCompanyWorld([
  { id: 7701, priceFen: 10_000, stock: 1000 },
  { id: 7702, priceFen: 5_000, stock: 1000, areas: ['330000'] },
]);
const { ok, c } = w;

const HANGZHOU_FULL = '浙江省杭州市西湖区文三路 90 号 二车间';
const ITEMS = [
  { skuId: 77011, quantity: 2 },
  { skuId: 77021, quantity: 3 },
];

/**
 * A company whose every order needs its 审批人's approval, with a 采购员 (his own 苏州 address) and the
 * company's shared 杭州 site.
 */
async function approvingCompany() {
  const company = await w.company();
  const { approver, buyer } = await approvalMembers(w.app, company);
  const suzhou = await addressOf(w.app, buyer);
  return { company, approver, buyer, suzhou, hangzhou: await hangzhouSite(w.app, company) };
}

/** The company's 采购员 submits `items` (to his 苏州 address; `extra`: the lineAddresses): the raw answer. */
const submit = (s: { buyer: Who; suzhou: number }, items = ITEMS, extra: object = {}) =>
  c(s.buyer, 'POST', '/api/company/requests/submit', checkoutBody(s.suzhou, items, extra));
/** The same, expected to be taken: the request. */
const submitted = (s: { buyer: Who; suzhou: number }, items = ITEMS, extra: object = {}) =>
  ok<PurchaseRequest>(s.buyer, 'POST', '/api/company/requests/submit', checkoutBody(s.suzhou, items, extra));

const count = async (table: 'purchase_requests' | 'purchase_request_steps') =>
  (
    await queryRows<{ n: number }>(w.app.db.db, sql`select count(*)::int as n from ${sql.identifier(table)}`)
  )[0]!.n;

const where = (lines: { skuId: number; deliveryAddress?: { fullAddress: string } }[]) =>
  lines.map((l) => [l.skuId, l.deliveryAddress?.fullAddress ?? null]);

describe('per-line delivery addresses on purchase requests', () => {
  it('keeps each line’s address on the request, shows it to requester and approver, and the approved order’s lines carry it', async () => {
    const s = await approvingCompany();
    const lineAddresses = [{ skuId: 77021, addressId: s.hangzhou }];
    // The 浙江-only line cannot go to 苏州: without its own address the request is refused as checkout is.
    const refused = await submit(s);
    expect(refused.statusCode).toBe(409);

    const request = await submitted(s, ITEMS, { lineAddresses });
    expect(request).toMatchObject({ status: REQUEST_STATUS.PENDING, amount: '350.00' });
    expect(request.address.fullAddress).toContain('苏州市');
    expect(where(request.lines)).toEqual([
      [77011, null],
      [77021, HANGZHOU_FULL],
    ]);
    expect(request.lines[1]!.deliveryAddress).toMatchObject({ contactName: '周工', mobile: '13900139000' });
    const seen = await ok<PurchaseRequest>(
      s.approver,
      'GET',
      `/api/company/requests/detail?requestNo=${request.requestNo}`,
    );
    expect(where(seen.lines)).toEqual(where(request.lines));

    const done = await ok<{ done: { status: number; orderNo: string }[] }>(
      s.approver,
      'POST',
      '/api/company/requests/approve',
      { requestNos: [request.requestNo] },
    );
    expect(done.done[0]!.status).toBe(REQUEST_STATUS.APPROVED);
    const order = await ok<OrderDetail>(s.buyer, 'POST', '/api/order/detail', {
      orderNo: done.done[0]!.orderNo,
    });
    expect(order.address.fullAddress).toContain('苏州市');
    expect(where(order.lines)).toEqual([
      [77011, null],
      [77021, HANGZHOU_FULL],
    ]);
    expect(order.lines[1]!.deliveryAddress).toMatchObject({ contactName: '周工', cityName: '杭州市' });
  });

  it("refuses another buyer's or another company's address with 404 and writes nothing", async () => {
    const s = await approvingCompany();
    const stranger = await buyerAuth(w.app);
    const theirs = await addressOf(w.app, stranger);
    const otherCompany = await approvingCompany();
    const before = [await count('purchase_requests'), await count('purchase_request_steps')];
    await ok(s.buyer, 'POST', '/api/cart/list/saveCartProduct', { skuId: 77011, quantity: 1 });
    const cartLines = () =>
      queryRows<{ id: number }>(w.app.db.db, sql`select id from cart_lines where user_id = ${s.buyer.id}`);
    const [cartLine] = await cartLines();

    for (const addressId of [theirs, otherCompany.hangzhou, otherCompany.suzhou]) {
      const res = await submit(s, ITEMS, { lineAddresses: [{ skuId: 77021, addressId }] });
      expect([res.statusCode, res.json().msg]).toEqual([404, '分地址配送的收货地址不存在']);
    }
    // From the cart: the refused request leaves the cart line where it was.
    const fromCart = await c(s.buyer, 'POST', '/api/company/requests/submit', {
      ...checkoutBody(s.suzhou, []),
      items: undefined,
      cartLineIds: [cartLine!.id],
      lineAddresses: [{ skuId: 77011, addressId: theirs }],
    });
    expect(fromCart.statusCode).toBe(404);
    expect([await count('purchase_requests'), await count('purchase_request_steps')]).toEqual(before);
    expect(await cartLines()).toEqual([cartLine]);

    const notBought = await submit(s, ITEMS.slice(0, 1), {
      lineAddresses: [{ skuId: 77021, addressId: s.hangzhou }],
    });
    expect([notBought.statusCode, notBought.json().msg]).toEqual([400, '分地址配送的商品不在本次结算中']);
    expect(await count('purchase_requests')).toBe(before[0]);
  });

  it('a request without lineAddresses is unchanged: no line of it or of its order names an address', async () => {
    const s = await approvingCompany();
    const request = await submitted(s, ITEMS.slice(0, 1));
    expect(request.lines[0]).not.toHaveProperty('deliveryAddress');
    // A line named with the request's own address is the same as one not named.
    const same = await submitted(s, ITEMS.slice(0, 1), {
      lineAddresses: [{ skuId: 77011, addressId: s.suzhou }],
    });
    const stored = await queryRows<{ lines: object[] }>(
      w.app.db.db,
      sql`select lines from purchase_requests where request_no in (${request.requestNo}, ${same.requestNo})`,
    );
    for (const row of stored) expect(Object.keys(row.lines[0]!)).not.toContain('addressId');
    const done = await ok<{ done: { orderNo: string }[] }>(
      s.approver,
      'POST',
      '/api/company/requests/approve',
      {
        requestNos: [request.requestNo, same.requestNo],
      },
    );
    for (const { orderNo } of done.done) {
      const order = await ok<OrderDetail>(s.buyer, 'POST', '/api/order/detail', { orderNo });
      expect(order.lines[0]).not.toHaveProperty('deliveryAddress');
      expect(order.lines[0]!.quantity).toBe(2);
    }
  });

  it('returns the request to the requester when a line’s address is gone by the last approval', async () => {
    const s = await approvingCompany();
    const request = await submitted(s, ITEMS, { lineAddresses: [{ skuId: 77021, addressId: s.hangzhou }] });
    await ok(s.company.admin, 'POST', '/api/company/addresses/delete', { id: s.hangzhou });
    const done = await ok<{ done: { status: number; orderNo: string | null }[] }>(
      s.approver,
      'POST',
      '/api/company/requests/approve',
      { requestNos: [request.requestNo] },
    );
    expect(done.done[0]).toMatchObject({ status: REQUEST_STATUS.RETURNED, orderNo: null });
    const back = await ok<PurchaseRequest>(
      s.buyer,
      'GET',
      `/api/company/requests/detail?requestNo=${request.requestNo}`,
    );
    expect(back.reason).toBe('分地址配送的收货地址不存在');
  });
});
