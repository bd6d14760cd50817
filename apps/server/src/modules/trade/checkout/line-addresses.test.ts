import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderShipments } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth } from '../../../testing/accounts';
import {
  addMember,
  addressOf,
  checkoutBody,
  hangzhouSite,
  useCompanyWorld,
  type Who,
} from '../../../testing/company.fixture';

// 分地址配送 (issue 48 item 3): a company order's lines go to different addresses; shipments go to one each.

// 7601 and 7602 are sold everywhere; 7603 only in 浙江 (its line must be checked against its own address).
const w = useCompanyWorld([
  { id: 7601, priceFen: 10_000, stock: 1000 },
  { id: 7602, priceFen: 5_000, stock: 1000 },
  { id: 7603, priceFen: 2_000, stock: 1000, areas: ['330000'] },
]);
const { ok, c } = w;

const ITEMS = [
  { skuId: 76011, quantity: 2 },
  { skuId: 76021, quantity: 1 },
  { skuId: 76031, quantity: 3 },
];

/** A 采购员 of a new company with the Suzhou address (his) and the company's shared Hangzhou site. */
async function companyBuyer() {
  const company = await w.company();
  const buyer = await addMember(w.app, company, ['采购员']);
  const suzhou = await addressOf(w.app, buyer);
  return { buyer, suzhou, hangzhou: await hangzhouSite(w.app, company) };
}

const lineCount = async () =>
  (await queryRows<{ n: number }>(w.app.db.db, sql`select count(*)::int as n from order_lines`))[0]!.n;

describe('per-line delivery addresses', () => {
  it('places one order whose lines go to two addresses, checks each line in its own province and shows where each goes', async () => {
    const { buyer, suzhou, hangzhou } = await companyBuyer();
    const lineAddresses = [
      { skuId: 76021, addressId: hangzhou },
      { skuId: 76031, addressId: hangzhou },
    ];
    // Without its own address the 浙江-only line cannot go to 苏州.
    const refused = await c(buyer, 'POST', '/api/checkout/submit', checkoutBody(suzhou, ITEMS));
    expect(refused.statusCode).toBe(409);
    const preview = await ok<{ canSubmit: boolean; lines: { available: boolean }[] }>(
      buyer,
      'POST',
      '/api/checkout/preview',
      { items: ITEMS, addressId: suzhou, lineAddresses },
    );
    expect(preview.canSubmit).toBe(true);

    const placed = await ok<{ orderNo: string; orders?: unknown[] }>(
      buyer,
      'POST',
      '/api/checkout/submit',
      checkoutBody(suzhou, ITEMS, { lineAddresses }),
    );
    expect(placed.orders).toBeUndefined();
    const detail = await ok<OrderDetail>(buyer, 'POST', '/api/order/detail', { orderNo: placed.orderNo });
    expect(detail.address.fullAddress).toContain('苏州市');
    expect(detail.lines.map((l) => [l.skuId, l.deliveryAddress?.fullAddress ?? null])).toEqual([
      [76011, null],
      [76021, '浙江省杭州市西湖区文三路 90 号 二车间'],
      [76031, '浙江省杭州市西湖区文三路 90 号 二车间'],
    ]);
    expect(detail.lines[1]!.deliveryAddress).toMatchObject({ contactName: '周工', mobile: '13900139000' });
    // A line to the order's own address keeps no copy (SQL null, not a JSON null).
    const kept = await queryRows<{ sku_id: number; copy: boolean }>(
      w.app.db.db,
      sql`select l.sku_id, l.delivery_address is not null as copy from order_lines l
          join orders o on o.id = l.order_id where o.order_no = ${placed.orderNo} order by l.id`,
    );
    expect(kept.map((r) => r.copy)).toEqual([false, true, true]);
    // The console's detail shows the same.
    const console = await ok<OrderDetail>(w.op, 'POST', '/api/admin/order/detail', {
      orderNo: placed.orderNo,
    });
    expect(console.lines.filter((l) => l.deliveryAddress).map((l) => l.skuId)).toEqual([76021, 76031]);
  });

  it('ships per address: one parcel to two addresses is refused, and so is the whole-order ship', async () => {
    const { buyer, suzhou, hangzhou } = await companyBuyer();
    const { orderNo } = await ok<{ orderNo: string }>(
      buyer,
      'POST',
      '/api/checkout/submit',
      checkoutBody(suzhou, ITEMS.slice(0, 2), { lineAddresses: [{ skuId: 76021, addressId: hangzhou }] }),
    );
    await ok(w.op, 'POST', '/api/admin/order/accept', { orderNo });
    const view = await ok<OrderShipments>(w.op, 'POST', '/api/admin/fulfilment/shipment/list', { orderNo });
    const [toSuzhou, toHangzhou] = view.lines;
    expect(toSuzhou!.deliveryAddress).toBeUndefined();
    expect(toHangzhou!.deliveryAddress?.cityName).toBe('杭州市');
    const parcel = (lines: { orderLineId: number; quantity: number }[], trackingNo: string) => ({
      orderNo,
      carrierCode: 'SF',
      trackingNo,
      packages: 1,
      lines,
    });

    const mixed = await c(
      w.op,
      'POST',
      '/api/admin/fulfilment/shipment/create',
      parcel(
        [
          { orderLineId: toSuzhou!.orderLineId, quantity: 2 },
          { orderLineId: toHangzhou!.orderLineId, quantity: 1 },
        ],
        'SF1234567890123',
      ),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().msg).toContain('同一包裹只能发往一个收货地址');
    const whole = await c(w.op, 'POST', '/api/admin/order/ship', {
      orderNo,
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890124',
    });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().msg).toContain('同一包裹只能发往一个收货地址');
    expect(
      (await ok<OrderShipments>(w.op, 'POST', '/api/admin/fulfilment/shipment/list', { orderNo })).shipments,
    ).toEqual([]);

    await ok(
      w.op,
      'POST',
      '/api/admin/fulfilment/shipment/create',
      parcel([{ orderLineId: toSuzhou!.orderLineId, quantity: 2 }], 'SF1234567890125'),
    );
    const last = await ok<OrderShipments>(
      w.op,
      'POST',
      '/api/admin/fulfilment/shipment/create',
      parcel([{ orderLineId: toHangzhou!.orderLineId, quantity: 1 }], 'SF1234567890126'),
    );
    expect(last.shippingState).toBe('shipped');
    expect(last.shipments).toHaveLength(2);
  });

  /** `who` submits the first `count` of ITEMS to `addressId`, sending SKU 76021 to `lineAddressId`. */
  const submitSplit = (who: Who, addressId: number, count: number, lineAddressId: number) =>
    c(
      who,
      'POST',
      '/api/checkout/submit',
      checkoutBody(addressId, ITEMS.slice(0, count), {
        lineAddresses: [{ skuId: 76021, addressId: lineAddressId }],
      }),
    );

  it("refuses another buyer's address, a personal buyer's per-line addresses and a line not bought, writing nothing", async () => {
    const { buyer, suzhou } = await companyBuyer();
    const stranger = await buyerAuth(w.app);
    const theirs = await addressOf(w.app, stranger);
    const otherCompany = await companyBuyer();
    const before = await lineCount();

    const foreign = await submitSplit(buyer, suzhou, 2, theirs);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('分地址配送的收货地址不存在');
    // Another company's shared site is not this buyer's either.
    const otherSite = await submitSplit(buyer, suzhou, 2, otherCompany.hangzhou);
    expect(otherSite.statusCode).toBe(404);
    const preview = await c(buyer, 'POST', '/api/checkout/preview', {
      items: ITEMS.slice(0, 2),
      addressId: suzhou,
      lineAddresses: [{ skuId: 76021, addressId: theirs }],
    });
    expect(preview.statusCode).toBe(404);

    const notBought = await submitSplit(buyer, suzhou, 1, suzhou);
    expect(notBought.statusCode).toBe(400);
    expect(notBought.json().msg).toBe('分地址配送的商品不在本次结算中');

    const personal = await submitSplit(stranger, theirs, 2, theirs);
    expect(personal.statusCode).toBe(400);
    expect(personal.json().msg).toBe('分地址配送仅限企业采购账号使用');
    expect(await lineCount()).toBe(before);
  });
});
